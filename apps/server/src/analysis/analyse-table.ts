import { randomBytes } from 'node:crypto';
import {
  findPuzzles,
  planAnalysis,
  summariseAnalysis,
  type Analysis,
  type AnalysisPlan,
  type MoveAnalysis,
} from '@carcassonne/ai';
import { PUZZLE_MIN_GAIN } from '@carcassonne/protocol';
import type { BotPlayer } from '../tables/bots.js';
import type { Clock } from '../core/clock.js';
import { finishedRecord } from '../storage/records.js';
import type { Logger } from '../tables/table-room.js';
import type { StoredPuzzle } from '../storage/analyses.js';
import type { Storage } from '../storage/types.js';

/** Values one finished table's analysis and stores it; the queue (service.ts) calls it. */
export type TableAnalyser = (tableId: string) => Promise<void>;

/** The part of an analysis stored once it is done (the moves are stored one by one). */
export interface AnalysisSummary {
  readonly iterations: number;
  readonly seed: number;
  readonly players: Analysis['players'];
}

/**
 * A puzzle's id: random, so that it names neither its table nor its move (the table's public
 * analysis would give the answer away).
 */
export const newPuzzleId = (): string => randomBytes(12).toString('base64url');

/**
 * The analysis of one table, planned like the CLI's `analyse` and the replay viewer's
 * (`planAnalysis`: each move with the view of the player who made it, the top level's search,
 * seeds from the record) and valued one move at a time in the bot pool, below every live bot move
 * (tables/bots.ts). Each valued move is stored as it comes (a stopped analysis resumes with the moves
 * left); puzzles are made from public games only, anyone may open them.
 */
export function tableAnalyser(
  storage: Storage,
  bots: BotPlayer,
  clock: Clock,
  log: Logger,
  iterations: number | undefined,
  closed: () => boolean,
): TableAnalyser {
  const complete = async (tableId: string, isPublic: boolean, plan: AnalysisPlan, moves: MoveAnalysis[]) => {
    const analysis = summariseAnalysis(plan, moves);
    const summary: AnalysisSummary = {
      iterations: analysis.iterations,
      seed: analysis.seed,
      players: analysis.players,
    };
    const now = clock.now();
    const puzzles: StoredPuzzle[] = isPublic
      ? findPuzzles(analysis, PUZZLE_MIN_GAIN).map((p) => ({
          id: newPuzzleId(),
          tableId,
          index: p.index,
          gain: p.gain,
          best: p.best,
          createdAt: now,
        }))
      : [];
    await storage.analyses.finish(
      tableId,
      { status: 'done', summary: JSON.stringify(summary), puzzles },
      now,
    );
    log.info({ table: tableId, puzzles: puzzles.length }, 'game analysed');
  };

  return async (tableId) => {
    const fail = (problem: string) =>
      storage.analyses.finish(tableId, { status: 'failed', problem }, clock.now());
    const analyse = bots.analyse?.bind(bots);
    if (!analyse) return fail('this server cannot analyse');
    const table = await storage.table(tableId);
    if (!table) return fail('there is no such table');
    const record = await finishedRecord(storage, table);
    if (!record.ok) return fail(record.error.message);
    const plan = planAnalysis(record.value, iterations === undefined ? {} : { iterations });
    if (!plan.ok) return fail(plan.error.message);
    const stored = await storage.analyses.analysis(tableId);
    const done = new Map((stored?.moves ?? []).map((m) => [m.index, JSON.parse(m.data) as MoveAnalysis]));
    // Every move still to value goes to the pool at once: the pool runs them between live moves.
    const results = await Promise.all(
      plan.value.jobs
        .filter((job) => !done.has(job.index))
        .map(async (job) => {
          const r = await analyse(job);
          if (!r.ok) return r.error.message;
          if (closed()) return 'closed';
          await storage.analyses.saveMove(tableId, job.index, JSON.stringify(r.value));
          done.set(job.index, r.value);
          return null;
        }),
    );
    if (closed()) return;
    const problem = results.find((r) => r !== null);
    if (problem) return fail(problem);
    const moves = plan.value.jobs.map((job) => done.get(job.index)!);
    await complete(tableId, table.invite === null, plan.value, moves);
  };
}
