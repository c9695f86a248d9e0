import { createInterface } from 'node:readline';
import { createMatch, gameDefinition, loadMatch, type GameMatch } from '@carcassonne/engine';
import { makeBot } from '@carcassonne/ai';
import { expansionsArg, parse, presetArg, ruleSetup, seedArg, strategicArg, UsageError } from '../args.js';
import { checkSeats, definitionArg } from '../definition-arg.js';
import { quote, shellWord } from '../quote.js';
import { printError } from '../output.js';
import { MAX_INPUT_BYTES, readTextFile } from '../read-input.js';
import { writeTextFile } from '../write-file.js';
import { colourWanted } from '../play/colors.js';
import type { Io } from '../play/human.js';
import { playSession, type Seat } from '../play/session.js';

const NAME_LENGTH = 24;

/** A game ready to play: the match, who sits where, the bots' seed, the first line to say. */
interface Table {
  readonly match: GameMatch;
  readonly seats: readonly Seat[];
  readonly seed: string;
  readonly title: string;
  /** The command that deals the same game again (a new game only). */
  readonly again: string | null;
}

type Values = ReturnType<typeof readOptions>['values'];

function readOptions(argv: string[]) {
  return parse(argv, {
    preset: { type: 'string' },
    expansions: { type: 'string' },
    strategic: { type: 'boolean' },
    bots: { type: 'string' },
    name: { type: 'string' },
    seed: { type: 'string' },
    load: { type: 'string' },
    out: { type: 'string' },
  });
}

/** A game at the terminal: the player against bots, asked for each move on standard input. */
export async function playCommand(argv: string[]): Promise<number> {
  const { values } = readOptions(argv);
  const name = (values.name ?? 'You').trim();
  if (name === '' || name.length > NAME_LENGTH)
    throw new UsageError(`--name: a name of 1 to ${NAME_LENGTH} characters, not ${quote(name)}`);
  const table = values.load === undefined ? newTable(values, name) : loadedTable(values.load, values, name);
  if (!table.ok) {
    printError(`carcassonne play: ${table.error.message}`);
    return table.error.exit;
  }
  const { match, seats, seed, title, again } = table.value;
  const io = terminal();
  io.say(
    `${title}: ${seats.map((s) => s.name).join(' against ')}. Seed ${quote(seed)}; type help at any question.`,
  );
  const { end, match: played } = await playSession(match, seats, seed, io);
  io.close();
  if (end === 'quit') console.log(`Stopped after ${played.moves().length} moves.`);
  // A loaded game is written back where it came from unless --out says otherwise.
  const out = values.out ?? values.load;
  if (out === undefined) {
    if (again !== null) console.log(`The same deal again: ${again}`);
    return 0;
  }
  const written = writeTextFile(out, `${JSON.stringify(played.toRecord(), null, 2)}\n`);
  if (written === 0)
    console.log(
      `The record is written: carcassonne replay ${shellWord(out)} (go on with carcassonne play --load ${shellWord(out)})`,
    );
  return written;
}

type TableResult = { ok: true; value: Table } | { ok: false; error: { message: string; exit: number } };

/** A new game: the player first, then the bots of --bots. */
function newTable(values: Values, name: string): TableResult {
  const preset = presetArg(values.preset, 'modern');
  const definition = definitionArg(preset);
  const expansions = expansionsArg(values.expansions, preset);
  const strategic = strategicArg(values.strategic, preset, expansions);
  const seed = seedArg(values.seed, `play-${Date.now()}`);
  const botNames = (values.bots ?? 'level3').split(',').map((b) => b.trim());
  for (const bot of botNames) {
    const entry = makeBot(bot);
    if (!entry.ok) throw new UsageError(`--bots: ${entry.error.message}`);
  }
  checkSeats(definition, expansions, 1 + botNames.length, '--bots');
  const seats: Seat[] = [
    { name, bot: null },
    ...botNames.map((bot, i) => ({ name: botNames.indexOf(bot) === i ? bot : `${bot} ${i + 1}`, bot })),
  ];
  const created = createMatch({
    preset,
    ...ruleSetup(expansions, strategic),
    seed,
    players: seats.map((s, i) => ({ name: s.name, color: definition.colors[i]! })),
  });
  if (!created.ok) throw new UsageError(created.error.message);
  const rules = [preset, ...expansions, ...(strategic ? ['strategic variant'] : [])].join(', ');
  const again = [
    'carcassonne play',
    `--preset ${preset}`,
    ...(expansions.length > 0 ? [`--expansions ${expansions.join(',')}`] : []),
    ...(strategic ? ['--strategic'] : []),
    `--bots ${botNames.join(',')}`,
    `--seed ${shellWord(seed)}`,
  ].join(' ');
  return {
    ok: true,
    value: { match: created.value, seats, seed, title: `${definition.title} (${rules})`, again },
  };
}

