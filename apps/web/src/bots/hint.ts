import { ANALYSIS_ITERATIONS, type AnyView, type BotRunner, type ValuedMove } from '@carcassonne/ai';
import { urlNumber, workerRunner } from './runner.js';

export type HintResult = { readonly ok: true; readonly options: readonly ValuedMove[] } | { readonly ok: false; readonly message: string };

/**
 * The hint capability: the move the top level would play and the two best alternatives, each
 * with its expected point margin. A game screen shows the hint button only when it is given a
 * source, and the page gives one only to local games — never to a rated online game.
 */
export interface HintSource {
  hint(view: unknown, seed: number): Promise<HintResult>;
  cancel(): void;
}

/** Hints valued in a Web Worker (the bots' worker), with the top level's iteration budget. */
export class WorkerHints implements HintSource {
  private runner: BotRunner | null = null;

  async hint(view: unknown, seed: number): Promise<HintResult> {
    const runner = (this.runner ??= workerRunner());
    runner.cancel();
    const r = await runner.analysePosition({ view: view as AnyView, seed, iterations: urlNumber('hintIterations', ANALYSIS_ITERATIONS) });
    if (!r.ok) return { ok: false, message: r.error.message };
    // The top level's move first; the two runners-up by their expected margin.
    const [best, ...next] = r.value.ranking;
    const alternatives = next.slice(0, 2).sort((a, b) => (b.margin ?? -Infinity) - (a.margin ?? -Infinity));
    return { ok: true, options: best ? [best, ...alternatives] : [] };
  }

  cancel(): void {
    this.runner?.cancel();
  }
}
