import { describe, expect, it } from 'vitest';
import type { Move } from '@carcassonne/engine';
import { translator } from '../src/i18n/index.js';
import { dirOf, followerOptionWords, moveWords, positionWords, tileWords } from '../src/game/describe.js';
import { gameLog, wordContext } from '../src/game/log.js';
import { Table } from '../src/game/table.js';

const t = translator('en');
const players = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
];

function table(preset: string, seed: string): Table {
  const r = Table.create({ preset, players, seed });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('moves in words', () => {
  it('names directions and positions from the start', () => {
    expect(dirOf(1, -1)).toBe('ne');
    expect(dirOf(0, 1)).toBe('s');
    expect(positionWords(0, -1, t)).toBe('north of the start');
    expect(positionWords(-1, 1, t)).toBe('south-west of the start');
    expect(positionWords(3, -2, t)).toBe('2 north and 3 east of the start');
    expect(positionWords(0, 0, t)).toBe('on the start square');
  });

  it('names a tile by its features and a follower by its role and place', () => {
    const tb = table('classic', 'words');
    // Tile D (the start): a city, a road and fields.
    expect(tileWords(tb.tileDef('D'), t)).toBe('a tile with a city and a road');
    expect(tileWords(tb.tileDef('B'), t)).toBe('a tile with a monastery');
    const ctx = wordContext(tb, t);
    // D turned 0: city on the north side, road east–west, fields north and south of the road.
    expect(followerOptionWords(tb.tileDef('D'), 0, 'N', ctx)).toBe('Knight in the city');
    expect(followerOptionWords(tb.tileDef('D'), 0, 'E', ctx)).toBe('Robber on the road');
    expect(followerOptionWords(tb.tileDef('D'), 0, 'S', ctx)).toBe('Farmer in the south field');
    expect(followerOptionWords(tb.tileDef('D'), 180, 'N', ctx)).toBe('Farmer in the north field');
    const move: Move = { type: 'place', tile: 'D', x: 0, y: -1, rotation: 180, follower: 'S' };
    expect(moveWords(move, 0, ctx)).toBe(
      'Anna placed a tile with a city and a road north of the start and a knight in the city',
    );
    // German: "setzte … in der Stadt" would need the accusative; the log says where it stands.
    expect(moveWords(move, 0, wordContext(tb, translator('de')))).toBe(
      'Anna legte ein Plättchen mit einer Stadt und einer Straße nördlich vom Start und hatte nun einen Ritter in der Stadt',
    );
  });

  it('logs every move of a game with its player, in every language', () => {
    for (const lang of ['en', 'nl', 'de', 'sv'] as const) {
      const tb = table('the-city', 'log');
      for (let i = 0; i < 30 && !tb.finished; i++)
        expect(tb.play(tb.legalMoves()[(i * 7) % tb.legalMoves().length]!).ok).toBe(true);
      const log = gameLog(tb, translator(lang));
      expect(log.entries).toHaveLength(tb.moves().length);
      for (const e of log.entries) {
        expect(e.text.startsWith(players[e.seat]!.name)).toBe(true);
        expect(e.text).not.toMatch(/[{}]|@|\br(0|90|180|270)\b/);
      }
    }
  });
});

describe('legible art', () => {
  it('stands a monk beside the chapel, not on it', async () => {
    const { followerSpot } = await import('../src/board/tiles.js');
    const tb = table('classic', 'art');
    const [x, y] = followerSpot(tb.tileDef('B')!, 0, 'C');
    expect(Math.hypot(x - 50, y - 50)).toBeGreaterThan(30);
  });
});
