import { Worker } from 'node:worker_threads';
import type { Progress } from './progress.js';

/** What a pool worker answers for the job at `index`. */
export interface PoolMessage<R> {
  readonly index: number;
  readonly ok: boolean;
  readonly result?: R;
  readonly error?: string;
}

/**
 * Run `jobs` on `threads` worker threads started from `entry` (each job is posted as
 * `{ ...job, index }` and answered with a `PoolMessage`), ticking `progress` as they finish.
 * Results come back in job order; the first failed job rejects with its message.
 */
export function runPool<J extends object, R>(
  entry: URL,
  jobs: readonly J[],
  threads: number,
  progress: Progress,
): Promise<R[]> {
  const results = new Array<R>(jobs.length);
  let next = 0;
  let done = 0;
  return new Promise((resolve, reject) => {
    if (jobs.length === 0) return resolve(results);
    const workers: Worker[] = [];
    const stop = () => workers.forEach((w) => void w.terminate());
    const feed = (w: Worker) => {
      if (next >= jobs.length) return void w.terminate();
      const index = next++;
      w.postMessage({ ...jobs[index]!, index });
    };
    for (let t = 0; t < Math.max(1, Math.min(threads, jobs.length)); t++) {
      const w = new Worker(entry);
      workers.push(w);
      w.on('message', (m: PoolMessage<R>) => {
        if (!m.ok) {
          stop();
          return reject(new Error(m.error ?? 'a worker job failed'));
        }
        results[m.index] = m.result as R;
        progress.tick(++done);
        if (done === jobs.length) {
          progress.done();
          stop();
          resolve(results);
        } else feed(w);
      });
      w.on('error', (e) => {
        stop();
        reject(e);
      });
      feed(w);
    }
  });
}
