import { asksForHelp, COMMAND_NAMES, isCommand, type CommandName } from './command-names.js';
import { outputFailed, printError, writeOut } from './output.js';
import { quote } from './quote.js';
import { exitUnlessSupportedNode } from '@carcassonne/protocol/node-versions';
import { isUsageError } from './usage-error.js';

exitUnlessSupportedNode('carcassonne', process);

type Command = (argv: string[]) => Promise<number> | number;

/** Each command is loaded when it runs (its own chunk of the bundle): a start reads only what it uses. */
const commands: Record<CommandName, () => Promise<Command>> = {
  replay: async () => (await import('./commands/replay.js')).replayCommand,
  tiles: async () => (await import('./commands/tiles.js')).tilesCommand,
  selfplay: async () => (await import('./commands/selfplay.js')).selfplayCommand,
  bench: async () => (await import('./commands/bench.js')).benchCommand,
  demo: async () => (await import('./commands/demo.js')).demoCommand,
  play: async () => (await import('./commands/play.js')).playCommand,
  arena: async () => (await import('./commands/arena.js')).arenaCommand,
  ladder: async () => (await import('./commands/ladder.js')).ladderCommand,
  tournament: async () => (await import('./commands/tournament.js')).tournamentCommand,
  analyse: async () => (await import('./commands/analyse.js')).analyseCommand,
  train: async () => (await import('./commands/train.js')).trainCommand,
  'import-bga': async () => (await import('./commands/import-bga.js')).importBgaCommand,
};

/** The usage texts, loaded only to print them (they list the presets: the engine's tables). */
const usage = () => import('./usage.js');

/** `carcassonne help [COMMAND]`: the overview, or one command's usage. */
async function help(args: readonly string[]): Promise<number> {
  const [topic, ...more] = args;
  // `help help`, `help --help`: the overview says how to ask for help.
  const isHelp = topic === 'help' || topic === '--help' || topic === '-h';
  if (topic === undefined || (isHelp && more.length === 0)) {
    writeOut((await usage()).overview());
    return 0;
  }
  if (!isCommand(topic)) {
    printError(`carcassonne help: unknown command ${quote(topic)} (commands: ${COMMAND_NAMES.join(', ')})`);
    return 2;
  }
  if (more.length > 0) {
    printError(`carcassonne help: one command at a time, not ${quote(more[0]!)} too`);
    return 2;
  }
  writeOut((await usage()).commandUsage(topic));
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') return help(rest);
  if (!isCommand(name)) {
    printError(`carcassonne: unknown command ${quote(name)} (try carcassonne --help)`);
    return 2;
  }
  if (asksForHelp(rest)) {
    writeOut((await usage()).commandUsage(name));
    return 0;
  }
  try {
    return await (await commands[name]())(rest);
  } catch (e) {
    if (isUsageError(e)) {
      const help = e.seeHelp ? ` (carcassonne help ${name} lists its options)` : '';
      printError(`carcassonne ${name}: ${e.message}${help}`);
      return 2;
    }
    // A bug of ours, not the user's input: still one line, and a distinct exit code.
    printError(`carcassonne ${name}: internal error: ${e instanceof Error ? e.message : String(e)}`);
    return 3;
  }
}

// Standard output's errors (outputFailed), handled from when it is first used: a command that
// writes with writeOut never creates the stream, whose creation is a tenth of a short start.
const stdout = Object.getOwnPropertyDescriptor(process, 'stdout')?.get;
if (stdout === undefined) process.stdout.on('error', outputFailed);
else {
  let stream: typeof process.stdout | undefined;
  Object.defineProperty(process, 'stdout', {
    configurable: true,
    enumerable: true,
    get() {
      if (stream === undefined) {
        stream = stdout.call(process) as typeof process.stdout;
        stream.on('error', outputFailed);
      }
      return stream;
    },
  });
}
// Whatever escapes the commands is a bug of ours: still one line and exit 3, never a stack trace.
const internalError = (e: unknown) => {
  printError(`carcassonne: internal error: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(3);
};
process.on('uncaughtException', internalError);
process.on('unhandledRejection', internalError);

void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
