import { COLORS, fnv1a, GAMES, isBasePreset, Match, Mulberry32, reportOf } from '@carcassonne/engine';
import { playRandomly } from '@carcassonne/engine/internal';
import { parse, UsageError } from '../args.js';
import { renderBoard } from '../render.js';
import { describeReport } from './replay.js';

/** `npm start` for now: one seeded game of random play, its scorings and the board. */
export function demoCommand(argv: string[]): number {
  const { values } = parse(argv, { preset: { type: 'string' }, seed: { type: 'string' } });
  const preset = values.preset ?? 'classic';
  if (!isBasePreset(preset)) throw new UsageError(`unknown preset "${preset}"`);
  const seed = values.seed ?? `demo-${Date.now()}`;
  const names = ['Anna', 'Bo'];
  const created = Match.create({ game: 'carcassonne', preset, seed, players: names.map((name, i) => ({ name, color: COLORS[i]! })) });
  if (!created.ok) throw new UsageError(created.error.message);
  const m = created.value;
  playRandomly(m.game, new Mulberry32(fnv1a(`moves:${seed}`)));
  console.log(`A ${preset} game between two random players (seed "${seed}")\n`);
  console.log(renderBoard(GAMES.carcassonne.tileCatalog(preset)!, m.board(), m.followers(), names.map((n) => n[0]!)));
  console.log(`\n# city  = | road  . field  M monastery  A/B followers left on the board\n`);
  console.log(describeReport(reportOf(m)));
  console.log(`\nReplay it: save the record with  carcassonne selfplay --preset ${preset} --games 1 --out games`);
  return 0;
}
