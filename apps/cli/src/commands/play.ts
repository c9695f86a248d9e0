import { createInterface } from 'node:readline';
import { createMatch } from '@carcassonne/engine';
import { makeBot } from '@carcassonne/ai';
import { expansionsArg, parse, presetArg, ruleSetup, seedArg, strategicArg, UsageError } from '../args.js';
import { checkSeats, definitionArg } from '../definition-arg.js';
import { quote, shellWord } from '../quote.js';
import { writeTextFile } from '../write-file.js';
import type { Io } from '../play/human.js';
import { playSession, type Seat } from '../play/session.js';

const NAME_LENGTH = 24;

/** A game at the terminal: the player against bots, asked for each move on standard input. */
export async function playCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    preset: { type: 'string' },
    expansions: { type: 'string' },
    strategic: { type: 'boolean' },
    bots: { type: 'string' },
    name: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
  });
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
  const name = (values.name ?? 'You').trim();
  if (name === '' || name.length > NAME_LENGTH)
    throw new UsageError(`--name: a name of 1 to ${NAME_LENGTH} characters, not ${quote(name)}`);
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
  const match = created.value;
  const io = terminal();
  const rules = [preset, ...expansions, ...(strategic ? ['strategic variant'] : [])].join(', ');
  io.say(
    `${definition.title} (${rules}): ${seats.map((s) => s.name).join(' against ')}. Seed ${quote(seed)}; ` +
      'type help at any question.',
  );
  const end = await playSession(match, seats, seed, io);
  io.close();
  if (end === 'quit') console.log(`Stopped after ${match.moves().length} moves.`);
  if (values.out === undefined) {
    const again = [
      'carcassonne play',
      `--preset ${preset}`,
      ...(expansions.length > 0 ? [`--expansions ${expansions.join(',')}`] : []),
      ...(strategic ? ['--strategic'] : []),
      `--bots ${botNames.join(',')}`,
      `--seed ${shellWord(seed)}`,
    ].join(' ');
    console.log(`The same deal again: ${again}`);
    return 0;
  }
  const written = writeTextFile(values.out, `${JSON.stringify(match.toRecord(), null, 2)}\n`);
  if (written === 0) console.log(`The record is written: carcassonne replay ${shellWord(values.out)}`);
  return written;
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
    ask(prompt: string): Promise<string | null> {
      process.stdout.write(prompt);
      const next = lines.shift();
      if (next !== undefined) return Promise.resolve(next);
      if (ended) return Promise.resolve(null);
      return new Promise((resolve) => {
        waiting = resolve;
      });
    },
    say(text: string): void {
      console.log(text);
    },
    close(): void {
      rl.close();
    },
  };
}
