import { oneLine } from './quote.js';

/** An error or warning on stderr: always one bounded line, control characters escaped. */
export function printError(message: string): void {
  process.stderr.write(`${oneLine(message)}\n`);
}
