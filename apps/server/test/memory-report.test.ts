import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAP_GROWING_PERCENT, heapGrowingPercentFrom } from '../src/heap-growth.js';
import { memoryReport } from '../src/memory-report.js';

describe('memory report', () => {
  it('tells the resident memory, the heap by space and the threads', () => {
    const r = memoryReport();
    expect(r.rss).toBeGreaterThan(0);
    expect(r.heapUsed).toBeGreaterThan(0);
    expect(r.heapTotal).toBeGreaterThanOrEqual(r.heapUsed);
    expect(r.spaces.old_space?.size).toBeGreaterThan(0);
    expect(r.threads).toBeGreaterThanOrEqual(1);
    expect(r.anonymous).toBeGreaterThan(0);
  });

  it('is written as one JSON line on SIGUSR2', async () => {
    const code = [
      "const { reportMemoryOnSignal } = await import('./apps/server/src/memory-report.ts');",
      'reportMemoryOnSignal();',
      "process.kill(process.pid, 'SIGUSR2');",
      'setTimeout(() => {}, 200);',
    ].join('\n');
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString();
    });
    const exit = await new Promise<number | null>((r) => child.once('exit', r));
    expect(exit).toBe(0);
    const line = err.split('\n').find((l) => l.startsWith('memory '));
    expect(line).toBeDefined();
    const report = JSON.parse(line!.slice('memory '.length)) as { rss: number; spaces: object };
    expect(report.rss).toBeGreaterThan(0);
    expect(Object.keys(report.spaces)).toContain('old_space');
  });
});

describe('heap growth', () => {
  it('reads HEAP_GROWING_PERCENT, with a default and 0 for V8 own choice', () => {
    expect(heapGrowingPercentFrom({})).toBe(DEFAULT_HEAP_GROWING_PERCENT);
    expect(heapGrowingPercentFrom({ HEAP_GROWING_PERCENT: '0' })).toBe(0);
    expect(heapGrowingPercentFrom({ HEAP_GROWING_PERCENT: '50' })).toBe(50);
    expect(DEFAULT_HEAP_GROWING_PERCENT).toBe(30);
    expect(() => heapGrowingPercentFrom({ HEAP_GROWING_PERCENT: 'lots' })).toThrow(/HEAP_GROWING_PERCENT/);
    expect(() => heapGrowingPercentFrom({ HEAP_GROWING_PERCENT: '-1' })).toThrow(/HEAP_GROWING_PERCENT/);
  });
});
