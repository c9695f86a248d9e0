/**
 * A Swiss's field after the start (docs/server/tournaments.md, "Late entry" and "Withdrawal and
 * removal"): a late entrant registers while more than half the rounds are still to start and is
 * paired from the next round; registering twice or after the window is one clear error that
 * changes nothing; a withdrawn player is paired no more.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TournamentEntrant } from '@carcassonne/protocol';
import { account, startTestServer, type Player, type TestServer } from './helpers.js';
import {
  api,
  createTournament,
  playGames,
  quickSettings,
  signed,
  view,
  viewUntil,
} from './tournament-helpers.js';

type Refusal = { error: { code: string; message: string } };
let server: TestServer;
let organizer: Player;
let ann: Player;
let bob: Player;
let cid: Player;

beforeAll(async () => {
  server = await startTestServer({ config: { tournamentTickMs: 40 } });
  organizer = await account(server, 'Orga');
  ann = await account(server, 'Ann');
  bob = await account(server, 'Bob');
  cid = await account(server, 'Cid');
});
afterAll(() => server.stop());

it('takes a late entrant into the next round, and pairs a withdrawn player no more', async () => {
  const id = await createTournament(
    server,
    organizer,
    quickSettings({ rounds: 3, maxPlayers: 8, checkInMinutes: 0 }, 1500),
  );
  for (let i = 0; i < 3; i++)
    await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level1' });
  expect((await api(server, 'POST', `/api/tournaments/${id}/register`, signed(ann))).status).toBe(200);
  const annId = ann.guest.user.id;
  const bobId = bob.guest.user.id;
  // Round 1 waits for Ann's game: Bob comes late, during it.
  const started = await viewUntil(server, id, (v) => v.live.some((l) => l.seats.includes(annId)));
  expect(started.lateEntry).toBe(true);
  const late = await api<TournamentEntrant>(server, 'POST', `/api/tournaments/${id}/register`, signed(bob));
  expect([late.status, late.body.checkedIn]).toEqual([200, true]);
  const before = await view(server, id);
  const twice = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/register`, signed(bob));
  expect([twice.status, twice.body.error.code]).toEqual([409, 'already-entered']);
  expect((await view(server, id)).entrants).toEqual(before.entrants);

  // Ann plays her first game only, Bob from her withdrawal on: round 2 cannot end before it (once,
  // under load, round 3 was paired with Ann before her withdrawal arrived).
  const stops = [playGames(server, ann, id, 1, 1)];
  try {
    const second = await viewUntil(server, id, (v) => v.rounds.length >= 2);
    const round2 = second.rounds[1]!;
    expect([...round2.pairings.flatMap((p) => p.players), ...round2.byes]).toContain(bobId);
    expect(round2.pairings.flatMap((p) => p.players)).toHaveLength(4);
    // Two rounds of three have started: late entry is closed.
    expect(second.lateEntry).toBe(false);
    const closed = await api<Refusal>(server, 'POST', `/api/tournaments/${id}/register`, signed(cid));
    expect([closed.status, closed.body.error.code]).toEqual([409, 'late-entry-closed']);
    expect((await view(server, id)).entrants).toEqual(second.entrants);

    expect((await api(server, 'POST', `/api/tournaments/${id}/withdraw`, signed(ann))).status).toBe(200);
    stops.push(playGames(server, bob, id, 2));
    const done = await viewUntil(server, id, (v) => v.status === 'finished');
    const round3 = done.rounds[2]!;
    expect([...round3.pairings.flatMap((p) => p.players), ...round3.byes]).not.toContain(annId);
    expect(round3.pairings.flatMap((p) => p.players)).toHaveLength(4);
    const bobRow = done.standings.find((r) => r.entrant === bobId)!;
    expect(bobRow.games + bobRow.byes).toBe(2);
  } finally {
    for (const stop of stops) stop();
  }
});