/**
 * A game saved by `play --out` (or any record) to go on with: the seat named `name` is the
 * player's, every other seat a bot by its name (`level3`, or `level3 2` for a second one).
 */
function loadedTable(file: string, values: Values, name: string): TableResult {
  const fixed = (['preset', 'expansions', 'strategic', 'seed', 'bots'] as const).find(
    (o) => values[o] !== undefined,
  );
  if (fixed !== undefined)
    throw new UsageError(`--${fixed} comes from the record with --load (the game goes on as it was dealt)`);
  const text = readTextFile(file, MAX_INPUT_BYTES, 'play');
  if (!text.ok) return { ok: false, error: { message: text.error.message, exit: 2 } };
  const loaded = loadMatch(text.value);
  if (!loaded.ok) return { ok: false, error: loaded.error };
  const match = loaded.value;
  const seats: Seat[] = [];
  for (const player of match.players) {
    if (player.name === name) {
      seats.push({ name: player.name, bot: null });
      continue;
    }
    const bot = player.name.replace(/ \d+$/, '');
    if (!makeBot(bot).ok) {
      const why = `${quote(player.name)} of ${quote(file)} is neither you (--name ${quote(name)}) nor a bot's name`;
      return { ok: false, error: { message: why, exit: 2 } };
    }
    seats.push({ name: player.name, bot });
  }
  if (!seats.some((s) => s.bot === null))
    return {
      ok: false,
      error: { message: `nobody in ${quote(file)} is named ${quote(name)} (--name)`, exit: 2 },
    };
  const record = match.toRecord();
  const seed = record.seed ?? `play-${file}`;
  const title = `${gameDefinition(match.game)?.title ?? match.game} (${match.preset}), going on after move ${match.moves().length}`;
  return { ok: true, value: { match, seats, seed, title, again: null } };
}

/**
 * Standard input and output as the game's `Io`. Lines are queued as they come, so that input
 * piped ahead of the questions is read in order rather than lost between them.
 */
function terminal(): Io & { close(): void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines: string[] = [];
  let waiting: ((line: string | null) => void) | null = null;
  let ended = false;
  let passing = false;
  rl.on('line', (line) => {
    if (waiting) {
      const w = waiting;
      waiting = null;
      w(line);
    } else lines.push(line);
  });
  rl.on('close', () => {
    ended = true;
    waiting?.(null);
    waiting = null;
  });
  return {
    colour: colourWanted(process.stdout, process.env),
    ask(prompt: string): Promise<string | null> {
      process.stdout.write(passing ? `\r\x1b[K${prompt}` : prompt);
      passing = false;
      const next = lines.shift();
      if (next !== undefined) return Promise.resolve(next);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    say(text: string): void {
      if (passing) process.stdout.write('\r\x1b[K');
      passing = false;
      console.log(text);
    },
    // A terminal shows the line until it is written over; piped output never gets it.
    ...(process.stdout.isTTY === true
      ? {
          passing(text: string): void {
            process.stdout.write(`\r\x1b[K${text}`);
            passing = true;
          },
        }
      : {}),
    close(): void {
      rl.close();
    },
  };
}
