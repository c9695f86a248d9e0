import { describe, expect, it } from 'vitest';
import { carcassonne } from '@carcassonne/engine';
import { Table } from '../src/game/table.js';
import { scenerySpot } from '../src/board/scenery.js';
import { players } from './turn-sources.js';

describe("The Princess & the Dragon's scenery on the tiles", () => {
  const made = Table.create({
    game: 'carcassonne',
    preset: 'classic',
    players,
    seed: 'scenery',
    options: { princessAndDragon: true },
  });
  if (!made.ok) throw new Error(made.error.message);
  const table = made.value;
  const ids = Object.keys(carcassonne.PRINCESS_DRAGON_SYMBOLS);

  it('stands inside its tile: in the middle of an all-field tile, else in a corner of open field', () => {
    expect(ids.length).toBe(23);
    for (const id of ids) {
      const def = table.tileDef(id);
      expect(def, id).toBeDefined();
      const { at, scale } = scenerySpot(def!);
      // About 26 units wide at scale 1: kept off the tile's edges.
      for (const v of at) {
        expect(v - 13 * scale, id).toBeGreaterThanOrEqual(0);
        expect(v + 13 * scale, id).toBeLessThanOrEqual(100);
      }
    }
    expect(scenerySpot(table.tileDef('PdA')!).at).toEqual([50, 36]);
    // A road from the south: the corners beside it are open field, the larger field first.
    expect(scenerySpot(table.tileDef('PdB')!).at).toEqual([75, 25]);
  });
});
