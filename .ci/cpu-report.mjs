// The table `.ci/cpu` prints: CPU seconds by kind of process, from `dump-acct`'s lines (one per
// process that ended: command, version, user and system time in ticks, …, pid, ppid) and the
// `ps -eo pid,ppid,args` samples taken during the run (a process's arguments tell its kind).
import { readFileSync } from 'node:fs';

const TICKS = 100;
const [acctFile, psFile] = process.argv.slice(2);
const args = new Map();
for (const line of readFileSync(psFile, 'utf8').split('\n')) {
  const m = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
  if (!m) continue;
  const pid = Number(m[1]);
  const seen = args.get(pid);
  if (!seen || seen.args.length < m[3].length) args.set(pid, { ppid: Number(m[2]), args: m[3] });
}

/** A process's kind from its arguments, or null when they tell nothing. */
function kindOf(a) {
  if (a.startsWith('ps ') || a.startsWith('cut ')) return 'the sampler of .ci/cpu';
  if (a.includes('/chromium/chrom')) return `chromium ${/--type=([a-z-]+)/.exec(a)?.[1] ?? 'browser'}`;
  if (/typescript\/bin\/tsc|\btsc -p/.test(a)) return 'type check (tsc)';
  if (a.includes('biome')) return 'lint and format (biome)';
  if (/vite(\.js)? build/.test(a)) return 'web build (vite)';
  if (a.includes('carcassonne.mjs') || a.includes('apps/cli/dist')) return 'CLI started by tests';
  if (a.includes('apps/server/')) return 'server started by tests';
  if (a.includes('vitest/dist/workers')) return 'vitest worker';
  if (/vitest run/.test(a)) return 'vitest';
  if (a.includes('esbuild')) return 'esbuild';
  if (/postgres|redis/.test(a)) return a.includes('redis') ? 'redis' : 'postgres';
  if (/npm (ci|rebuild)|npm-cli\.js (ci|rebuild)|node-gyp/.test(a)) return 'install';
  return null;
}

/** The tier a process ran under: the `vitest run` among its ancestors. */
function tierOf(pid) {
  for (let p = pid, depth = 0; p && depth < 16; depth++) {
    const e = args.get(p);
    if (!e) return '';
    if (/vitest run/.test(e.args))
      return e.args.includes('--project integration')
        ? 'integration'
        : e.args.includes('/tmp')
          ? 'Node 22 tier'
          : 'unit';
    p = e.ppid;
  }
  return '';
}

const sums = new Map();
let total = 0;
for (const line of readFileSync(acctFile, 'utf8').split('\n')) {
  const f = line.split('|').map((x) => x.trim());
  if (f.length < 11) continue;
  const cpu = (Number(f[2]) + Number(f[3])) / TICKS;
  const pid = Number(f[9]);
  let kind = kindOf(args.get(pid)?.args ?? '');
  // A process too short for the samples: its nearest known ancestor's kind.
  for (let p = Number(f[10]), depth = 0; kind === null && p && depth < 16; depth++) {
    const e = args.get(p);
    if (!e) break;
    const k = kindOf(e.args);
    if (k) kind = `${k}: ${f[0]}`;
    p = e.ppid;
  }
  const key = `${tierOf(pid).padEnd(13)}${kind ?? `other: ${f[0]}`}`;
  sums.set(key, (sums.get(key) ?? 0) + cpu);
  total += cpu;
}
console.log(`CPU seconds of the processes that ended during the run: ${total.toFixed(0)}`);
for (const [key, cpu] of [...sums].sort((a, b) => b[1] - a[1]))
  if (cpu >= 1) console.log(`${cpu.toFixed(0).padStart(7)}  ${key}`);
