import { levelInfo } from '@carcassonne/ai';
import type { SeatOccupant, TableSettings } from '@carcassonne/protocol';
import { dealSeed, type GamePlan } from '@carcassonne/tournament';
import { randomId, randomInvite } from '../core/identity.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { StoredEntry, StoredTournament } from '../storage/tournaments.js';
import type { StoredTable } from '../storage/types.js';
import { startSetup } from '../tables/table-plan.js';
import type { TableRoom } from '../tables/table-room.js';

/** Seconds an absent person keeps the seat of a tournament game before forfeiting it (docs/server/tournaments.md). */
export const TOURNAMENT_GRACE = 60;

/** What the tournaments do with a table's room: start it with its deal, close it, read it again. */
export type TournamentRoom = Pick<
  TableRoom,
  'startWith' | 'closeByModerator' | 'catchUp' | 'currentStatus' | 'isWatching'
>;

/** What the tournaments need of the tables: open one just stored, find one (here or loaded). */
export interface TournamentTables {
  open(table: StoredTable, hostName: string): TournamentRoom;
  room(id: string): Promise<TournamentRoom | null>;
}

function occupant(entry: StoredEntry): SeatOccupant {
  if (entry.user !== null) return { kind: 'human', user: entry.user, name: entry.name };
  const level = levelInfo(entry.bot ?? '');
  return { kind: 'bot', bot: level?.id ?? 'level1', level: level?.level ?? 1, name: entry.name };
}

/**
 * A game's table as stored before its start: private (its invite given out by the tournament
 * only), every seat taken in the plan's order (seat 0 starts), a person's seat kept for the
 * tournament's grace; hosted by the first person seated, or the organizer at a table of bots.
 */
export function planGameTable(
  t: StoredTournament,
  plan: GamePlan,
  entries: ReadonlyMap<string, StoredEntry>,
  now: number,
  id: string = randomId(),
): Outcome<StoredTable> {
  const seated = plan.seats.map((id) => entries.get(id));
  if (seated.some((e) => e === undefined)) return failure('server-error', 'a paired entrant is not entered');
  const seats = (seated as StoredEntry[]).map(occupant);
  const people = seats.flatMap((s) => (s.kind === 'human' ? [s.user] : []));
  const s = t.settings;
  const settings: TableSettings = {
    preset: s.preset,
    options: s.options,
    visibility: 'private',
    clock: s.clock,
    grace: s.clock.kind === 'days' ? null : TOURNAMENT_GRACE,
    rated: s.rated && seats.every((o) => o.kind === 'human'),
    tournament: t.id,
    ...(s.format === 'arena' && s.arena?.berserk === true ? { berserk: true } : {}),
  };
  return success({
    id,
    host: people[0] ?? t.organizer,
    game: s.game,
    settings,
    invite: randomInvite(),
    status: 'open',
    seats,
    setup: null,
    deadline: null,
    substitutes: [],
    testTiles: s.testTiles,
    createdAt: now,
    finishedAt: null,
    scores: null,
  });
}

/** Start a game's table with its deal: the same seed for every table of the deal. */
export async function startGameTable(
  t: StoredTournament,
  plan: GamePlan,
  room: TournamentRoom,
  stored: StoredTable,
): Promise<Outcome<{ seq: number }>> {
  const setup = startSetup(stored, dealSeed(t.secret, plan.deal));
  if (!setup.ok) return setup;
  return room.startWith(setup.value);
}
