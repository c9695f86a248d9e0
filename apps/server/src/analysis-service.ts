import {
  findPuzzles,
  planAnalysis,
  summariseAnalysis,
  type Analysis,
  type AnalysisPlan,
  type MoveAnalysis,
} from '@carcassonne/ai';
import { PUZZLE_MIN_GAIN, type AnalysisPage } from '@carcassonne/protocol';
import type { BotPlayer } from './bots.js';
import type { Clock } from './clock.js';
import { finishedRecord } from './records.js';
import type { Logger } from './rooms/table-room.js';
import type { StoredPuzzle } from './storage/analyses.js';
import type { Storage } from './storage/types.js';

/**
 * Post-game analyses of online games: a finished table's analysis is queued in the database, then
 * planned like the CLI's `analyse` and the replay viewer's (`planAnalysis`: each move with the view
 * of the player who made it, the top level's search, seeds from the record) and valued one move
 * at a time in the bot pool, below every live bot move (bots.ts). Each valued move is stored as it
 * comes; at start the pending analyses resume where they stopped. Games are analysed one after
 * the other, in the order they were queued.
 */
export interface AnalysisSettings {
  /** Search iterations per move (absent: the top level's analysis budget, as the CLI and the web). */
  readonly iterations?: number;
  /** Pending analyses beyond which a player's request is refused (`analysis-busy`). */
  readonly queueLimit: number;
  /** Requests one user may make (absent: `DEFAULT_ANALYSIS_REQUEST_LIMITS`). */
  readonly requests?: AnalysisRequestLimits;
}

/** Analysis requests one user may make: a burst, then one every `everySeconds`. */
export interface AnalysisRequestLimits {
  readonly burst: number;
  readonly everySeconds: number;
}

export const DEFAULT_ANALYSIS_REQUEST_LIMITS: AnalysisRequestLimits = { burst: 5, everySeconds: 600 };

/** Tables remembered as queued already (a finished table changes again: chat, spectators). */
const SEEN_LIMIT = 10_000;

/**
 * A game is queued by its end only when it ended this recently: an old game loaded again (a
 * spectator opening it) is analysed only when one of its players asks.
 */
export const RECENT_END_MS = 10 * 60_000;

/**
 * At start, the games that ended this recently without an analysis are queued: a process stopped
 * between a game's end (committed) and its analysis' queueing loses no analysis, even after a
 * long stop.
 */
export const RESUME_END_MS = 24 * 60 * 60_000;

export const DEFAULT_ANALYSIS_QUEUE = 200;

/** The part of an analysis stored once it is done (the moves are stored one by one). */
interface Summary {
  readonly iterations: number;
  readonly seed: number;
  readonly players: Analysis['players'];
}

