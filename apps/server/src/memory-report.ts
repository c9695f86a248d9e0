import { readdirSync, readFileSync } from 'node:fs';
import { getHeapSpaceStatistics } from 'node:v8';

/**
 * Where the server's resident memory is (docs/deploy/running.md, "Memory"): `process.memoryUsage()`, the
 * V8 heap by space, the threads and the kernel's view (`/proc/self/smaps_rollup`), in MB. Written
 * as one JSON line on standard error when the process gets SIGUSR2 (the load test asks for it at
 * the end of each step).
 */
export interface MemoryReport {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** Per V8 heap space: its size and what is used of it. */
  spaces: Record<string, { size: number; used: number }>;
  /** Threads of the process (the main one, V8's and libuv's helpers, worker threads). */
  threads: number | null;
  /** From smaps_rollup: anonymous (heap, native) and file-backed (code, libraries) resident memory. */
  anonymous: number | null;
  fileBacked: number | null;
}

const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10;

function rollup(): { anonymous: number | null; fileBacked: number | null } {
  try {
    const text = readFileSync('/proc/self/smaps_rollup', 'utf8');
    const kb = (key: string) =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? Number.NaN);
    const rss = kb('Rss');
    const anonymous = kb('Anonymous');
    return { anonymous: mb(anonymous * 1024), fileBacked: mb((rss - anonymous) * 1024) };
  } catch {
    return { anonymous: null, fileBacked: null };
  }
}

function threads(): number | null {
  try {
    return readdirSync('/proc/self/task').length;
  } catch {
    return null;
  }
}

export function memoryReport(): MemoryReport {
  const u = process.memoryUsage();
  const spaces: MemoryReport['spaces'] = {};
  for (const s of getHeapSpaceStatistics())
    spaces[s.space_name] = { size: mb(s.space_size), used: mb(s.space_used_size) };
  return {
    rss: mb(u.rss),
    heapTotal: mb(u.heapTotal),
    heapUsed: mb(u.heapUsed),
    external: mb(u.external),
    arrayBuffers: mb(u.arrayBuffers),
    spaces,
    threads: threads(),
    ...rollup(),
  };
}

/** On SIGUSR2, write `memory {…}` (the report as JSON) on standard error. */
export function reportMemoryOnSignal(): void {
  process.on('SIGUSR2', () => {
    process.stderr.write(`memory ${JSON.stringify(memoryReport())}\n`);
  });
}
