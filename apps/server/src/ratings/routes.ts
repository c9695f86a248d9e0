import type { FastifyInstance } from 'fastify';
import {
  GamesQuery,
  HISTORY_POINTS,
  HistoryQuery,
  LeaderboardParams,
  LeaderboardQuery,
  PlayerParams,
  RATING_OFFSET_MAX,
  RATING_PAGE,
  VersusParams,
  endedBy,
  type HeadToHead,
  type LeaderboardPage,
  type PlayerPage,
  type Profile,
  type ProfileGames,
  type RatingHistory,
} from '@carcassonne/protocol';
import { problem } from '../core/outcome.js';
import { filteredGames, filterOf, resultOf, statisticsOf, versusMargin } from './profiles.js';
import {
  ESTABLISHED_DEVIATION,
  isProvisional,
  LEADERBOARD_PERIOD_MS,
  PROVISIONAL_DEVIATION,
} from './ratings.js';
import type { Storage } from '../storage/types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A page's offset and size from a validated query (strings of digits; the schema bounds them). */
function pageOf(q: { offset?: string; limit?: string }): { offset: number; limit: number } | null {
  const offset = q.offset === undefined ? 0 : Number(q.offset);
  const limit = q.limit === undefined ? RATING_PAGE : Number(q.limit);
  return offset > RATING_OFFSET_MAX || limit < 1 || limit > RATING_PAGE ? null : { offset, limit };
}
const badPage = () => problem('bad-request', `offset 0 to ${RATING_OFFSET_MAX}, limit 1 to ${RATING_PAGE}`);

/** What the rating routes need: the database and the time. */
export interface RatingRouteDeps {
  readonly storage: Storage;
  /** The time now (the hub's clock: tests move it). */
  readonly now: () => number;
}

/**
 * Leaderboards, player pages and profiles, rating history, a player's games and head-to-head
 * records (docs/server/ratings.md).
 */
export function registerRatingRoutes(app: FastifyInstance, deps: RatingRouteDeps): void {
  const { storage, now } = deps;
  app.get<{ Params: LeaderboardParams; Querystring: LeaderboardQuery }>(
    '/api/leaderboards/:family/:pace',
    { schema: { params: LeaderboardParams, querystring: LeaderboardQuery } },
    async (request, reply) => {
      const page = pageOf(request.query);
      if (!page) return reply.code(400).send(badPage());
      const { family, pace } = request.params;
      const board = {
        family,
        pace,
        maxDeviation: ESTABLISHED_DEVIATION,
        since: now() - LEADERBOARD_PERIOD_MS,
      };
      const player = request.query.player;
      const [found, own] = await Promise.all([
        storage.standings.leaderboard(board, page.offset, page.limit),
        player === undefined ? null : storage.standings.position(player, board),
      ]);
      const body: LeaderboardPage = {
        family,
        pace,
        offset: page.offset,
        total: found.total,
        rows: found.rows,
        own,
        bounds: { deviation: ESTABLISHED_DEVIATION, days: LEADERBOARD_PERIOD_MS / DAY_MS },
      };
      return body;
    },
  );

  app.get<{ Params: { id: string } }>('/api/players/:id', async (request, reply) => {
    const user = await storage.user(request.params.id);
    if (!user) return reply.code(404).send(problem('no-such-player', 'there is no such player'));
    const [ratings, tables, away] = await Promise.all([
      storage.standings.ofUser(user.id),
      storage.finishedTablesOf(user.id, 100),
      storage.vacations.current([user.id], now()),
    ]);
    const games = tables.map((t) => {
      const players = (t.setup?.players ?? []).map((p, i) => ({ name: p.name, score: t.scores?.[i] ?? 0 }));
      const seat = t.seats.findIndex((s) => s.kind === 'human' && s.user === user.id);
      return {
        table: t.id,
        preset: t.settings.preset,
        finishedAt: t.finishedAt ?? 0,
        players,
        // As the game's ending decided (a resignation or a player who left), not the scores alone.
        won: seat >= 0 && (resultOf(t, seat) ?? 'loss') !== 'loss',
        rated: t.settings.rated,
        ended: endedBy(t.ending),
      };
    });
    const body: PlayerPage = {
      user,
      ratings: ratings.map((r) => ({ ...r, provisional: isProvisional(r.deviation) })),
      games,
      vacationUntil: away.get(user.id) ?? null,
    };
    return body;
  });

  app.get<{ Params: PlayerParams }>(
    '/api/players/:id/profile',
    { schema: { params: PlayerParams } },
    async (request, reply) => {
      const user = await storage.user(request.params.id);
      if (!user) return reply.code(404).send(problem('no-such-player', 'there is no such player'));
      const [ratings, statistics, away] = await Promise.all([
        storage.standings.ofUser(user.id),
        statisticsOf(storage, user.id),
        storage.vacations.current([user.id], Date.now()),
      ]);
      const body: Profile = {
        user,
        ratings: ratings.map((r) => ({ ...r, provisional: isProvisional(r.deviation) })),
        statistics,
        provisionalDeviation: PROVISIONAL_DEVIATION,
        vacationUntil: away.get(user.id) ?? null,
      };
      return body;
    },
  );

  app.get<{ Params: PlayerParams; Querystring: HistoryQuery }>(
    '/api/players/:id/history',
    { schema: { params: PlayerParams, querystring: HistoryQuery } },
    async (request, reply) => {
      const user = await storage.user(request.params.id);
      if (!user) return reply.code(404).send(problem('no-such-player', 'there is no such player'));
      const q = request.query;
      const filter = {
        ...(q.family !== undefined ? { family: q.family } : {}),
        ...(q.pace !== undefined ? { pace: q.pace } : {}),
      };
      const body: RatingHistory = {
        user,
        points: await storage.standings.history(user.id, filter, HISTORY_POINTS),
      };
      return body;
    },
  );

  app.get<{ Params: PlayerParams; Querystring: GamesQuery }>(
    '/api/players/:id/games',
    { schema: { params: PlayerParams, querystring: GamesQuery } },
    async (request, reply) => {
      const page = pageOf(request.query);
      if (!page) return reply.code(400).send(badPage());
      const user = await storage.user(request.params.id);
      if (!user) return reply.code(404).send(problem('no-such-player', 'there is no such player'));
      const games = await filteredGames(storage, user.id, filterOf(request.query));
      const body: ProfileGames = {
        offset: page.offset,
        total: games.length,
        games: games.slice(page.offset, page.offset + page.limit),
      };
      return body;
    },
  );

  app.get<{ Params: VersusParams }>(
    '/api/players/:id/versus/:other',
    { schema: { params: VersusParams } },
    async (request, reply) => {
      const [user, other] = await Promise.all([
        storage.user(request.params.id),
        storage.user(request.params.other),
      ]);
      if (!user || !other) return reply.code(404).send(problem('no-such-player', 'there is no such player'));
      if (user.id === other.id)
        return reply.code(400).send(problem('bad-request', 'a head-to-head record needs two players'));
      const games = await filteredGames(storage, user.id, { opponent: other.id });
      const margins = games.map((g) => versusMargin(g, user.id, other.id));
      const count = (sign: number) => margins.filter((m) => Math.sign(m) === sign).length;
      const body: HeadToHead = {
        user,
        other,
        games: games.length,
        wins: count(1),
        draws: count(0),
        losses: count(-1),
        recent: games.slice(0, RATING_PAGE),
      };
      return body;
    },
  );
}
