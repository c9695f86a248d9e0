import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');

it('a server on SQLite with no Redis, mail or push loads none of their packages (core/optional-modules.ts)', () => {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL']) delete env[key];
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'optional-modules-child.ts')],
    {
      cwd: ROOT,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  expect(run.status, run.stderr).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({ created: true, atStart: [], afterAsking: ['pg'] });
});
