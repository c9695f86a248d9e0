import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBgaLog } from '../src/game/bga.js';
import { errorText } from '../src/game/errors.js';
import { translator } from '../src/i18n/index.js';
import { writeBgaLog } from '../../../packages/engine/test/bga/write-log.js';

/**
 * The web's paste box path (the import box reads its text through `readBgaLog`): Board Game Arena
 * logs in the shape BGA writes become a table at the end of the game; other text is refused with
 * a code whose words exist in every language.
 */
const FIXTURES = new URL('../../../packages/engine/test/fixtures/bga/', import.meta.url);
const TABLES = ['366166200', '367163108', '368679629', '369577999', '370417702', '374076298'];
const fixture = (table: string, suffix: string) =>
  JSON.parse(readFileSync(new URL(`${table}${suffix}`, FIXTURES), 'utf8'));

describe('the BGA paste box path', () => {
  it('a log written in the real shape from a fixture opens as the finished game', () => {
    const record = fixture('366166200', '.carc.json');
    const loaded = readBgaLog(JSON.stringify(writeBgaLog(record, '366166200')));
    if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
    expect(loaded.table.moves()).toHaveLength(record.moves.length);
    expect(loaded.table.finished).toBe(true);
    expect(loaded.table.view().scores).toEqual([96, 70]);
  });
  it('a log in the old hand-made shape (a pickTile right before each playTile) is refused in every language', () => {
    const old = {
      data: {
        data: [
          {
            data: [
              { type: 'pickTile', args: { id: '49', type: '17' } },
              { type: 'playTile', args: { player_id: '1', type: '17', x: '1', y: '0', ori: '2' } },
            ],
          },
        ],
      },
    };
    const loaded = readBgaLog(JSON.stringify(old));
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error.code).toBe('bad-bga-log');
    for (const lang of ['en', 'nl', 'sv', 'de'] as const) {
      const words = errorText(loaded.error, translator(lang));
      expect(words).not.toBe(loaded.error.message);
      expect(words.length).toBeGreaterThan(10);
    }
  });
  it('a tile played that its player does not hold is refused with its own code and words', () => {
    const record = fixture('366166200', '.carc.json');
    const log = writeBgaLog(record);
    // The second player plays the first player's dealt tile again.
    const plays = log.data.data.flatMap((p) => p.data).filter((n) => n.type === 'playTile');
    plays[1]!.args = { ...plays[0]!.args, player_id: plays[1]!.args!.player_id };
    const loaded = readBgaLog(JSON.stringify(log));
    expect(loaded.ok).toBe(false);
    if (loaded.ok) return;
    expect(loaded.error.code).toBe('bga-tile-mismatch');
    for (const lang of ['en', 'nl', 'sv', 'de'] as const)
      expect(errorText(loaded.error, translator(lang))).not.toBe(loaded.error.message);
  });
});

const folder = process.env.BGA_LOGS;
describe.skipIf(!folder)('the BGA paste box path: the raw logs of BGA_LOGS', () => {
  for (const table of TABLES) {
    it(`table ${table} opens as the finished game with its real final scores`, () => {
      const file = join(folder!, `${table}.json`);
      expect(existsSync(file)).toBe(true);
      const loaded = readBgaLog(readFileSync(file, 'utf8'));
      if (!loaded.ok) throw new Error(`${loaded.error.code}: ${loaded.error.message}`);
      expect(loaded.table.moves()).toHaveLength(71);
      expect(loaded.table.finished).toBe(true);
      expect(loaded.table.view().scores).toEqual(Object.values(fixture(table, '.expect.json').scores));
    });
  }
});
