import { loadTournament, type TournamentResult, type TournamentState } from '@carcassonne/tournament';
import type { StoredTournament } from '../storage/tournaments.js';

/** States kept in memory at once (the tournaments being played and looked at). */
const KEPT = 64;

/**
 * The stored states already replayed, by tournament and version. Replaying a state pairs every
 * round again (`loadTournament` checks each against its pairing), which for a large Swiss costs
 * most of a second a round; a version's state never changes (every change raises the version by
 * compare-and-set), so the leader's steps and the views read it replayed once.
 */
const kept = new Map<string, TournamentState>();

const keyOf = (id: string, version: number) => `${id}@${version}`;

/** The state of a stored tournament, replayed once per version. */
export function loadedState(t: StoredTournament): TournamentResult<TournamentState> {
  const key = keyOf(t.id, t.version);
  const known = kept.get(key);
  if (known) return { ok: true, value: known };
  const loaded = loadTournament(t.state);
  if (loaded.ok) remember(t.id, t.version, loaded.value);
  return loaded;
}

/** A state just written as this version (no need to replay it). */
export function remember(id: string, version: number, state: TournamentState): void {
  kept.delete(keyOf(id, version));
  kept.set(keyOf(id, version), state);
  while (kept.size > KEPT) kept.delete(kept.keys().next().value!);
}
