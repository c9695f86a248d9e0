import { writeSync } from 'node:fs';
import { oneLine } from './quote.js';

/** An error or warning on stderr: always one bounded line, control characters escaped. */
export function printError(message: string): void {
  process.stderr.write(`${oneLine(message)}\n`);
}

/**
 * Standard output failed. A closed pipe (`carcassonne tiles | head`) is not an error; an
 * unwritable output (a full disk) is the environment's problem, not a bug: one line, exit 2.
 */
export function outputFailed(e: NodeJS.ErrnoException): never {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  printError(`carcassonne: cannot write the output: ${e.code ?? e.message}`);
  process.exit(2);
}

/**
 * `text` and a newline on stdout, as console.log prints it, but written straight to the file
 * descriptor: a short command (tiles, help) then never creates Node's stdout stream, a tenth of
 * its start. A descriptor that would block (EAGAIN) gets the rest through the stream.
 */
export function writeOut(text: string): void {
  const bytes = Buffer.from(`${text}\n`);
  let written = 0;
  try {
    while (written < bytes.length) written += writeSync(1, bytes, written);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EAGAIN') process.stdout.write(bytes.subarray(written));
    else outputFailed(e as NodeJS.ErrnoException);
  }
}
