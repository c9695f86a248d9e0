import { formatMove, type GameView, type Result } from '@carcassonne/engine';
import { nodeBotRunner, type BotRunner } from '@carcassonne/ai/node-worker';
import type { AnalysisJob, Budget, BotName, BotResult, MoveAnalysis } from '@carcassonne/ai';
import { seatLevel, type SeatBot } from '@carcassonne/protocol';
import { FairQueue } from './bot-queue.js';

/**
 * Where the server runs `@carcassonne/ai` (analysis/service.ts plans analyses with it too): a bot
 * seat becomes a bot of the ai package's registry, and bot searches run in worker threads (never on
 * the event loop) with at most `concurrency` at once; the rest wait in a queue where users, and
 * each user's tables, take turns (`FairQueue`). Steps of post-game analyses wait in a queue of
 * their own, served only when no live search may run.
 */
export interface BotRequest {
  /** Whose search it is (the table's host): users take turns for the workers. */
  readonly owner: string;
  /** The table it is for: a user's tables take turns. */
  readonly table: string;
  readonly bot: SeatBot;
  readonly level: number;
  readonly view: GameView;
  readonly seed: number;
}

export interface BotPlayer {
  /** A move in notation, or an error (the caller then plays a fallback move). */
  choose(request: BotRequest): Promise<Result<string>>;
  /**
   * Value one move of a finished game (analysis/service.ts), below every live move in priority:
   * absent when this player cannot analyse.
   */
  analyse?(job: AnalysisJob): Promise<BotResult<MoveAnalysis>>;
  close(): void;
}

/**
 * The registry's name for a seat's bot: a level plays as itself, the first protocol's `mcts` at
 * level N as `levelN` (the server keeps no levels of its own), random and greedy as themselves.
 */
export function botNameOf(bot: SeatBot, level: number): BotName {
  return seatLevel(bot, level) ?? (bot === 'mcts' ? 'level3' : bot);
}

/**
 * What the server asks for. A level replaces it with its own budget in the registry
 * (`makeBot`/`entryBudget`, as for the CLI's `--bots level3` with no budget given): a time budget
 * never lowers a level. Random and greedy answer at once.
 */
export const SEAT_BUDGET: Budget = { timeMs: 50 };

interface Job {
  readonly request: BotRequest;
  readonly resolve: (r: Result<string>) => void;
}

/** One move of a post-game analysis waiting for a worker. */
interface AnalysisStep {
  readonly job: AnalysisJob;
  readonly resolve: (r: BotResult<MoveAnalysis>) => void;
}

const poolClosed = { ok: false, error: { code: 'cancelled', message: 'the bot pool is closed' } } as const;

/** Searches one user may have running at once, by default (`BOT_SEARCHES_PER_USER`). */
export const DEFAULT_SEARCHES_PER_USER = 1;

export class WorkerBotPool implements BotPlayer {
  private readonly idle: BotRunner[] = [];
  private readonly all: BotRunner[] = [];
  private readonly queue: FairQueue<Job>;
  /** Analysis steps, first come first served, taken only when no live search waits. */
  private readonly steps: AnalysisStep[] = [];
  private analysing = 0;
  private closed = false;

  /** `runner`: a new worker (tests give their own). */
  constructor(
    private readonly concurrency: number,
    perUser = DEFAULT_SEARCHES_PER_USER,
    private readonly runner: () => BotRunner = nodeBotRunner,
  ) {
    this.queue = new FairQueue(perUser);
  }

  /** Searches waiting for a worker. */
  get waiting(): number {
    return this.queue.size;
  }

  /** Analysis steps waiting for a worker. */
  get analysisWaiting(): number {
    return this.steps.length;
  }

  /**
   * Workers analyses may hold at once: all but one (so a live search finds one free), at least one.
   * A live search that finds every worker busy waits for at most one analysis step.
   */
  get analysisWorkers(): number {
    return Math.max(1, this.concurrency - 1);
  }

  analyse(job: AnalysisJob): Promise<BotResult<MoveAnalysis>> {
    if (this.closed) return Promise.resolve(poolClosed);
    return new Promise((resolve) => {
      this.steps.push({ job, resolve });
      this.pump();
    });
  }

  choose(request: BotRequest): Promise<Result<string>> {
    if (this.closed)
      return Promise.resolve({
        ok: false,
        error: { code: 'illegal-move', message: 'the bot pool is closed' },
      });
    return new Promise((resolve) => {
      this.queue.push(request.owner, request.table, { request, resolve });
      this.pump();
    });
  }

  /** Live searches first; an analysis step only when none of them may run now. */
  private pump(): void {
    while (this.queue.size > 0 || this.steps.length > 0) {
      let runner = this.idle.pop();
      if (!runner && this.all.length < this.concurrency) {
        runner = this.runner();
        this.all.push(runner);
      }
      if (!runner) return;
      const next = this.queue.size > 0 ? this.queue.take() : null;
      if (next) {
        void this.run(runner, next.item).finally(() =>
          this.release(runner, () => this.queue.done(next.user)),
        );
        continue;
      }
      const step = this.analysing < this.analysisWorkers ? this.steps.shift() : undefined;
      if (!step) {
        this.idle.push(runner);
        return;
      }
      this.analysing++;
      void this.step(runner, step).finally(() => this.release(runner, () => this.analysing--));
    }
  }

  private release(runner: BotRunner, done: () => void): void {
    done();
    if (this.closed) return;
    this.idle.push(runner);
    this.pump();
  }

  private async step(runner: BotRunner, step: AnalysisStep): Promise<void> {
    try {
      step.resolve(await runner.analyseMove(step.job));
    } catch (e) {
      step.resolve({ ok: false, error: { code: 'worker-failed', message: (e as Error).message } });
    }
  }

  private async run(runner: BotRunner, job: Job): Promise<void> {
    const { bot, level, view, seed } = job.request;
    try {
      const answer = await runner.choose({ bot: botNameOf(bot, level), view, budget: SEAT_BUDGET, seed });
      if (answer.ok) job.resolve({ ok: true, value: formatMove(answer.value.move) });
      else
        job.resolve({
          ok: false,
          error: { code: 'illegal-move', message: `bot failed: ${answer.error.message}` },
        });
    } catch (e) {
      job.resolve({
        ok: false,
        error: { code: 'illegal-move', message: `bot failed: ${(e as Error).message}` },
      });
    }
  }

  close(): void {
    this.closed = true;
    for (const r of this.all) r.close();
    for (const job of this.queue.drain())
      job.resolve({ ok: false, error: { code: 'illegal-move', message: 'the bot pool is closed' } });
    for (const step of this.steps.splice(0)) step.resolve(poolClosed);
  }
}
