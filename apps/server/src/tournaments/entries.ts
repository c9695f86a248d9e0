import type { LevelId, PublicUser, TournamentEntrant } from '@carcassonne/protocol';
import type { Clock } from '../core/clock.js';
import { LEVEL_TITLES } from '../core/levels.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import { currentRating } from '../ratings/player-rating.js';
import type { StoredTournament } from '../storage/tournaments.js';
import type { Storage } from '../storage/types.js';
import { lateRegister } from './late-entry.js';
import { entrantOf } from './view.js';

const MINUTE = 60_000;
/** A bot's seeding rating (docs/server/tournaments.md, "Seeding"); a person's is their rating in the game and pace. */
const BOT_RATING = (level: number) => 1000 + 100 * level;

export interface EntryDeps {
  readonly storage: Storage;
  readonly clock: Clock;
}

/** The tournament, or the refusal when there is none. */
export async function tournamentNamed(storage: Storage, id: string): Promise<Outcome<StoredTournament>> {
  const t = await storage.tournaments.get(id);
  return t ? success(t) : failure('no-such-tournament', 'there is no such tournament');
}

const over = (t: StoredTournament) => t.status === 'finished' || t.status === 'cancelled';

/**
 * Register a person: while registration is open, with the invite of an invitation tournament;
 * after the start as a late entrant where the format allows it.
 */
export async function register(
  deps: EntryDeps,
  user: PublicUser,
  id: string,
  invite: string | undefined,
): Promise<Outcome<TournamentEntrant>> {
  const found = await tournamentNamed(deps.storage, id);
  if (!found.ok) return found;
  // As the web's entry panel says: a guest reads why and has no button (the same words here).
  if (user.username === null)
    return failure('tournament-registered-only', 'only registered players organize or enter tournaments');
  const t = found.value;
  const now = deps.clock.now();
  if (t.status === 'upcoming' && now < t.settings.registrationOpensAt)
    return failure('registration-closed', 'registration has not opened yet');
  if (t.invite !== null && invite !== t.invite)
    return failure('forbidden', 'this tournament is by invitation: use its invite');
  // After the start: a late entry, where the format allows one (`late-entry.ts`).
  if (t.status === 'running' || t.status === 'paused') return lateRegister(deps, user, t);
  if (t.status !== 'upcoming' || now >= t.settings.startsAt)
    return failure('registration-closed', 'the tournament has started: registration is closed');
  const entry = {
    tournament: id,
    entrant: user.id,
    user: user.id,
    bot: null,
    name: user.name,
    rating: await currentRating(deps.storage, user.id, t.settings.preset, t.settings.clock),
    registeredAt: now,
    checkedIn: false,
    withdrawn: false,
  };
  const refused = await deps.storage.tournaments.enter(entry, t.settings.maxPlayers);
  if (refused === 'already') return failure('already-entered', 'you are registered already');
  if (refused === 'full')
    return failure('tournament-full', `the tournament takes ${t.settings.maxPlayers} players`);
  await deps.storage.tournaments.touch(id);
  return success(entrantOf(entry));
}

/** The organizer enters a bot before the start (bots need no check-in). */
export async function enterBot(
  deps: EntryDeps,
  t: StoredTournament,
  level: LevelId,
): Promise<Outcome<TournamentEntrant>> {
  if (t.status !== 'upcoming' || deps.clock.now() >= t.settings.startsAt)
    return failure('registration-closed', 'the tournament has started: registration is closed');
  const entries = await deps.storage.tournaments.entries(t.id);
  const n = entries.filter((e) => e.bot === level).length + 1;
  const number = Number(level.slice(5));
  const entry = {
    tournament: t.id,
    entrant: `bot:${level}:${n}`,
    user: null,
    bot: level,
    name: `${LEVEL_TITLES[level]} ${n}`,
    rating: BOT_RATING(number),
    registeredAt: deps.clock.now(),
    checkedIn: true,
    withdrawn: false,
  };
  const refused = await deps.storage.tournaments.enter(entry, t.settings.maxPlayers);
  if (refused === 'full')
    return failure('tournament-full', `the tournament takes ${t.settings.maxPlayers} players`);
  if (refused === 'already') return failure('already-entered', 'that bot is entered already');
  await deps.storage.tournaments.touch(t.id);
  return success(entrantOf(entry));
}

/** Leave before the start: the entry goes. */
export async function unregister(
  deps: EntryDeps,
  user: PublicUser,
  id: string,
): Promise<Outcome<{ left: true }>> {
  const found = await tournamentNamed(deps.storage, id);
  if (!found.ok) return found;
  if (found.value.status !== 'upcoming')
    return failure('already-started', 'the tournament has started: withdraw instead');
  if (!(await deps.storage.tournaments.leave(id, user.id)))
    return failure('not-entered', 'you are not registered for this tournament');
  await deps.storage.tournaments.touch(id);
  return success({ left: true });
}

/** Check in within the window before the start. */
export async function checkIn(
  deps: EntryDeps,
  user: PublicUser,
  id: string,
): Promise<Outcome<TournamentEntrant>> {
  const found = await tournamentNamed(deps.storage, id);
  if (!found.ok) return found;
  const t = found.value;
  const now = deps.clock.now();
  const opens = t.settings.startsAt - t.settings.checkInMinutes * MINUTE;
  if (t.status !== 'upcoming' || t.settings.checkInMinutes === 0 || now < opens || now >= t.settings.startsAt)
    return failure('check-in-closed', 'check-in is not open now');
  const entry = (await deps.storage.tournaments.entries(id)).find((e) => e.entrant === user.id);
  if (!entry || entry.withdrawn) return failure('not-entered', 'you are not registered for this tournament');
  await deps.storage.tournaments.mark(id, user.id, { checkedIn: true });
  await deps.storage.tournaments.touch(id);
  return success(entrantOf({ ...entry, checkedIn: true }));
}

/**
 * Withdraw (also what a moderator's `remove` does): before the start the entry no longer plays;
 * after it, the entrant is paired no more where the format allows and forfeits every game left.
 */
export async function withdraw(
  deps: EntryDeps,
  t: StoredTournament,
  entrant: string,
): Promise<Outcome<TournamentEntrant>> {
  if (over(t)) return failure('tournament-over', 'the tournament is over');
  const entry = (await deps.storage.tournaments.entries(t.id)).find((e) => e.entrant === entrant);
  if (!entry) return failure('not-entered', 'not playing in this tournament');
  if (entry.withdrawn) return failure('not-entered', 'withdrawn already');
  await deps.storage.tournaments.mark(t.id, entrant, { withdrawn: true });
  await deps.storage.tournaments.touch(t.id);
  return success(entrantOf({ ...entry, withdrawn: true }));
}
