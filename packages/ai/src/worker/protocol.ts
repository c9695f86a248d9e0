import type { AnyView, BotAnswer, Budget } from '../bot.js';
import { makeBot } from '../registry.js';

/** A request to a bot worker; the view is all the bot sees. */
export interface BotJob {
  readonly id: number;
  readonly bot: string;
  readonly view: AnyView;
  readonly budget: Budget;
  readonly seed: number;
}

export type BotJobResult =
  | { readonly id: number; readonly ok: true; readonly answer: BotAnswer }
  | { readonly id: number; readonly ok: false; readonly error: string };

/** The worker side, shared by Node worker_threads and browser Web Workers. */
export function runJob(job: BotJob): BotJobResult {
  try {
    const entry = makeBot(job.bot);
    if (!entry) return { id: job.id, ok: false, error: `unknown bot "${job.bot}"` };
    const answer = entry.bot.choose({ view: job.view, budget: entry.budget ?? job.budget, seed: job.seed });
    return { id: job.id, ok: true, answer };
  } catch (e) {
    return { id: job.id, ok: false, error: (e as Error).message };
  }
}

/** Minimal worker surface common to worker_threads and Web Workers. */
export interface WorkerLike {
  postMessage(msg: BotJob): void;
  terminate(): unknown;
}

/**
 * Runs bots in a worker, one job at a time. `cancel()` stops a bot mid-thought by ending
 * its worker (a search loop cannot be interrupted from outside); the next job starts a new one.
 */
export class BotRunner {
  private worker: WorkerLike | null = null;
  private pending: { id: number; resolve: (a: BotAnswer) => void; reject: (e: Error) => void } | null = null;
  private nextId = 1;

  constructor(private readonly spawn: (onResult: (r: BotJobResult) => void, onError: (e: Error) => void) => WorkerLike) {}

  choose(job: Omit<BotJob, 'id'>): Promise<BotAnswer> {
    if (this.pending) return Promise.reject(new Error('this bot is already thinking'));
    const id = this.nextId++;
    if (!this.worker) {
      this.worker = this.spawn(
        (r) => this.settle(r),
        (e) => this.fail(e),
      );
    }
    return new Promise<BotAnswer>((resolve, reject) => {
      this.pending = { id, resolve, reject };
      this.worker!.postMessage({ ...job, id });
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
    p.reject(new Error('cancelled'));
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
    if (r.ok) p.resolve(r.answer);
    else p.reject(new Error(r.error));
  }

  private fail(e: Error): void {
    const p = this.pending;
    this.pending = null;
    this.worker = null;
    if (p) p.reject(e);
  }
}
