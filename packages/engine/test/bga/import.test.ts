import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importBga, MAX_BGA_LOG_CHARS } from '../../src/index.js';
import { writeBgaLog } from './write-log.js';

const DIR = new URL('../fixtures/bga/', import.meta.url);
const tables = readdirSync(DIR)
  .filter((f) => f.endsWith('.carc.json'))
  .map((f) => f.replace('.carc.json', ''));
const fixture = (table: string) =>
  JSON.parse(readFileSync(new URL(`${table}.carc.json`, DIR), 'utf8')) as {
    preset: string;
    players: { name: string; color: string }[];
    tiles: string[];
    moves: string[];
  };

describe('BGA import: the six real games, written as BGA writes its logs, import as the same records', () => {
  it('finds the six tables', () => expect(tables).toHaveLength(6));
  for (const table of tables) {
    it(`table ${table}`, () => {
      const record = fixture(table);
      const imported = importBga(JSON.stringify(writeBgaLog(record, table)), { table });
      if (!imported.ok) throw new Error(`${imported.error.code}: ${imported.error.message}`);
      expect(imported.value).toEqual(record);
    });
  }
  it('a tile that fits nowhere: cantPlay, then the tile drawn instead', () => {
    const record = JSON.parse(
      readFileSync(new URL('../rulebook/cases/discard.carc.json', import.meta.url), 'utf8'),
    ) as { preset: string; players: { name: string; color: string }[]; tiles: string[]; moves: string[] };
    const log = writeBgaLog(record);
    expect(log.data.data.some((p) => p.data.some((n) => n.type === 'cantPlay'))).toBe(true);
    const imported = importBga(log, { preset: record.preset });
    if (!imported.ok) throw new Error(`${imported.error.code}: ${imported.error.message}`);
    expect(imported.value.tiles).toEqual(['E', 'C', 'U']);
    expect(imported.value.moves).toEqual(record.moves);
  });
});

type Notes = { type: string; args: Record<string, unknown> | null }[];
const publicPacket = (data: Notes) => ({ channel: '/table/t1', data });
const privatePacket = (player: string, data: Notes) => ({ channel: `/player/p${player}`, data });
const turn = (player: string, type: string, id: string) => ({
  type: 'gameStateChange',
  args: {
    id: 2,
    active_player: Number(player),
    args: { tile_type: type, tile_id: id },
    type: 'activeplayer',
  },
});

/**
 * A small log in BGA's real shape, numbers as strings as BGA writes them: Alpha is dealt V (type
 * 17) and Beta U (type 16) at setup; Alpha's pickTile at the end of her turn names W (type 18),
 * the tile she places next turn, not the tile placed next (Beta's U).
 */
const small = (extra: ReturnType<typeof publicPacket>[] = []) => ({
  status: 1,
  data: {
    valid: 1,
    data: [
      publicPacket([
        { type: 'deck_size', args: { deck_size: '70' } },
        { type: 'deck_size', args: { deck_size: '69' } },
        turn('100', '17', '49'),
      ]),
      publicPacket([
        {
          type: 'playTile',
          args: { player_id: '100', player_name: 'Alpha', id: '49', type: '17', x: '1', y: '0', ori: '2' },
        },
      ]),
      privatePacket('100', [{ type: 'pickTile', args: { id: '57', type: '18' } }]),
      publicPacket([
        { type: 'playPartisan', args: { player_id: '100', id: '49', x: '1', y: '0', pos: '1' } },
        { type: 'deck_size', args: { deck_size: '68' } },
        turn('200', '16', '40'),
      ]),
      privatePacket('200', [{ type: 'pickTile', args: null }]),
      publicPacket([
        {
          type: 'playTile',
          args: { player_id: '200', player_name: 'Beta', id: '40', type: '16', x: '-1', y: '0', ori: '2' },
        },
        turn('100', '18', '57'),
      ]),
      ...extra,
    ],
  },
});
type Small = ReturnType<typeof small>;
/** The small log with notification `n` of packet `p` replaced (or removed). */
const edited = (p: number, n: number, note?: Notes[number]): Small => {
  const log = small();
  const packet = log.data.data[p]!;
  packet.data.splice(n, 1, ...(note ? [note] : []));
  return log;
};

