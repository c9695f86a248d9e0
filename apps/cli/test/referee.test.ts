import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseWeights } from '@carcassonne/ai';
import { run, type CliRun } from './run-cli.js';
import { scratch, SHORT_RECORD } from './scratch.js';

const { dir, file } = scratch('referee');
const RECORD = file('game.carc.json', SHORT_RECORD);

/** One training for the file's tests: `train` checks its output, `arena --weights` plays its weights. */
const WEIGHTS = join(dir, 'trained.json');
const TRAIN = [
  'train',
  '--games',
  '1',
  '--epochs',
  '30',
  '--preset',
  'classic',
  '--seed',
  's',
  '--out',
  WEIGHTS,
];
let trained: CliRun;
// After run-cli.ts's build (hooks run in the order they were registered).
beforeAll(() => {
  trained = run(TRAIN);
});

describe('analyse --referee', () => {
  it('values every move by playouts to the end, with points lost a move and their interval', () => {
    const r = run([
      'analyse',
      RECORD,
      '--referee',
      '--playouts',
      '300',
      '--seed',
      '4',
      '--json',
      '--threads',
      '1',
    ]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const a = JSON.parse(r.out) as {
      method: string;
      playouts: number;
      players: { perMove: number; interval: number[] }[];
      moves: { lost: number; lostError: number }[];
    };
    expect(a.method).toBe('referee');
    expect(a.playouts).toBe(300);
    expect(a.moves).toHaveLength(3);
    for (const p of a.players) expect(p.interval).toHaveLength(2);
    const again = run([
      'analyse',
      RECORD,
      '--referee',
      '--playouts',
      '300',
      '--seed',
      '4',
      '--json',
      '--threads',
      '2',
    ]);
    expect(again.out).toBe(r.out);
    const text = run(['analyse', RECORD, '--referee', '--playouts', '300', '--threads', '1']);
    expect(text.out).toMatch(/the referee's 300 playouts to the end per move/);
    expect(text.out).toMatch(/Anna: .* a move \[/);
  });

  it.each([
    [['--referee', '--budget-iterations', '10'], /--playouts/],
    [['--playouts', '10'], /--playouts goes with --referee/],
    [['--referee', '--playouts', '0'], /--playouts/],
  ])('refuses %j with a usage error', (args, message) => {
    const r = run(['analyse', RECORD, ...args]);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(message);
  });
});

describe('train', () => {
  it('writes a weights file that loads, the same from the same seed', () => {
    const r = trained;
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/mean squared error .* → .* points²/);
    const first = readFileSync(WEIGHTS, 'utf8');
    expect(parseWeights(first).ok).toBe(true);
    const out = join(dir, 'again.json');
    const again = run([...TRAIN.slice(0, -1), out, '--json']);
    expect(readFileSync(out, 'utf8')).toBe(first);
    const summary = JSON.parse(again.out) as { epochs: number; loss: Record<string, number> };
    expect(summary.epochs).toBe(30);
    expect(summary.loss.last).toBeLessThan(summary.loss.first!);
    expect(summary.loss.builtIn).toBeGreaterThan(0);
  });

  it('trains on deals with expansions, and says which in the summary and the file', () => {
    const out = join(dir, 'expansions.json');
    const args = ['--expansions', 'traders-and-builders,inns-and-cathedrals', '--out', out, '--json'];
    const r = run([...TRAIN.slice(0, -2), ...args]);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    // In the engine's order, whatever the order asked.
    expect(JSON.parse(r.out)).toMatchObject({ expansions: ['inns-and-cathedrals', 'traders-and-builders'] });
    const weights = parseWeights(readFileSync(out, 'utf8'));
    expect(weights.ok && weights.value.training).toMatchObject({
      preset: 'classic',
      options: { innsAndCathedrals: true, tradersAndBuilders: true },
    });
    expect(readFileSync(out, 'utf8')).not.toBe(readFileSync(WEIGHTS, 'utf8'));
  });

  it('writes a version 2 file, without the dead and scarce features, when asked', () => {
    const out = join(dir, 'version-2.json');
    const r = run([...TRAIN.slice(0, -1), out, '--weights-version', '2']);
    expect([r.code, r.err]).toEqual([0, '']);
    const file = JSON.parse(readFileSync(out, 'utf8')) as { version: number; features: string[] };
    expect([file.version, file.features.length]).toEqual([2, 16]);
    const read = parseWeights(file);
    expect(read.ok && read.value.weights.slice(16)).toEqual([0, 0, 0, 0, 0]);
  });

  it.each([
    [['--games', '1', '--out', 'w.json', '--weights-version', '5']],
    [['--games', '1', '--out', 'w.json', '--expansions', 'the-moon']],
    [['--games', '1', '--out', 'w.json', '--preset', 'the-city', '--expansions', 'the-river']],
    [['--games', '1']],
    [['--out', 'w.json']],
    [['--games', '0', '--out', 'w.json']],
    [['--games', '1', '--out', 'w.json', '--preset', 'the-city']],
    [['--games', '1', '--out', 'w.json', '--search-iterations', '0']],
  ])('refuses %j with a usage error', (args) => {
    const r = run(['train', ...args], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
  });
});

describe('arena --weights', () => {
  const arena = (weights: string) =>
    run([
      'arena',
      '--bots',
      'learned,greedy',
      '--preset',
      'classic',
      '--games',
      '1',
      '--iterations',
      '4',
      '--threads',
      '1',
      '--weights',
      weights,
    ]);

  it('plays the seat learned with the weights, and without a warning', () => {
    // The weights the file's one training wrote.
    const r = arena(WEIGHTS);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/learned .*win rate/);
  });

  it.each([
    ['missing', join(dir, 'none.json'), /cannot read/],
    ['corrupt', RECORD, /unknown weights field/],
  ])('falls back to the built-in evaluation with a warning when the file is %s', (_, weights, why) => {
    const r = arena(weights);
    expect(r.code).toBe(0);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(/warning: the weights file .* is not used .*built-in evaluation/);
    expect(r.err).toMatch(why);
    expect(r.out).toMatch(/learned .*win rate/);
  });

  it('knows no seat learned without --weights', () => {
    const r = run(['arena', '--bots', 'learned,greedy', '--games', '1']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown bot "learned"/);
  });
});
