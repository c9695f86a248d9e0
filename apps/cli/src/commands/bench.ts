import { Game, PRESETS, fnv1a, Mulberry32, randomGame, seededOrder, tileSet, type BasePreset } from '@carcassonne/engine';
import { parse } from '../args.js';
import { round } from './selfplay.js';

const BENCH_PRESETS: readonly BasePreset[] = ['classic', 'modern', 'winter'];

export interface BenchFigures {
  gamesPerSecond: number;
  legalMovesPerSecond: number;
}

/** Full 2-player random games per second on this thread. */
export function benchGames(preset: BasePreset, seconds: number): number {
  const p = PRESETS[preset];
  const set = tileSet(p.tileSet);
  // Warm up the JIT before measuring.
  for (let i = 0; i < 200; i++) randomGame({ tileSet: set, options: p.options, players: 2, seed: `warm${i}`, moveSeed: i });
  let n = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  while ((n & 15) !== 0 || performance.now() < end) {
    randomGame({ tileSet: set, options: p.options, players: 2, seed: `bench${n}`, moveSeed: n });
    n++;
  }
  return n / ((performance.now() - t0) / 1000);
}

/** Legal-placement generations per second over mid-game positions. */
export function benchLegal(preset: BasePreset, seconds: number): number {
  const p = PRESETS[preset];
  const set = tileSet(p.tileSet);
  const positions: Game[] = [];
  for (let i = 0; positions.length < 100; i++) {
    const bag = seededOrder(set, `legal${i}`).map((id) => set.byId.get(id)!.index);
    // A position at move 35 of a random game, with a tile to place.
    const mid = new Game({ tileSet: set, options: p.options, players: 2, bag });
    const rng = new Mulberry32(fnv1a(`legal${i}`));
    while (mid.phase === 'place' && mid.moveCount < 35) {
      mid.placeTile(mid.legal[rng.int(mid.nLegal)]!);
      const k = rng.int(mid.nFopts + 1);
      mid.finishTurn(k === 0 ? -1 : mid.fopts[k - 1]!);
    }
    if (mid.phase === 'place') positions.push(mid);
  }
  let n = 0;
  let sink = 0;
  const t0 = performance.now();
  const end = t0 + seconds * 1000;
  while ((n & 1023) !== 0 || performance.now() < end) {
    const g = positions[n % positions.length]!;
    g.computeLegal(g.drawn);
    sink += g.nLegal;
    n++;
  }
  if (sink < 0) console.log(sink);
  return n / ((performance.now() - t0) / 1000);
}

export function benchCommand(argv: string[]): number {
  const { values } = parse(argv, { json: { type: 'boolean' }, seconds: { type: 'string' } });
  const seconds = values.seconds === undefined ? 2 : Number(values.seconds);
  const out: Record<string, BenchFigures> = {};
  for (const preset of BENCH_PRESETS) {
    out[preset] = {
      gamesPerSecond: round(benchGames(preset, seconds), 0),
      legalMovesPerSecond: round(benchLegal(preset, seconds / 2), 0),
    };
    if (!values.json) console.log(`${preset.padEnd(8)} ${String(out[preset].gamesPerSecond).padStart(8)} games/s   ${String(out[preset].legalMovesPerSecond).padStart(10)} legal-move generations/s`);
  }
  if (values.json) console.log(JSON.stringify(out, null, 2));
  return 0;
}
