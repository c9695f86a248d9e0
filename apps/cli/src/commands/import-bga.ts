import { basename } from 'node:path';
import { importBga, MAX_BGA_LOG_CHARS, presetInfo } from '@carcassonne/engine';
import { parse, UsageError } from '../args.js';
import { printError } from '../output.js';
import { quote } from '../quote.js';
import { readStandardInput, readTextFile } from '../read-input.js';
import { writeTextFile } from '../write-file.js';

const USAGE = 'usage: carcassonne import-bga FILE [--out FILE] [--table ID] [--preset P] [--no-farmers]';

/**
 * `carcassonne import-bga FILE`: a Board Game Arena Carcassonne log (docs/bga.md) as a record of
 * ours (docs/notation.md), replayed before it is written: to standard output, or to `--out`.
 */
export async function importBgaCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    out: { type: 'string' },
    table: { type: 'string' },
    preset: { type: 'string' },
    'no-farmers': { type: 'boolean' },
  });
  const file = positionals[0];
  if (file === undefined || positionals.length > 1) throw new UsageError(USAGE);
  const preset = values.preset ?? 'modern';
  if (presetInfo(preset)?.game !== 'carcassonne')
    throw new UsageError(
      `--preset: ${quote(preset)} is not a Carcassonne preset (classic, classic-se, modern, winter)`,
    );
  const table = values.table ?? /^(\d{1,12})\b/.exec(basename(file))?.[1];
  if (table !== undefined && !/^\d{1,12}$/.test(table))
    throw new UsageError(`--table: ${quote(table)} is not a table number`);
  const text =
    file === '-'
      ? await readStandardInput(MAX_BGA_LOG_CHARS, 'import-bga')
      : readTextFile(file, MAX_BGA_LOG_CHARS, 'import-bga');
  if (!text.ok) {
    printError(`error: ${text.error.message}`);
    return 2;
  }
  const r = importBga(text.value, {
    preset,
    farmers: values['no-farmers'] !== true,
    ...(table !== undefined ? { table } : {}),
  });
  if (!r.ok) {
    printError(`error: ${r.error.code}: ${r.error.message}`);
    return r.error.code === 'bad-bga-log' || r.error.code === 'bga-log-too-large' ? 2 : 1;
  }
  const json = `${JSON.stringify(r.value, null, 2)}\n`;
  if (values.out === undefined) {
    process.stdout.write(json);
    return 0;
  }
  return writeTextFile(values.out, json);
}
