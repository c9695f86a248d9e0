import { PRESET_LIST, UsageError } from './args.js';
import { replayCommand } from './commands/replay.js';
import { tilesCommand } from './commands/tiles.js';
import { selfplayCommand } from './commands/selfplay.js';
import { benchCommand } from './commands/bench.js';
import { demoCommand } from './commands/demo.js';
import { arenaCommand } from './commands/arena.js';
import { printError } from './output.js';
import { quote } from './quote.js';
import { ladderCommand } from './commands/ladder.js';
import { analyseCommand } from './commands/analyse.js';

const HELP = `carcassonne — Carcassonne, the Winter Edition and The City

Usage:
  carcassonne replay FILE [--json]           replay a game record, print scorings and scores
                                             (a regular file of at most 16 MB; FILE - reads stdin)
  carcassonne tiles --preset P [--json]      list a preset's tiles
  carcassonne selfplay --preset P --games N [--seed S] [--players K] [--out DIR]
                                             random legal games, with a summary
  carcassonne bench [--json] [--seconds S]   games, legal-move generations and search iterations
                                             per second of CPU time
  carcassonne arena --bots A,B[,C…] --games N --preset P [--time-ms T | --iterations I] [--seed S] [--json]
                                             bots against each other, seats rotated
  carcassonne demo [--preset P] [--seed S]   play one random game and draw the board
  carcassonne ladder --preset P [--games N] [--seed S] [--iterations I] [--json]
                                             rate the bot levels: Elo with 95% intervals (greedy = 1000)
  carcassonne analyse FILE [--json] [--budget-iterations N] [--seed S]
                                             value every move of a record: points lost per move and player

Bots: random, greedy, mcts (information-set MCTS), baseline (plain MCTS, 500 iterations, random playouts),
level1 … level5 (beginner, casual, club, expert, master: each with its own budget).

Presets: ${PRESET_LIST}.
Exit codes: 0 ok, 1 illegal move in a record, 2 malformed input, usage or unwritable output, 3 internal error.`;

const commands = new Map<string, (argv: string[]) => Promise<number> | number>([
  ['replay', replayCommand],
  ['tiles', tilesCommand],
  ['selfplay', selfplayCommand],
  ['bench', benchCommand],
  ['demo', demoCommand],
  ['arena', arenaCommand],
  ['ladder', ladderCommand],
  ['analyse', analyseCommand],
]);

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(HELP);
    return 0;
  }
  const cmd = commands.get(name);
  if (!cmd) {
    printError(`carcassonne: unknown command ${quote(name)} (try carcassonne --help)`);
    return 2;
  }
  try {
    return await cmd(rest);
  } catch (e) {
    if (e instanceof UsageError) {
      printError(`carcassonne ${name}: ${e.message}`);
      return 2;
    }
    // A bug of ours, not the user's input: still one line, and a distinct exit code.
    printError(`carcassonne ${name}: internal error: ${e instanceof Error ? e.message : String(e)}`);
    return 3;
  }
}

// A closed pipe (`carcassonne tiles | head`) is not an error; an unwritable output (a full disk)
// is the environment's problem, not a bug: one line, exit 2.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  printError(`carcassonne: cannot write the output: ${e.code ?? e.message}`);
  process.exit(2);
});
// Whatever escapes the commands is a bug of ours: still one line and exit 3, never a stack trace.
const internalError = (e: unknown) => {
  printError(`carcassonne: internal error: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(3);
};
process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

process.exitCode = await main(process.argv.slice(2));
