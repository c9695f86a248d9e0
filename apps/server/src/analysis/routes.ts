import type { FastifyInstance, FastifyReply } from 'fastify';
import { fnv1a } from '@carcassonne/engine';
import {
  PuzzleAnswerBody,
  type PuzzleAnswers,
  type PuzzlePage,
  type PuzzleVerdict,
} from '@carcassonne/protocol';
import { DEFAULT_ANALYSIS_REQUEST_LIMITS, type AnalysisService } from './service.js';
import { problem } from '../core/outcome.js';
import { userOfRequest } from '../accounts/sessions.js';
import { TokenBucket } from '../core/rate-limit.js';
import { replayTable, sameMoveAt } from '../storage/records.js';
import type { StoredPuzzle } from '../storage/analyses.js';
import type { Storage, StoredTable } from '../storage/types.js';

const DAY_MS = 86_400_000;

/** The UTC day of a time, `YYYY-MM-DD`. */
export const utcDay = (ms: number): string => new Date(ms - (ms % DAY_MS)).toISOString().slice(0, 10);

/**
 * The daily puzzle: of the puzzles made before the UTC day began (all of them while there are
 * none), the one at a position fixed by a hash of the day, so every visitor gets the same one all day.
 */
export async function dailyPuzzle(storage: Storage, now: number): Promise<StoredPuzzle | null> {
  const start = now - (now % DAY_MS);
  const day = utcDay(now);
  let before = start;
  let count = await storage.analyses.puzzleCount(before);
  if (count === 0) {
    before = Number.MAX_SAFE_INTEGER;
    count = await storage.analyses.puzzleCount(before);
  }
  if (count === 0) return null;
  return storage.analyses.puzzleAt(before, fnv1a(`daily:${day}`) % count);
}

const seatedIn = (table: StoredTable, user: string | null): boolean =>
  user !== null && table.seats.some((s) => s.kind === 'human' && s.user === user);

/** What the analysis routes need: the database, this process's analyses (if any) and the time. */
export interface AnalysisRouteDeps {
  readonly storage: Storage;
  readonly service: () => AnalysisService | null;
  readonly now: () => number;
}

/**
 * The routes of analyses and puzzles (docs/server/analysis.md): a game's analysis
 * (read by whoever may read its record), a player's request to analyse one of their finished
 * games, the daily puzzle, a puzzle by id (its position only), a user's answer or giving up (then
 * the solution and the game) and a user's answers.
 */
