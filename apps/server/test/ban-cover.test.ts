/**
 * A ban closes the banned player's open connections and, when the moderator says so, covers new
 * guests from the addresses and browsers the player signed in from, for the ban's time; lifting
 * it frees them. SQLite (the marks are plain SQL shared with PostgreSQL: moderation-sql.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestResponse } from '@carcassonne/protocol';
import { CLOSE_BANNED } from '../src/hub/connections.js';
import { connectAs, startTestServer, type TestServer } from './helpers.js';
import { waitFor } from './processes.js';

let server: TestServer;
beforeAll(async () => {
  // Requests name their address (a proxy on this host), so each test speaks from its own.
  server = await startTestServer({ config: { trustProxy: ['loopback'] } });
});
afterAll(async () => {
  await server.stop();
});

const post = (path: string, body: unknown, address: string) =>
  fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
const guest = async (name: string, address: string, device?: string) => {
  const r = await post('/api/guests', { name, ...(device ? { device } : {}) }, address);
  return {
    status: r.status,
    body: (await r.json()) as GuestResponse & { error?: { code: string; message: string } },
  };
};
const signed = (g: GuestResponse) => ({ user: g.user.id, secret: g.secret });

describe('a ban covers new guests and closes connections', () => {
  it('closes the sockets, refuses new guests from the covered address and browser, until lifted', async () => {
    const admin = (await guest('Boss', '10.5.0.1')).body;
    const registered = await post(
      '/api/register',
      { ...signed(admin), username: 'boss', password: 'a-long-password' },
      '10.5.0.1',
    );
    expect(registered.status).toBe(200);
    const device = 'browser-of-the-troll-0001';
    const troll = (await guest('Troll', '10.5.0.2', device)).body;
    const first = await connectAs(server.ws, troll, 'troll-1');
    const second = await connectAs(server.ws, troll, 'troll-2');
    const codes: number[] = [];
    for (const c of [first, second]) c.socket.on('close', (code) => codes.push(code));

    // Banned without a cover: connections closed, new guests from its address still welcome.
    const ban = (covers: string[]) =>
      post(
        '/api/moderation/ban',
        { ...signed(admin), target: troll.user.id, reason: 'abuse', minutes: 60, covers },
        '10.5.0.1',
      );
    expect((await ban([])).status).toBe(200);
    await waitFor(() => codes.length === 2, 10_000, 'both connections closed');
    expect(codes).toEqual([CLOSE_BANNED, CLOSE_BANNED]);
    expect((await guest('Friend', '10.5.0.2')).status).toBe(201);

    // Banned covering its browser: a new guest from that browser, at any address, is refused.
    const covered = await ban(['device']);
    expect(covered.status).toBe(200);
    const byDevice = await guest('Again', '10.5.0.99', device);
    expect(byDevice.status).toBe(403);
    expect(byDevice.body.error?.code).toBe('banned');
    expect(byDevice.body.error?.message).toMatch(/^banned until \d{4}-/);
    // Its address was not covered.
    expect((await guest('Neighbour', '10.5.0.2')).status).toBe(201);

    // Covering the address too.
    expect((await ban(['address', 'device'])).status).toBe(200);
    expect((await guest('Sneaky', '10.5.0.2')).status).toBe(403);
    expect((await guest('Elsewhere', '10.5.0.3')).status).toBe(201);

    // Lifted: both free again.
    const lifted = await post(
      '/api/moderation/lift',
      { ...signed(admin), target: troll.user.id, reason: 'served' },
      '10.5.0.1',
    );
    expect(lifted.status).toBe(200);
    expect((await guest('Reformed', '10.5.0.2', device)).status).toBe(201);
  });
});
