import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll } from 'vitest';
import { build } from '../build.mjs';

/** The command as users run it: bin/carcassonne.mjs starting the compiled bundle. */
export const BIN = fileURLToPath(new URL('../bin/carcassonne.mjs', import.meta.url));

// Test the code as it is now: build the bundle before any test of this file runs.
beforeAll(() => build(), 120_000);

export interface CliRun {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

export function run(args: readonly string[], options: SpawnSyncOptions = {}): CliRun {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    ...options,
  });
  return { code: r.status, out: String(r.stdout), err: String(r.stderr) };
}
