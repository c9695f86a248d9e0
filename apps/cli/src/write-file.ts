import { writeFileSync } from 'node:fs';
import { printError } from './output.js';
import { quote } from './quote.js';

/** Write `text` to the file `path`: 0, or 2 with one line on standard error when it cannot be written. */
export function writeTextFile(path: string, text: string): number {
  try {
    writeFileSync(path, text);
    return 0;
  } catch (e) {
    printError(`error: cannot write ${quote(path)}: ${(e as NodeJS.ErrnoException).code ?? 'unwritable'}`);
    return 2;
  }
}