export function registerAnalysisRoutes(app: FastifyInstance, deps: AnalysisRouteDeps): void {
  const { storage, service, now } = deps;
  const buckets = new Map<string, TokenBucket>();
  const allowed = (user: string): boolean => {
    const t = now();
    let bucket = buckets.get(user);
    if (!bucket) {
      const limits = service()?.settings.requests ?? DEFAULT_ANALYSIS_REQUEST_LIMITS;
      // Bounded memory: a full map starts over (each user then has a full burst again).
      if (buckets.size >= 10_000) buckets.clear();
      bucket = new TokenBucket(1 / limits.everySeconds, limits.burst, t);
      buckets.set(user, bucket);
    }
    return bucket.take(t);
  };

  const readable = async (
    id: string,
    invite: string | undefined,
    authorization: string | undefined,
    reply: FastifyReply,
  ): Promise<StoredTable | null> => {
    const table = await storage.table(id);
    if (!table) {
      await reply.code(404).send(problem('no-such-table', 'there is no such table'));
      return null;
    }
    if (table.invite !== null && invite !== table.invite) {
      if (!seatedIn(table, await userOfRequest(storage, authorization))) {
        await reply.code(403).send(problem('forbidden', 'this table is private: use its invite link'));
        return null;
      }
    }
    if (table.status !== 'finished') {
      await reply.code(409).send(problem('not-finished', 'a game is analysed once it is over'));
      return null;
    }
    return table;
  };

  app.get<{ Params: { id: string }; Querystring: { invite?: string } }>(
    '/api/tables/:id/analysis',
    async (request, reply) => {
      const table = await readable(
        request.params.id,
        request.query.invite,
        request.headers.authorization,
        reply,
      );
      if (!table) return reply;
      const s = service();
      if (!s) return reply.code(404).send(problem('not-found', 'analyses are off on this server'));
      const total = (await storage.moves(table.id)).length;
      return s.page(table.id, total);
    },
  );

  app.post<{ Params: { id: string } }>('/api/tables/:id/analysis', async (request, reply) => {
    const user = await userOfRequest(storage, request.headers.authorization);
    if (!user) return reply.code(401).send(problem('not-authenticated', 'sign in to ask for an analysis'));
    const table = await storage.table(request.params.id);
    if (!table) return reply.code(404).send(problem('no-such-table', 'there is no such table'));
    if (!seatedIn(table, user))
      return reply
        .code(403)
        .send(problem('forbidden', 'only the players of a game may ask for its analysis'));
    if (table.status !== 'finished')
      return reply.code(409).send(problem('not-finished', 'a game is analysed once it is over'));
    const s = service();
    if (!s) return reply.code(404).send(problem('not-found', 'analyses are off on this server'));
    if (!allowed(user))
      return reply.code(429).send(problem('rate-limited', 'too many analysis requests; try again later'));
    const r = await s.request(table.id, { user, address: request.ip });
    if (r === 'busy')
      return reply.code(503).send(problem('analysis-busy', 'too many analyses are waiting; try again later'));
    if (r === 'yours-waiting')
      return reply
        .code(429)
        .send(
          problem('analysis-yours-waiting', 'your analyses are waiting already; ask again once one is done'),
        );
    return reply.code(202).send({ status: r });
  });

  // The position alone, as its player to move sees it: nothing that names the game or what follows.
  const page = async (p: StoredPuzzle, day: string | null): Promise<PuzzlePage | null> => {
    const table = await storage.table(p.tableId);
    if (table?.status !== 'finished') return null;
    const position = await replayTable(storage, table, p.index);
    if (!position.ok) return null;
    const view = position.value.publicView();
    // The players' names would lead to the game (a player's games are listed on their profile).
    const players = view.players.map((player, seat) => ({ ...player, name: String(seat + 1) }));
    return { id: p.id, position: { ...view, players }, day };
  };
  const noPuzzle = (reply: FastifyReply) =>
    reply.code(404).send(problem('no-such-puzzle', 'there is no such puzzle'));

  app.get('/api/puzzles/daily', async (_request, reply) => {
    const t = now();
    const p = await dailyPuzzle(storage, t);
    const body = p && (await page(p, utcDay(t)));
    return body ?? noPuzzle(reply);
  });

  app.get('/api/puzzles/answers', async (request, reply) => {
    const user = await userOfRequest(storage, request.headers.authorization);
    if (!user) return reply.code(401).send(problem('not-authenticated', 'sign in to see your answers'));
    const answers = await storage.analyses.answers(user);
    const body: PuzzleAnswers = {
      answers: answers.map((a) => ({ puzzle: a.puzzleId, solved: a.solved, at: a.at })),
    };
    return body;
  });

  app.get<{ Params: { id: string } }>('/api/puzzles/:id', async (request, reply) => {
    const p = await storage.analyses.puzzle(request.params.id);
    const body = p && (await page(p, null));
    return body ?? noPuzzle(reply);
  });

  /** A user's answer (null: they give up), the first one recorded; only now the solution and its game. */
  const verdict = async (user: string, p: StoredPuzzle, answer: string | null): Promise<PuzzleVerdict> => {
    const solved = answer !== null && (await sameMoveAt(storage, p.tableId, p.index, answer, p.best));
    const recorded = await storage.analyses.answer(user, {
      puzzleId: p.id,
      solved,
      answer: answer ?? '',
      at: now(),
    });
    return { solved, best: p.best, recorded, table: p.tableId, index: p.index };
  };

  app.post<{ Params: { id: string }; Body: PuzzleAnswerBody }>(
    '/api/puzzles/:id/answer',
    { schema: { body: PuzzleAnswerBody } },
    async (request, reply) => {
      const user = await userOfRequest(storage, request.headers.authorization);
      if (!user) return reply.code(401).send(problem('not-authenticated', 'sign in to answer a puzzle'));
      const p = await storage.analyses.puzzle(request.params.id);
      if (!p) return noPuzzle(reply);
      return verdict(user, p, request.body.move);
    },
  );

  app.post<{ Params: { id: string } }>('/api/puzzles/:id/give-up', async (request, reply) => {
    const user = await userOfRequest(storage, request.headers.authorization);
    if (!user) return reply.code(401).send(problem('not-authenticated', 'sign in to answer a puzzle'));
    const p = await storage.analyses.puzzle(request.params.id);
    if (!p) return noPuzzle(reply);
    return verdict(user, p, null);
  });
}
