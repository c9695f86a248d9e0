/**
 * Rates that two runs in a row agree on, even on a busy machine.
 * - Time is this process's CPU time (user + system): it does not grow while other programs
 *   hold the cores.
 * - Yet on a shared machine the same work takes up to half again as much CPU time at moments:
 *   every time another program has had the core, the caches are cold again, and a virtual
 *   machine's host shares its cores too. So a figure is timed in many short samples of the
 *   *same* work (a few milliseconds: many fit between two interruptions), taken in blocks
 *   spread over the whole run, and the figure is the best sample: the least disturbed one,
 *   which busy moments cannot lower and nothing can raise.
 * - The same *kind* of work, not the very same: a few games played again and again teach the
 *   processor's branch predictor their turns and run faster than any new game (bench.ts plays
 *   new deals in each sample).
 */

/** CPU seconds used by this process so far (every thread: the JIT and GC work count too). */
export function cpuSeconds(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

export interface Meter {
  /** CPU seconds for all of this figure's samples (the warm-up comes on top). */
  readonly seconds: number;
  /** One sample: the same kind and amount of work every time it is called. Returns how many units it did. */
  sample(): number;
}

export interface Rate {
  /** The best sample's rate, in units per CPU second. */
  readonly perSecond: number;
  /** How far the typical sample falls short of the best: (best − median) / best. */
  readonly spread: number;
}

export interface Sampling {
  /** Blocks of samples per meter, spread over the run (the meters take turns). */
  readonly rounds: number;
  /** The least warm-up per meter, in CPU seconds. */
  readonly warmUp: number;
}

/** A quarter of a second warms the JIT up; ten rounds spread each figure over the run. */
export const DEFAULT_SAMPLING: Sampling = { rounds: 10, warmUp: 0.25 };

/** Each meter's rate: warm-ups first, then `rounds` rounds of one block of samples per meter. */
export function measureRates(meters: readonly Meter[], sampling: Sampling = DEFAULT_SAMPLING): Rate[] {
  for (const meter of meters) {
    const until = cpuSeconds() + sampling.warmUp;
    do meter.sample();
    while (cpuSeconds() < until);
  }
  const rates = meters.map(() => [] as number[]);
  for (let round = 0; round < sampling.rounds; round++) {
    meters.forEach((meter, i) => {
      const blockEnd = cpuSeconds() + meter.seconds / sampling.rounds;
      do {
        const t0 = cpuSeconds();
        const units = meter.sample();
        const took = cpuSeconds() - t0;
        if (took > 0) rates[i]!.push(units / took);
      } while (cpuSeconds() < blockEnd);
    });
  }
  return rates.map((r) => {
    if (r.length === 0) return { perSecond: 0, spread: 0 };
    r.sort((a, b) => a - b);
    const best = r[r.length - 1]!;
    const median = r[Math.floor(r.length / 2)]!;
    return { perSecond: best, spread: best > 0 ? (best - median) / best : 0 };
  });
}
