import { COLORS, fnv1a, Match, Mulberry32, playRandomly, reportOf } from '@carcassonne/engine';
import { basePresetArg, parse, seedArg } from '../args.js';
import { quote } from '../quote.js';
import { renderBoard } from '../render.js';
import { describeReport } from './replay.js';

/** `npm start` for now: one seeded game of random play, its scorings and the board. */
export function demoCommand(argv: string[]): number {
  const { values } = parse(argv, { preset: { type: 'string' }, seed: { type: 'string' } });
  const preset = basePresetArg(values.preset, 'classic');
  const seed = seedArg(values.seed, `demo-${Date.now()}`);
  const names = ['Anna', 'Bo'];
  const created = Match.create({ game: 'carcassonne', preset, seed, players: names.map((name, i) => ({ name, color: COLORS[i]! })) });
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  playRandomly(m.game, new Mulberry32(fnv1a(`moves:${seed}`)));
  console.log(`A ${preset} game between two random players (seed ${quote(seed)})\n`);
  console.log(renderBoard(m.game.tileSet, m.board(), m.followers(), names.map((n) => n[0]!)));
  console.log(`\n# city  = | road  . field  M monastery  A/B followers left on the board\n`);
  console.log(describeReport(reportOf(m)));
  console.log(`\nReplay it: save the record with  carcassonne selfplay --preset ${preset} --games 1 --out games`);
  return 0;
}
