import type { PublicUser, TournamentEntrant } from '@carcassonne/protocol';
import { joinTournament } from '@carcassonne/tournament';
import { failure, success, type Outcome } from '../core/outcome.js';
import { currentRating } from '../ratings/player-rating.js';
import type { StoredTournament } from '../storage/tournaments.js';
import type { Storage } from '../storage/types.js';
import type { Clock } from '../core/clock.js';
import { arenaMinute } from './arena.js';
import { loadedState, remember } from './state-cache.js';
import { entrantOf } from './view.js';

/** Tries of the compare-and-set on the state before a late entry gives up (`stale-state`). */
const TRIES = 3;

/**
 * Register a person after the start, where the format allows it: the entry (checked in) and the
 * pure state's late entry are written together, the state by compare-and-set on the tournament's
 * version (the leader's steps write it too); a lost race is tried again, and the entry taken back
 * when the state could not be written.
 */
export async function lateRegister(
  deps: { readonly storage: Storage; readonly clock: Clock },
  user: PublicUser,
  first: StoredTournament,
): Promise<Outcome<TournamentEntrant>> {
  const store = deps.storage.tournaments;
  let t = first;
  if ((await store.entries(t.id)).some((e) => e.entrant === user.id))
    return failure('already-entered', 'you are entered already');
  const rating = await currentRating(deps.storage, user.id, t.settings.preset, t.settings.clock);
  for (let tries = 0; tries < TRIES; tries++) {
    if (t.status !== 'running' && t.status !== 'paused')
      return failure('registration-closed', 'the tournament is over: registration is closed');
    const loaded = loadedState(t);
    if (!loaded.ok) return failure('server-error', 'the tournament state does not load');
    const now = deps.clock.now();
    const joined = joinTournament(loaded.value, { id: user.id, rating }, { minute: arenaMinute(t, now) });
    if (!joined.ok)
      return joined.error.code === 'late-entry-closed'
        ? failure('late-entry-closed', joined.error.message)
        : failure('already-entered', 'you are entered already');
    const entry = {
      tournament: t.id,
      entrant: user.id,
      user: user.id,
      bot: null,
      name: user.name,
      rating,
      registeredAt: now,
      checkedIn: true,
      withdrawn: false,
    };
    const refused = await store.enter(entry, t.settings.maxPlayers);
    if (refused === 'already') return failure('already-entered', 'you are entered already');
    if (refused === 'full')
      return failure('tournament-full', `the tournament takes ${t.settings.maxPlayers} players`);
    if (await store.update(t.id, t.version, { state: joined.value })) {
      remember(t.id, t.version + 1, joined.value);
      return success(entrantOf(entry));
    }
    await store.leave(t.id, user.id);
    const again = await store.get(t.id);
    if (!again) return failure('no-such-tournament', 'there is no such tournament');
    t = again;
  }
  return failure('stale-state', 'the tournament changed meanwhile: try again');
}
