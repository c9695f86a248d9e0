import { carcassonne, theCity, fnv1a, Mulberry32 } from '@carcassonne/engine';
import {
  CityGame,
  Game,
  cityTileSet,
  citySeededOrder,
  randomCityGame,
  randomGame,
  compiled,
  seededOrder,
  TILE_SETS,
  withExpansions,
} from '@carcassonne/engine/internal';
import {
  baseAdapter,
  cityAdapter,
  cityOptions,
  DEFAULT_MCTS,
  FAST_MCTS,
  runSearch,
  type Adapter,
  type MctsOptions,
} from '@carcassonne/ai';
import { expansionsArg, numberArg, parse } from '../args.js';
import { DEFAULT_SAMPLING, measureRates, type Meter, type Rate } from '../measure.js';
import { round } from './selfplay.js';
import { arrayBytes } from '../array-bytes.js';

const BENCH_PRESETS: readonly carcassonne.BasePreset[] = ['classic', 'modern', 'winter'];
/** The expansions' figures: classic with expansions (docs/rules.md A6), by default all of them. */
const EXPANSIONS_PRESET = 'classic';

/** The name of the expansions' row: `classic+expansions` with all of them, else the names joined. */
export function expansionsRow(expansions: readonly carcassonne.ExpansionName[]): string {
  const all = expansions.length === carcassonne.EXPANSION_NAMES.length;
  return `${EXPANSIONS_PRESET}+${all ? 'expansions' : expansions.join('+')}`;
}

/** A preset's compiled tile set and options with `expansions` switched on. */
export function rulesOf(preset: carcassonne.BasePreset, expansions: readonly carcassonne.ExpansionName[]) {
  const p = carcassonne.PRESETS[preset];
  const options = { ...p.options, ...carcassonne.expansionOptions(expansions) };
  return { set: compiled(withExpansions(TILE_SETS[p.tileSet], expansions)), options };
}

export interface BenchFigures {
  gamesPerSecond: number;
  legalMovesPerSecond: number;
  /** The search with fast playouts (24 random turns each). */
  mctsIterationsPerSecond: number;
  /** The default bot's search (base games: 8 greedy turns per playout, fewer but better). */
  defaultBotIterationsPerSecond: number;
  /** The widest spread of the samples behind these figures: (best − median) / best. */
  spread: number;
  /** Bytes of typed arrays one 2-player game's core holds (board, features, followers, bag). */
  arrayBytesPerGame: number;
  /** Tiles in the game's box (the start tile included): how long a game is. */
  tilesPerGame: number;
  /** The expansions' row: its random games/s as a share of its base preset's (issue: at least 0.7). */
  gamesShareOfBase?: number;
}

/** A position at move `at` of a seeded random 2-player game, with a tile to place. */
function midGame(
  preset: carcassonne.BasePreset,
  seed: string,
  at: number,
  expansions: readonly carcassonne.ExpansionName[] = [],
): Game | null {
  const { set, options } = rulesOf(preset, expansions);
  const bag = seededOrder(set, seed).map((id) => set.byId.get(id)!.index);
  const g = new Game({ tileSet: set, options, players: 2, bag });
  const rng = new Mulberry32(fnv1a(seed));
  while (g.phase === 'place' && g.moveCount < at) {
    g.placeTile(g.legal[rng.int(g.legalCount)]!);
    const k = rng.int(g.followerOptionCount + 1);
    g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
    // Abbey & Mayor's wagons home, the dragon's flight at random (never without the expansions).
    while ((g.phase as string) === 'wagon') g.moveWagon(-1);
    while ((g.phase as string) === 'dragon') g.moveDragon(g.dragonOptions[rng.int(g.dragonOptionCount)]!);
  }
  return g.phase === 'place' ? g : null;
}

/**
 * The work of one sample, a few milliseconds long (so that many samples run undisturbed): 16
 * random games (The City: 4), 4096 legal-move generations, a fast search of 64 iterations (every
 * halving phase), and one round of the default bot's search (an iteration per root option, 12,
 * each an 8-turn greedy playout).
 */
const SAMPLE = { games: 16, cityGames: 4, legalMoves: 4096, fastSearch: 64, greedySearch: 12 } as const;

/**
 * Random games take their deals in turn from this many (`bench0`, `bench1`, …), 16 new ones a
 * sample, the same sequence in every run. Played again and again, the same 16 games teach the
 * processor's branch predictor their every turn: classic ran 29,900 games/s so against 25,400
 * for new deals (1 December, AMD EPYC), the expansions' longer games far less (Abbey & Mayor
 * 16,900 against 16,000), so the expansions' share of classic's rate was the predictor's as much
 * as the engine's. New deals are what self-play and research runs play.
 */
const BENCH_DEALS = 4096;

