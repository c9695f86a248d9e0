import { parentPort } from 'node:worker_threads';
import { playGame, type ArenaPreset, type Budget, type EvaluationChoice } from '@carcassonne/ai';

export interface ArenaJob {
  readonly index: number;
  readonly preset: ArenaPreset;
  readonly seats: readonly string[];
  readonly seed: string;
  readonly budget: Budget;
  /** `--iterations N,M…`: each bot's own budget, by name. */
  readonly budgets?: Readonly<Record<string, Budget>>;
  /** Answer with the game's record too (arena --out). */
  readonly record: boolean;
  /** The expansions' rule options (`--expansions`), if any. */
  readonly options?: Readonly<Record<string, boolean>>;
  /** `--weights`: what the seat `learned` evaluates with. */
  readonly evaluation?: EvaluationChoice;
}

parentPort?.on('message', (job: ArenaJob) => {
  try {
    const r = playGame(job.preset, job.seats, job.seed, job.budget, {
      record: job.record,
      ...(job.options !== undefined ? { options: job.options } : {}),
      ...(job.evaluation !== undefined ? { evaluation: job.evaluation } : {}),
      ...(job.budgets !== undefined ? { budgets: job.budgets } : {}),
    });
    parentPort?.postMessage(
      r.ok
        ? { index: job.index, ok: true, result: r.value }
        : { index: job.index, ok: false, error: r.error.message },
    );
  } catch (e) {
    parentPort?.postMessage({ index: job.index, ok: false, error: (e as Error).message });
  }
});
