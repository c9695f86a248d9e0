import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  chooseEvaluation,
  DEFAULT_MCTS,
  FEATURE_NAMES,
  flatEvaluate,
  formatWeights,
  LEARNED_ROOT_OPTIONS,
  learnedBot,
  LEVEL_LEAF,
  levelInfo,
  levelLeaf,
  makeBot,
  type MctsOptions,
  parseWeights,
  type Position,
  positionOf,
  train,
  type Weights,
} from '../src/index.js';
import { createMatch, Mulberry32 } from '@carcassonne/engine';
import { carcassonneCore, K_FIELD, K_MONASTERY, projectFinal } from '@carcassonne/engine/internal';
import { expectedValues } from '../src/evaluate.js';
import { FollowedFeatures } from '../src/followed-features.js';
import { FEATURE_COUNT, FeatureWork, features } from '../src/learned/features.js';
import { countsStuck, WEIGHTS_VERSION } from '../src/learned/weights.js';
import { randomPosition, shortMatch, unwrap } from './helpers.js';

describe('the learned evaluation', () => {
  it("reads today's leaf valuation and the projection off one final scoring, exactly", () => {
    for (let i = 0; i < 24; i++) {
      const g = randomPosition(i % 2 ? 'classic' : 'modern', i).game;
      const n = g.nPlayers;
      const out = features(g, new FeatureWork(n), new Float64Array(n * FEATURE_COUNT));
      const expected = expectedValues(g, g, new Float64Array(n));
      const projected = Float64Array.from(g.scores.subarray(0, n));
      if (g.phase !== 'over') projectFinal(g, projected);
      for (let p = 0; p < n; p++) {
        expect(out[p * FEATURE_COUNT + 2]).toBe(projected[p]);
        expect(out[p * FEATURE_COUNT + 3]).toBe(expected[p]);
      }
    }
  });

  it('counts followers in dead and scarce features among those on the board, and the points they lead', () => {
    const dead = FEATURE_NAMES.indexOf('dead-followers');
    const odds = FEATURE_NAMES.indexOf('odds-followers');
    let seen = 0;
    let likely = 0;
    for (let i = 0; i < 60; i++) {
      const g = randomPosition(i % 2 ? 'classic' : 'modern', 100 + i).game;
      const n = g.nPlayers;
      const out = features(g, new FeatureWork(n), new Float64Array(n * FEATURE_COUNT));
      for (let p = 0; p < n; p++) {
        const f = (k: number) => out[p * FEATURE_COUNT + k]!;
        let onBoard = 0;
        for (let j = 0; j < g.followerCount; j++)
          if (g.followerOwner[j] === p) onBoard += g.figures.weight[j]!;
        // Dead and scarce followers are some of the player's on the board. (Their points may be
        // negative: under the 2000 rules a small city can score less complete than open.)
        for (const k of [dead, dead + 2]) expect(f(k)).toBeGreaterThanOrEqual(0);
        expect(f(dead) + f(dead + 2)).toBeLessThanOrEqual(onBoard);
        if (f(dead) > 0) seen++;
        // The others, each weighed by odds below 1 (a dead feature's are 0).
        expect(f(odds)).toBeGreaterThanOrEqual(0);
        expect(f(odds)).toBeLessThanOrEqual(onBoard - f(dead));
        if (f(odds) > 0 && !Number.isInteger(f(odds))) likely++;
      }
    }
    expect([seen > 0, likely > 0]).toEqual([true, true]);
    // With no weight on them (a version 2 file), the leaf does not look for them.
    const g = randomPosition('modern', 7).game;
    const work = new FeatureWork(g.nPlayers);
    work.stuckCounted = false;
    const out = features(g, work, new Float64Array(g.nPlayers * FEATURE_COUNT));
    for (let p = 0; p < g.nPlayers; p++)
      expect([out[p * FEATURE_COUNT + dead], out[p * FEATURE_COUNT + odds]]).toEqual([0, 0]);
  });

  it("groups the followers by feature once, each player's followers in it as counted one by one", () => {
    const followed = new FollowedFeatures();
    let grouped = 0;
    for (let i = 0; i < 40; i++) {
      const g = randomPosition(i % 2 ? 'classic' : 'winter', 300 + i).game;
      followed.read(g);
      const expected = new Map<number, number[]>();
      for (let j = 0; j < g.followerCount; j++) {
        const node = g.followerNode[j]!;
        const kind = g.nodeKind[node]!;
        if (kind === K_FIELD) continue;
        const root = kind === K_MONASTERY ? node : g.find(node);
        const counts = expected.get(root) ?? new Array<number>(g.nPlayers).fill(0);
        counts[g.followerOwner[j]!]! += g.figures.weight[j]!;
        expected.set(root, counts);
      }
      expect(followed.count).toBe(expected.size);
      for (let f = 0; f < followed.count; f++) {
        const counts = expected.get(followed.roots[f]!)!;
        const read = Array.from(followed.counts.subarray(f * g.nPlayers, (f + 1) * g.nPlayers));
        expect(read).toEqual(counts);
        expect(followed.most(f)).toBe(Math.max(...counts));
      }
      grouped += followed.count;
    }
    expect(grouped).toBeGreaterThan(40);
  });

  const small = { games: 2, seed: 'learn', preset: 'classic', epochs: 60 } as const;
  const trained = unwrap(train(small));

  it('trains: the loss falls, from a seed, the same every time', () => {
    const { loss, samples } = trained;
    expect(samples).toBeGreaterThan(100);
    expect(loss).toHaveLength(61);
    expect(loss[60]!).toBeLessThan(loss[0]! * 0.9);
    for (let e = 1; e < loss.length; e++) expect(loss[e]!).toBeLessThanOrEqual(loss[e - 1]! + 1e-9);
    expect(unwrap(train(small))).toEqual(trained);
    expect(unwrap(train({ ...small, seed: 'other' })).weights.weights).not.toEqual(trained.weights.weights);
  });

  it('predicts the final margin better than the built-in evaluation on its training positions', () => {
    const { epochs: _, ...defaults } = small;
    const fitted = unwrap(train(defaults));
    const { loss, builtInLoss } = fitted;
    expect(loss).toHaveLength(20_001);
    expect(loss[loss.length - 1]!).toBeLessThan(builtInLoss);
    expect(loss[loss.length - 1]!).toBeLessThan(loss[0]!);
    // The margin is what it predicts: the players' values differ by it, whatever the bias.
    expect(fitted.weights.target).toBe('margin');
    expect(fitted.weights.weights[0]).toBe(0);
  });

  it("trains on level 4's games when asked: other positions, a falling loss, the same every time", () => {
    const options = { ...small, games: 1, searchIterations: 3 } as const;
    const searched = unwrap(train(options));
    expect(searched.weights.training).toMatchObject({ searchIterations: 3 });
    expect(searched.loss[60]!).toBeLessThan(searched.loss[0]!);
    expect(unwrap(train(options))).toEqual(searched);
    // Level 4's games are not greedy's: the same deal gives other positions.
    const greedy = unwrap(train({ ...small, games: 1 }));
    expect(greedy.weights.training).not.toHaveProperty('searchIterations');
    expect(searched.weights.weights).not.toEqual(greedy.weights.weights);
    for (const bad of [0, 1.5, Number.NaN])
      expect(train({ ...options, searchIterations: bad })).toMatchObject({
        ok: false,
        error: { code: 'bad-request' },
      });
  });

  it('trains on deals with expansions: the options in the file, other positions, bad options refused', () => {
    const options = { innsAndCathedrals: true };
    const expanded = unwrap(train({ ...small, games: 1, options }));
    expect(expanded.weights.training).toMatchObject({ preset: 'classic', options });
    expect(expanded.loss[60]!).toBeLessThan(expanded.loss[0]!);
    expect(unwrap(train({ ...small, games: 1, options }))).toEqual(expanded);
    const base = unwrap(train({ ...small, games: 1 }));
    expect(base.weights.training).not.toHaveProperty('options');
    expect(expanded.weights.weights).not.toEqual(base.weights.weights);
    expect(train({ ...small, games: 1, options: { theMoon: true } })).toMatchObject({
      ok: false,
      error: { code: 'bad-game' },
    });
  });

  it('trains for three players, and refuses a bad player count', () => {
    const three = unwrap(train({ ...small, players: 3, epochs: 20 }));
    expect(three.samples).toBeGreaterThan(150);
    expect(three.loss[20]!).toBeLessThan(three.loss[0]!);
    expect(train({ ...small, players: 1 })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('writes a weights file that loads back, and checks version and shape at load', () => {
    const text = formatWeights(trained.weights);
    expect(unwrap(parseWeights(text))).toEqual(trained.weights);
    const w = JSON.parse(text) as Weights;
    const refusals: unknown[] = [
      '{"format": ',
      '[]',
      { ...w, version: 1 },
      { ...w, version: 5 },
      // Version 2 has 16 features, version 3 20.
      { ...w, version: 2 },
      { ...w, version: 3 },
      { ...w, target: 'score' },
      (({ target: _, ...rest }) => rest)(w),
      { ...w, format: 'other' },
      { ...w, game: 'the-city' },
      { ...w, weights: w.weights.slice(1) },
      { ...w, mean: [...w.mean.slice(1), 'x'] },
      { ...w, scale: w.scale.map(() => 0) },
      { ...w, features: [...FEATURE_NAMES].reverse() },
      { ...w, extra: 1 },
    ];
    for (const bad of refusals)
      expect(parseWeights(bad), JSON.stringify(bad).slice(0, 60)).toMatchObject({
        ok: false,
        error: { code: 'bad-weights' },
      });
    expect(parseWeights({ ...w, version: 1 })).toMatchObject({
      error: {
        message: expect.stringMatching(/version 1 of the weights; this program reads versions 2, 3, 4/),
      },
    });
    // An older file: today's leaf without the later features, read with their weights 0.
    const older = (version: number, count: number) => {
      const cut = (list: readonly unknown[]) => list.slice(0, count);
      const features = cut(w.features);
      return { ...w, version, features, mean: cut(w.mean), scale: cut(w.scale), weights: cut(w.weights) };
    };
    const two = older(2, 16);
    const read = unwrap(parseWeights(two));
    expect(read.weights).toEqual([...two.weights, 0, 0, 0, 0, 0]);
    expect([read.version, read.features, countsStuck(read)]).toEqual([4, FEATURE_NAMES, false]);
    const three = older(3, 20);
    const readThree = unwrap(parseWeights(three));
    expect(readThree.weights).toEqual([...three.weights, 0]);
    expect([readThree.version, countsStuck(readThree)]).toEqual([4, true]);
    expect(countsStuck(w)).toBe(true);
    expect(parseWeights({ ...w, target: 'score' })).toMatchObject({
      error: { message: expect.stringMatching(/final margin/) },
    });
  });

  it('reads the weights kept in the repository, trained as docs/learned.md says', () => {
    for (const [file, preset] of [
      ['learned-weights.json', 'modern'],
      ['learned-weights-classic.json', 'classic'],
      ['learned-weights-winter.json', 'winter'],
    ]) {
      const text = readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8');
      const w = unwrap(parseWeights(text));
      expect(w.training).toMatchObject({ games: 4000, seed: 't1', preset, epochs: 20_000 });
      // As `train` (or the paired fit over it) writes it, so the commands reproduce the file byte for byte.
      const raw = JSON.parse(text) as { version: number };
      expect(formatWeights(raw.version === WEIGHTS_VERSION ? w : (raw as unknown as Weights))).toBe(text);
    }
  });

  it('falls back to the built-in evaluation with a warning on a missing or corrupt file, never failing', () => {
    const missing = chooseEvaluation(undefined, 'w.json', 'no such file');
    expect(missing.weights).toBeNull();
    expect(missing.warning).toMatch(/w\.json.*no such file.*built-in evaluation/);
    const corrupt = chooseEvaluation('{"format": "carcassonne-weights", "version": 1', 'w.json');
    expect(corrupt.weights).toBeNull();
    expect(corrupt.warning).toMatch(/not JSON/);
    const good = chooseEvaluation(formatWeights(trained.weights), 'w.json');
    expect(good).toEqual({ weights: trained.weights, warning: null });
    const m = shortMatch('classic', 'learned-bot', 12);
    for (const choice of [missing, good]) {
      const bot = learnedBot(choice);
      const a = unwrap(bot.choose({ view: m.view(), budget: { iterations: 30 }, seed: 1 }));
      expect(m.legalMoves().some((mv) => JSON.stringify(mv) === JSON.stringify(a.move))).toBe(true);
    }
  });

  it("is level 5's leaf in 2-player modern, classic and winter games only, from the bundled files", () => {
    expect(LEVEL_LEAF.warning).toBeNull();
    const bundled = (file: string) =>
      chooseEvaluation(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8'), file);
    const level5 = unwrap(makeBot('level5')).bot;
    const mcts = unwrap(makeBot('mcts')).bot;
    // The tuned search with level 5's leaf (`mcts:l=learned`) is level 5 in the base games, with
    // 16 root options in classic (`LEARNED_ROOT_OPTIONS`).
    const tunedIn = (preset: string) =>
      unwrap(makeBot(preset === 'classic' ? 'mcts:l=learned:k=16' : 'mcts:l=learned')).bot;
    const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
    // Level 5 plays as the learned bot with a preset's bundled weights where they were trained,
    // and as today's search (the mcts bot) elsewhere; some position of each kind tells them apart.
    const cases = [
      { preset: 'modern', players: 2, file: 'learned-weights.json' },
      { preset: 'classic', players: 2, file: 'learned-weights-classic.json' },
      { preset: 'winter', players: 2, file: 'learned-weights-winter.json' },
      { preset: 'modern', players: 3, file: null },
    ];
    for (const { preset, players, file } of cases) {
      const learned = learnedBot(bundled(file ?? 'learned-weights.json'));
      let differs = false;
      for (let n = 8; n <= 40 && !differs; n += 4) {
        const m = shortMatch(preset, `leaf-${preset}`, n, players);
        const request = { view: m.view(), budget: { iterations: 24 }, seed: n };
        const five = unwrap(level5.choose(request)).move;
        const expected = unwrap((file ? learned : mcts).choose(request)).move;
        expect(same(five, expected), `${preset} ${n}`).toBe(true);
        expect(same(five, unwrap(tunedIn(preset).choose(request)).move), `${preset} ${n} tuned`).toBe(true);
        const other = unwrap((file ? mcts : learned).choose(request)).move;
        differs = !same(five, other);
      }
      expect(differs, `${preset}, ${players} players: some position tells them apart`).toBe(true);
    }
  });

  it('leaves the built-in leaf, with a sentence to log, when the bundled weights are corrupt', () => {
    const text = readFileSync(new URL('../data/learned-weights.json', import.meta.url), 'utf8');
    const broken = levelLeaf({
      modern: { format: 'carcassonne-weights', version: 1 },
      classic: JSON.parse(text),
    });
    expect(broken.warning).toMatch(
      /bundled weights for modern are not used.*version 1.*plays modern with the built-in evaluation/,
    );
    const two = randomPosition('modern', 3).game;
    const four = randomPosition('modern', 2).game;
    expect([two.nPlayers, four.nPlayers]).toEqual([2, 4]);
    expect(broken.adapterFor(two)).toBeNull();
    // The other preset's file is still used.
    const classic = [1, 2, 3, 4, 5]
      .map((seed) => randomPosition('classic', seed).game)
      .find((g) => g.nPlayers === 2)!;
    expect(broken.adapterFor(classic)).not.toBeNull();
    // The bundled leaves: 2-player games of the presets with a file only.
    expect(LEVEL_LEAF.adapterFor(two)).not.toBeNull();
    expect(LEVEL_LEAF.adapterFor(four)).toBeNull();
    expect(LEVEL_LEAF.adapterFor(classic)).not.toBeNull();
    expect(LEVEL_LEAF.adapterFor(classic)).not.toBe(LEVEL_LEAF.adapterFor(two));
    const players = [
      { name: 'A', color: 'red' },
      { name: 'B', color: 'blue' },
    ];
    for (const options of [{ innsAndCathedrals: true }, { strategic: true }, { farmers: false }]) {
      const m = unwrap(createMatch({ preset: 'modern', players, seed: 'leaf', options }));
      expect(LEVEL_LEAF.adapterFor(carcassonneCore(m)!)).toBeNull();
    }
  });

  it("searches level 5's root options measured with the learned leaf: 16 in 2-player classic", () => {
    const level5 = levelInfo('level5')!.play;
    if (level5.kind !== 'search') throw new Error('level 5 searches');
    const seats = (n: number) =>
      ['red', 'blue', 'green'].slice(0, n).map((color, i) => ({ name: `P${i}`, color }));
    const position = (preset: 'classic' | 'modern', players = 2, options = {}) =>
      positionOf(unwrap(createMatch({ preset, players: seats(players), seed: 'root', options })))!;
    const widthOf = (p: Position, opts: MctsOptions) =>
      p.use((_adapter, _core, search) => search(opts).options.rootTopK);
    expect(LEARNED_ROOT_OPTIONS).toEqual({ classic: 16 });
    expect(widthOf(position('classic'), level5.options)).toBe(16);
    // Not measured there: the default 12.
    expect(widthOf(position('modern'), level5.options)).toBe(12);
    expect(widthOf(position('classic', 3), level5.options)).toBe(12);
    expect(widthOf(position('classic', 2, { innsAndCathedrals: true }), level5.options)).toBe(12);
    // Only level 5's options ask for it: `mcts:l=learned` keeps its own width (and `k=` sets it).
    expect(widthOf(position('classic'), { ...DEFAULT_MCTS, leaf: 'learned' })).toBe(12);
    expect(widthOf(position('classic'), { ...level5.options, learnedRoot: false })).toBe(12);
    // The search (and with it the hints and the analysis) compares 16 options.
    const searched = position('classic').use((_adapter, g, search) => {
      const { adapter, options } = search(level5.options);
      return unwrap(flatEvaluate(adapter, g, new Mulberry32(1), { iterations: 64 }, options)).options.length;
    });
    expect(searched).toBe(16);
  });
});
