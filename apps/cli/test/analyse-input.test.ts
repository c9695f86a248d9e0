import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run, type CliRun } from './run-cli.js';
import { scratch, SHORT_RECORD as RECORD } from './scratch.js';

// `analyse` reads its input as `replay` does (read-input.ts): regular files only, never waiting
// for a writer, at most 16 MB, UTF-8; `-` reads standard input with the same bound.

const { dir } = scratch('analyse-input');

const analyse = (args: readonly string[], input?: Buffer | string): CliRun =>
  run(['analyse', ...args, '--budget-iterations', '16'], input === undefined ? {} : { input });

/** Exit 2 with one line on stderr naming the problem, nothing on stdout, no stack trace. */
function expectRefused(r: CliRun, message: RegExp): void {
  expect(r.code).toBe(2);
  expect(r.out).toBe('');
  expect(r.err.trim()).not.toMatch(/[\n\r]/);
  expect(r.err).toMatch(message);
  expect(r.err).not.toMatch(/internal error|at .*:\d+:\d+/);
}

describe('analyse reads regular files only, bounded, and never waits', () => {
  it.skipIf(!existsSync('/dev/zero'))('refuses /dev/zero at once (it used to read it without end)', () => {
    expectRefused(analyse(['/dev/zero']), /"\/dev\/zero" is not a regular file .*analyse -/);
  });
  it.skipIf(process.platform === 'win32')('refuses a FIFO nobody writes to, at once', () => {
    const fifo = join(dir, 'fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    // The timeout only bounds a hang (the bug this guards against); it measures nothing.
    expectRefused(run(['analyse', fifo], { timeout: 60_000 }), /is not a regular file/);
  });
  it('refuses a folder and bytes that are not UTF-8', () => {
    expectRefused(analyse([dir]), /is a folder, not a record/);
    const binary = join(dir, 'binary.json');
    writeFileSync(binary, Buffer.from([0x7b, 0xff, 0xfe, 0x7d]));
    expectRefused(analyse([binary]), /is not UTF-8 text/);
  });
  it('refuses more than 16 MB, from a file or standard input', () => {
    const big = join(dir, 'big.json');
    writeFileSync(big, Buffer.alloc((16 << 20) + 1, 0x20));
    expectRefused(analyse([big]), /larger than 16 MB, the most analyse reads/);
    expectRefused(analyse(['-'], Buffer.alloc((16 << 20) + 1, 0x20)), /standard input is larger than 16 MB/);
  });
  it('reads a record from standard input with -', () => {
    const r = analyse(['-', '--json'], JSON.stringify(RECORD));
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toBeTypeOf('object');
  });
});
