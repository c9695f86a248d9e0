/** Ratings written straight into storage, the way a rated game's end writes them (for tests). */
import type { RatingRow, RatingUpdate, RatingWrite } from '../src/storage/ratings.js';
import type { Storage } from '../src/storage/types.js';
import { storedTable } from './stored-table.js';

let tables = 0;

/** Ratings given as rows (the deviation and volatility before are the start's unless given). */
export type GivenRow = Omit<RatingRow, 'deviationBefore' | 'volatilityBefore'> & Partial<RatingRow>;

/** A `RatingUpdate` that stores these rows whatever the ratings stand at (no events of its own). */
export function fixedRatings(
  w: Omit<RatingWrite, 'rows'> & { readonly rows: readonly GivenRow[] },
): RatingUpdate {
  const rows: RatingRow[] = w.rows.map((r) => ({ deviationBefore: 350, volatilityBefore: 0.06, ...r }));
  return {
    family: w.family,
    pace: w.pace,
    tableId: w.tableId,
    at: w.at,
    users: rows.map((r) => r.user),
    togetherSince: w.at,
    rate: () => ({ rows, events: [], change: {} }),
  };
}

/** Give these users these real-time Carcassonne ratings (established: deviation 60). */
export async function seedRatings(
  storage: Storage,
  rows: readonly { readonly user: string; readonly rating: number; readonly games: number }[],
): Promise<void> {
  const host = rows[0]?.user;
  if (!host) return;
  const id = `seed-ratings-${++tables}`;
  await storage.createTable(storedTable(id, host, { settings: { preset: 'modern', rated: true } }));
  await storage.updateTable(
    id,
    {},
    [],
    fixedRatings({
      family: 'carcassonne',
      pace: 'realtime',
      tableId: id,
      at: Date.now(),
      rows: rows.map((r) => ({
        user: r.user,
        before: 1500,
        rating: r.rating,
        deviation: 60,
        volatility: 0.06,
        games: r.games,
      })),
    }),
  );
}

const DAY = 24 * 60 * 60 * 1000;

export interface RatedPerson {
  readonly id: string;
  readonly name: string;
  readonly rating: number;
  readonly deviation: number;
}

export interface RatedHistory {
  /** Table ids start with it: `<prefix>-game-<i>`, `<prefix>-other-<user>`. */
  readonly prefix: string;
  /** The first plays the others' games against the second; the rest have one rating each. */
  readonly people: readonly RatedPerson[];
  /** The first player's rating after each of their games, oldest first. */
  readonly history: readonly number[];
  /** The last game ends one day before it; one game a day. */
  readonly now: number;
  /** When the users were made. */
  readonly joinedAt: number;
  /** When the rest of the people got their ratings. */
  readonly othersAt: number;
  /** The scores of the i-th game (1 the oldest), finished at `at`. */
  scores(i: number, at: number): number[];
}

const ratingRow = (
  user: string,
  before: number,
  rating: number,
  deviation: number,
  games: number,
): GivenRow => ({
  user,
  before,
  rating,
  deviation,
  volatility: 0.06,
  games,
});

/** Users, a rated player's finished games with their rating changes, and others' ratings. */
export async function seedRatedHistory(storage: Storage, h: RatedHistory): Promise<void> {
  const [first, second] = h.people;
  if (!first || !second) return;
  for (const p of h.people)
    await storage.createUser({ id: p.id, name: p.name, createdAt: h.joinedAt }, `h-${p.id}`);
  for (let i = 1; i < h.history.length; i++) {
    const at = h.now - (h.history.length - i) * DAY;
    const table = storedTable(`${h.prefix}-game-${i}`, first.id, {
      settings: { rated: true },
      status: 'finished',
      seats: [
        { kind: 'human', user: first.id, name: first.name },
        { kind: 'human', user: second.id, name: second.name },
      ],
      createdAt: at,
      finishedAt: at,
      scores: h.scores(i, at),
    });
    await storage.createTable(table);
    await storage.updateTable(
      table.id,
      {},
      [],
      fixedRatings({
        family: 'carcassonne',
        pace: 'realtime',
        tableId: table.id,
        at,
        rows: [
          ratingRow(
            first.id,
            h.history[i - 1] ?? 1500,
            h.history[i] ?? 1500,
            Math.max(70, 300 - 40 * i),
            10 + i,
          ),
          ratingRow(second.id, second.rating, second.rating, second.deviation, 20 + i),
        ],
      }),
    );
  }
  for (const p of h.people.slice(2))
    await storage.updateTable(
      `${h.prefix}-game-1`,
      {},
      [],
      fixedRatings({
        family: 'carcassonne',
        pace: 'realtime',
        tableId: `${h.prefix}-other-${p.id}`,
        at: h.othersAt,
        rows: [ratingRow(p.id, 1500, p.rating, p.deviation, 15)],
      }),
    );
}
