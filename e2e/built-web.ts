/**
 * The web app as it ships (`vite build` for production, sizes checked, compressed), built once for
 * every browser test of a run instead of once a file. The build is kept under
 * node_modules/.cache, named by a hash of its inputs: a test file asking for it while another
 * builds waits for that build (a lock folder), and a later run with the same sources builds nothing.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, 'node_modules', '.cache', 'carcassonne-web');
/** What the build reads: the web app's own sources and the packages it bundles. */
const INPUTS = ['apps/web', 'packages/engine/src', 'packages/ai/src', 'packages/protocol/src'];
const SKIPPED = new Set(['node_modules', 'dist', 'test', 'bench', 'artifacts']);
const LOOSE = ['package-lock.json', 'tsconfig.base.json'];
/** A lock older than this belongs to a run that died mid-build. */
const STALE_LOCK_MS = 10 * 60_000;
/** Beside a finished build (not inside it: the service worker lists every file of the build). */
const done = (target: string): string => `${target}.size.txt`;

export interface BuiltWeb {
  /** The folder to serve, as the game server serves apps/web/dist. */
  readonly root: string;
  /** What the size check printed (the first-load JavaScript line among them). */
  readonly sizeReport: string;
}

function* files(folder: string): Generator<string> {
  for (const name of readdirSync(folder).sort()) {
    if (SKIPPED.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function inputsHash(): string {
  const hash = createHash('sha256');
  const paths = [
    ...INPUTS.flatMap((folder) => [...files(join(root, folder))]),
    ...LOOSE.map((f) => join(root, f)),
  ];
  for (const path of paths) {
    hash.update(relative(root, path));
    hash.update('\0');
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function build(target: string): void {
  const folder = `${target}.tmp-${process.pid}`;
  rmSync(folder, { recursive: true, force: true });
  const env = { ...process.env, NODE_ENV: 'production' };
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(
    process.execPath,
    [vite, 'build', 'apps/web', '--outDir', folder, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env,
      stdio: 'ignore',
    },
  );
  const sizeReport = execFileSync(process.execPath, [join(root, 'apps/web/scripts/size.mjs'), folder], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  execFileSync(process.execPath, [join(root, 'apps/web/scripts/compress.mjs'), folder], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  rmSync(target, { recursive: true, force: true });
  renameSync(folder, target);
  writeFileSync(done(target), sizeReport);
}

/** The built web app for these sources, building it unless this or an earlier run already has. */
export async function builtWeb(): Promise<BuiltWeb> {
  const target = join(cache, inputsHash());
  const lock = `${target}.lock`;
  mkdirSync(cache, { recursive: true });
  for (;;) {
    if (existsSync(done(target))) return { root: target, sizeReport: readFileSync(done(target), 'utf8') };
    try {
      mkdirSync(lock);
    } catch {
      // Another test file is building it: wait for its result (or for its lock to go stale).
      try {
        if (Date.now() - statSync(lock).mtimeMs > STALE_LOCK_MS)
          rmSync(lock, { recursive: true, force: true });
      } catch {
        // The lock went away between the two calls: look again.
      }
      await sleep(250);
      continue;
    }
    try {
      if (!existsSync(done(target))) {
        // Builds of older sources are of no further use.
        for (const name of readdirSync(cache))
          if (!name.endsWith('.lock') && !join(cache, name).startsWith(target))
            rmSync(join(cache, name), { recursive: true, force: true });
        build(target);
      }
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
