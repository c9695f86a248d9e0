import { parentPort } from 'node:worker_threads';
import { playGame, type Budget } from '@carcassonne/ai';
import type { BasePreset } from '@carcassonne/engine';

export interface ArenaJob {
  readonly index: number;
  readonly preset: BasePreset;
  readonly seats: readonly string[];
  readonly seed: string;
  readonly budget: Budget;
}

parentPort?.on('message', (job: ArenaJob) => {
  try {
    parentPort?.postMessage({ index: job.index, ok: true, result: playGame(job.preset, job.seats, job.seed, job.budget) });
  } catch (e) {
    parentPort?.postMessage({ index: job.index, ok: false, error: (e as Error).message });
  }
});
