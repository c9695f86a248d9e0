import { PRESETS, CITY_STACKS, fnv1a, Mulberry32, type BasePreset } from '@carcassonne/engine';
import { CityGame, Game, cityTileSet, citySeededOrder, randomCityGame, randomGame, seededOrder, tileSet } from '@carcassonne/engine/internal';
import { baseAdapter, cityAdapter, cityOptions, DEFAULT_MCTS, FAST_MCTS, runSearch, type MctsOptions } from '@carcassonne/ai';
import { parse } from '../args.js';
import { round } from './selfplay.js';

const BENCH_PRESETS: readonly BasePreset[] = ['classic', 'modern', 'winter'];

export interface BenchFigures {
  gamesPerSecond: number;
  legalMovesPerSecond: number;
  /** The search with fast playouts (24 random turns each). */
  mctsIterationsPerSecond: number;
  /** The default bot's search (base games: 8 greedy turns per playout, fewer but better). */
  defaultBotIterationsPerSecond: number;
}

/** A position at move `at` of a seeded random 2-player game, with a tile to place. */
function midGame(preset: BasePreset, seed: string, at: number): Game | null {
  const p = PRESETS[preset];
  const set = tileSet(p.tileSet);
  const bag = seededOrder(set, seed).map((id) => set.byId.get(id)!.index);
  const g = new Game({ tileSet: set, options: p.options, players: 2, bag });
  const rng = new Mulberry32(fnv1a(seed));
  while (g.phase === 'place' && g.moveCount < at) {
    g.placeTile(g.legal[rng.int(g.legalCount)]!);
    const k = rng.int(g.followerOptionCount + 1);
    g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
  }
  return g.phase === 'place' ? g : null;
}

/** MCTS iterations per second from a mid-game position (move 30 of 71). */
export function benchMcts(preset: BasePreset, seconds: number, opts: MctsOptions): number {
  const g = midGame(preset, 'mcts-bench', 30)!;
  runSearch(baseAdapter, g, new Mulberry32(1), { timeMs: 50 }, opts);
  const r = runSearch(baseAdapter, g, new Mulberry32(2), { timeMs: seconds * 1000 }, opts);
  return r.ok ? r.value.iterations / seconds : 0;
}

/** Full 2-player random games per second on this thread. */
export function benchGames(preset: BasePreset, seconds: number): number {
  const p = PRESETS[preset];
  const set = tileSet(p.tileSet);
  // One game reused throughout (reset for each new game), as self-play does; warm up the JIT first.
  let g: Game | undefined;
  for (let i = 0; i < 200; i++) g = randomGame({ tileSet: set, options: p.options, players: 2, seed: `warm${i}`, moveSeed: i }, g);
  let n = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  while ((n & 15) !== 0 || performance.now() < end) {
    g = randomGame({ tileSet: set, options: p.options, players: 2, seed: `bench${n}`, moveSeed: n }, g);
    n++;
  }
  return n / ((performance.now() - t0) / 1000);
}

/** Legal-placement generations per second over mid-game positions. */
export function benchLegal(preset: BasePreset, seconds: number): number {
  const positions: Game[] = [];
  for (let i = 0; positions.length < 100; i++) {
    const mid = midGame(preset, `legal${i}`, 35);
    if (mid) positions.push(mid);
  }
  let n = 0;
  let sink = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  while ((n & 1023) !== 0 || performance.now() < end) {
    const g = positions[n % positions.length]!;
    g.computeLegal(g.drawn);
    sink += g.legalCount;
    n++;
  }
  if (sink < 0) console.log(sink);
  return n / ((performance.now() - t0) / 1000);
}

/** The City: full 2-player random games per second, and placement generations per second. */
export function benchCity(seconds: number): BenchFigures {
  let game: CityGame | undefined;
  for (let i = 0; i < 50; i++) game = randomCityGame({ players: 2, seed: `warm${i}`, moveSeed: i }, game);
  let n = 0;
  let t0 = performance.now();
  let end = t0 + seconds * 1000;
  while ((n & 7) !== 0 || performance.now() < end) {
    game = randomCityGame({ players: 2, seed: `bench${n}`, moveSeed: n }, game);
    n++;
  }
  const gamesPerSecond = n / ((performance.now() - t0) / 1000);
  const set = cityTileSet();
  const positions: CityGame[] = [];
  for (let i = 0; positions.length < 50; i++) {
    const bag = citySeededOrder(`legal${i}`, set).map((id) => set.byId.get(id)!.index);
    // A position at move 30 (around the start of the wall phase), with a tile to place.
    const full = new CityGame({ tileSet: set, players: 2, bag, stacks: [...CITY_STACKS] });
    const rng = new Mulberry32(i);
    while (full.phase !== 'over' && full.moveCount < 30) {
      if (full.phase === 'place') full.placeTile(full.legal[rng.int(full.legalCount)]!);
      else if (full.phase === 'follower') full.finishTurn(-1);
      else break;
    }
    if (full.phase === 'place') positions.push(full);
    else if (i > 500) break;
  }
  n = 0;
  t0 = performance.now();
  end = t0 + (seconds / 2) * 1000;
  while (positions.length > 0 && ((n & 1023) !== 0 || performance.now() < end)) {
    const g = positions[n % positions.length]!;
    g.computeLegal(g.drawn);
    n++;
  }
  const legalMovesPerSecond = n / ((performance.now() - t0) / 1000);
  const pos = positions[0];
  const opts = cityOptions(DEFAULT_MCTS);
  const search = pos ? runSearch(cityAdapter, pos, new Mulberry32(3), { timeMs: (seconds / 2) * 1000 }, opts) : null;
  const mcts = search?.ok ? search.value.iterations / (seconds / 2) : 0;
  // The City's default bot uses the fast playouts too: both figures are the same search.
  return { gamesPerSecond: round(gamesPerSecond, 0), legalMovesPerSecond: round(legalMovesPerSecond, 0), mctsIterationsPerSecond: round(mcts, 0), defaultBotIterationsPerSecond: round(mcts, 0) };
}

function line(name: string, f: BenchFigures): string {
  const col = (v: number, w: number) => String(v).padStart(w);
  return `${name.padEnd(8)} ${col(f.gamesPerSecond, 8)} games/s ${col(f.legalMovesPerSecond, 10)} legal-move generations/s ${col(f.mctsIterationsPerSecond, 7)} MCTS iterations/s ${col(f.defaultBotIterationsPerSecond, 6)} bot iterations/s`;
}

export function benchCommand(argv: string[]): number {
  const { values } = parse(argv, { json: { type: 'boolean' }, seconds: { type: 'string' } });
  const seconds = values.seconds === undefined ? 2 : Number(values.seconds);
  const out: Record<string, BenchFigures> = {};
  for (const preset of BENCH_PRESETS) {
    out[preset] = {
      gamesPerSecond: round(benchGames(preset, seconds), 0),
      legalMovesPerSecond: round(benchLegal(preset, seconds / 2), 0),
      mctsIterationsPerSecond: round(benchMcts(preset, seconds / 4, FAST_MCTS), 0),
      defaultBotIterationsPerSecond: round(benchMcts(preset, seconds / 4, DEFAULT_MCTS), 0),
    };
    if (!values.json) console.log(line(preset, out[preset]));
  }
  out['the-city'] = benchCity(seconds);
  if (!values.json) {
    console.log(line('the-city', out['the-city']));
    console.log('MCTS iterations/s: fast playouts (24 random turns); bot: the default bot (base games: 8 greedy turns per playout).');
  }
  if (values.json) console.log(JSON.stringify(out, null, 2));
  return 0;
}
