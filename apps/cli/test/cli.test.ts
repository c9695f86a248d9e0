import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { run as runCli } from './run-cli.js';
import { scratch } from './scratch.js';

const BGA = fileURLToPath(new URL('../../../packages/engine/test/fixtures/bga/', import.meta.url));
const { dir, file } = scratch('cli');

const run = (...args: string[]) => runCli(args);

const EXAMPLE = {
  format: 'carcassonne-record/1',
  game: 'carcassonne',
  preset: 'classic',
  options: { farmers: true },
  players: [
    { name: 'Anna', color: 'red' },
    { name: 'Bo', color: 'blue' },
  ],
  seed: 'any string',
  tiles: ['V', 'U', 'E'],
  moves: ['V@1,0r0', 'U@-1,0r90 N', 'E@0,-1r180 S'],
};

describe('carcassonne replay', () => {
  it('prints the notation.md example report with --json', () => {
    const r = run('replay', file('example.carc.json', EXAMPLE), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      finished: true,
      scores: { Anna: 2, Bo: 4 },
      winners: ['Bo'],
      events: [
        { move: 2, kind: 'city', points: 2, players: ['Anna'], tiles: 2 },
        { move: null, kind: 'farm', points: 4, players: ['Bo'], cities: 1, final: true },
      ],
    });
  });
  it('prints the scorings in words without --json', () => {
    const r = run('replay', file('example2.carc.json', EXAMPLE));
    expect(r.code).toBe(0);
    expect(r.out).toContain('move 2: Anna scores 2 for a city of 2 tiles');
    expect(r.out).toContain('Winner: Bo');
  });
  it('replays a real BGA game to its final score', () => {
    const r = run('replay', join(BGA, '366166200.carc.json'), '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out).scores).toEqual({ P1: 96, P2: 70 });
  });
  it('exits 1 on an illegal move, naming the move index', () => {
    const r = run('replay', file('illegal.carc.json', { ...EXAMPLE, moves: ['V@1,0r0', 'U@5,5r0'] }));
    expect(r.code).toBe(1);
    expect(r.out).toBe('');
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/move 1 U@5,5r0: no tile shares an edge with 5,5/);
  });
  it.each([
    ['not JSON', '{"format":', /not JSON/],
    ['an unknown tile', { ...EXAMPLE, tiles: ['V', 'Z9'] }, /unknown tile id "Z9"/],
    ['too many copies of a tile', { ...EXAMPLE, tiles: ['C', 'C'] }, /listed more often/],
    ['an unknown preset', { ...EXAMPLE, preset: 'deluxe' }, /unknown preset/],
    ['an unknown option', { ...EXAMPLE, options: { dragons: true } }, /unknown option "dragons"/],
    ['one player', { ...EXAMPLE, players: [EXAMPLE.players[0]] }, /2 to 5 players/],
    [
      'twice the same name',
      { ...EXAMPLE, players: [EXAMPLE.players[0], { name: 'Anna', color: 'blue' }] },
      /used twice/,
    ],
    [
      'a move that breaks the grammar',
      { ...EXAMPLE, moves: ['V@1,0r45'] },
      /move 0: "V@1,0r45" is not a move/,
    ],
    ['a wrong format', { ...EXAMPLE, format: 'x' }, /format must be/],
  ])('exits 2 on %s', (_, content, message) => {
    const r = run('replay', file('bad.carc.json', content));
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/at .*\.ts:\d+/);
  });
  it('exits 2 when the file does not exist', () => {
    const r = run('replay', join(dir, 'nope.json'));
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot read/);
  });
});

describe('carcassonne tiles', () => {
  it('lists a preset as JSON', () => {
    const r = run('tiles', '--preset', 'winter', '--json');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      preset: string;
      tiles: { id: string; count: number; sides: string[]; segments: unknown[] }[];
    };
    expect(j.preset).toBe('winter');
    expect(j.tiles.reduce((a, t) => a + t.count, 0)).toBe(84);
    expect(j.tiles.find((t) => t.id === 'WinD')).toMatchObject({
      count: 4,
      sides: ['city', 'road', 'field', 'road'],
      start: true,
    });
  });
  it('refuses an unknown preset with exit 2', () => {
    expect(run('tiles', '--preset', 'nope', '--json').code).toBe(2);
  });
});