function searchMeter<G>(adapter: Adapter<G>, position: G, seconds: number, opts: MctsOptions): Meter {
  const iterations = opts.playout === 'greedy' ? SAMPLE.greedySearch : SAMPLE.fastSearch;
  return {
    seconds,
    sample: () => {
      const r = runSearch(adapter, position, new Mulberry32(1), { iterations }, opts);
      return r.ok ? r.value.iterations : 0;
    },
  };
}

/** Full 2-player random games of a base preset. */
function gamesMeter(
  preset: carcassonne.BasePreset,
  seconds: number,
  expansions: readonly carcassonne.ExpansionName[] = [],
): Meter {
  const { set, options } = rulesOf(preset, expansions);
  // One game reused throughout (reset for each new game), as self-play does.
  let g: Game | undefined;
  let deal = 0;
  return {
    seconds,
    sample() {
      for (let n = 0; n < SAMPLE.games; n++, deal = (deal + 1) % BENCH_DEALS)
        g = randomGame({ tileSet: set, options, players: 2, seed: `bench${deal}`, moveSeed: deal }, g);
      return SAMPLE.games;
    },
  };
}

function cityGamesMeter(seconds: number): Meter {
  let game: CityGame | undefined;
  let deal = 0;
  return {
    seconds,
    sample() {
      for (let n = 0; n < SAMPLE.cityGames; n++, deal = (deal + 1) % BENCH_DEALS)
        game = randomCityGame({ players: 2, seed: `bench${deal}`, moveSeed: deal }, game);
      return SAMPLE.cityGames;
    },
  };
}

/** Legal-placement generations over mid-game positions. */
function legalMeter(positions: readonly (Game | CityGame)[], seconds: number): Meter {
  let sink = 0;
  return {
    seconds,
    sample() {
      if (positions.length === 0) return 0;
      for (let n = 0; n < SAMPLE.legalMoves; n++) {
        const g = positions[n % positions.length]!;
        g.computeLegal(g.drawn);
        sink += g.legalCount;
      }
      // Keeps the work observable, so the optimiser cannot drop it.
      return sink < 0 ? 0 : SAMPLE.legalMoves;
    },
  };
}

/** Base-game positions at move 35, each with a tile to place. */
function basePositions(
  preset: carcassonne.BasePreset,
  expansions: readonly carcassonne.ExpansionName[] = [],
): Game[] {
  const positions: Game[] = [];
  for (let i = 0; positions.length < 100; i++) {
    const mid = midGame(preset, `legal${i}`, 35, expansions);
    if (mid) positions.push(mid);
  }
  return positions;
}

/** The City: positions at move 30 (around the start of the wall phase), each with a tile to place. */
function cityPositions(): CityGame[] {
  const set = cityTileSet();
  const positions: CityGame[] = [];
  for (let i = 0; positions.length < 50 && i <= 500; i++) {
    const bag = citySeededOrder(`legal${i}`, set).map((id) => set.byId.get(id)!.index);
    const full = new CityGame({ tileSet: set, players: 2, bag, stacks: [...theCity.CITY_STACKS] });
    const rng = new Mulberry32(i);
    while (full.phase !== 'over' && full.moveCount < 30) {
      if (full.phase === 'place') full.placeTile(full.legal[rng.int(full.legalCount)]!);
      else if (full.phase === 'follower') full.finishTurn(-1);
      else break;
    }
    if (full.phase === 'place') positions.push(full);
  }
  return positions;
}

/**
 * The four figures of each preset, given `seconds` of CPU time for random games (half that for
 * legal moves, a quarter for each search; The City: half for legal moves and for its one search).
 */
