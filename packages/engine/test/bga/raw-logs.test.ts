import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importBga, loadMatch } from '../../src/index.js';

/**
 * Real Board Game Arena logs, byte for byte as BGA hands them out (docs/bga.md), read from the
 * folder named by `BGA_LOGS` (they are third-party data and not part of the repository; CI sets
 * the variable when the folder is there). Each must import and replay to its real final scores,
 * with the same tiles and moves as the record of the same table in fixtures/bga.
 */
const folder = process.env.BGA_LOGS;
const FIXTURES = new URL('../fixtures/bga/', import.meta.url);
const tables = readdirSync(FIXTURES)
  .filter((f) => f.endsWith('.carc.json'))
  .map((f) => f.replace('.carc.json', ''));
const read = (table: string, suffix: string) =>
  JSON.parse(readFileSync(new URL(`${table}${suffix}`, FIXTURES), 'utf8'));

describe.skipIf(!folder)('BGA import: the raw logs of BGA_LOGS (real logs, as BGA writes them)', () => {
  it('the folder holds a raw log for each of the six tables', () => {
    expect(tables).toHaveLength(6);
    for (const table of tables) expect(existsSync(join(folder!, `${table}.json`)), table).toBe(true);
  });
  for (const table of tables) {
    it(`table ${table}: imports and replays to its real final scores`, () => {
      const imported = importBga(readFileSync(join(folder!, `${table}.json`), 'utf8'), { table });
      if (!imported.ok) throw new Error(`${imported.error.code}: ${imported.error.message}`);
      const record = read(table, '.carc.json');
      expect(imported.value.tiles).toEqual(record.tiles);
      expect(imported.value.moves).toEqual(record.moves);
      expect(imported.value.players.map((p) => p.color)).toEqual(
        record.players.map((p: { color: string }) => p.color),
      );
      const match = loadMatch(imported.value);
      if (!match.ok) throw new Error(match.error.message);
      // The fixture's players are P1 and P2 in seat order: compare the scores seat by seat.
      const scores = match.value.report().scores;
      const expected = read(table, '.expect.json').scores as Record<string, number>;
      expect(imported.value.players.map((p) => scores[p.name])).toEqual(Object.values(expected));
    });
  }
});

if (!folder)
  console.info('BGA import: set BGA_LOGS to the folder of raw BGA logs (<table>.json) to import them');
