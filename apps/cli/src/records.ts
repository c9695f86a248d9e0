import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ok, type Result } from '@carcassonne/engine';
import { UsageError } from './args.js';
import { quote } from './quote.js';

/** With --out the seed names the files. */
const FILE_SEED = /^[A-Za-z0-9._-]+$/;

/**
 * The folder of `--out DIR` (selfplay, arena): game I of a run with seed S is written to
 * DIR/S-I.carc.json, a record `carcassonne replay` and `carcassonne analyse` read.
 */
export class RecordFolder {
  /** DIR/S- as `join` writes it: a file's name (letters, digits, . _ -) never changes how its folder is written. */
  private readonly prefix: string;

  private constructor(
    readonly path: string,
    seed: string,
  ) {
    this.prefix = `${join(path, 'x').slice(0, -1)}${seed}-`;
  }

  /**
   * The folder, made if missing, before any game is played. A seed that cannot name a file is a
   * usage error (thrown, as the other options'); a folder that cannot be made is the error's line.
   * Without `--out` (no path) there is no folder.
   */
  static open(path: string | undefined, seed: string): Result<RecordFolder | undefined, string> {
    if (path === undefined) return ok(undefined);
    if (!FILE_SEED.test(seed)) {
      throw new UsageError(
        'with --out the seed names the files, so it may hold only letters, digits, ".", "_" and "-", ' +
          `not ${quote(seed)}`,
      );
    }
    try {
      makeFolder(path);
    } catch (e) {
      return { ok: false, error: `error: cannot create the folder ${quote(path)}: ${reason(e)}` };
    }
    return ok(new RecordFolder(path, seed));
  }

  /** Writes game `index`'s record (a number, or a name such as a tournament's `r1-t2-g1`); its path, or the error's line. */
  write(index: number | string, record: unknown): Result<string, string> {
    const path = `${this.prefix}${index}.carc.json`;
    try {
      overwrite(path, `${JSON.stringify(record, null, 1)}\n`);
    } catch (e) {
      return { ok: false, error: `error: cannot write ${quote(path)}: ${reason(e)}` };
    }
    return ok(path);
  }
}

/**
 * Write `text` to the file at `path`. A file already there (a run again into the same folder) is
 * written over from its start and then cut to length rather than emptied first: ext4 flushes a
 * file emptied and written again to the disk when it is closed (`auto_da_alloc`), which made
 * writing records over an earlier run's cost more than playing the games.
 */
export function overwrite(path: string, text: string): void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT, 0o666);
  try {
    const size = Buffer.byteLength(text);
    // A string is written whole in one call to a regular file; otherwise its bytes, to the end.
    let done = writeSync(fd, text, 0);
    if (done < size) {
      const bytes = Buffer.from(text);
      while (done < size) done += writeSync(fd, bytes, done, size - done, done);
    }
    // Cut what is left of a longer file (a file's size costs less to read than to set).
    if (fstatSync(fd).size > size) ftruncateSync(fd, size);
  } finally {
    closeSync(fd);
  }
}

const reason = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/**
 * `mkdir -p`, one level at a time: Node 20's recursive mkdirSync never returns when mkdir
 * answers ENOENT under a parent that exists (`--out /proc/x`).
 */
function makeFolder(path: string): void {
  const missing: string[] = [];
  for (let p = resolve(path); !existsSync(p); p = dirname(p)) {
    missing.push(p);
    if (dirname(p) === p) break;
  }
  for (const folder of missing.reverse()) mkdirSync(folder);
  if (!statSync(path).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
}
