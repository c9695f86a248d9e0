import { ANALYSIS_ITERATIONS, planAnalysis, summariseAnalysis, type Analysis, type BotRunner, type MoveAnalysis } from '@carcassonne/ai';
import { urlNumber, workerRunner } from './runner.js';

export type AnalysisOutcome = { readonly ok: true; readonly analysis: Analysis } | { readonly ok: false; readonly message: string; readonly cancelled: boolean };

/**
 * A post-game analysis in Web Workers (the bots' worker, up to two at once): the record is
 * planned here, each move valued in a worker with the top level's search and a fixed
 * iteration budget, so the numbers are the CLI's (`carcassonne analyse`) for the same seed.
 */
export class WorkerAnalysis {
  private runners: BotRunner[] = [];
  private cancelled = false;

  async run(record: unknown, onProgress: (done: number, total: number) => void, iterations = urlNumber('analysisIterations', ANALYSIS_ITERATIONS), seed = 0): Promise<AnalysisOutcome> {
    const plan = planAnalysis(record, { iterations, seed });
    if (!plan.ok) return { ok: false, message: plan.error.message, cancelled: false };
    const jobs = plan.value.jobs;
    const threads = Math.max(1, Math.min(2, jobs.length, typeof navigator !== 'undefined' ? navigator.hardwareConcurrency || 1 : 1));
    this.cancelled = false;
    this.runners = Array.from({ length: threads }, () => workerRunner());
    const out = new Array<MoveAnalysis>(jobs.length);
    let next = 0;
    let done = 0;
    onProgress(0, jobs.length);
    try {
      const failures = await Promise.all(
        this.runners.map(async (runner) => {
          while (next < jobs.length && !this.cancelled) {
            const job = jobs[next++]!;
            const r = await runner.analyseMove(job);
            if (!r.ok) return r.error.message;
            out[job.index] = r.value;
            onProgress(++done, jobs.length);
          }
          return null;
        }),
      );
      if (this.cancelled) return { ok: false, message: 'cancelled', cancelled: true };
      const failed = failures.find((f) => f !== null);
      if (failed) return { ok: false, message: failed, cancelled: false };
      return { ok: true, analysis: summariseAnalysis(plan.value, out) };
    } finally {
      this.close();
    }
  }

  cancel(): void {
    this.cancelled = true;
    this.close();
  }

  private close(): void {
    for (const r of this.runners) r.close();
    this.runners = [];
  }
}
