import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { quote } from './quote.js';

/** The most `replay` reads: real records are a few kilobytes. */
export const MAX_INPUT_BYTES = 16 * 1024 * 1024;

export type InputResult =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly error: { readonly code: InputErrorCode; readonly message: string } };
export type InputErrorCode = 'unreadable' | 'not-a-file' | 'too-large' | 'not-text';

const fail = (code: InputErrorCode, message: string): InputResult => ({
  ok: false,
  error: { code, message },
});
const tooLarge = (what: string, limit: number, command: string): InputResult =>
  fail('too-large', `${what} is larger than ${describeBytes(limit)}, the most ${command} reads`);

const REASONS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of the path is not a folder',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links',
};

/**
 * A file's text, read through one descriptor: regular files only (a device such as /dev/zero
 * never ends and a pipe may never be written), at most `limit` bytes, UTF-8 (a byte-order
 * mark is dropped). Opened without blocking, so a FIFO nobody writes to is refused at once.
 */
export function readTextFile(path: string, limit = MAX_INPUT_BYTES, command = 'replay'): InputResult {
  const name = quote(path);
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    return fail('unreadable', `cannot read ${name}: ${REASONS[code] ?? (code || (e as Error).message)}`);
  }
  try {
    const stat = fstatSync(fd);
    if (stat.isDirectory()) return fail('not-a-file', `${name} is a folder, not a record`);
    if (!stat.isFile())
      return fail(
        'not-a-file',
        `${name} is not a regular file (a device, pipe or socket); to read a stream, pipe it to "${command} -"`,
      );
    if (stat.size > limit) return tooLarge(name, limit, command);
    const chunks: Buffer[] = [];
    let total = 0;
    // The size can change while reading (a growing file): stop one byte past the limit.
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1024 * 1024, limit + 1 - total));
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > limit) return tooLarge(name, limit, command);
    }
    return decode(Buffer.concat(chunks, total), name);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    return fail('unreadable', `cannot read ${name}: ${REASONS[code] ?? (code || (e as Error).message)}`);
  } finally {
    closeSync(fd);
  }
}

/** Standard input's text (`replay -`, `analyse -`), with the same size limit. */
export async function readStandardInput(limit = MAX_INPUT_BYTES, command = 'replay'): Promise<InputResult> {
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of process.stdin as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      total += chunk.length;
      if (total > limit) {
        process.stdin.destroy();
        return tooLarge('standard input', limit, command);
      }
    }
  } catch (e) {
    return fail(
      'unreadable',
      `cannot read standard input: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
  return decode(Buffer.concat(chunks, total), 'standard input');
}

function decode(bytes: Buffer, name: string): InputResult {
  try {
    // TextDecoder drops a leading byte-order mark; `fatal` refuses bytes that are not UTF-8.
    return { ok: true, value: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return fail('not-text', `${name} is not UTF-8 text`);
  }
}

export function describeBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${bytes} bytes`;
}
