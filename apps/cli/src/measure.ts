/**
 * Rates that two runs in a row agree on, even on a busy machine.
 * - Time is this process's CPU time (user + system): it does not grow while other programs
 *   hold the cores.
 * - On a shared machine the same work still takes up to half again as much CPU time in some
 *   stretches of seconds (other programs contend for caches and memory; a virtual machine's
 *   host shares its cores). So every figure is sampled many times, the samples of all figures
 *   taken in turn across the whole run, and a figure is its best sample: the least disturbed,
 *   which a busy stretch cannot lower and nothing can raise.
 */

/** CPU seconds used by this process so far (every thread: the JIT and GC work count too). */
export function cpuSeconds(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

export interface Meter {
  /** CPU seconds for all of this figure's samples (the warm-up comes on top). */
  readonly seconds: number;
  /**
   * A fixed batch size instead of one settled by the warm-up: for work with a fixed cost per
   * batch (a search's set-up), so that every run measures the same batches.
   */
  readonly size?: number;
  /** Does `size` units of work (or about that many) and returns how many it did. */
  step(size: number): number;
}

export interface Rate {
  /** The best sample's rate, in units per CPU second. */
  readonly perSecond: number;
  /** How far the samples spread: (best − worst) / best. */
  readonly spread: number;
}

export interface Sampling {
  /** Samples per meter. */
  readonly samples: number;
  /** The least warm-up per meter, in CPU seconds (at least a sample's time is spent anyway). */
  readonly warmUp: number;
}

/** A quarter of a second warms the JIT up; twenty samples per figure catch quiet moments. */
export const DEFAULT_SAMPLING: Sampling = { samples: 20, warmUp: 0.25 };

/**
 * Each meter's rate. First each is warmed up, which also settles its batch size unless given:
 * doubled until one step takes a quarter of a sample and does some work, so the clock is read
 * rarely. Then `samples` rounds take one sample of every meter.
 */
export function measureRates(meters: readonly Meter[], sampling: Sampling = DEFAULT_SAMPLING): Rate[] {
  const { samples } = sampling;
  const sizes = meters.map((meter) => warmUp(meter, meter.seconds / samples, sampling.warmUp));
  const rates = meters.map(() => [] as number[]);
  for (let round = 0; round < samples; round++) {
    meters.forEach((meter, i) => {
      const t0 = cpuSeconds();
      let units = 0;
      let took = 0;
      do {
        units += meter.step(sizes[i]!);
        took = cpuSeconds() - t0;
      } while (took < meter.seconds / samples);
      rates[i]!.push(units / took);
    });
  }
  return rates.map((r) => {
    const best = Math.max(...r);
    return { perSecond: best, spread: best > 0 ? (best - Math.min(...r)) / best : 0 };
  });
}

function warmUp(meter: Meter, sample: number, least: number): number {
  let size = meter.size ?? 1;
  const until = cpuSeconds() + Math.max(sample, least);
  for (;;) {
    const t0 = cpuSeconds();
    const units = meter.step(size);
    const took = cpuSeconds() - t0;
    if (meter.size === undefined && (took < sample / 4 || units === 0) && size < 2 ** 30) size *= 2;
    else if (cpuSeconds() >= until) return size;
  }
}
