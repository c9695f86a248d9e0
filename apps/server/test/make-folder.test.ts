import { existsSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFolder } from '../src/storage/make-folder.js';
import { tempDir } from './helpers.js';

describe('making the data folder (storage/make-folder.ts)', () => {
  it('makes a folder and its missing parents, and leaves one that exists alone', () => {
    const path = join(tempDir(), 'a', 'b', 'c');
    makeFolder(path);
    expect(statSync(path).isDirectory()).toBe(true);
    makeFolder(path);
    expect(statSync(path).isDirectory()).toBe(true);
  });

  it('throws the first refusal: a file in the way, a system folder that takes no children', () => {
    const file = join(tempDir(), 'a-file');
    writeFileSync(file, '');
    expect(() => makeFolder(join(file, 'data'))).toThrow(
      `ENOTDIR: not a directory, mkdir '${join(file, 'data')}'`,
    );
    // Node's own recursive mkdir loops for ever here.
    if (existsSync('/proc/self'))
      expect(() => makeFolder('/proc/carcassonne-test/data')).toThrow(
        "ENOENT: no such file or directory, mkdir '/proc/carcassonne-test'",
      );
  });
});
