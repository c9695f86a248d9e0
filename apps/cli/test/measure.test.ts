import { describe, expect, it } from 'vitest';
import { cpuSeconds, measureRates, type Meter } from '../src/measure.js';

/** Work whose amount does not depend on the machine: rounds of a small hash. */
function hashMeter(seconds: number): Meter & { calls: number } {
  let h = 0;
  return {
    seconds,
    calls: 0,
    sample() {
      this.calls++;
      for (let i = 0; i < 20_000; i++) h = Math.imul(h ^ i, 0x01000193) >>> 0;
      return h === -1 ? 0 : 20_000;
    },
  };
}

describe('measureRates', () => {
  it('gives one positive rate per meter and a spread between 0 and 1', () => {
    const rates = measureRates([hashMeter(0.02), hashMeter(0.01)], { rounds: 2, warmUp: 0.01 });
    expect(rates).toHaveLength(2);
    for (const r of rates) {
      expect(r.perSecond).toBeGreaterThan(0);
      expect(r.spread).toBeGreaterThanOrEqual(0);
      expect(r.spread).toBeLessThan(1);
    }
  });
  it('takes at least one sample per round after the warm-up', () => {
    const meter = hashMeter(0);
    measureRates([meter], { rounds: 3, warmUp: 0 });
    expect(meter.calls).toBe(1 + 3);
  });
  it('reads CPU time that only grows', () => {
    const a = cpuSeconds();
    let x = 0;
    for (let i = 0; i < 1e6; i++) x += i;
    expect(cpuSeconds()).toBeGreaterThanOrEqual(a);
    expect(x).toBeGreaterThan(0);
  });
});
