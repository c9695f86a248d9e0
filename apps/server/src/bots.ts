import { formatMove, type GameView, type Result } from '@carcassonne/engine';
import { nodeBotRunner, type BotRunner } from '@carcassonne/ai/node-worker';
import type { Budget } from '@carcassonne/ai';
import type { SeatBot } from '@carcassonne/protocol';

/**
 * The one place the server touches `@carcassonne/ai`: bot levels become budgets, and bot searches
 * run in worker threads (never on the event loop) with at most `concurrency` at once; the rest wait
 * in a queue.
 */
export interface BotRequest {
  readonly bot: SeatBot;
  readonly level: number;
  readonly view: GameView;
  readonly seed: number;
}

export interface BotPlayer {
  /** A move in notation, or an error (the caller then plays a fallback move). */
  choose(request: BotRequest): Promise<Result<string>>;
  close(): void;
}

/** Thinking time per level for the searching bot; the others answer at once. */
const MCTS_MS: Readonly<Record<number, number>> = { 1: 100, 2: 250, 3: 500, 4: 1000, 5: 2000 };

export function budgetOf(bot: SeatBot, level: number): Budget {
  if (bot === 'mcts') return { timeMs: MCTS_MS[level] ?? 500 };
  return { timeMs: 50 };
}

interface Job {
  readonly request: BotRequest;
  readonly resolve: (r: Result<string>) => void;
}

export class WorkerBotPool implements BotPlayer {
  private readonly idle: BotRunner[] = [];
  private readonly all: BotRunner[] = [];
  private readonly queue: Job[] = [];
  private closed = false;

  constructor(private readonly concurrency: number) {}

  /** Searches waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  choose(request: BotRequest): Promise<Result<string>> {
    if (this.closed) return Promise.resolve({ ok: false, error: { code: 'illegal-move', message: 'the bot pool is closed' } });
    return new Promise((resolve) => {
      this.queue.push({ request, resolve });
      this.pump();
    });
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let runner = this.idle.pop();
      if (!runner && this.all.length < this.concurrency) {
        runner = nodeBotRunner();
        this.all.push(runner);
      }
      if (!runner) return;
      const job = this.queue.shift()!;
      void this.run(runner, job);
    }
  }

  private async run(runner: BotRunner, job: Job): Promise<void> {
    const { bot, level, view, seed } = job.request;
    try {
      const answer = await runner.choose({ bot, view, budget: budgetOf(bot, level), seed });
      if (answer.ok) job.resolve({ ok: true, value: formatMove(answer.value.move) });
      else job.resolve({ ok: false, error: { code: 'illegal-move', message: `bot failed: ${answer.error.message}` } });
    } catch (e) {
      job.resolve({ ok: false, error: { code: 'illegal-move', message: `bot failed: ${(e as Error).message}` } });
    }
    if (this.closed) return;
    this.idle.push(runner);
    this.pump();
  }

  close(): void {
    this.closed = true;
    for (const r of this.all) r.close();
    for (const job of this.queue.splice(0)) job.resolve({ ok: false, error: { code: 'illegal-move', message: 'the bot pool is closed' } });
  }
}
