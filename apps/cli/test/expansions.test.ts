import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { run } from './run-cli.js';

const ALL = 'inns-and-cathedrals,traders-and-builders,the-river';

describe('--expansions', () => {
  it('lists a preset with the tiles of its expansions', () => {
    const r = run(['tiles', '--preset', 'winter', '--expansions', ALL, '--json']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as {
      expansions: string[];
      tiles: { id: string; count: number; start?: true }[];
    };
    expect(out.expansions).toEqual(ALL.split(','));
    expect(out.tiles.reduce((n, t) => n + t.count, 0)).toBe(84 + 18 + 24 + 12);
    expect(out.tiles.find((t) => t.start)?.id).toBe('RiverA');
  });

  it('plays self-play with every expansion; its records carry the options and replay', () => {
    const dir = mkdtempSync(join(tmpdir(), 'expansions-'));
    try {
      const r = run(['selfplay', '--preset', 'classic', '--expansions', ALL, '--games', '3', '--out', dir]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toContain(`3 random games of classic with ${ALL.split(',').join(', ')}, 2 players`);
      const files = readdirSync(dir);
      expect(files).toHaveLength(3);
      const file = join(dir, files[0]!);
      const record = JSON.parse(readFileSync(file, 'utf8')) as { options: Record<string, boolean> };
      expect(record.options).toEqual({ innsAndCathedrals: true, tradersAndBuilders: true, theRiver: true });
      const replay = run(['replay', file, '--json']);
      expect(replay.code, replay.err).toBe(0);
      expect(JSON.parse(replay.out).finished).toBe(true);
      // A record naming an expansion the engine lacks is malformed.
      writeFileSync(file, JSON.stringify({ ...record, options: { ...record.options, dragons: true } }));
      const bad = run(['replay', file]);
      expect(bad.code).toBe(2);
      expect(bad.err).toContain('unknown option "dragons"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('plays The Princess & the Dragon in selfplay, replay, analyse and tiles', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dragon-'));
    try {
      const args = ['--preset', 'classic', '--expansions', 'princess-and-dragon'];
      const r = run(['selfplay', ...args, '--games', '2', '--seed', 'pd1', '--out', dir]);
      expect(r.code, r.err).toBe(0);
      const files = readdirSync(dir).map((f) => join(dir, f));
      const records = files.map(
        (f) => JSON.parse(readFileSync(f, 'utf8')) as { options: object; moves: string[] },
      );
      expect(records[0]!.options).toEqual({ princessAndDragon: true });
      const moves = records.flatMap((rec) => rec.moves);
      expect(moves.some((m) => /^dragon [NESW]$/.test(m))).toBe(true);
      expect(moves.some((m) => / (fairy|princess|portal) -?\d+,-?\d+,[A-Z]+$/.test(m))).toBe(true);
      const replay = run(['replay', files[0]!, '--json']);
      expect(replay.code, replay.err).toBe(0);
      expect(JSON.parse(replay.out).finished).toBe(true);
      const analyse = run(['analyse', files[0]!, '--budget-iterations', '16']);
      expect(analyse.code, analyse.err).toBe(0);
      const tiles = run(['tiles', ...args, '--json']);
      expect(tiles.code, tiles.err).toBe(0);
      const listed = JSON.parse(tiles.out) as { tiles: { id: string; count: number }[] };
      expect(listed.tiles.filter((t) => t.id.startsWith('Pd')).reduce((n, t) => n + t.count, 0)).toBe(30);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('plays The Abbot in selfplay; records with the abbot and its recall replay and analyse', () => {
    const dir = mkdtempSync(join(tmpdir(), 'abbot-'));
    try {
      const r = run([
        'selfplay',
        '--preset',
        'classic',
        '--expansions',
        'the-abbot',
        '--games',
        '2',
        '--seed',
        'ab1',
        '--out',
        dir,
      ]);
      expect(r.code, r.err).toBe(0);
      const files = readdirSync(dir).map((f) => join(dir, f));
      const records = files.map(
        (f) => JSON.parse(readFileSync(f, 'utf8')) as { options: object; moves: string[] },
      );
      expect(records[0]!.options).toEqual({ theAbbot: true });
      const moves = records.flatMap((rec) => rec.moves);
      expect(moves.some((m) => m.endsWith(' abbot'))).toBe(true);
      expect(moves.some((m) => m.endsWith(' recall'))).toBe(true);
      const replay = run(['replay', files[0]!, '--json']);
      expect(replay.code, replay.err).toBe(0);
      expect(JSON.parse(replay.out).finished).toBe(true);
      const tiles = run(['tiles', '--preset', 'classic', '--expansions', 'the-abbot']);
      expect(tiles.code, tiles.err).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('plays Abbey & Mayor in tiles, selfplay, replay, analyse and arena', () => {
    const dir = mkdtempSync(join(tmpdir(), 'abbey-'));
    try {
      const tiles = run(['tiles', '--preset', 'classic', '--expansions', 'abbey-and-mayor']);
      expect(tiles.code, tiles.err).toBe(0);
      // AmA's city has two coats of arms; the abbey is in the set, none of it in the bag.
      expect(tiles.out).toMatch(/AmA +×1 .*city\*\* /);
      expect(tiles.out).toMatch(/AmAbbey +×0 /);
      const r = run([
        'selfplay',
        '--preset',
        'classic',
        '--expansions',
        'abbey-and-mayor',
        '--games',
        '3',
        '--players',
        '3',
        '--seed',
        'am1',
        '--out',
        dir,
      ]);
      expect(r.code, r.err).toBe(0);
      const files = readdirSync(dir).map((f) => join(dir, f));
      const records = files.map(
        (f) => JSON.parse(readFileSync(f, 'utf8')) as { options: object; moves: string[] },
      );
      expect(records[0]!.options).toEqual({ abbeyAndMayor: true });
      const moves = records.flatMap((rec) => rec.moves);
      expect(moves.some((m) => m.startsWith('AmAbbey@'))).toBe(true);
      expect(moves.some((m) => m.endsWith(' mayor'))).toBe(true);
      // The wagon (AM4): placed, and moved on or taken home after its feature scored.
      expect(moves.some((m) => m.endsWith(' wagon'))).toBe(true);
      expect(moves.some((m) => /^wagon (-?\d+,-?\d+,[A-Z]+|home)$/.test(m))).toBe(true);
      // The barn on a corner (AM5): written `X@x,yrR NE barn`, read back by replay.
      expect(moves.some((m) => / (NE|SE|SW|NW) barn$/.test(m))).toBe(true);
      for (const f of files) {
        const replay = run(['replay', f, '--json']);
        expect(replay.code, replay.err).toBe(0);
        expect(JSON.parse(replay.out).finished).toBe(true);
      }
      const analyse = run(['analyse', files[0]!, '--budget-iterations', '10']);
      expect(analyse.code, analyse.err).toBe(0);
      const arena = run([
        'arena',
        '--bots',
        'greedy,random',
        '--games',
        '2',
        '--expansions',
        'abbey-and-mayor',
        '--iterations',
        '20',
        '--threads',
        '1',
        '--json',
      ]);
      expect(arena.code, arena.err).toBe(0);
      expect(JSON.parse(arena.out).expansions).toEqual(['abbey-and-mayor']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('plays a demo and an arena game with bots', () => {
    const demo = run(['demo', '--preset', 'modern', '--expansions', 'the-river', '--seed', 'x']);
    expect(demo.code, demo.err).toBe(0);
    expect(demo.out).toContain('with the-river');
    const arena = run([
      'arena',
      '--bots',
      'greedy,random',
      '--games',
      '2',
      '--preset',
      'classic',
      '--expansions',
      ALL,
      '--iterations',
      '20',
      '--threads',
      '1',
      '--json',
    ]);
    expect(arena.code, arena.err).toBe(0);
    expect(JSON.parse(arena.out).expansions).toEqual(ALL.split(','));
    // The heading of the text output names them too.
    const text = run([
      'arena',
      '--bots',
      'greedy,random',
      '--games',
      '2',
      '--expansions',
      'the-river',
      '--iterations',
      '20',
      '--threads',
      '1',
    ]);
    expect(text.code, text.err).toBe(0);
    expect(text.out).toContain('2 games of classic with the-river, ');
  });

  it('refuses unknown expansions, one named twice, and expansions with The City (exit 2)', () => {
    for (const [args, text] of [
      [['tiles', '--preset', 'classic', '--expansions', 'dragons'], 'unknown expansion "dragons"'],
      [
        ['selfplay', '--preset', 'classic', '--games', '1', '--expansions', 'the-river,the-river'],
        'named twice',
      ],
      [['demo', '--preset', 'the-city', '--expansions', 'the-river'], 'takes no expansions'],
      [['ladder', '--preset', 'the-city', '--expansions', 'inns-and-cathedrals'], 'takes no expansions'],
    ] as const) {
      const r = run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain(text);
    }
  });
});
