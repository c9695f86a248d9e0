/**
 * Absences (docs/server/tournaments.md, "Absences"): a registered player who does not check in is
 * dropped at the start; a player who does not come to their table forfeits its game once the grace
 * has passed (no bot plays on for them), and not a moment before. The server's clock is the test's.
 */
import { afterAll, expect, it } from 'vitest';
import { account, startTestServer, type TestServer } from './helpers.js';
import { ManualClock } from './manual-clock.js';
import { waitFor } from './processes.js';
import { TOURNAMENT_GRACE } from '../src/tournaments/game-tables.js';
import { advance } from '../src/tournaments/advance.js';
import {
  api,
  createTournament,
  quickSettings,
  signed,
  stepsOf,
  view,
  viewUntil,
} from './tournament-helpers.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

it('drops no-shows at the start and forfeits an absent player after the grace', async () => {
  const clock = new ManualClock();
  const server = await startTestServer({ clock, config: { tournamentTickMs: 30 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const ann = await account(server, 'Ann');
  const bob = await account(server, 'Bob');
  const id = await createTournament(
    server,
    organizer,
    quickSettings({ rounds: 1, maxPlayers: 4, startsAt: clock.now() + 60_000, checkInMinutes: 5 }),
  );
  await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level1' });
  for (const who of [ann, bob]) await api(server, 'POST', `/api/tournaments/${id}/register`, signed(who));
  // Only Ann checks in; Bob is a no-show.
  expect((await api(server, 'POST', `/api/tournaments/${id}/check-in`, signed(ann))).status).toBe(200);
  clock.advance(60_000);
  const annId = ann.guest.user.id;
  const running = await viewUntil(server, id, (v) => v.live.length === 1);
  const pairing = running.rounds[0]!.pairings[0]!;
  expect([...pairing.players].sort()).toEqual([annId, 'bot:level1:1'].sort());
  expect(running.rounds[0]!.byes).toEqual([]);
  // The table is made and started a step after the pairing, and Ann's grace runs from its start:
  // the clock moves on only once her grace is counting.
  await waitFor(() => clock.dueIn(TOURNAMENT_GRACE * 1000), 20_000, "Ann's grace to start");
  // Ann never comes to her table: a moment before the grace ends, her game still stands.
  clock.advance(TOURNAMENT_GRACE * 1000 - 1);
  for (let i = 0; i < 3; i++) await advance(stepsOf(server), id);
  expect((await view(server, id)).rounds[0]!.pairings[0]!.games[0]!.scores).toBeNull();
  clock.advance(1);
  const done = await viewUntil(server, id, (v) => v.status === 'finished');
  const game = done.rounds[0]!.pairings[0]!.games[0]!;
  expect(game.forfeit).toBe(annId);
  expect(game.scores).toEqual(game.seats.map((s) => (s === annId ? 0 : 1)));
  expect((await server.storage.table(game.table!))!.status).toBe('closed');
  expect(done.standings[0]!.entrant).toBe('bot:level1:1');
}, 30_000);
