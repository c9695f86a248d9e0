// A bounded benchmark of a login flood: how long `GET /` takes for a normal visitor while one
// address sends `--concurrency` wrong logins at once for `--seconds`, with the server's limits
// (default) or with the per-address limits lifted (`--no-limits`: only the hashing queue bounds it).
// `--health` floods `GET /api/health` instead, as a yardstick: what the same number of cheap requests costs.
// `node --import tsx apps/server/src/tools/login-flood.ts [--concurrency 64] [--seconds 10] [--no-limits] [--health]`
// It starts its own server (SQLite in a temporary folder, the built web app of apps/web/dist).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serverProcess } from './server-process.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const concurrency = arg('--concurrency', 64);
const seconds = arg('--seconds', 10);
const limits = !process.argv.includes('--no-limits');
const health = process.argv.includes('--health');

const dataDir = mkdtempSync(join(tmpdir(), 'carc-login-flood-'));
const { child, url } = await serverProcess(
  {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(limits ? {} : { RATE_LIMIT_LOGINS: '1000000' }),
  },
  'inherit',
);

const percentile = (xs: readonly number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
async function pageTimes(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - start);
  }
  return times;
}
const show = (xs: readonly number[]) =>
  `p50 ${percentile(xs, 50).toFixed(1)} ms, p99 ${percentile(xs, 99).toFixed(1)} ms`;

try {
  // A registered user, so that half the flood names a real account.
  const guest = (await (
    await fetch(new URL('/api/guests', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Victim' }),
    })
  ).json()) as { user: { id: string }; secret: string };
  await fetch(new URL('/api/register', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      user: guest.user.id,
      secret: guest.secret,
      username: 'victim',
      password: 'correct horse',
    }),
  });
  const before = await pageTimes(30);
  const statuses = new Map<number, number>();
  const end = Date.now() + seconds * 1000;
  let stop = false;
  const flood = Array.from({ length: concurrency }, async (_, i) => {
    while (!stop && Date.now() < end) {
      const r = health
        ? await fetch(new URL('/api/health', url))
        : await fetch(new URL('/api/login', url), {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: i % 2 ? 'victim' : `nobody${i}`, password: 'wrong password' }),
          });
      await r.arrayBuffer();
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    }
  });
  const during: number[] = [];
  while (Date.now() < end) during.push(...(await pageTimes(1)));
  stop = true;
  await Promise.all(flood);
  const what = health ? 'GET /api/health' : 'wrong logins';
  const limited = limits ? 'default' : 'per-address login limit lifted';
  console.log(`limits: ${limited}; ${concurrency} ${what} at once for ${seconds} s`);
  console.log(`GET / before: ${show(before)} (${before.length} requests)`);
  console.log(`GET / during: ${show(during)} (${during.length} requests)`);
  console.log(`login answers: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(', ')}`);
} finally {
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