describe('BGA import: the log format', () => {
  it('reads the deal at setup, pickTile as the next tile of its player, ori and follower positions', () => {
    const r = importBga(small());
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    // Type 17 is V (road S–W on BGA's picture as on ours); ori 2 is a quarter turn; position 1 its road.
    expect(r.value.moves).toEqual(['V@1,0r90 N', 'U@-1,0r90']);
    expect(r.value.tiles).toEqual(['V', 'U']);
    expect(r.value.players).toEqual([
      { name: 'Alpha', color: 'red' },
      { name: 'Beta', color: 'blue' },
    ]);
    expect(r.value.seed).toBe('bga');
  });
  it("takes the players' names and colours from the end of the game", () => {
    const end = publicPacket([
      {
        type: 'gameStateChange',
        args: {
          id: 99,
          active_player: '100',
          args: {
            result: [
              { name: 'Alpha', color: 'ffa500', score: '3', player: '100' },
              { name: 'Beta', color: '000000', score: '0', player: '200' },
            ],
          },
        },
      },
    ]);
    const r = importBga(small([end]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.players).toEqual([
      { name: 'Alpha', color: 'yellow' },
      { name: 'Beta', color: 'black' },
    ]);
  });
  it("reads a player's pickTile that comes before their playTile of the same turn", () => {
    const log = small();
    const [pick] = log.data.data.splice(2, 1);
    log.data.data.splice(1, 0, pick!);
    const r = importBga(log);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    expect(r.value.tiles).toEqual(['V', 'U']);
  });
  it('turns the tiles BGA draws in another orientation (H, I, M, N)', () => {
    const log = edited(0, 2, turn('100', '3', '4'));
    log.data.data[1]!.data[0]!.args = { player_id: '100', id: '4', type: '3', x: '0', y: '-1', ori: '4' };
    log.data.data[3]!.data[0]!.args = { player_id: '100', id: '4', x: '0', y: '-1', pos: '1' };
    const r = importBga(log);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    // N's city on BGA's picture at ori 1 is north and west (ours turned 270); at ori 4 south
    // and west (ours turned 180), and its position 1 is the city.
    expect(r.value.moves).toEqual(['N@0,-1r180 S', 'U@-1,0r90']);
  });
});

describe('BGA import: malformed and hostile logs are refused with one code and sentence, changing nothing', () => {
  const pickOld = { type: 'pickTile', args: { id: '49', type: '17' } };
  const playOf = (player: string, id: string, type: string, x: string) => ({
    type: 'playTile',
    args: { player_id: player, id, type, x, y: '0', ori: '2' },
  });
  const cases: [string, unknown, string][] = [
    ['not JSON', '{"data": ', 'bad-bga-log'],
    ['not a log', '{"hello": 1}', 'bad-bga-log'],
    ['no placements', { data: { data: [] } }, 'bad-bga-log'],
    [
      'the old test shape: a pickTile with no channel just before each playTile',
      { data: { data: [{ data: [pickOld, playOf('100', '49', '17', '1')] }] } },
      'bad-bga-log',
    ],
    ['a pickTile missing (its tile turns up after the deck ran out)', edited(2, 0), 'bga-tile-mismatch'],
    [
      'a pickTile on the public channel',
      small([publicPacket([{ type: 'pickTile', args: { id: '7', type: '4' } }])]),
      'bad-bga-log',
    ],
    ['an unknown tile type', edited(0, 2, turn('100', '99', '49')), 'bad-bga-log'],
    [
      'a pickTile of an unknown type',
      small([privatePacket('200', [{ type: 'pickTile', args: { id: '1', type: '0' } }])]),
      'bad-bga-log',
    ],
    ['no deal: the first tile is played without being dealt', edited(0, 2), 'bga-tile-mismatch'],
    [
      'a tile played that its player does not hold (Alpha picked W, Beta plays it)',
      edited(5, 0, playOf('200', '57', '18', '-1')),
      'bga-tile-mismatch',
    ],
    [
      'a tile of another type than the one held',
      edited(1, 0, playOf('100', '49', '16', '1')),
      'bga-tile-mismatch',
    ],
    [
      'a turn naming another tile than the one the player picked',
      small([publicPacket([turn('100', '17', '50')])]),
      'bga-tile-mismatch',
    ],
    [
      'a tile drawn twice',
      small([privatePacket('100', [{ type: 'pickTile', args: { id: '49', type: '17' } }])]),
      'bga-tile-mismatch',
    ],
    [
      'a tile drawn after the deck ran out',
      small([privatePacket('200', [{ type: 'pickTile', args: { id: '7', type: '4' } }])]),
      'bga-tile-mismatch',
    ],
    [
      'a discard of a tile not held',
      small([publicPacket([{ type: 'cantPlay', args: { player_id: '100', tile_id: '58' } }])]),
      'bga-tile-mismatch',
    ],
    [
      'a bad ori',
      edited(1, 0, {
        type: 'playTile',
        args: { player_id: '100', id: '49', type: '17', x: '1', y: '0', ori: '7' },
      }),
      'bad-bga-log',
    ],
    [
      'a playTile without its player',
      edited(1, 0, { type: 'playTile', args: { id: '49', type: '17', x: '1', y: '0', ori: '2' } }),
      'bad-bga-log',
    ],
    [
      'a follower position the tile does not have',
      edited(3, 0, { type: 'playPartisan', args: { pos: '9' } }),
      'bad-bga-log',
    ],
    [
      "a follower on another player's tile",
      edited(3, 0, { type: 'playPartisan', args: { player_id: '200', pos: '1' } }),
      'bad-bga-log',
    ],
    [
      'two followers on one tile',
      small([
        publicPacket([
          { type: 'playPartisan', args: { pos: '1' } },
          { type: 'playPartisan', args: { pos: '2' } },
        ]),
      ]),
      'bad-bga-log',
    ],
    [
      'a follower before any tile',
      { data: { data: [publicPacket([{ type: 'playPartisan', args: { pos: '1' } }])] } },
      'bad-bga-log',
    ],
    ['too long', ' '.repeat(MAX_BGA_LOG_CHARS + 1), 'bga-log-too-large'],
  ];
  for (const [name, input, code] of cases) {
    it(name, () => {
      const before = typeof input === 'string' ? input : JSON.stringify(input);
      const r = importBga(input);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(10);
      expect(typeof input === 'string' ? input : JSON.stringify(input)).toBe(before);
    });
  }
  it('an illegal placement names the move', () => {
    const log = edited(5, 0, playOf('200', '40', '16', '5'));
    const r = importBga(log);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.move).toBe(1);
    expect(r.error.message).toMatch(/move 1/);
  });
  it('a value that is not plain data', () => {
    const hostile = new Proxy(
      {},
      {
        get: () => {
          throw new Error('no');
        },
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    const r = importBga(hostile);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe('bad-bga-log');
  });
});
