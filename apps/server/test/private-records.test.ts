// A private game's players download its record from their own page without the invite (their secret
// says who they are); anyone else still needs the invite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteOf, resultOf } from '../src/tools/client.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { player, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('records of private games', () => {
  it('its players get the record with their secret, without the invite; others need the invite', async () => {
    const host = await player(server, 'Ada');
    const stranger = await player(server, 'Eve');
    const created = await host.client.request({
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'bot', bot: 'random', level: 1 }],
      visibility: 'private',
      clock: { kind: 'none' },
    });
    const table = resultOf(created).table;
    const invite = inviteOf(created);
    expect((await host.client.request({ type: 'watch', table })).ok).toBe(true);
    autoplay(host.client, table, 0, { choose: randomPick(seededRandom(25)) });
    expect((await host.client.request({ type: 'start', table })).ok).toBe(true);
    await host.client.until(() => host.client.states.get(table)?.status === 'finished', 100_000, 'the end');

    const get = (query: string, secret?: string) =>
      fetch(new URL(`/api/tables/${table}/record${query}`, server.url), {
        headers: secret ? { authorization: `Bearer ${secret}` } : {},
      });
    const mine = await get('', host.guest.secret);
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { moves: unknown[] }).moves.length).toBeGreaterThan(30);
    expect((await get('')).status).toBe(403);
    expect((await get('', stranger.guest.secret)).status).toBe(403);
    expect((await get('', 'not-a-secret-anyone-holds-0000')).status).toBe(403);
    expect((await get(`?invite=${invite}`)).status).toBe(200);
    expect((await get(`?invite=${invite}`, stranger.guest.secret)).status).toBe(200);
    await Promise.all([host.client.close(), stranger.client.close()]);
  }, 120_000);
});
