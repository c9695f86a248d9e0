import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asciiOnly, build, DIST, MAIN } from '../build.mjs';
import { configFromEnv, redisWarning, storageDescription } from '../src/config.js';
import { freePort, killHard, ROOT, startServerProcess } from './processes.js';
import { tempDir } from './helpers.js';

/** The built server started with `env`: how it ended and what it wrote, once it has ended. */
async function startFails(
  env: Record<string, string>,
): Promise<{ status: number | null; out: string; err: string }> {
  await build();
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: tempDir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  // A start that hangs is killed (status null): a failed test, not a process left spinning.
  const hang = setTimeout(() => child.kill('SIGKILL'), 30_000);
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(hang);
  return { status, out, err };
}

/** One line saying why, no stack trace, status 1. */
function expectOneSentence(run: { status: number | null; out: string; err: string }, words: string): void {
  expect(run.status).toBe(1);
  expect(run.out).toBe('');
  expect(run.err).toBe(`The carcassonne server could not start: ${words}\n`);
}

describe('what the built server loads at start', () => {
  it('not Node’s fetch library (undici), which an ES import of node:http would load whole', async () => {
    // The process writes the built-in modules it loaded as it exits (SIGTERM: it closes and exits).
    const folder = tempDir();
    const list = join(folder, 'modules.json');
    const preload = join(folder, 'modules.mjs');
    writeFileSync(
      preload,
      `import { writeFileSync } from 'node:fs';\nprocess.on('exit', () => writeFileSync(${JSON.stringify(list)}, JSON.stringify(process.moduleLoadList)));\n`,
    );
    const server = await startServerProcess({ DATA_DIR: tempDir(), NODE_OPTIONS: `--import=${preload}` });
    try {
      expect((await fetch(`${server.url}readyz`)).status).toBe(200);
      await new Promise((resolve) => {
        server.child.once('exit', resolve);
        server.child.kill('SIGTERM');
      });
    } finally {
      await killHard(server);
    }
    const modules = JSON.parse(readFileSync(list, 'utf8')) as string[];
    expect(modules).toContain('NativeModule http');
    expect(modules.filter((name) => name.includes('undici'))).toEqual([]);
  });

  it('sources V8 holds at one byte a character: no character outside ASCII in its bundles', async () => {
    expect(asciiOnly('// 3 × 3, N–S\nconst a = 1;')).toBe('// 3 \\u00d7 3, N\\u2013S\nconst a = 1;');
    await build();
    for (const name of ['main.mjs', 'node-entry.mjs', 'sqlite-checkpoint.mjs']) {
      expect(readFileSync(join(DIST, name), 'utf8')).toMatch(/^[\0-\x7f]*$/);
    }
  });
});

describe('what the server says at start', () => {
  it('names the database in use: the SQLite file, or PostgreSQL’s database, host and schema (never the password)', () => {
    expect(storageDescription(configFromEnv({ DATA_DIR: '/srv/carc' }))).toBe(
      'SQLite database /srv/carc/carcassonne.sqlite',
    );
    const postgres = configFromEnv({
      DATA_DIR: '/srv/unused',
      DATABASE_URL: 'postgres://carc:secret-words@db.internal:5433/games',
      DATABASE_SCHEMA: 'live',
    });
    const words = storageDescription(postgres);
    expect(words).toBe('PostgreSQL database games on db.internal:5433, schema live');
    expect(words).not.toContain('secret');
    expect(words).not.toContain('/srv/unused');
  });

  it('warns when REDIS_URL names a database index with the default prefix (pub/sub is not separated by it)', () => {
    expect(redisWarning(configFromEnv({}))).toBeNull();
    expect(redisWarning(configFromEnv({ REDIS_URL: 'redis://r:6379' }))).toBeNull();
    expect(redisWarning(configFromEnv({ REDIS_URL: 'redis://r:6379/0' }))).toBeNull();
    expect(redisWarning(configFromEnv({ REDIS_URL: 'redis://r:6379/2' }))).toContain('REDIS_PREFIX');
    expect(
      redisWarning(configFromEnv({ REDIS_URL: 'redis://r:6379/2', REDIS_PREFIX: 'staging:' })),
    ).toBeNull();
  });

  describe('when it cannot start: one sentence saying why, never a stack trace', () => {
    it('a setting out of range', async () => {
      expectOneSentence(
        await startFails({ PORT: 'eighty' }),
        'PORT must be an integer from 0 to 65535, not "eighty".',
      );
    });

    it('a PostgreSQL that does not answer (its password never shown)', async () => {
      const port = await freePort();
      const run = await startFails({ DATABASE_URL: `postgres://carc:secret-words@127.0.0.1:${port}/games` });
      expectOneSentence(
        run,
        `could not open the PostgreSQL database games on 127.0.0.1:${port}, schema public: connect ECONNREFUSED 127.0.0.1:${port}.`,
      );
      expect(run.err).not.toContain('secret');
    });

    it('a Redis that does not answer (its password never shown)', async () => {
      const port = await freePort();
      const run = await startFails({ REDIS_URL: `redis://:secret-words@127.0.0.1:${port}` });
      expectOneSentence(
        run,
        `could not reach Redis at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}.`,
      );
      expect(run.err).not.toContain('secret');
    });

    it('a data folder that cannot be made', async () => {
      const file = join(tempDir(), 'a-file');
      writeFileSync(file, '');
      expectOneSentence(
        await startFails({ DATA_DIR: join(file, 'data') }),
        `could not open the SQLite database ${join(file, 'data', 'carcassonne.sqlite')}: ENOTDIR: not a directory, mkdir '${join(file, 'data')}'.`,
      );
    });

    it('a data folder where the system makes none (/proc): refused at once, never a hang', async () => {
      expectOneSentence(
        await startFails({ DATA_DIR: '/proc/carcassonne-test/data' }),
        "could not open the SQLite database /proc/carcassonne-test/data/carcassonne.sqlite: ENOENT: no such file or directory, mkdir '/proc/carcassonne-test'.",
      );
    });

    it('a port another program holds', async () => {
      const holder = createServer();
      const port = await new Promise<number>((resolve) =>
        holder.listen(0, '127.0.0.1', () => resolve((holder.address() as { port: number }).port)),
      );
      try {
        expectOneSentence(
          await startFails({ PORT: String(port) }),
          `port ${port} on 127.0.0.1 is already in use (another server?): set PORT to a free port.`,
        );
      } finally {
        await new Promise((resolve) => holder.close(resolve));
      }
    });
  });
});
