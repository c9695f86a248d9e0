import { Mulberry32 } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import {
  loadTournament,
  pairNextRound,
  standings,
  tournamentFinished,
  type TournamentState,
} from '../src/index.js';
import { created, field, paired, playPending, randomScores } from './helpers.js';

function finished(settings: unknown, seed: number): TournamentState {
  const rng = new Mulberry32(seed);
  let s = created(settings);
  while (!tournamentFinished(s)) s = playPending(paired(s), randomScores(rng));
  return s;
}

describe('the tournament state', () => {
  it.each([
    { format: 'swiss', players: field(7), rounds: 4, duplicate: true, gamesPerMatch: 2 },
    { format: 'swiss', players: field(11), rounds: 3, tableSize: 4 },
    { format: 'round-robin', players: field(5), gamesPerMatch: 3 },
    { format: 'double-elimination', players: field(9), gamesPerMatch: 3 },
  ])('is plain JSON that replays to the same standings ($format)', (settings) => {
    const s = finished(settings, 7);
    const stored = JSON.parse(JSON.stringify(s));
    const loaded = loadTournament(stored);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value).toEqual(s);
    expect(standings(loaded.value)).toEqual(standings(s));
  });

  it('refuses a stored state whose pairings were changed', () => {
    const s = JSON.parse(JSON.stringify(finished({ format: 'swiss', players: field(6), rounds: 3 }, 3)));
    [s.rounds[1].tables[0].players[0], s.rounds[1].tables[1].players[0]] = [
      s.rounds[1].tables[1].players[0],
      s.rounds[1].tables[0].players[0],
    ];
    const r = loadTournament(s);
    expect(!r.ok && r.error.code).toBe('bad-state');
  });

  it('refuses to pair past the last round', () => {
    const s = finished({ format: 'swiss', players: field(4), rounds: 2 }, 1);
    const r = pairNextRound(s);
    expect(!r.ok && r.error.code).toBe('tournament-over');
  });
});
