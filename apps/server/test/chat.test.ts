import { LIMITS } from '@carcassonne/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameClient } from '../src/tools/client.js';
import { player, startTestServer, twoSeatTable, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.stop();
});

const lines = (c: GameClient) =>
  c.frames.flatMap((f) => (f.type === 'chat' ? f.lines.map((l) => `${f.channel}:${l.text}`) : []));
const channels = (c: GameClient) => c.frames.flatMap((f) => (f.type === 'chat' ? [f.channel] : []));

describe('chat', () => {
  it('the host closes and opens the spectators’ chat; players chat on; others may not switch it', async () => {
    const host = await player(server, 'Host');
    const guest = await player(server, 'Guest');
    const fan = await player(server, 'Fan');
    const table = await twoSeatTable(host.client, guest.client, 'modern', [
      host.client,
      guest.client,
      fan.client,
    ]);
    const off = { type: 'spectator-chat', table, on: false } as const;
    expect((await guest.client.request(off)).code).toBe('not-host');
    expect((await fan.client.request(off)).code).toBe('not-host');
    expect((await host.client.request(off)).ok).toBe(true);
    const state = (c: GameClient) =>
      c.frames
        .flatMap((f) => (f.type === 'state' || (f.type === 'event' && f.state) ? [f.state] : []))
        .at(-1);
    await fan.client.until(() => state(fan.client)?.settings.spectatorChat === false);
    expect((await fan.client.request({ type: 'chat', table, text: 'hello?' })).code).toBe('chat-off');
    expect((await guest.client.request({ type: 'chat', table, text: 'we still talk' })).ok).toBe(true);
    // Kept over a reload of the table: a newcomer sees the switch in the state.
    const late = await player(server, 'Late');
    await late.client.request({ type: 'watch', table });
    expect(state(late.client)?.settings.spectatorChat).toBe(false);
    expect((await host.client.request({ type: 'spectator-chat', table, on: true })).ok).toBe(true);
    expect((await fan.client.request({ type: 'chat', table, text: 'thanks' })).ok).toBe(true);
    await late.client.until(() => lines(late.client).includes('spectators:thanks'));
    expect(lines(fan.client)).not.toContain('spectators:hello?');
    await Promise.all([host, guest, fan, late].map((p) => p.client.close()));
  });

  it('a spectator who takes a seat moves to the players’ chat (and back when leaving)', async () => {
    const host = await player(server, 'Ann');
    const fan = await player(server, 'Bea');
    const created = await host.client.request({
      type: 'create',
      preset: 'modern',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
    });
    if (!created.ok) throw new Error(created.code ?? 'create');
    const table = created.result.table;
    await host.client.request({ type: 'watch', table });
    const watched = await fan.client.request({ type: 'watch', table });
    expect(watched.ok && watched.result.channel).toBe('spectators');
    expect((await host.client.request({ type: 'chat', table, text: 'players only' })).ok).toBe(true);
    expect((await fan.client.request({ type: 'join', table, seat: 1 })).ok).toBe(true);
    // The new channel's recent lines arrive with the join.
    await fan.client.until(() => lines(fan.client).includes('players:players only'));
    expect(channels(fan.client).at(-1)).toBe('players');
    expect((await fan.client.request({ type: 'chat', table, text: 'seated now' })).ok).toBe(true);
    await host.client.until(() => lines(host.client).includes('players:seated now'));
    expect((await fan.client.request({ type: 'leave', table })).ok).toBe(true);
    await fan.client.until(() => channels(fan.client).at(-1) === 'spectators');
    await Promise.all([host.client.close(), fan.client.close()]);
  });

  it('many users from one address share a chat limit', async () => {
    const people = await Promise.all(['P1', 'P2', 'P3', 'P4'].map((n) => player(server, n)));
    const [a, b] = people;
    const table = await twoSeatTable(
      a!.client,
      b!.client,
      'modern',
      people.map((p) => p.client),
    );
    const codes: (string | null)[] = [];
    // Each user stays under its own limit; together they pass the address's.
    for (let round = 0; round < LIMITS.chatMessages - 1; round++)
      for (const p of people)
        codes.push((await p.client.request({ type: 'chat', table, text: `r${round}` })).code);
    const refused = codes.filter((c) => c === 'rate-limited').length;
    expect(people.length * (LIMITS.chatMessages - 1)).toBeGreaterThan(LIMITS.chatAddressMessages);
    // (Earlier tests here spoke from the same address within the window: at least this many.)
    expect(refused).toBeGreaterThanOrEqual(codes.length - LIMITS.chatAddressMessages);
    expect(codes.filter((c) => c !== null && c !== 'rate-limited')).toEqual([]);
    await Promise.all(people.map((p) => p.client.close()));
  });
});
