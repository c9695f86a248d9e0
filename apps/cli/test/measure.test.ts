import { describe, expect, it } from 'vitest';
import { cpuSeconds, measureRates, type Meter } from '../src/measure.js';

/** Work whose amount does not depend on the machine: `size` rounds of a small hash. */
function hashMeter(seconds: number, size?: number): Meter & { readonly sizes: number[] } {
  const sizes: number[] = [];
  let h = 0;
  return {
    seconds,
    sizes,
    ...(size !== undefined ? { size } : {}),
    step(n) {
      sizes.push(n);
      for (let i = 0; i < n * 100; i++) h = Math.imul(h ^ i, 0x01000193) >>> 0;
      return h === -1 ? 0 : n;
    },
  };
}

describe('measureRates', () => {
  it('gives one positive rate per meter and a spread between 0 and 1', () => {
    const rates = measureRates([hashMeter(0.02), hashMeter(0.01)], { samples: 3, warmUp: 0.01 });
    expect(rates).toHaveLength(2);
    for (const r of rates) {
      expect(r.perSecond).toBeGreaterThan(0);
      expect(r.spread).toBeGreaterThanOrEqual(0);
      expect(r.spread).toBeLessThanOrEqual(1);
    }
  });
  it('keeps a fixed batch size when one is given', () => {
    const meter = hashMeter(0.01, 7);
    measureRates([meter], { samples: 3, warmUp: 0.01 });
    expect(new Set(meter.sizes)).toEqual(new Set([7]));
  });
  it('settles a batch size by doubling otherwise', () => {
    const meter = hashMeter(0.01);
    measureRates([meter], { samples: 3, warmUp: 0.01 });
    expect(meter.sizes[0]).toBe(1);
    for (const n of meter.sizes) expect(Math.log2(n) % 1).toBe(0);
  });
  it('reads CPU time that only grows', () => {
    const a = cpuSeconds();
    let x = 0;
    for (let i = 0; i < 1e6; i++) x += i;
    expect(cpuSeconds()).toBeGreaterThanOrEqual(a);
    expect(x).toBeGreaterThan(0);
  });
});
