import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32 } from '@carcassonne/engine';
import { carcassonneCore, followerGain, type CarcassonneCore as Game } from '@carcassonne/engine/internal';
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

/** Whether the barn of `followerKey` after placement `key` is valued without playing and meets farmers (they score and go home). */
function sendsFarmersHome(g: Game, key: number, followerKey: number): boolean {
  const placed = A.clone(g);
  A.apply(placed, key);
  const n = placed.nPlayers;
  const gain = { points: new Int32Array(n), hand: new Int32Array(n), handBig: new Int32Array(n) };
  // Not answered (a wagon moving on this turn): played, not counted.
  if (!followerGain(placed, (followerKey & 0xff) - 1, gain)) return false;
  return gain.hand.some((k) => k > 0) || gain.handBig.some((k) => k > 0);
}

/** Whether a rated option puts a barn (figure 8). */
function isBarn<T extends { followerKey: number | null }>(r: T): r is T & { followerKey: number } {
  return r.followerKey !== null && (r.followerKey & 0xf0) === 0x80;
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
          // Playing every option is the test's cost: one position in three.
          if (g.moveCount % 3 !== players % 3) continue;
          const rated = rateOptions(A, g);
          expect(rated, `${preset} ${players} players, move ${g.moveCount}`).toEqual(playedOptions(g));
          compared += rated.length;
        }
      }
    }
    expect(compared).toBeGreaterThan(10_000);
  });

  it('does so with the expansions it answers for, alone and together, under both farm rules', () => {
    let compared = 0;
    let figures = 0;
    let answered = 0;
    let refused = 0;
    let withBarn = 0;
    let barnOptions = 0;
    let barnsMeetingFarmers = 0;
    let withPig = 0;
    // How often the valuation without playing answered (not every tile: a pig, a barn, a wagon moving on).
    const counted: typeof A = {
      ...A,
      followerValues(g, keys, n, out, rated) {
        const ok = A.followerValues!(g, keys, n, out, rated);
        if (ok) answered++;
        else refused++;
        return ok;
      },
    };
    const all = {
      innsAndCathedrals: true,
      tradersAndBuilders: true,
      theAbbot: true,
      abbeyAndMayor: true,
      theRiver: true,
    };
    const cases = [
      ...[
        { innsAndCathedrals: true },
        { tradersAndBuilders: true },
        { theAbbot: true },
        { abbeyAndMayor: true },
      ].map((options) => ({ options, players: 2 })),
      { options: all, players: 2 },
      { options: all, players: 3 },
      { options: { strategic: true }, players: 2 },
      { options: { ...all, theRiver: false, strategic: true }, players: 2 },
    ];
    for (const preset of ['classic', 'modern'] as const) {
      for (const [i, { options, players }] of cases.entries()) {
        // The modern farm rule with the expansions together (each alone: classic's only).
        if (preset === 'modern' && i < 4) continue;
        for (const g of positions(preset, players, `fx-${preset}-${i}-${players}`, options)) {
          const rated = rateOptions(counted, g);
          // Playing every option is the test's cost: one position in four, and every one offering
          // a barn (the rare case).
          if (rated.some(isBarn) || g.moveCount % 4 === i % 4) {
            expect(
              rated,
              `${preset} ${JSON.stringify(options)} ${players} players, move ${g.moveCount}`,
            ).toEqual(playedOptions(g));
            compared += rated.length;
          }
          figures += rated.filter((r) => r.followerKey !== null && (r.followerKey & 0xf0) !== 0).length;
          if (g.figures.barn.some((node) => node >= 0)) withBarn++;
          for (const r of rated) {
            if (!isBarn(r)) continue;
            barnOptions++;
            if (sendsFarmersHome(g, r.key, r.followerKey)) barnsMeetingFarmers++;
          }
          if (g.figures.pig.some((node) => node >= 0)) withPig++;
        }
      }
    }
    // Games where values once differed: a builder rated after a barn in the same turn (the barn's
    // "figures come home" left set), and farmers a tile joined into a barn's field (they go home in
    // the turn's scoring, before the projection).
    for (const seed of ['hunt-classic-5', 'hunt-classic-30'])
      for (const g of positions('classic', 2, seed, all))
        expect(rateOptions(A, g), `${seed}, move ${g.moveCount}`).toEqual(playedOptions(g));
    expect(compared).toBeGreaterThan(5_000);
    // The expansions' own figures (big followers, abbots, mayors, wagons) among them.
    expect(figures).toBeGreaterThan(500);
    expect(answered).toBeGreaterThan(refused);
    // Positions where a barn or a pig stands (other fields score as without them).
    expect(withBarn).toBeGreaterThan(20);
    expect(withPig).toBeGreaterThan(20);
    // Barns offered (their farmers scored and sent home), each valued as playing it.
    expect(barnOptions).toBeGreaterThan(20);
    expect(barnsMeetingFarmers).toBeGreaterThan(5);
  });

  it("with The Princess & the Dragon: a playout's choices valued as playing each; the specials and the levels' valuation left to playing", () => {
    const keys: number[] = [];
    const followerKeys: number[] = [];
    let compared = 0;
    let flights = 0;
    let specialsRefused = 0;
    const cases = [
      { preset: 'modern', options: { princessAndDragon: true }, players: 3 },
      {
        preset: 'classic',
        options: {
          princessAndDragon: true,
          innsAndCathedrals: true,
          tradersAndBuilders: true,
          theAbbot: true,
        },
        players: 2,
      },
      { preset: 'modern', options: { princessAndDragon: true, abbeyAndMayor: true }, players: 2 },
    ];
    for (const [i, { preset, options, players }] of cases.entries()) {
      for (const g of positions(preset, players, `pd-${preset}-${i}`, options)) {
        if (g.moveCount % 4 !== i % 4) continue;
        for (let a = 0, na = A.actions(g, keys); a < na; a++) {
          const placed = A.clone(g);
          A.apply(placed, keys[a]!);
          if (!A.isPlacement(keys[a]!) || placed.phase !== 'follower') continue;
          const n = placed.nPlayers;
          // Every choice of the step: refused where a special is among them, the position unchanged.
          const all = A.actions(placed, followerKeys);
          if (all > placed.followerOptionCount + 1) {
            const before = placed.moveCount;
            expect(A.followerValues!(placed, followerKeys, all, new Float64Array(all * n), false)).toBe(
              false,
            );
            expect(placed.moveCount).toBe(before);
            specialsRefused++;
          }
          // The levels' valuation (completion odds) is not the projection: left to playing.
          expect(A.followerValues!(A.clone(placed), followerKeys, all, new Float64Array(all * n), true)).toBe(
            false,
          );
          // A playout's choices: no special.
          const nf = A.playoutActions!(placed, followerKeys);
          const want: number[][] = [];
          for (let k = 0; k < nf; k++) {
            const played = A.clone(placed);
            A.apply(played, followerKeys[k]!);
            if (played.phase === 'dragon') flights++;
            want.push([...projectedValues(played, A.clone(played), new Float64Array(n))]);
          }
          const out = new Float64Array(nf * n);
          const answered = A.followerValues!(placed, followerKeys, nf, out, false);
          if (!answered) continue;
          const got = want.map((_, k) => [...out.subarray(k * n, k * n + n)]);
          expect(got, `${preset} ${JSON.stringify(options)}, move ${g.moveCount}`).toEqual(want);
          compared += nf;
        }
      }
    }
    expect(compared).toBeGreaterThan(3_000);
    // Turns that begin the dragon's flight, and steps offering specials (the fairy, once a follower stands).
    expect(flights).toBeGreaterThan(20);
    expect(specialsRefused).toBeGreaterThan(20);
  });

  it('answers for every rule set, but where a figure of the turn moves on', () => {
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
      const ok = A.followerValues!(placed, followerKeys, nf, new Float64Array(nf * 2), false);
      // Answered: "no follower" was played; refused: the position is as it was.
      expect(placed.moveCount).toBe(ok ? before + 1 : before);
      return ok;
    };
    expect(answers('classic', {})).toBe(true);
    expect(answers('modern', {})).toBe(true);
    expect(answers('winter', {})).toBe(true);
    expect(answers('classic', { innsAndCathedrals: true })).toBe(true);
    expect(answers('modern', { tradersAndBuilders: true, theAbbot: true })).toBe(true);
    // Here a wagon could go on a city the tile completes: it would move on.
    expect(answers('modern', { abbeyAndMayor: true })).toBe(false);
    expect(answers('classic', { princessAndDragon: true })).toBe(true);
    expect(answers('modern', { strategic: true })).toBe(true);
  });
});
