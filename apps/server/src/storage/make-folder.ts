import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * `mkdir -p`: the folder and any missing parents, one at a time. Not Node's `recursive: true`,
 * which loops for ever where a parent exists but refuses children with ENOENT (`/proc`): here that
 * error, like any other, is thrown for the first folder that could not be made.
 */
export function makeFolder(path: string): void {
  const missing: string[] = [];
  for (let at = resolve(path); !existsSync(at); at = dirname(at)) {
    missing.push(at);
    if (dirname(at) === at) break;
  }
  for (const folder of missing.reverse()) {
    try {
      mkdirSync(folder);
    } catch (e) {
      // Made meanwhile by another process: what was wanted.
      if (!existsSync(folder)) throw e;
    }
  }
}
