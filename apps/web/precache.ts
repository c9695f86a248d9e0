import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** One file the service worker keeps: its path under the app's folder and its SHA-384 digest. */
export interface PrecachedFile {
  readonly path: string;
  readonly integrity: string;
}

/** The service worker's own file in the build, and its source beside this file. */
export const WORKER_FILE = 'sw.js';
const WORKER_SOURCE = join(dirname(fileURLToPath(import.meta.url)), 'service-worker.js');

/** Not kept: the worker itself, the compressed twins the server sends instead, Vite's own notes. */
const skipped = (path: string): boolean =>
  path === WORKER_FILE || path.endsWith('.gz') || path.endsWith('.br') || path.startsWith('.vite/');

/** Every file of a built app (sorted, `/`-separated), with its digest for the fetch's integrity check. */
export function precacheList(dist: string): PrecachedFile[] {
  const found: PrecachedFile[] = [];
  const visit = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const full = join(folder, name);
      const path = relative(dist, full).split(sep).join('/');
      if (statSync(full).isDirectory()) visit(full);
      else if (!skipped(path))
        found.push({
          path,
          integrity: `sha384-${createHash('sha384').update(readFileSync(full)).digest('base64')}`,
        });
    }
  };
  visit(dist);
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * The service worker's text: the version and the files, then the worker's code. The version is
 * a digest of both, so any change of a file or of the worker makes a new version (a new cache).
 */
export function workerText(files: readonly PrecachedFile[], source: string): string {
  const list = JSON.stringify(files, null, 1);
  const version = createHash('sha256').update(list).update(source).digest('hex').slice(0, 16);
  return `const VERSION = '${version}';\nconst FILES = ${list};\n${source}`;
}

/** The version and files a service worker's text names (the tests read the built one back). */
export function readWorker(text: string): { version: string; files: PrecachedFile[] } | null {
  const version = /^const VERSION = '([0-9a-f]+)';/m.exec(text)?.[1];
  const list = /^const FILES = (\[[\s\S]*?\]);$/m.exec(text)?.[1];
  if (!version || !list) return null;
  const parsed: unknown = JSON.parse(list);
  if (!Array.isArray(parsed)) return null;
  const files = parsed.flatMap((f: unknown) =>
    typeof f === 'object' && f !== null && 'path' in f && 'integrity' in f
      ? typeof f.path === 'string' && typeof f.integrity === 'string'
        ? [{ path: f.path, integrity: f.integrity }]
        : []
      : [],
  );
  return files.length === parsed.length ? { version, files } : null;
}

/** Write the service worker of a built app into it (after a change of its files too: the tests). */
export function writeWorker(dist: string): void {
  writeFileSync(join(dist, WORKER_FILE), workerText(precacheList(dist), readFileSync(WORKER_SOURCE, 'utf8')));
}

/**
 * Writes `sw.js` into the build once every file is written (the entry, the code-split screens,
 * the bot workers, the language chunks, the manifest and the icons), listing them all: the
 * service worker keeps them, so the local game plays without a network (service-worker.js).
 */
export function precacheWorker(): Plugin {
  let outDir = '';
  return {
    name: 'precache-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeWorker(outDir);
    },
  };
}
