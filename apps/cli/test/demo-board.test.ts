/**
 * The text board of `carcassonne demo` with the expansions' pieces (board-pieces.ts): barns,
 * wagons, mayors and the dragon and fairy drawn and listed; The Princess & the Dragon's tally of
 * what the board no longer shows; the scorings the report words for those expansions.
 */
import { loadMatch, type GameMatch } from '@carcassonne/engine';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardLegend, expansionPieces } from '../src/board-pieces.js';
import { describeEvent } from '../src/commands/replay.js';
import { dragonTally } from '../src/dragon-tally.js';
import { renderBoard } from '../src/render.js';
import { run } from './run-cli.js';

const players = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
];

const record = (options: Record<string, boolean>, tiles: string[], moves: string[]) => ({
  format: 'carcassonne-record/1',
  game: 'carcassonne',
  preset: 'modern',
  options,
  players,
  tiles,
  moves,
});

function load(options: Record<string, boolean>, tiles: string[], moves: string[]): GameMatch {
  const m = loadMatch(record(options, tiles, moves));
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** The board as text, its rows as an array. */
function board(m: GameMatch): string[] {
  const v = m.view();
  return renderBoard(m.tiles, v.board, v.followers, ['A', 'B'], expansionPieces(v).marks).split('\n');
}

describe('the demo board with the expansions’ pieces', () => {
  it('draws and lists Abbey & Mayor’s barn, wagon and mayor (lower-case initials)', () => {
    // Anna's barn on the corner of four fields, Bo's wagon on a road, Anna's mayor in a city.
    const m = load(
      { abbeyAndMayor: true },
      ['E', 'E', 'B', 'B', 'V', 'U', 'N', 'B'],
      [
        'E@0,1r180',
        'E@0,2r0',
        'B@1,1r0',
        'B@-1,1r0 N',
        'V@1,0r90 SW barn',
        'U@2,0r0 N wagon',
        'N@0,3r180 S mayor',
      ],
    );
    const rows = board(m);
    // The board's top-left square is (-1,0): tile (1,0) is three tiles of three characters east.
    expect(rows[2]![6]).toBe('a'); // the barn: the south-west corner cell of (1,0)
    expect(rows[0]![10]).toBe('b'); // the wagon: the north cell of (2,0)
    expect(rows[11]![4]).toBe('a'); // the mayor: the south cell of (0,3)
    expect(rows.join('').match(/[AB]/g)).toBeNull();
    expect(expansionPieces(m.view()).lines).toEqual([
      "b  Bo's wagon on a road at 2,0",
      "a  Anna's mayor in a city at 0,3",
      "a  Anna's barn on the south-west corner of 1,0",
    ]);
    expect(boardLegend(m.view(), ['A', 'B'])).toBe(
      '# city  = | road  . field  M monastery  a cross of M an abbey  A/B followers left on the board  a/b their other pieces (listed below)',
    );
  });

  it('draws the dragon and the fairy, and tallies the dragon’s meals and the princess’s knights', () => {
    const pd = { princessAndDragon: true };
    // The dragon's flight from the test of the engine: it eats Bo's follower at (-1,0).
    const flight = ['PdE@1,0r0', 'U@-1,0r90 W', 'U@2,0r90', 'PdL@-2,0r0', 'dragon W', 'dragon W', 'dragon W'];
    const dragon = load(pd, ['PdE', 'U', 'U', 'PdL', 'U', 'U'], flight);
    expect(board(dragon)[1]![1]).toBe('@');
    expect(expansionPieces(dragon.view()).lines).toEqual(['@  the dragon at -2,0']);
    expect(dragonTally(dragon.toRecord())).toEqual([
      'A princess sent 0 knights home.',
      'The dragon flew 1 time and ate 1 piece.',
    ]);
    // The fairy beside Bo's farmer at (-1,0).
    const fairy = load(
      pd,
      ['PdE', 'U', 'B', 'U', 'U', 'U'],
      ['PdE@1,0r0', 'U@-1,0r90 N', 'B@0,1r0', 'U@2,0r90 fairy -1,0,N'],
    );
    const rows = board(fairy);
    expect(rows[0]![1]).toBe('B');
    expect(rows[1]![1]).toBe('*');
    expect(expansionPieces(fairy.view()).lines).toEqual([
      '@  the dragon at 1,0',
      "*  the fairy at -1,0, beside Bo's follower",
    ]);
    expect(boardLegend(fairy.view(), ['A', 'B'])).toContain('@ the dragon  * the fairy');
    const princess = load(pd, ['N', 'Pd2', 'U'], ['N@0,-1r90 S', 'Pd2@1,-1r0 princess 0,-1,E']);
    expect(dragonTally(princess.toRecord())[0]).toBe('A princess sent 1 knight home.');
    expect(dragonTally(load({}, ['U'], []).toRecord())).toEqual([]);
  });

  it('words the fairy’s points and a city a lone mayor without coats of arms wins for nobody', () => {
    expect(describeEvent({ move: 5, kind: 'fairy', points: 1, players: ['Bo'] })).toBe(
      'move 5: Bo scores 1 for a fairy beside their follower at the start of their turn',
    );
    expect(describeEvent({ move: null, kind: 'fairy', points: 3, players: ['Bo'], final: true })).toBe(
      'final: Bo scores 3 for a fairy beside their follower on the feature scored',
    );
    expect(describeEvent({ move: 8, kind: 'city', points: 4, players: [], tiles: 2 })).toBe(
      'move 8: nobody scores 4 for a city of 2 tiles (its mayor, without coats of arms, counts nothing)',
    );
  });

  it('carcassonne demo shows the pieces under the board with its legend', () => {
    const r = run(['demo', '--preset', 'modern', '--expansions', 'abbey-and-mayor', '--seed', '2']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('a/b their other pieces (listed below)');
    expect(r.out).toMatch(
      /\nOn the board at the end:\n(.+\n)*[ab] {2}(Anna|Bo)'s barn on the [a-z-]+ corner of -?\d+,-?\d+\n/,
    );
  });

  it('carcassonne demo names the command that plays the same game again and saves the record it replays', () => {
    const args = ['demo', '--preset', 'modern', '--expansions', 'abbey-and-mayor', '--seed', "Bo's 2"];
    const shown = run(args);
    expect(shown.out).toContain(
      "The same game again, its record saved: carcassonne demo --preset modern --expansions abbey-and-mayor --seed 'Bo'\\''s 2' --out demo.carc.json",
    );
    const path = join(mkdtempSync(join(tmpdir(), 'demo-')), 'demo.carc.json');
    const saved = run([...args, '--out', path]);
    expect(saved.code, saved.err).toBe(0);
    // The same game: the same board and scores, and the saved record replays to them.
    const tail = (out: string) => out.slice(0, out.lastIndexOf('\n\n'));
    expect(tail(saved.out)).toBe(tail(shown.out));
    const replay = run(['replay', path]);
    expect(replay.code, replay.err).toBe(0);
    expect(shown.out).toContain(replay.out.trim().split('\n').at(-1)!);
    const refused = run([...args, '--out', join(path, 'inside-a-file.json')]);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/^error: cannot write .*inside-a-file\.json/);
  });
});
