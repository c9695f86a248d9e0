import type { BotAnswer } from '../bot.js';
import { chooseMove, type MoveRequest } from '../choose.js';
import { botError, isRecord, type BotError, type BotResult } from '../errors.js';
import { analyseJob, type AnalysisJob, type MoveAnalysis } from '../analysis.js';
import { analysePosition, type PositionAnalysis, type PositionRequest } from '../value-position.js';

/** A request to a bot worker; the view is all the bot sees. */
export interface BotJob extends MoveRequest {
  readonly id: number;
}

/** Value one move of a record (post-game analysis). */
export interface AnalyseMoveJob {
  readonly id: number;
  readonly kind: 'analyse-move';
  readonly job: AnalysisJob;
}

/** The best options of a position (a hint). */
export interface AnalysePositionJob {
  readonly id: number;
  readonly kind: 'analyse-position';
  readonly request: PositionRequest;
}

export type WorkerJob = BotJob | AnalyseMoveJob | AnalysePositionJob;

export type BotJobResult =
  | { readonly id: number; readonly ok: true; readonly answer: BotAnswer }
  | { readonly id: number; readonly ok: false; readonly error: BotError };

export type WorkerResult =
  | BotJobResult
  | { readonly id: number; readonly ok: true; readonly move: MoveAnalysis }
  | { readonly id: number; readonly ok: true; readonly position: PositionAnalysis };

/**
 * The worker side, shared by Node worker_threads and browser Web Workers: a message from
 * outside, checked like any request (`chooseMove`, or an analysis by its `kind`); every refusal
 * is a result, never a throw.
 */
export function runJob(job: unknown): WorkerResult {
  const id = isRecord(job) && typeof job.id === 'number' ? job.id : -1;
  if (!isRecord(job))
    return { id, ...botError('bad-request', 'a bot job is an object { id, bot, view, budget, seed }') };
  if (job.kind === 'analyse-move') {
    const r = analyseJob(job.job as AnalysisJob);
    return r.ok ? { id, ok: true, move: r.value } : { id, ok: false, error: r.error };
  }
  if (job.kind === 'analyse-position') {
    const r = analysePosition(job.request as PositionRequest);
    return r.ok ? { id, ok: true, position: r.value } : { id, ok: false, error: r.error };
  }
  const { id: _id, ...request } = job;
  const r = chooseMove(request);
  return r.ok ? { id, ok: true, answer: r.value } : { id, ok: false, error: r.error };
}

/** Minimal worker surface common to worker_threads and Web Workers. */
export interface WorkerLike {
  postMessage(msg: WorkerJob): void;
  terminate(): unknown;
}

type Unlabelled<J> = J extends unknown ? Omit<J, 'id'> : never;

/**
 * Runs bots in a worker, one job at a time. Every outcome is a result: the bot's answer, its
 * refusal (`bad-budget`, `unknown-bot`…), `busy` while another job runs, `cancelled`, or
 * `worker-failed`. `cancel()` stops a bot mid-thought by ending its worker (a search loop
 * cannot be interrupted from outside); the next job starts a new one.
 */
export class BotRunner {
  private worker: WorkerLike | null = null;
  private pending: { id: number; resolve: (r: BotResult<WorkerResult>) => void } | null = null;
  private nextId = 1;

  constructor(
    private readonly spawn: (onResult: (r: WorkerResult) => void, onError: (e: Error) => void) => WorkerLike,
  ) {}

  choose(job: Omit<BotJob, 'id'>): Promise<BotResult<BotAnswer>> {
    return this.run(job).then((r) =>
      !r.ok
        ? r
        : 'answer' in r.value
          ? { ok: true, value: r.value.answer }
          : botError('worker-failed', 'the worker answered another kind of job'),
    );
  }

  /** Value one move of a record in the worker (post-game analysis). */
  analyseMove(job: AnalysisJob): Promise<BotResult<MoveAnalysis>> {
    return this.run({ kind: 'analyse-move', job }).then((r) =>
      !r.ok
        ? r
        : 'move' in r.value
          ? { ok: true, value: r.value.move }
          : botError('worker-failed', 'the worker answered another kind of job'),
    );
  }

  /** The best options of a position, valued in the worker (a hint). */
  analysePosition(request: PositionRequest): Promise<BotResult<PositionAnalysis>> {
    return this.run({ kind: 'analyse-position', request }).then((r) =>
      !r.ok
        ? r
        : 'position' in r.value
          ? { ok: true, value: r.value.position }
          : botError('worker-failed', 'the worker answered another kind of job'),
    );
  }

  private run(job: Unlabelled<WorkerJob>): Promise<BotResult<WorkerResult>> {
    if (this.pending) return Promise.resolve(botError('busy', 'this bot is already thinking'));
    const id = this.nextId++;
    this.worker ??= this.spawn(
      (r) => this.settle(r),
      (e) => this.fail(e),
    );
    const worker = this.worker;
    return new Promise<BotResult<WorkerResult>>((resolve) => {
      this.pending = { id, resolve };
      try {
        worker.postMessage({ ...job, id } as WorkerJob);
      } catch (e) {
        // A job the worker cannot receive (a function, a symbol…) is refused like any bad request.
        this.pending = null;
        resolve(
          botError(
            'bad-request',
            `the job cannot be sent to the bot worker: ${e instanceof Error ? e.message : String(e)}`,
          ),
        );
      }
    });
  }

  get busy(): boolean {
    return this.pending !== null;
  }

  /** Stop the bot that is thinking, if any (its worker ends; an idle worker is kept). */
  cancel(): void {
    const p = this.pending;
    if (!p) return;
    this.pending = null;
    if (this.worker) void this.worker.terminate();
    this.worker = null;
    p.resolve(botError('cancelled', 'cancelled'));
  }

  close(): void {
    this.cancel();
    if (this.worker) void this.worker.terminate();
    this.worker = null;
  }

  private settle(r: WorkerResult): void {
    const p = this.pending;
    if (!p || p.id !== r.id) return;
    this.pending = null;
    p.resolve(r.ok ? { ok: true, value: r } : { ok: false, error: r.error });
  }

  private fail(e: Error): void {
    const p = this.pending;
    this.pending = null;
    this.worker = null;
    if (p) p.resolve(botError('worker-failed', `the bot worker failed: ${e.message}`));
  }
}
