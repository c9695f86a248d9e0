/**
 * A tournament survives a `kill -9` of its server mid-round: a real server process on a SQLite
 * file is killed while a round is being played, another is started on the same file, and the
 * tournament goes on from its stored state (same pairings, same results, same tables) to its end.
 */
import { rmSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import type { TournamentView } from '@carcassonne/protocol';
import { account, connectAs, tempDir } from './helpers.js';
import { killHard, startServerProcess, type ServerProcess } from './processes.js';
import {
  api,
  createTournament,
  playGames,
  quickSettings,
  signed,
  view,
  viewUntil,
} from './tournament-helpers.js';

const dataDir = tempDir();
const started: ServerProcess[] = [];
afterAll(async () => {
  for (const p of started) await killHard(p);
  rmSync(dataDir, { recursive: true, force: true });
});

async function serve(): Promise<ServerProcess> {
  const p = await startServerProcess({ DATA_DIR: dataDir, TOURNAMENT_TICK_MS: '50' });
  started.push(p);
  return p;
}

/** The rounds as stored: pairings, tables and results (not what is live). */
const rounds = (v: TournamentView) => JSON.stringify(v.rounds);

it('loses nothing of a tournament when its process is killed mid-round', async () => {
  const first = await serve();
  const organizer = await account(first, 'Orga');
  const ann = await account(first, 'Ann');
  const id = await createTournament(first, organizer, quickSettings({ rounds: 3, maxPlayers: 6 }, 3000));
  for (let i = 0; i < 5; i++)
    await api(first, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level1' });
  await api(first, 'POST', `/api/tournaments/${id}/register`, signed(ann));
  await api(first, 'POST', `/api/tournaments/${id}/check-in`, signed(ann));
  const annId = ann.guest.user.id;
  // Round 1: the bots' tables finish; Ann's waits for her.
  const before = await viewUntil(
    first,
    id,
    (v) =>
      v.rounds.length > 0 &&
      v.rounds[0]!.pairings.every((p) => p.players.includes(annId) || p.games[0]!.scores !== null),
  );
  expect(before.status).toBe('running');
  expect(before.rounds).toHaveLength(1);
  await killHard(first);

  const second = await serve();
  const after = await view(second, id);
  expect(after.status).toBe('running');
  expect(rounds(after)).toBe(rounds(before));
  expect(after.entrants).toEqual(before.entrants);

  // Ann comes back through the new process and plays; the tournament goes on to its end.
  const again = { guest: ann.guest, client: await connectAs(second.ws, ann.guest, 'ann-again') };
  const stop = playGames(second, again, id, 3);
  const done = await viewUntil(second, id, (v) => v.status === 'finished');
  stop();
  expect(done.rounds).toHaveLength(3);
  const firstRound = done.rounds[0]!;
  for (const [i, p] of firstRound.pairings.entries()) {
    expect(p.games[0]!.table).toBe(before.rounds[0]!.pairings[i]!.games[0]!.table);
    if (!p.players.includes(annId))
      expect(p.games[0]!.scores).toEqual(before.rounds[0]!.pairings[i]!.games[0]!.scores);
  }
  for (const round of done.rounds) for (const p of round.pairings) expect(p.games[0]!.scores).not.toBeNull();
  await again.client.close();
}, 60_000);
