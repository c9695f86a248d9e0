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

describe('BGA import: the six real games, written as BGA logs, import as the same records', () => {
  it('finds the six tables', () => expect(tables).toHaveLength(6));
  for (const table of tables) {
    it(`table ${table}`, () => {
      const record = fixture(table);
      const imported = importBga(JSON.stringify(writeBgaLog(record)), { table });
      if (!imported.ok) throw new Error(`${imported.error.code}: ${imported.error.message}`);
      expect(imported.value).toEqual(record);
    });
  }
});

/** A small log in the packet shape of the replay notifications (`{"data": {"data": [...]}}`), numbers as strings. */
const small = (extra: unknown[] = []) => ({
  data: {
    data: [
      {
        data: [
          { type: 'pickTile', args: { id: '49', type: '17' } },
          {
            type: 'playTile',
            args: { player_id: '100', player_name: 'Alpha', type: '17', x: '1', y: '0', ori: '2' },
          },
          { type: 'playPartisan', args: { x: '1', y: '0', pos: '1' } },
          { type: 'pickTile', args: { id: '40', type: '16' } },
          {
            type: 'playTile',
            args: { player_id: '200', player_name: 'Beta', type: '16', x: '-1', y: '0', ori: '2' },
          },
          ...extra,
        ],
      },
    ],
  },
});

describe('BGA import: the log format', () => {
  it('reads the replay shape: tile types, ori, follower positions, players in order of play', () => {
    const r = importBga(small());
    if (!r.ok) throw new Error(r.error.message);
    // Type 17 is V (road S–W on BGA's picture as on ours); ori 2 is a quarter turn; position 1 its road.
    expect(r.value.moves).toEqual(['V@1,0r90 N', 'U@-1,0r90']);
    expect(r.value.tiles).toEqual(['V', 'U']);
    expect(r.value.players).toEqual([
      { name: 'Alpha', color: 'red' },
      { name: 'Beta', color: 'blue' },
    ]);
    expect(r.value.seed).toBe('bga');
  });
  it('turns the tiles BGA draws in another orientation (H, I, M, N)', () => {
    const log = {
      data: {
        data: [
          {
            data: [
              { type: 'pickTile', args: { id: '4', type: '3' } },
              {
                type: 'playTile',
                args: { player_id: '1', player_name: 'A', type: '3', x: '0', y: '-1', ori: '4' },
              },
              { type: 'playPartisan', args: { pos: '1' } },
              { type: 'pickTile', args: { id: '40', type: '16' } },
              {
                type: 'playTile',
                args: { player_id: '2', player_name: 'B', type: '16', x: '-1', y: '0', ori: '2' },
              },
            ],
          },
        ],
      },
    };
    const r = importBga(log);
    if (!r.ok) throw new Error(r.error.message);
    // N's city on BGA's picture at ori 1 is north and west (ours turned 270); at ori 4 south
    // and west (ours turned 180), and its position 1 is the city.
    expect(r.value.moves).toEqual(['N@0,-1r180 S', 'U@-1,0r90']);
  });
});

describe('BGA import: malformed logs are refused with a code and a sentence', () => {
  const cases: [string, unknown, string][] = [
    ['not JSON', '{"data": ', 'bad-bga-log'],
    ['not a log', '{"hello": 1}', 'bad-bga-log'],
    ['no placements', { data: { data: [] } }, 'bad-bga-log'],
    ['an unknown tile type', small([{ type: 'pickTile', args: { id: '1', type: '99' } }]), 'bad-bga-log'],
    [
      'a bad ori',
      small([{ type: 'playTile', args: { player_id: '100', type: '16', x: '0', y: '1', ori: '7' } }]),
      'bad-bga-log',
    ],
    [
      'a follower position the tile does not have',
      {
        data: {
          data: [
            {
              data: [...small().data.data[0]!.data.slice(0, 2), { type: 'playPartisan', args: { pos: '9' } }],
            },
          ],
        },
      },
      'bad-bga-log',
    ],
    [
      'two followers on one tile',
      {
        data: {
          data: [
            {
              data: [...small().data.data[0]!.data.slice(0, 3), { type: 'playPartisan', args: { pos: '2' } }],
            },
          ],
        },
      },
      'bad-bga-log',
    ],
    [
      'a follower before any tile',
      { data: { data: [{ data: [{ type: 'playPartisan', args: { pos: '1' } }] }] } },
      'bad-bga-log',
    ],
    ['too long', ' '.repeat(MAX_BGA_LOG_CHARS + 1), 'bga-log-too-large'],
  ];
  for (const [name, input, code] of cases) {
    it(name, () => {
      const r = importBga(typeof input === 'string' ? input : JSON.stringify(input));
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(10);
    });
  }
  it('an illegal placement names the move', () => {
    const log = small();
    const tile = log.data.data[0]!.data[4] as { args: { x: string } };
    tile.args.x = '5';
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
  });
});
