import { GLICKO_START, type Glicko } from './glicko.js';
import {
  departureRatings,
  departuresOf,
  REPEAT_WINDOW_MS,
  REPEATS_PER_PAIR,
  type Departures,
} from './ratings.js';
import type { ChainRow, RepairedRating } from '../storage/ratings.js';
import type { Storage } from '../storage/types.js';

/** A chain of rating history that does not chain: the first row whose rating before is not the previous row's rating. */
export interface BrokenChain {
  readonly user: string;
  readonly family: string;
  readonly pace: string;
  readonly table: string;
  readonly expected: number;
  readonly found: number;
}

export interface RepairReport {
  readonly broken: readonly BrokenChain[];
  /** History rows rewritten (0 without `apply`). */
  readonly rewritten: number;
  /** Chains left as they are: a game of theirs could not be read again (its table or end is gone). */
  readonly unrepairable: readonly string[];
}

const chainKey = (r: { user: string; family: string; pace: string }) => `${r.user} ${r.family} ${r.pace}`;
const EPSILON = 1e-6;

/**
 * The rating repair (docs/server/ratings.md): finds the chains of rating history (one per
 * player, family and class, in the order of stored ends) whose rows do not chain, and — with
 * `apply` — recomputes those players' ratings from their rated games in that order, from the last
 * row that chained: each game again by the rules of its end (its stored scores and ending), the
 * others at their ratings before it (recomputed when theirs are repaired too). The history rows
 * from the break on and the ratings are rewritten in one transaction; the games counted grow by
 * one per broken link (each a change that was lost).
 */
export async function repairRatings(storage: Storage, apply: boolean): Promise<RepairReport> {
  const rows = await storage.standings.chainRows();
  const chains = new Map<string, ChainRow[]>();
  for (const r of rows) chains.set(chainKey(r), [...(chains.get(chainKey(r)) ?? []), r]);
  const broken: BrokenChain[] = [];
  /** Per broken chain: the index of its first row that does not chain, and the links that do not. */
  const breaks = new Map<string, { from: number; links: number }>();
  for (const [key, chain] of chains) {
    let from = -1;
    let links = 0;
    chain.forEach((r, i) => {
      const previous = chain[i - 1];
      if (!previous || Math.abs(r.before - previous.rating) < EPSILON) return;
      links++;
      if (from >= 0) return;
      from = i;
      broken.push({ ...r, expected: previous.rating, found: r.before });
    });
    if (from >= 0) breaks.set(key, { from, links });
  }
  if (!apply || broken.length === 0) return { broken, rewritten: 0, unrepairable: [] };

  // The state of each repaired chain as the games are replayed, from the last row that chained.
  const states = new Map<string, Glicko>();
  for (const [key, { from }] of breaks) states.set(key, chains.get(key)![from - 1]!);
  const position = new Map<ChainRow, number>();
  for (const chain of chains.values()) for (const [i, r] of chain.entries()) position.set(r, i);
  const rewritten = new Map<ChainRow, ChainRow>();
  const unrepairable = new Set<string>();
  const ends = new Map<string, ChainRow[]>();
  for (const r of rows) ends.set(r.table, [...(ends.get(r.table) ?? []), r]);
  for (const [tableId, end] of ends) {
    const repaired = end.filter((r) => {
      const b = breaks.get(chainKey(r));
      return b !== undefined && position.get(r)! >= b.from && !unrepairable.has(chainKey(r));
    });
    if (repaired.length === 0) continue;
    const game = await gameOf(storage, tableId);
    if (!game) {
      for (const r of repaired) unrepairable.add(chainKey(r));
      continue;
    }
    const first = end[0]!;
    const players = game.users.map((user, i) => {
      const own = end.find((r) => r.user === user);
      const state = own ? (states.get(chainKey(own)) ?? beforeOf(own, chains)) : GLICKO_START;
      return { ...state, user, score: game.scores[i] ?? 0, games: 0 };
    });
    const counts = (i: number, j: number) =>
      together(rows, game.users[i]!, game.users[j]!, first) < REPEATS_PER_PAIR;
    const next = departureRatings(players, game.departures, counts);
    for (const r of repaired) {
      const row = next.find((n) => n.user === r.user);
      if (!row) continue;
      states.set(chainKey(r), row);
      rewritten.set(r, {
        ...r,
        before: row.before,
        rating: row.rating,
        deviation: row.deviation,
        volatility: row.volatility,
        deviationBefore: row.deviationBefore,
        volatilityBefore: row.volatilityBefore,
      });
    }
  }
  const ratings: RepairedRating[] = [];
  for (const [key, { links }] of breaks) {
    if (unrepairable.has(key)) continue;
    const chain = chains.get(key)!;
    const last = chain[chain.length - 1]!;
    const state = states.get(key)!;
    const stored = (await storage.standings.current([last.user], last.family, last.pace)).get(last.user);
    ratings.push({
      user: last.user,
      family: last.family,
      pace: last.pace,
      rating: state.rating,
      deviation: state.deviation,
      volatility: state.volatility,
      games: (stored?.games ?? chain.length) + links,
    });
  }
  const changed = [...rewritten.values()].filter((r) => !unrepairable.has(chainKey(r)));
  await storage.standings.rewrite(changed, ratings);
  return { broken, rewritten: changed.length, unrepairable: [...unrepairable] };
}

/** A player's rating before a game as recorded (the deviation and volatility before, or the previous row's). */
function beforeOf(row: ChainRow, chains: ReadonlyMap<string, ChainRow[]>): Glicko {
  const chain = chains.get(chainKey(row)) ?? [];
  const previous = chain[chain.indexOf(row) - 1];
  return {
    rating: row.before,
    deviation: row.deviationBefore ?? previous?.deviation ?? GLICKO_START.deviation,
    volatility: row.volatilityBefore ?? previous?.volatility ?? GLICKO_START.volatility,
  };
}

/** Rated games of two players together in the window before this end (as the end counted them). */
function together(rows: readonly ChainRow[], a: string, b: string, end: ChainRow): number {
  const tables = new Set(
    rows
      .filter((r) => r.user === a && r.endOrder < end.endOrder && r.at >= end.at - REPEAT_WINDOW_MS)
      .map((r) => r.table),
  );
  return rows.filter((r) => r.user === b && tables.has(r.table)).length;
}

/** A stored game's players, final scores and departures, as its end rated it; null when gone. */
async function gameOf(
  storage: Storage,
  tableId: string,
): Promise<{ users: string[]; scores: readonly number[]; departures: Departures } | null> {
  const table = await storage.table(tableId);
  if (!table?.scores) return null;
  const users = table.seats.flatMap((s) => (s.kind === 'human' ? [s.user] : []));
  if (users.length !== table.seats.length) return null;
  const events = await storage.eventsSince(tableId, 0);
  const finished = events.find((e) => e.event.kind === 'finished')?.event;
  if (finished?.kind !== 'finished') return null;
  const ending = finished.ending ?? { resigned: [], abandoned: [] };
  return { users, scores: table.scores, departures: departuresOf(ending, table.settings.abandon) };
}
