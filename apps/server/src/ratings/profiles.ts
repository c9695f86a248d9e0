import {
  endedBy,
  winningSeats,
  type GameResult,
  type GamesFilter,
  type GamesQuery,
  type PlayerStatistics,
  type ProfileGame,
} from '@carcassonne/protocol';
import { ratingFamily } from './ratings.js';
import { replayTable } from '../storage/records.js';
import type { Storage, StoredTable } from '../storage/types.js';

/** The newest finished games a profile looks at (filters, head-to-head, average score). */
export const PROFILE_GAMES = 500;
/** The newest finished games replayed for the feature figures and followers' efficiency. */
export const PROFILE_REPLAYS = 20;

/**
 * A seat's result in a finished game, as the game's ending decided it: a seat that resigned or
 * left loses; among the others, the best score alone wins, a shared best score is a draw (the
 * same winners as the game-over dialog: `winningSeats`). Null for an aborted game (no result).
 */
export function resultOf(table: StoredTable, seat: number): GameResult | null {
  const ending = table.ending ?? null;
  if (ending?.end === 'aborted') return null;
  const winners = winningSeats(table.scores ?? table.seats.map(() => 0), ending);
  return !winners.includes(seat) ? 'loss' : winners.length > 1 ? 'draw' : 'win';
}

/**
 * A finished game as a player's profile lists it, with its result (`resultOf`) and how it ended;
 * an aborted game has no result and is not listed.
 */
export function profileGame(table: StoredTable, userId: string): ProfileGame | null {
  const seat = table.seats.findIndex((s) => s.kind === 'human' && s.user === userId);
  const family = ratingFamily(table.settings.preset);
  if (seat < 0 || family === null) return null;
  const result = resultOf(table, seat);
  if (result === null) return null;
  const scores = table.scores ?? [];
  const left = new Set([...(table.ending?.resigned ?? []), ...(table.ending?.abandoned ?? [])]);
  const players = table.seats.map((s, i) => ({
    id: s.kind === 'human' ? s.user : null,
    name: s.kind === 'open' ? '' : s.name,
    score: scores[i] ?? 0,
    ...(left.has(i) ? { left: true } : {}),
  }));
  return {
    table: table.id,
    family,
    preset: table.settings.preset,
    finishedAt: table.finishedAt ?? 0,
    players,
    result,
    rated: table.settings.rated,
    ended: endedBy(table.ending),
  };
}

/**
 * A game between two of its players, for their head-to-head record: positive when `user` won it,
 * negative when `other` did, 0 for a draw. One who resigned or left loses to one who stayed;
 * otherwise their own final scores decide.
 */
export function versusMargin(game: ProfileGame, user: string, other: string): number {
  const of = (id: string) => game.players.find((p) => p.id === id);
  const [mine, theirs] = [of(user), of(other)];
  if (Boolean(mine?.left) !== Boolean(theirs?.left)) return mine?.left ? -1 : 1;
  return (mine?.score ?? 0) - (theirs?.score ?? 0);
}

export const filterOf = (q: GamesQuery): GamesFilter => ({
  ...(q.game !== undefined ? { game: q.game } : {}),
  ...(q.opponent !== undefined ? { opponent: q.opponent } : {}),
  ...(q.result !== undefined ? { result: q.result } : {}),
});

/** A player's newest finished games that pass the filter, newest first. */
export async function filteredGames(
  storage: Storage,
  userId: string,
  filter: GamesFilter,
): Promise<ProfileGame[]> {
  const tables = await storage.finishedTablesOf(userId, PROFILE_GAMES);
  return tables.flatMap((t) => {
    const g = profileGame(t, userId);
    if (!g) return [];
    if (filter.game !== undefined && g.family !== filter.game) return [];
    if (filter.result !== undefined && g.result !== filter.result) return [];
    if (filter.opponent !== undefined && !g.players.some((p) => p.id === filter.opponent)) return [];
    return [g];
  });
}

/** One seat's figures in one replayed game. */
interface SeatFigures {
  readonly points: Record<string, number>;
  readonly features: Record<string, number>;
  /** Points from features scored with the seat's followers on them. */
  readonly followerPoints: number;
  /** The seat's followers standing on features when they scored. */
  readonly followers: number;
}

/** Finished games never change: their figures are kept (a bounded number of games). */
const figuresCache = new Map<string, readonly SeatFigures[]>();
const CACHE_GAMES = 2000;

async function figuresOf(storage: Storage, table: StoredTable): Promise<readonly SeatFigures[] | null> {
  const kept = figuresCache.get(table.id);
  if (kept) return kept;
  const match = await replayTable(storage, table);
  if (!match.ok) return null;
  const names = match.value.players.map((p) => p.name);
  const events = match.value.report(true).events;
  const figures = names.map((name) => {
    const seat: SeatFigures = { points: {}, features: {}, followerPoints: 0, followers: 0 };
    let followerPoints = 0;
    let followers = 0;
    for (const e of events) {
      if (e.kind === 'discard') continue;
      const mine = e.followers?.filter((f) => f.player === name).length ?? 0;
      followers += mine;
      if (!e.players?.includes(name)) continue;
      const points = e.points ?? 0;
      seat.points[e.kind] = (seat.points[e.kind] ?? 0) + points;
      seat.features[e.kind] = (seat.features[e.kind] ?? 0) + 1;
      if (mine > 0) followerPoints += points;
    }
    return { ...seat, followerPoints, followers };
  });
  if (figuresCache.size >= CACHE_GAMES) figuresCache.delete(figuresCache.keys().next().value ?? '');
  figuresCache.set(table.id, figures);
  return figures;
}

const add = (into: Record<string, number>, from: Readonly<Record<string, number>>) => {
  for (const [k, v] of Object.entries(from)) into[k] = (into[k] ?? 0) + v;
};

/**
 * A player's statistics (docs/server/ratings.md): the average final score of the newest finished games, and
 * from the newest few, replayed with the engine, the points and features scored by kind and the
 * followers' efficiency (points from features per follower of one's own on them when they scored).
 */
export async function statisticsOf(storage: Storage, userId: string): Promise<PlayerStatistics> {
  const tables = await storage.finishedTablesOf(userId, PROFILE_GAMES);
  const mine = tables.flatMap((t) => {
    const seat = t.seats.findIndex((s) => s.kind === 'human' && s.user === userId);
    return seat >= 0 ? [{ table: t, seat }] : [];
  });
  const scores = mine.map((m) => m.table.scores?.[m.seat] ?? 0);
  const pointsByKind: Record<string, number> = {};
  const featuresByKind: Record<string, number> = {};
  let followerPoints = 0;
  let followers = 0;
  let replayed = 0;
  for (const m of mine.slice(0, PROFILE_REPLAYS)) {
    const figures = (await figuresOf(storage, m.table))?.[m.seat];
    if (!figures) continue;
    replayed += 1;
    add(pointsByKind, figures.points);
    add(featuresByKind, figures.features);
    followerPoints += figures.followerPoints;
    followers += figures.followers;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    games: mine.length,
    averageScore: scores.length === 0 ? null : round(scores.reduce((a, b) => a + b, 0) / scores.length),
    replayed,
    pointsByKind,
    featuresByKind,
    followerEfficiency: followers === 0 ? null : round(followerPoints / followers),
  };
}