describe('carcassonne selfplay and bench', () => {
  it('plays games, summarises them and writes records that replay', () => {
    const out = join(dir, 'games');
    const r = run(
      'selfplay',
      '--preset',
      'modern',
      '--games',
      '5',
      '--seed',
      't',
      '--players',
      '3',
      '--out',
      out,
      '--json',
    );
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out);
    expect(s.games).toBe(5);
    expect(Object.keys(s.meanScore)).toEqual(['P1', 'P2', 'P3']);
    const files = readdirSync(out);
    expect(files).toHaveLength(5);
    const rec = JSON.parse(readFileSync(join(out, files[0]!), 'utf8'));
    expect(rec.format).toBe('carcassonne-record/1');
    const rep = run('replay', join(out, files[0]!), '--json');
    expect(rep.code).toBe(0);
    expect(JSON.parse(rep.out).finished).toBe(true);
  });
  it('plays six players with Inns & Cathedrals (the sixth grey), and their records replay', () => {
    const out = join(dir, 'six');
    const args = [
      '--preset',
      'classic',
      '--expansions',
      'inns-and-cathedrals',
      '--games',
      '2',
      '--seed',
      'six',
    ];
    const r = run('selfplay', ...args, '--players', '6', '--out', out, '--json');
    expect(r.code).toBe(0);
    expect(Object.keys(JSON.parse(r.out).meanScore)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    const file = join(out, readdirSync(out)[0]!);
    expect(JSON.parse(readFileSync(file, 'utf8')).players[5]).toEqual({ name: 'P6', color: 'gray' });
    const rep = run('replay', file, '--json');
    expect(rep.code).toBe(0);
    expect(JSON.parse(rep.out).finished).toBe(true);
  });
  it('is deterministic for a seed', () => {
    const a = run('selfplay', '--preset', 'classic', '--games', '3', '--seed', 'same', '--json');
    const b = run('selfplay', '--preset', 'classic', '--games', '3', '--seed', 'same', '--json');
    expect(JSON.parse(a.out).meanScore).toEqual(JSON.parse(b.out).meanScore);
  });
  it('reports games and legal-move generations per second per preset', () => {
    const r = run('bench', '--json', '--seconds', '0.2');
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    for (const p of ['classic', 'modern', 'winter', 'the-city']) {
      expect(j[p].gamesPerSecond).toBeGreaterThan(0);
      expect(j[p].legalMovesPerSecond).toBeGreaterThan(0);
      expect(j[p].mctsIterationsPerSecond).toBeGreaterThan(0);
      expect(j[p].defaultBotIterationsPerSecond).toBeGreaterThan(0);
      expect(j[p].spread).toBeGreaterThanOrEqual(0);
    }
  });
  it('runs an arena with seats rotated and prints exactly the documented JSON', () => {
    const r = run(
      'arena',
      '--bots',
      'greedy,random',
      '--games',
      '4',
      '--preset',
      'classic',
      '--seed',
      'x',
      '--json',
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(Object.keys(j)).toEqual(['games', 'preset', 'bots']);
    expect(j.games).toBe(4);
    expect(Object.keys(j.bots)).toEqual(['greedy', 'random']);
    for (const b of Object.values(j.bots) as Record<string, unknown>[]) {
      expect(Object.keys(b)).toEqual(['wins', 'winRate', 'winRateCI95', 'meanScore', 'meanMargin', 'elo']);
    }
    expect(j.bots.greedy.wins + j.bots.random.wins).toBe(4);
    expect(j.bots.greedy.meanMargin).toBe(-j.bots.random.meanMargin);
  }, 120_000);
  it("writes every arena game's record with --out, each replaying to the game's scores", () => {
    const out = join(dir, 'arena-games');
    const args = ['--bots', 'greedy,random', '--games', '3', '--preset', 'winter', '--iterations', '1'];
    args.push('--seed', 'a1');
    const r = run('arena', ...args, '--out', out, '--threads', '1');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`records in "${out}"`);
    expect(readdirSync(out).sort()).toEqual(['a1-0.carc.json', 'a1-1.carc.json', 'a1-2.carc.json']);
    // Game 1 plays game 0's deal with the seats rotated.
    const records = [0, 1, 2].map((i) => JSON.parse(readFileSync(join(out, `a1-${i}.carc.json`), 'utf8')));
    expect(records.map((rec) => rec.seed)).toEqual(['a1-0', 'a1-0', 'a1-1']);
    expect(records.map((rec) => rec.players.map((p: { name: string }) => p.name))).toEqual([
      ['greedy#1', 'random#2'],
      ['random#1', 'greedy#2'],
      ['greedy#1', 'random#2'],
    ]);
    const reports = [0, 1, 2].map((i) => run('replay', join(out, `a1-${i}.carc.json`), '--json'));
    for (const rep of reports) expect(rep.code).toBe(0);
    const scores = reports.map((rep) => JSON.parse(rep.out).scores as Record<string, number>);
    // greedy and random take turns in each seat: their summed scores are the summary's mean times 3.
    const summary = JSON.parse(run('arena', ...args, '--json').out);
    const total = (bot: string) => scores.reduce((a, s) => a + (s[`${bot}#1`] ?? s[`${bot}#2`] ?? 0), 0);
    expect(total('greedy') / 3).toBeCloseTo(summary.bots.greedy.meanScore, 1);
    expect(total('random') / 3).toBeCloseTo(summary.bots.random.meanScore, 1);
  }, 120_000);
  it('deals every arena game its own deal with --no-duplicate, and gives intervals over deals', () => {
    const out = join(dir, 'arena-independent');
    const args = ['--bots', 'greedy,random', '--games', '4', '--preset', 'winter', '--seed', 'n1'];
    const r = run('arena', ...args, '--no-duplicate', '--out', out, '--json', '--details', '--threads', '1');
    expect(r.code).toBe(0);
    const seeds = [0, 1, 2, 3].map(
      (i) => JSON.parse(readFileSync(join(out, `n1-${i}.carc.json`), 'utf8')).seed,
    );
    expect(seeds).toEqual(['n1-0', 'n1-1', 'n1-2', 'n1-3']);
    const greedy = JSON.parse(r.out).bots.greedy;
    expect(greedy.meanMarginCI95[0]).toBeLessThanOrEqual(greedy.meanMargin);
    expect(greedy.meanMarginCI95[1]).toBeGreaterThanOrEqual(greedy.meanMargin);
    expect(greedy.dealWinRateCI95).toHaveLength(2);
    expect(run('arena', ...args, '--duplicate', '--json').code).toBe(0);
  }, 120_000);
  it('plays The City in the arena with an iteration budget', () => {
    const r = run(
      'arena',
      '--bots',
      'mcts,random',
      '--games',
      '2',
      '--preset',
      'the-city',
      '--iterations',
      '30',
      '--json',
      '--details',
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.preset).toBe('the-city');
    expect(j.bots.mcts.followers).toBeDefined();
  }, 300_000);
  it('gives each bot its own iterations with --iterations N,M', () => {
    const r = run('arena', '--bots', 'mcts,level4', '--games', '2', '--iterations', '9,3', '--threads', '1');
    expect(r.code).toBe(0);
    expect(r.out).toContain('mcts 9, level4 3 iterations per move');
    expect(run('arena', '--bots', 'mcts,greedy', '--iterations', '9,3,1').code).toBe(2);
    expect(run('arena', '--bots', 'mcts,greedy', '--iterations', '9,x').code).toBe(2);
  }, 300_000);
  it('rejects bad arguments with exit 2', () => {
    expect(run('selfplay', '--preset', 'classic').code).toBe(2);
    expect(run('selfplay', '--preset', 'classic', '--games', 'x').code).toBe(2);
    expect(run('frobnicate').code).toBe(2);
    expect(run('arena', '--bots', 'greedy').code).toBe(2);
    expect(run('arena', '--bots', 'greedy,nobody').code).toBe(2);
    expect(run('arena', '--bots', 'greedy,random', '--time-ms', '5', '--iterations', '5').code).toBe(2);
  });
});
