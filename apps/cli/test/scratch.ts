/** What the CLI's tests write their inputs with: a folder of a test file's own, and a short record (the engine's tests' own). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

export { SHORT_RECORD } from '../../../packages/engine/test/short-record.js';

export interface Scratch {
  /** The folder, removed after the test file's tests. */
  readonly dir: string;
  /** Write `content` (an object as JSON) to `name` in the folder; its path. */
  file(name: string, content: string | Buffer | object): string;
}

/** A new folder under the system's temporary one, named `carc-<name>-…`, for one test file. */
export function scratch(name: string): Scratch {
  const dir = mkdtempSync(join(tmpdir(), `carc-${name}-`));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return {
    dir,
    file(file, content) {
      const path = join(dir, file);
      writeFileSync(
        path,
        typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content),
      );
      return path;
    },
  };
}
