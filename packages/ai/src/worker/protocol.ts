import type { BotAnswer } from '../bot.js';
import { chooseMove, type MoveRequest } from '../choose.js';
import { botError, isRecord, type BotError, type BotResult } from '../errors.js';

/** A request to a bot worker; the view is all the bot sees. */
export interface BotJob extends MoveRequest {
  readonly id: number;
}

export type BotJobResult =
  | { readonly id: number; readonly ok: true; readonly answer: BotAnswer }
  | { readonly id: number; readonly ok: false; readonly error: BotError };

/**
 * The worker side, shared by Node worker_threads and browser Web Workers: a message from
 * outside, checked like any request (`chooseMove`); every refusal is a result, never a throw.
 */
export function runJob(job: unknown): BotJobResult {
  const id = isRecord(job) && typeof job['id'] === 'number' ? job['id'] : -1;
  if (!isRecord(job)) return { id, ...botError('bad-request', 'a bot job is an object { id, bot, view, budget, seed }') };
  const { id: _id, ...request } = job;
  const r = chooseMove(request);
  return r.ok ? { id, ok: true, answer: r.value } : { id, ok: false, error: r.error };
}

/** Minimal worker surface common to worker_threads and Web Workers. */
export interface WorkerLike {
  postMessage(msg: BotJob): void;
  terminate(): unknown;
}

/**
 * Runs bots in a worker, one job at a time. Every outcome is a result: the bot's answer, its
 * refusal (`bad-budget`, `unknown-bot`…), `busy` while another job runs, `cancelled`, or
 * `worker-failed`. `cancel()` stops a bot mid-thought by ending its worker (a search loop
 * cannot be interrupted from outside); the next job starts a new one.
 */
export class BotRunner {
  private worker: WorkerLike | null = null;
  private pending: { id: number; resolve: (r: BotResult<BotAnswer>) => void } | null = null;
  private nextId = 1;

  constructor(private readonly spawn: (onResult: (r: BotJobResult) => void, onError: (e: Error) => void) => WorkerLike) {}

  choose(job: Omit<BotJob, 'id'>): Promise<BotResult<BotAnswer>> {
    if (this.pending) return Promise.resolve(botError('busy', 'this bot is already thinking'));
    const id = this.nextId++;
    const worker = (this.worker ??= this.spawn(
      (r) => this.settle(r),
      (e) => this.fail(e),
    ));
    return new Promise<BotResult<BotAnswer>>((resolve) => {
      this.pending = { id, resolve };
      try {
        worker.postMessage({ ...job, id });
      } catch (e) {
        // A job the worker cannot receive (a function, a symbol…) is refused like any bad request.
        this.pending = null;
        resolve(botError('bad-request', `the job cannot be sent to the bot worker: ${e instanceof Error ? e.message : String(e)}`));
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

  private settle(r: BotJobResult): void {
    const p = this.pending;
    if (!p || p.id !== r.id) return;
    this.pending = null;
    p.resolve(r.ok ? { ok: true, value: r.answer } : { ok: false, error: r.error });
  }

  private fail(e: Error): void {
    const p = this.pending;
    this.pending = null;
    this.worker = null;
    if (p) p.resolve(botError('worker-failed', `the bot worker failed: ${e.message}`));
  }
}
