import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the benchmarks start the server from there. */
export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** Node's arguments that run the server from its sources. */
export const FROM_SOURCES = ['--import', 'tsx', 'apps/server/src/main.ts'] as const;

/**
 * A server in a process of its own (the benchmarks measure it from outside), with `env` added to
 * this process's environment; its address once it says where it is served. Its standard error goes
 * to ours or nowhere.
 */
export function serverProcess(
  env: Readonly<Record<string, string>>,
  stderr: 'inherit' | 'ignore',
  args: readonly string[] = FROM_SOURCES,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...args], {
    cwd: REPOSITORY_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', stderr],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /served at (http:\/\/\S+)/.exec(out);
      if (m?.[1]) resolve({ child, url: m[1] });
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
  });
}