export class AnalysisService {
  private readonly queue: string[] = [];
  private readonly queued = new Set<string>();
  private readonly seen = new Set<string>();
  private running: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly storage: Storage,
    private readonly bots: BotPlayer,
    private readonly clock: Clock,
    private readonly log: Logger,
    readonly settings: AnalysisSettings,
  ) {}

  /** Analyses queued and not done (in this process). */
  get waiting(): number {
    return this.queue.length;
  }

  /**
   * At start: resume every pending analysis, and queue those of the games that ended in the last
   * `RESUME_END_MS` without one (the process stopped between a game's end and its queueing).
   * With several processes each sweeps at its start; the database queues a table once.
   */
  async resume(): Promise<number> {
    const pending = await this.storage.analyses.pending();
    for (const id of pending) this.enqueue(id);
    const now = this.clock.now();
    let queued = 0;
    for (const id of await this.storage.analyses.unqueued(now - RESUME_END_MS)) {
      if (!(await this.storage.analyses.request(id, null, now))) continue;
      this.enqueue(id);
      queued++;
    }
    return pending.length + queued;
  }

  /** A table just finished: its analysis is queued (once). */
  finished(tableId: string, endedAt: number | null): void {
    if (this.closed || this.queued.has(tableId) || this.seen.has(tableId)) return;
    if (endedAt === null || this.clock.now() - endedAt > RECENT_END_MS) return;
    if (this.seen.size >= SEEN_LIMIT) this.seen.clear();
    this.seen.add(tableId);
    this.storage.analyses.request(tableId, null, this.clock.now()).then(
      (fresh) => fresh && this.enqueue(tableId),
      (e: unknown) => {
        this.seen.delete(tableId);
        this.log.error({ table: tableId, problem: String(e) }, 'could not queue an analysis');
      },
    );
  }

  /**
   * A player asks for a finished game's analysis: queued (or queued again after a failure) unless
   * the queue is full. `queued: false` when it is pending or done already.
   */
  async request(tableId: string, userId: string): Promise<'queued' | 'already' | 'busy'> {
    if (this.queue.length >= this.settings.queueLimit) return 'busy';
    const now = this.clock.now();
    const fresh =
      (await this.storage.analyses.request(tableId, userId, now)) ||
      (await this.storage.analyses.retry(tableId, userId, now));
    if (!fresh) return 'already';
    this.enqueue(tableId);
    return 'queued';
  }

  /** The analysis of a table as the API answers it. */
  async page(tableId: string, total: number): Promise<AnalysisPage<Analysis>> {
    const stored = await this.storage.analyses.analysis(tableId);
    if (!stored) return { table: tableId, status: 'none', valued: 0, total, problem: null, analysis: null };
    let analysis: Analysis | null = null;
    if (stored.status === 'done' && stored.summary !== null) {
      const table = await this.storage.table(tableId);
      const summary = JSON.parse(stored.summary) as Summary;
      const moves = stored.moves.map((m) => JSON.parse(m.data) as MoveAnalysis);
      analysis = {
        game: (table?.game ?? 'carcassonne') as Analysis['game'],
        preset: table?.settings.preset ?? '',
        finished: true,
        scores: table?.scores ?? [],
        iterations: summary.iterations,
        seed: summary.seed,
        moves,
        players: summary.players,
      };
    }
    return {
      table: tableId,
      status: stored.status,
      valued: stored.moves.length,
      total,
      problem: stored.problem,
      analysis,
    };
  }

  /** Wait for the analyses queued so far (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
  }

  private enqueue(tableId: string): void {
    if (this.closed || this.queued.has(tableId)) return;
    this.queued.add(tableId);
    this.queue.push(tableId);
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
  }

  private async drain(): Promise<void> {
    for (let id = this.queue.shift(); id !== undefined && !this.closed; id = this.queue.shift()) {
      try {
        await this.analyse(id);
      } catch (e) {
        this.log.error({ table: id, problem: String(e) }, 'analysis failed');
      } finally {
        this.queued.delete(id);
      }
    }
  }

  private async analyse(tableId: string): Promise<void> {
    const fail = (problem: string) =>
      this.storage.analyses.finish(tableId, { status: 'failed', problem }, this.clock.now());
    const analyse = this.bots.analyse?.bind(this.bots);
    if (!analyse) return fail('this server cannot analyse');
    const table = await this.storage.table(tableId);
    if (!table) return fail('there is no such table');
    const record = await finishedRecord(this.storage, table);
    if (!record.ok) return fail(record.error.message);
    const options = this.settings.iterations === undefined ? {} : { iterations: this.settings.iterations };
    const plan = planAnalysis(record.value, options);
    if (!plan.ok) return fail(plan.error.message);
    const stored = await this.storage.analyses.analysis(tableId);
    const done = new Map((stored?.moves ?? []).map((m) => [m.index, JSON.parse(m.data) as MoveAnalysis]));
    // Every move still to value goes to the pool at once: the pool runs them between live moves.
    const results = await Promise.all(
      plan.value.jobs
        .filter((job) => !done.has(job.index))
        .map(async (job) => {
          const r = await analyse(job);
          if (!r.ok) return r.error.message;
          if (this.closed) return 'closed';
          await this.storage.analyses.saveMove(tableId, job.index, JSON.stringify(r.value));
          done.set(job.index, r.value);
          return null;
        }),
    );
    if (this.closed) return;
    const problem = results.find((r) => r !== null);
    if (problem) return fail(problem);
    const moves = plan.value.jobs.map((job) => done.get(job.index)!);
    await this.complete(tableId, table.invite === null, plan.value, moves);
  }

  private async complete(
    tableId: string,
    isPublic: boolean,
    plan: AnalysisPlan,
    moves: MoveAnalysis[],
  ): Promise<void> {
    const analysis = summariseAnalysis(plan, moves);
    const summary: Summary = {
      iterations: analysis.iterations,
      seed: analysis.seed,
      players: analysis.players,
    };
    const now = this.clock.now();
    // Puzzles only from public games: anyone may open them.
    const puzzles: StoredPuzzle[] = isPublic
      ? findPuzzles(analysis, PUZZLE_MIN_GAIN).map((p) => ({
          id: `${tableId}.${p.index}`,
          tableId,
          index: p.index,
          gain: p.gain,
          best: p.best,
          createdAt: now,
        }))
      : [];
    await this.storage.analyses.finish(
      tableId,
      { status: 'done', summary: JSON.stringify(summary), puzzles },
      now,
    );
    this.log.info({ table: tableId, puzzles: puzzles.length }, 'game analysed');
  }
}
