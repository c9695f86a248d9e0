/**
 * SQLite's page cache (`SQLITE_CACHE_KB`): the driver is built with 16 MB, which a busy server's
 * growing database fills; the server asks for SQLite's own 2 MB unless told otherwise.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import { DEFAULT_CACHE_KB, SqliteStorage } from '../src/storage/sqlite.js';
import { tempDir } from './helpers.js';

const dir = tempDir('carc-cache-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('opens the database with a 2 MB page cache unless told otherwise', async () => {
  const standard = SqliteStorage.open({ file: join(dir, 'standard.sqlite') });
  expect(standard.pageCacheKb()).toBe(DEFAULT_CACHE_KB);
  expect(DEFAULT_CACHE_KB).toBe(2000);
  await standard.close();
  const small = SqliteStorage.open({ file: join(dir, 'small.sqlite'), cacheKb: 512 });
  expect(small.pageCacheKb()).toBe(512);
  await small.close();
});

it('reads the size from SQLITE_CACHE_KB, refusing a size out of bounds', () => {
  expect(configFromEnv({}).cacheKb).toBe(DEFAULT_CACHE_KB);
  expect(configFromEnv({ SQLITE_CACHE_KB: '16000' }).cacheKb).toBe(16000);
  expect(() => configFromEnv({ SQLITE_CACHE_KB: '10' })).toThrow(/SQLITE_CACHE_KB/);
  expect(() => configFromEnv({ SQLITE_CACHE_KB: 'lots' })).toThrow(/SQLITE_CACHE_KB/);
});
