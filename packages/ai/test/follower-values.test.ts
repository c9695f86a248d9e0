import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32 } from '@carcassonne/engine';
import { carcassonneCore, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
import { baseAdapter as A } from '../src/adapter.js';
import { margin, projectedValues } from '../src/evaluate.js';
import { greedyDecision, rateOptions, rateWork } from '../src/greedy.js';
import { unwrap } from './helpers.js';

const COLORS = ['red', 'blue', 'green', 'yellow', 'black'] as const;

/** Every option of the decision at hand played on its own copy and valued: greedy as it was. */
function playedOptions(g: Game): { key: number; followerKey: number | null; value: number }[] {
  const out: { key: number; followerKey: number | null; value: number }[] = [];
  const keys: number[] = [];
  const followerKeys: number[] = [];
  const me = g.current;
  const n = g.nPlayers;
  const values = new Float64Array(n);
  for (let i = 0, na = A.actions(g, keys); i < na; i++) {
    const placed = A.clone(g);
    A.apply(placed, keys[i]!);
    for (let k = 0, nf = A.actions(placed, followerKeys); k < nf; k++) {
      const played = A.clone(placed);
      A.apply(played, followerKeys[k]!);
      out.push({
        key: keys[i]!,
        followerKey: followerKeys[k]!,
        value: margin(projectedValues(played, played, values), me, n),
      });
    }
  }
  return out;
}

/** Games of greedy play (farmers contest cities) with a random move now and then, to the end. */
function* positions(preset: string, players: number, seed: string, options = {}): Generator<Game> {
  const list = COLORS.slice(0, players).map((color, i) => ({ name: `P${i}`, color }));
  const g = A.clone(carcassonneCore(unwrap(createMatch({ preset, players: list, seed, options })))!);
  const rng = new Mulberry32(players * 7919 + seed.length);
  const work = rateWork(A, g);
  const keys: number[] = [];
  while (!A.over(g)) {
    if (g.phase === 'place') yield g;
    if (rng.int(5) === 0) {
      A.apply(g, keys[rng.int(A.actions(g, keys))]!);
      continue;
    }
    const d = greedyDecision(A, g, rng, work);
    if (!d) break;
    A.apply(g, d.key);
    if (d.followerKey !== null) A.apply(g, d.followerKey);
  }
}

describe("greedy's follower options valued without playing each", () => {
  it('gives every option the value playing it gives, to the last bit, in the same order', () => {
    let compared = 0;
    for (const [preset, options] of [
      ['classic', {}],
      ['modern', {}],
      ['winter', {}],
      ['classic-se', {}],
      ['modern', { theRiver: true }],
    ] as const) {
      for (let players = 2; players <= 5; players++) {
        for (const g of positions(preset, players, `fv-${preset}-${players}`, options)) {
          const rated = rateOptions(A, g);
          expect(rated, `${preset} ${players} players, move ${g.moveCount}`).toEqual(playedOptions(g));
          compared += rated.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('answers in the base games, and leaves the expansions to playing each option', () => {
    const answers = (preset: string, options: object) => {
      const list = [
        { name: 'a', color: 'red' },
        { name: 'b', color: 'blue' },
      ];
      const g = carcassonneCore(unwrap(createMatch({ preset, players: list, seed: 'fv', options })))!;
      const keys: number[] = [];
      const followerKeys: number[] = [];
      A.actions(g, keys);
      const placed = A.clone(g);
      A.apply(placed, keys[0]!);
      const nf = A.actions(placed, followerKeys);
      const before = placed.moveCount;
      const ok = A.followerValues!(placed, followerKeys, nf, new Float64Array(nf * 2));
      // Answered: "no follower" was played; refused: the position is as it was.
      expect(placed.moveCount).toBe(ok ? before + 1 : before);
      return ok;
    };
    expect(answers('classic', {})).toBe(true);
    expect(answers('modern', {})).toBe(true);
    expect(answers('winter', {})).toBe(true);
    expect(answers('classic', { innsAndCathedrals: true })).toBe(false);
    expect(answers('classic', { princessAndDragon: true })).toBe(false);
    expect(answers('modern', { abbeyAndMayor: true })).toBe(false);
  });
});