export function benchmark(
  seconds: number,
  expansions: readonly carcassonne.ExpansionName[] = carcassonne.EXPANSION_NAMES,
): Record<string, BenchFigures> {
  const meters: Meter[] = [];
  for (const preset of BENCH_PRESETS) {
    const mid = midGame(preset, 'mcts-bench', 30)!;
    meters.push(
      gamesMeter(preset, seconds),
      legalMeter(basePositions(preset), seconds / 2),
      searchMeter(baseAdapter, mid, seconds / 4, FAST_MCTS),
      searchMeter(baseAdapter, mid, seconds / 4, DEFAULT_MCTS),
    );
  }
  const preset = EXPANSIONS_PRESET;
  const withAll = midGame(preset, 'mcts-bench', 30, expansions)!;
  meters.push(
    gamesMeter(preset, seconds, expansions),
    legalMeter(basePositions(preset, expansions), seconds / 2),
    searchMeter(baseAdapter, withAll, seconds / 4, FAST_MCTS),
    searchMeter(baseAdapter, withAll, seconds / 4, DEFAULT_MCTS),
  );
  const city = cityPositions();
  const first = city[0];
  meters.push(cityGamesMeter(seconds), legalMeter(city, seconds / 2));
  if (first) meters.push(searchMeter(cityAdapter, first, seconds / 2, cityOptions(DEFAULT_MCTS)));
  // Short runs (tests, a quick look) warm up and spread less; the default run does it fully.
  const rates = measureRates(meters, {
    rounds: Math.max(1, Math.min(DEFAULT_SAMPLING.rounds, Math.round(seconds * 5))),
    warmUp: Math.min(DEFAULT_SAMPLING.warmUp, seconds / 8),
  });
  const at = (i: number): Rate => rates[i] ?? { perSecond: 0, spread: 0 };
  const out: Record<string, BenchFigures> = {};
  BENCH_PRESETS.forEach((preset, k) => {
    const game = gameOf(preset);
    const bytes = arrayBytes(randomGame({ ...game, players: 2, seed: 'memory' }));
    out[preset] = figures(at(4 * k), at(4 * k + 1), at(4 * k + 2), at(4 * k + 3), bytes, game.tileSet.total);
  });
  const e = 4 * BENCH_PRESETS.length;
  const game = gameOf(preset, expansions);
  const expansionBytes = arrayBytes(randomGame({ ...game, players: 2, seed: 'memory' }));
  const row = figures(at(e), at(e + 1), at(e + 2), at(e + 3), expansionBytes, game.tileSet.total);
  const base = out[preset]!.gamesPerSecond;
  out[expansionsRow(expansions)] = {
    ...row,
    gamesShareOfBase: round(base > 0 ? row.gamesPerSecond / base : 0, 3),
  };
  const c = e + 4;
  // The City's default bot uses the fast playouts too: both figures are the same search.
  const cityBytes = arrayBytes(randomCityGame({ players: 2, seed: 'memory' }));
  out['the-city'] = figures(at(c), at(c + 1), at(c + 2), at(c + 2), cityBytes, cityTileSet().total);
  return out;
}

/** A base preset's tile set and options. */
function gameOf(preset: carcassonne.BasePreset, expansions: readonly carcassonne.ExpansionName[] = []) {
  const { set, options } = rulesOf(preset, expansions);
  return { tileSet: set, options };
}

function figures(
  games: Rate,
  legal: Rate,
  mcts: Rate,
  defaultBot: Rate,
  bytes: number,
  tiles: number,
): BenchFigures {
  return {
    gamesPerSecond: round(games.perSecond, 0),
    legalMovesPerSecond: round(legal.perSecond, 0),
    mctsIterationsPerSecond: round(mcts.perSecond, 0),
    defaultBotIterationsPerSecond: round(defaultBot.perSecond, 0),
    spread: round(Math.max(games.spread, legal.spread, mcts.spread, defaultBot.spread), 3),
    arrayBytesPerGame: bytes,
    tilesPerGame: tiles,
  };
}

function line(name: string, f: BenchFigures): string {
  const col = (v: number, w: number) => String(v).padStart(w);
  return `${name.padEnd(19)} ${col(f.gamesPerSecond, 8)} games/s ${col(f.legalMovesPerSecond, 10)} legal-move generations/s ${col(f.mctsIterationsPerSecond, 7)} MCTS iterations/s ${col(f.defaultBotIterationsPerSecond, 6)} bot iterations/s ${col(round(f.arrayBytesPerGame / 1024, 1), 6)} KB arrays/game`;
}

/** The expansions' row beside its base preset: random games/s as a share, and per tile of the box. */
function shareLine(name: string, f: BenchFigures, base: BenchFigures): string {
  const share = f.gamesShareOfBase ?? 0;
  const perTile = (share * f.tilesPerGame) / base.tilesPerGame;
  const percent = (v: number) => `${Math.round(100 * v)}%`;
  return `${name}: random games/s ${percent(share)} of ${EXPANSIONS_PRESET}'s (${f.tilesPerGame} tiles a game against ${base.tilesPerGame}: ${percent(perTile)} per tile)`;
}

export function benchCommand(argv: string[]): number {
  const { values } = parse(argv, {
    json: { type: 'boolean' },
    seconds: { type: 'string' },
    expansions: { type: 'string' },
  });
  const seconds = numberArg(values.seconds, 'seconds', 2, 0.01, 600);
  const named = expansionsArg(values.expansions, EXPANSIONS_PRESET);
  const expansions = named.length > 0 ? named : carcassonne.EXPANSION_NAMES;
  const out = benchmark(seconds, expansions);
  if (values.json) {
    console.log(JSON.stringify(out, null, 2));
    return 0;
  }
  for (const [name, f] of Object.entries(out)) console.log(line(name, f));
  const row = expansionsRow(expansions);
  console.log(shareLine(row, out[row]!, out[EXPANSIONS_PRESET]!));
  console.log(
    'Per second of CPU time: the best of many short samples per figure, taken in turns after a warm-up.',
  );
  console.log(
    'MCTS iterations/s: fast playouts (24 random turns); bot: the default bot (base games: 8 greedy turns per playout).',
  );
  console.log('KB arrays/game: typed arrays one 2-player game holds (board, features, followers, bag).');
  return 0;
}
