import { setFlagsFromString } from 'node:v8';
import { integer } from './config.js';

/**
 * How far V8 lets the old generation grow past what the last full collection kept alive before it
 * collects again, in percent (`HEAP_GROWING_PERCENT`; 0: V8's own choice). V8's own factor goes up
 * to 4× when the collector is slow against the program, as on a busy machine: at 1,000 tables the
 * server then held 300 MB of old generation for about 80 MB alive. A tighter factor costs more
 * full collections (marked concurrently) for a resident memory that follows the live heap. At 1,000
 * tables on a quiet machine 100% kept 319–324 MB against 442–458 MB for V8's own, for the same CPU
 * per move; 50% kept 297–319 MB but cost 10–15% more CPU a move and doubled the slowest answers;
 * 25% made a move cost 1.7× the CPU. Once the server ran its build (a smaller live heap), 75% kept
 * 251–256 MB against 265–268 MB at 100%, for the same CPU a move (0.70–0.78 ms against 0.68–0.78).
 * With a table's memory made smaller (30 November), 50% in turns with 75% on a quiet machine: at
 * 1,000 tables 202 and 202 MB against 216 and 212, 0.235 and 0.217 ms of CPU a move against 0.21
 * and 0.23; at 5,000 tables over a 120 s step 470 MB against 498 and 499, 0.227 ms against
 * 0.220–0.223, the same p99. On 1 December, with games ending and replaced (70 s steps, ANALYSIS=off,
 * an idle Intel Xeon), 30% against 50%: 205–207, 210–213 and 217 MB against 218–221, 220–222 and
 * 223–225, 0.291–0.315 ms a move against 0.287–0.309; at 5,000 tables 408 MB against 438, 0.274 ms
 * against 0.293, p99 16.5 ms against 14.0.
 */
export const DEFAULT_HEAP_GROWING_PERCENT = 30;

export function heapGrowingPercentFrom(env: NodeJS.ProcessEnv): number {
  return integer(env.HEAP_GROWING_PERCENT, DEFAULT_HEAP_GROWING_PERCENT, 0, 1000, 'HEAP_GROWING_PERCENT');
}

/** Apply the factor to this process's V8 (read by V8 at every full collection). */
export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`);
}
