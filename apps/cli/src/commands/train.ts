import { formatWeights, train } from '@carcassonne/ai';
import { expansionSetup, expansionsArg, gamesName, intArg, parse, UsageError } from '../args.js';
import { printError } from '../output.js';
import { quote } from '../quote.js';
import { overwrite } from '../records.js';

/**
 * `carcassonne train --games N --out FILE`: fit the learned evaluation (packages/ai/src/learned)
 * on N seeded greedy games and write its weights file; the loss before and after is printed.
 */
export function trainCommand(argv: string[]): number {
  const { values, positionals } = parse(argv, {
    games: { type: 'string' },
    out: { type: 'string' },
    seed: { type: 'string' },
    preset: { type: 'string' },
    expansions: { type: 'string' },
    epochs: { type: 'string' },
    'search-iterations': { type: 'string' },
    'weights-version': { type: 'string' },
    json: { type: 'boolean' },
  });
  if (positionals.length > 0 || values.games === undefined || values.out === undefined)
    throw new UsageError(
      'usage: carcassonne train --games N --out FILE [--seed S] [--preset P] [--expansions E,F] [--epochs E] [--search-iterations I] [--weights-version V] [--json]',
    );
  const games = intArg(values.games, 'games', 1, 1, 100_000);
  const epochs = values.epochs === undefined ? undefined : intArg(values.epochs, 'epochs', 1, 1, 1_000_000);
  const searchIterations =
    values['search-iterations'] === undefined
      ? undefined
      : intArg(values['search-iterations'], 'search-iterations', 1, 1, 10_000);
  const version =
    values['weights-version'] === undefined
      ? 4
      : intArg(values['weights-version'], 'weights-version', 4, 2, 4);
  const seed = values.seed ?? 'train';
  const preset = values.preset ?? 'modern';
  const expansions = expansionsArg(values.expansions, preset);
  const r = train({
    games,
    seed,
    preset,
    ...expansionSetup(expansions),
    ...(epochs !== undefined ? { epochs } : {}),
    ...(searchIterations !== undefined ? { searchIterations } : {}),
    version: version === 2 ? 2 : version === 3 ? 3 : 4,
  });
  if (!r.ok) throw new UsageError(r.error.message);
  const { loss, samples, file, builtInLoss } = r.value;
  const passes = loss.length - 1;
  try {
    overwrite(values.out, formatWeights(file));
  } catch (e) {
    printError(
      `carcassonne train: cannot write ${quote(values.out)}: ${e instanceof Error ? e.message : String(e)}`,
    );
    return 2;
  }
  const first = loss[0]!;
  const last = loss[loss.length - 1]!;
  if (values.json)
    console.log(
      JSON.stringify({
        games,
        seed,
        preset,
        ...(expansions.length > 0 ? { expansions } : {}),
        epochs: passes,
        samples,
        loss: { first, last, builtIn: builtInLoss },
      }),
    );
  else
    console.log(
      `trained on ${samples} positions of ${games} ${gamesName(preset, expansions)} games (seed ${seed}), ${passes} epochs: ` +
        `mean squared error of the final margin ${first.toFixed(1)} → ${last.toFixed(1)} points² ` +
        `(the built-in evaluation: ${builtInLoss.toFixed(1)}); weights in ${values.out}`,
    );
  return 0;
}
