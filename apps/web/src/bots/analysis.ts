import {
  planAnalysis,
  summariseAnalysis,
  type Analysis,
  type AnalysisJob,
  type BotResult,
  type MoveAnalysis,
} from '@carcassonne/ai';
import { workerRunner } from './runner.js';
import { urlNumber } from './url.js';

export type AnalysisOutcome =
  | { readonly ok: true; readonly analysis: Analysis }
  | { readonly ok: false; readonly message: string; readonly cancelled: boolean };

/** What values one move: a worker runner (or a stand-in in tests). */
export interface MoveValuer {
  analyseMove(job: AnalysisJob): Promise<BotResult<MoveAnalysis>>;
  close(): void;
}

/** Workers for an analysis: all cores but one (for the page), at least one. */
export function analysisThreads(cores: number | undefined, jobs: number): number {
  return Math.max(1, Math.min(jobs, (cores || 2) - 1));
}

/**
 * A post-game analysis in Web Workers: the record is planned here (`planAnalysis`: each move with
 * the view of the player who made it), each move valued in a worker by the top level's search
 * with a fixed iteration budget and a seed from the record, so the same record, seed and budget
 * give the same numbers whatever the number of workers or their order (and the CLI's
 * `carcassonne analyse`).
 */
export class WorkerAnalysis {
  private valuers: MoveValuer[] = [];
  private cancelled = false;

  constructor(
    private readonly spawn: () => MoveValuer = () => workerRunner(),
    private readonly cores: number | undefined = typeof navigator !== 'undefined'
      ? navigator.hardwareConcurrency
      : undefined,
    /** Absent: the top level's own budget in the record's game. */
    readonly iterations: number | undefined = urlNumber('analysisIterations'),
  ) {}

  async run(
    record: unknown,
    onProgress: (done: number, total: number) => void,
    seed = 0,
  ): Promise<AnalysisOutcome> {
    const plan = planAnalysis(
      record,
      this.iterations === undefined ? { seed } : { iterations: this.iterations, seed },
    );
    if (!plan.ok) return { ok: false, message: plan.error.message, cancelled: false };
    const jobs = plan.value.jobs;
    this.cancelled = false;
    this.valuers = Array.from({ length: analysisThreads(this.cores, jobs.length) }, () => this.spawn());
    const out = new Array<MoveAnalysis>(jobs.length);
    let next = 0;
    let done = 0;
    let failed: string | null = null;
    onProgress(0, jobs.length);
    try {
      await Promise.all(
        this.valuers.map(async (valuer) => {
          while (next < jobs.length && !this.cancelled && failed === null) {
            const job = jobs[next++]!;
            const r = await valuer.analyseMove(job);
            if (this.cancelled) return;
            if (!r.ok) {
              failed ??= r.error.message;
              return;
            }
            out[job.index] = r.value;
            onProgress(++done, jobs.length);
          }
        }),
      );
      if (this.cancelled) return { ok: false, message: 'cancelled', cancelled: true };
      if (failed !== null) return { ok: false, message: failed, cancelled: false };
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
    for (const v of this.valuers) v.close();
    this.valuers = [];
  }
}
