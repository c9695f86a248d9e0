/**
 * Both storage adapters for a test file: SQLite (a temp file each time) and PostgreSQL (a fresh
 * schema each time) whenever it answers, and always in CI. Files and schemas go after the file's
 * tests.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { PostgresStorage } from '../src/storage/postgres.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage } from '../src/storage/types.js';
import { tempDir } from './helpers.js';
import { dropSchema, freshSchema, POSTGRES_URL, servicesFor } from './services.js';

export interface StorageAdapter {
  readonly name: 'sqlite' | 'postgres';
  open(): Promise<Storage>;
}

export interface StorageAdapters {
  readonly adapters: readonly StorageAdapter[];
  readonly withPostgres: boolean;
  /** The temp folder of the SQLite files. */
  readonly dir: string;
  /** A fresh PostgreSQL schema name, dropped after the file's tests. */
  schema(): string;
}

/** Call at the top of a test file (it registers the clean-up with `afterAll`). */
export async function storageAdapters(prefix: string): Promise<StorageAdapters> {
  const withPostgres = await servicesFor('postgres');
  const dir = tempDir(prefix);
  const schemas: string[] = [];
  const schema = (): string => {
    const name = freshSchema();
    schemas.push(name);
    return name;
  };
  const adapters: StorageAdapter[] = [
    { name: 'sqlite', open: async () => SqliteStorage.open({ file: join(dir, `${Math.random()}.sqlite`) }) },
  ];
  if (withPostgres)
    adapters.push({
      name: 'postgres',
      open: () => PostgresStorage.open({ url: POSTGRES_URL, schema: schema() }),
    });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const s of schemas) await dropSchema(s);
  });
  return { adapters, withPostgres, dir, schema };
}
