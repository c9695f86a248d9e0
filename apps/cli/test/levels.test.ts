import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratch, SHORT_RECORD } from './scratch.js';

const BIN = fileURLToPath(new URL('../bin/carcassonne.mjs', import.meta.url));
const { dir, file } = scratch('levels');

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}
/** A refusal: the exit code and one line on stderr, nothing on stdout. */
function refused(r: ReturnType<typeof run>, code: number, message: RegExp) {
  expect(r.code).toBe(code);
  expect(r.out).toBe('');
  expect(r.err.trim().split('\n')).toHaveLength(1);
  expect(r.err).toMatch(message);
}

/** The short record and one move more. */
const RECORD = {
  ...SHORT_RECORD,
  tiles: [...SHORT_RECORD.tiles, 'K'],
  moves: [...SHORT_RECORD.moves, 'K@-2,0r270 W'],
};

describe('carcassonne ladder', () => {
  it('rates greedy and the five levels, with small budgets', () => {
    const r = run(
      'ladder',
      '--preset',
      'classic',
      '--games',
      '2',
      '--iterations',
      '6',
      '--threads',
      '2',
      '--json',
    );
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({
      preset: 'classic',
      gamesPerPairing: 2,
      cheapPairingFactor: 4,
      iterationCap: 6,
      anchor: { bot: 'greedy', elo: 1000 },
    });
    expect(out.levels.map((l: { bot: string }) => l.bot)).toEqual([
      'greedy',
      'level1',
      'level2',
      'level3',
      'level4',
      'level5',
    ]);
    for (const l of out.levels.slice(1)) {
      expect(l.ci95[0]).toBeLessThanOrEqual(l.elo);
      expect(l.ci95[1]).toBeGreaterThanOrEqual(l.elo);
      // Pairings with a searching level play the games asked for; the others four times as many.
      expect(l.gamesBelow).toBe(l.bot === 'level4' || l.bot === 'level5' ? 2 : 8);
      expect(l.winRateBelow).toBeGreaterThanOrEqual(0);
      expect(l.msPerMove).toBeGreaterThanOrEqual(0);
    }
    const text = run('ladder', '--preset', 'classic', '--games', '1', '--iterations', '4');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/level3\s+club\s+\d+\s+\[/);
  });

  it.each([
    [['ladder'], /--preset is required/],
    [['ladder', '--preset', 'deluxe'], /unknown preset "deluxe"/],
    [['ladder', '--preset', 'classic', '--games', '0'], /--games must be between 1/],
    [['ladder', '--preset', 'classic', '--games', 'many'], /--games must be a whole number/],
    [['ladder', '--preset', 'classic', '--iterations', '-3'], /iterations/],
    [['ladder', '--preset', 'classic', 'extra'], /unexpected argument "extra"/],
    [['ladder', '--preset', 'classic', '--speed', '3'], /speed/],
  ])('refuses %j with exit 2 and one line', (args, message) => {
    refused(run(...args), 2, message);
  });
});

describe('carcassonne analyse', () => {
  it('values every move and sums the points lost per player', () => {
    const r = run('analyse', file('game.carc.json', RECORD), '--budget-iterations', '16', '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out);
    expect(out).toMatchObject({ game: 'carcassonne', preset: 'classic', iterations: 16, seed: 0 });
    expect(out.moves).toHaveLength(4);
    expect(out.moves.map((m: { played: { move: string } }) => m.played.move)).toEqual(RECORD.moves);
    for (const m of out.moves) expect(m.lost).toBeGreaterThanOrEqual(0);
    expect(out.players.map((p: { name: string; moves: number }) => [p.name, p.moves])).toEqual([
      ['Anna', 2],
      ['Bo', 2],
    ]);
    // The same record, seed and budget: the same numbers (worker threads or not).
    const again = run(
      'analyse',
      file('game2.carc.json', RECORD),
      '--budget-iterations',
      '16',
      '--json',
      '--threads',
      '1',
    );
    expect(JSON.parse(again.out)).toEqual(out);
    const text = run('analyse', file('game3.carc.json', RECORD), '--budget-iterations', '16');
    expect(text.code).toBe(0);
    expect(text.out).toMatch(/^Anna: \d+\.\d points lost over 2 moves/m);
  });

  it('says which moves a budget too small for one round left unvalued, never calling them forced', () => {
    const r = run('analyse', file('tiny.carc.json', RECORD), '--budget-iterations', '1', '--json');
    expect(r.code).toBe(0);
    const moves: { forced: boolean; unvalued: boolean; top: unknown[] }[] = JSON.parse(r.out).moves;
    for (const m of moves) expect(m.forced).toBe(m.top.length === 1);
    const unvalued = moves.filter((m) => m.unvalued).length;
    expect(unvalued).toBeGreaterThan(0);
    const text = run('analyse', file('tiny2.carc.json', RECORD), '--budget-iterations', '1');
    expect(text.out).toContain('(not valued: too few iterations)');
    expect(text.out).toContain(`${unvalued} of 4 moves not valued`);
  });

  it.each([
    ['no file', ['analyse'], 2, /usage: carcassonne analyse FILE/],
    ['a missing file', ['analyse', join(dir, 'nope.carc.json')], 2, /cannot read .*no such file/],
    [
      'a budget of 0',
      ['analyse', 'FILE', '--budget-iterations', '0'],
      2,
      /--budget-iterations must be between 1/,
    ],
    [
      'a budget that is not a number',
      ['analyse', 'FILE', '--budget-iterations', 'lots'],
      2,
      /--budget-iterations must be a whole number/,
    ],
    ['a negative seed', ['analyse', 'FILE', '--seed', '-1'], 2, /seed/],
    ['an unknown option', ['analyse', 'FILE', '--deep'], 2, /deep/],
  ])('refuses %s with one line', (_, args, code, message) => {
    const path = file('ok.carc.json', RECORD);
    refused(run(...args.map((a) => (a === 'FILE' ? path : a))), code, message);
  });

  it('refuses a malformed record (exit 2) and an illegal move (exit 1) with one line', () => {
    refused(run('analyse', file('bad.carc.json', '{"format":')), 2, /not JSON/);
    refused(run('analyse', file('bad2.carc.json', { ...RECORD, preset: 'deluxe' })), 2, /unknown preset/);
    refused(
      run('analyse', file('illegal.carc.json', { ...RECORD, moves: ['V@1,0r0', 'U@5,5r0'] })),
      1,
      /move 1 U@5,5r0/,
    );
  });
});
