import { createMatch, fnv1a, Mulberry32 } from '@carcassonne/engine';
import { expansionsArg, parse, presetArg, ruleSetup, seedArg, strategicArg, UsageError } from '../args.js';
import { definitionArg } from '../definition-arg.js';
import { dragonTally } from '../dragon-tally.js';
import { quote, shellWord } from '../quote.js';
import { boardLegend, expansionPieces } from '../board-pieces.js';
import { renderBoard } from '../render.js';
import { describeReport } from './replay.js';
import { writeTextFile } from '../write-file.js';

/** One seeded game of random play, its scorings and the board. */
export function demoCommand(argv: string[]): number {
  const { values } = parse(argv, {
    preset: { type: 'string' },
    seed: { type: 'string' },
    expansions: { type: 'string' },
    strategic: { type: 'boolean' },
    out: { type: 'string' },
  });
  const preset = presetArg(values.preset, 'classic');
  const definition = definitionArg(preset);
  const expansions = expansionsArg(values.expansions, preset);
  const strategic = strategicArg(values.strategic, preset, expansions);
  const seed = seedArg(values.seed, `demo-${Date.now()}`);
  const names = ['Anna', 'Bo'];
  const created = createMatch({
    preset,
    ...ruleSetup(expansions, strategic),
    seed,
    players: names.map((name, i) => ({ name, color: definition.colors[i]! })),
  });
  if (!created.ok) throw new UsageError(created.error.message);
  const m = created.value;
  definition.playRandomly(m, new Mulberry32(fnv1a(`moves:${seed}`)));
  const view = m.view();
  const withExpansions = expansions.length > 0 ? ` with ${expansions.join(', ')}` : '';
  const variant = strategic ? ' (strategic variant: hands of three)' : '';
  console.log(
    `A ${preset} game${withExpansions}${variant} between two random players (seed ${quote(seed)})\n`,
  );
  const initials = names.map((n) => n[0]!);
  const pieces = expansionPieces(view);
  console.log(renderBoard(m.tiles, view.board, view.followers, initials, pieces.marks));
  console.log(`\n${boardLegend(view, initials)}`);
  if (pieces.lines.length > 0) console.log(`\nOn the board at the end:\n${pieces.lines.join('\n')}`);
  const tally = dragonTally(m.toRecord());
  if (tally.length > 0) console.log(`\n${tally.join('\n')}`);
  console.log('');
  console.log(describeReport(m.report()));
  const again = [
    'carcassonne demo',
    `--preset ${preset}`,
    ...(expansions.length > 0 ? [`--expansions ${expansions.join(',')}`] : []),
    ...(strategic ? ['--strategic'] : []),
    `--seed ${shellWord(seed)}`,
  ].join(' ');
  if (values.out === undefined) {
    console.log(`\nThe same game again, its record saved: ${again} --out demo.carc.json`);
    return 0;
  }
  const written = writeTextFile(values.out, `${JSON.stringify(m.toRecord(), null, 2)}\n`);
  if (written === 0) console.log(`\nIts record is written: carcassonne replay ${shellWord(values.out)}`);
  return written;
}
