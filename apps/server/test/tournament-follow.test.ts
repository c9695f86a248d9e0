/**
 * Following a tournament over the WebSocket (`tournament-follow`): a change (an entry, a check-in,
 * the start, each result, the end) is pushed as `tournament {version, status}`; unfollowed, nothing
 * more comes; an unknown tournament is refused.
 */
import { afterAll, expect, it } from 'vitest';
import type { ServerMessage, TournamentMessage } from '@carcassonne/protocol';
import { account, player, startTestServer, type TestServer } from './helpers.js';
import { api, createTournament, quickSettings, signed, view } from './tournament-helpers.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

it('pushes each change of a followed tournament, and nothing once unfollowed', async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 30 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const fan = await player(server, 'Fan');
  const id = await createTournament(server, organizer, quickSettings({ rounds: 1, maxPlayers: 2 }, 2000));
  const pushes = (): TournamentMessage[] =>
    fan.client.frames.filter((f: ServerMessage): f is TournamentMessage => f.type === 'tournament');

  const unknown = await fan.client.request({ type: 'tournament-follow', tournament: 'nosuchcup', on: true });
  expect([unknown.ok, unknown.code]).toEqual([false, 'no-such-tournament']);
  const followed = await fan.client.request({ type: 'tournament-follow', tournament: id, on: true });
  expect(followed.ok && followed.result).toEqual({ on: true, version: 0 });

  await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level1' });
  await fan.client.until(() => pushes().length >= 1, 10_000, 'the entry pushed');
  await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level2' });
  // The start, the result and the end follow by themselves.
  await fan.client.until(() => pushes().some((p) => p.status === 'finished'), 30_000, 'the end pushed');
  expect(pushes().every((p) => p.tournament === id)).toBe(true);
  expect(pushes().at(-1)!.version).toBe((await view(server, id)).version);

  // Two upcoming tournaments followed, the first unfollowed; each then changes, the first first.
  const x = await createTournament(server, organizer, quickSettings({ maxPlayers: 2 }, 3_600_000));
  const y = await createTournament(server, organizer, quickSettings({ maxPlayers: 2 }, 3_600_000));
  for (const t of [x, y])
    expect((await fan.client.request({ type: 'tournament-follow', tournament: t, on: true })).ok).toBe(true);
  const off = await fan.client.request({ type: 'tournament-follow', tournament: x, on: false });
  expect(off.ok && off.result.on).toBe(false);
  for (const t of [x, y])
    await api(server, 'POST', `/api/tournaments/${t}/bots`, { ...signed(organizer), bot: 'level1' });
  // Followed tournaments are read in the order they were followed: x's change would come first.
  await fan.client.until(() => pushes().some((p) => p.tournament === y), 10_000, 'y pushed');
  expect(pushes().filter((p) => p.tournament === x)).toEqual([]);
}, 40_000);

it("raises the view's version with every entry, check-in and leave", async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 60_000 } });
  servers.push(server);
  const organizer = await account(server, 'Host');
  const gil = await account(server, 'Gil');
  // Check-in is open from the creation: it opens 30 minutes before a start 10 minutes away.
  const id = await createTournament(
    server,
    organizer,
    quickSettings({ maxPlayers: 4, checkInMinutes: 30 }, 600_000),
  );
  const versions = [(await view(server, id)).version];
  const step = async (path: string, body: object) => {
    expect((await api(server, 'POST', `/api/tournaments/${id}/${path}`, body)).status).toBe(200);
    versions.push((await view(server, id)).version);
  };
  await step('bots', { ...signed(organizer), bot: 'level1' });
  await step('register', signed(gil));
  await step('check-in', signed(gil));
  await step('unregister', signed(gil));
  for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1]!);
});

it("pushes a game's table made or forfeited, which changes no version", async () => {
  const server = await startTestServer({ config: { tournamentTickMs: 30 } });
  servers.push(server);
  const organizer = await account(server, 'Host');
  const fan = await player(server, 'Fan');
  const id = await createTournament(server, organizer, quickSettings({ maxPlayers: 2 }, 3_600_000));
  const pushes = (): TournamentMessage[] =>
    fan.client.frames.filter((f: ServerMessage): f is TournamentMessage => f.type === 'tournament');
  expect((await fan.client.request({ type: 'tournament-follow', tournament: id, on: true })).ok).toBe(true);
  const version = (await view(server, id)).version;
  // A round's table is made a step after the round is paired (tournaments/advance.ts): a page that
  // read the view in between learns of it from this push, not from the next version.
  const game = { tournament: id, round: 1, pairing: 1, game: 0 };
  expect(await server.storage.tournaments.addGame({ ...game, table: 'table-1', forfeit: null })).toBe(true);
  await fan.client.until(() => pushes().length === 1, 10_000, 'the table pushed');
  await server.storage.tournaments.forfeit(id, 1, 1, 0, 'someone');
  await fan.client.until(() => pushes().length === 2, 10_000, 'the forfeit pushed');
  expect(pushes().map((p) => p.version)).toEqual([version, version]);
});
