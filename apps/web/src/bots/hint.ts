import type { AnyView, BotRunner, ValuedMove } from '@carcassonne/ai';
import { workerRunner } from './runner.js';
import { urlNumber } from './url.js';

export type HintResult =
  | { readonly ok: true; readonly options: readonly ValuedMove[] }
  | { readonly ok: false; readonly message: string; readonly cancelled: boolean };

/** Where hints come from: the page gives one to local games only. */
export interface HintSource {
  hint(view: unknown, seed: number): Promise<HintResult>;
  cancel(): void;
  close(): void;
}

/**
 * Hints valued in a Web Worker: the top level's search over the player's own view (the order of
 * the tiles still to come is not in it; the search samples it), with the top level's iteration
 * budget (`?hintIterations=` lowers it for tests). The first option is the move the top level
 * would play, then the next best it found.
 */
export class WorkerHints implements HintSource {
  private runner: BotRunner | null = null;

  /** Absent: the top level's own budget in the view's game. */
  constructor(private readonly iterations: number | undefined = urlNumber('hintIterations')) {}

  async hint(view: unknown, seed: number): Promise<HintResult> {
    this.runner ??= workerRunner();
    const runner = this.runner;
    runner.cancel();
    const r = await runner.analysePosition(
      this.iterations === undefined
        ? { view: view as AnyView, seed }
        : { view: view as AnyView, seed, iterations: this.iterations },
    );
    if (!r.ok) return { ok: false, message: r.error.message, cancelled: r.error.code === 'cancelled' };
    return { ok: true, options: r.value.ranking.slice(0, 3) };
  }

  cancel(): void {
    this.runner?.cancel();
  }

  close(): void {
    this.runner?.close();
    this.runner = null;
  }
}
