import { EXPANSION_LIST, PRESET_LIST } from './args.js';
import { COMMAND_NAMES, type CommandName } from './command-names.js';

interface CommandUsage {
  /** The arguments after `carcassonne NAME`. */
  readonly synopsis: readonly string[];
  /** What the command does, in the overview's few words. */
  readonly summary: string;
  /** The arguments and options, for `carcassonne NAME --help`. */
  readonly options: readonly (readonly [string, string])[];
}

const EXIT_CODES =
  'Exit codes: 0 ok, 1 illegal move in a record, 2 malformed input, usage or unwritable output, ' +
  '3 internal error.';
const BOTS =
  'Bots: random, greedy, mcts (information-set MCTS), ' +
  'baseline (plain MCTS, 500 iterations, random playouts),\n' +
  'level1 … level5 (beginner, casual, club, expert, master: each with its own budget).';
const THREADS = 'worker threads (default: the cores available)';

const USAGE: Record<CommandName, CommandUsage> = {
  replay: {
    synopsis: ['FILE [--json]'],
    summary: 'replay a game record, print scorings and scores',
    options: [
      ['FILE', 'a record (docs/notation.md): a regular file of at most 16 MB; - reads standard input'],
      ['--json', 'the report as JSON: finished, scores, winners, events'],
    ],
  },
  tiles: {
    synopsis: ['--preset P [--expansions E,F] [--json]'],
    summary: "list a preset's tiles",
    options: [
      ['--preset P', 'the tile set of preset P'],
      ['--expansions E,F', 'with the tiles of these expansions (docs/rules.md A6)'],
      ['--json', 'each tile as JSON: id, count, sides, segments'],
    ],
  },
  selfplay: {
    synopsis: [
      '--preset P [--expansions E,F] --games N [--seed S] [--players K] [--out DIR] [--json]',
      '[--strategic]',
    ],
    summary: 'random legal games, with a summary',
    options: [
      ['--preset P', 'the game and its rules'],
      ['--expansions E,F', 'Carcassonne with expansions (docs/rules.md A6)'],
      ['--strategic', 'the strategic variant: hidden hands of three (docs/rules/strategic-variant.md)'],
      ['--games N', 'how many games'],
      ['--seed S', 'game I is dealt from seed S-I (default selfplay)'],
      ['--players K', 'players per game (default 2; 2–5, 6 with inns-and-cathedrals)'],
      ['--out DIR', "write each game's record to DIR/S-I.carc.json (S only letters, digits, . _ -)"],
      ['--json', 'the summary as JSON'],
    ],
  },
  bench: {
    synopsis: ['[--json] [--seconds S] [--expansions E,F]'],
    summary: 'games, legal-move generations and search iterations per second of CPU time',
    options: [
      ['--seconds S', 'how long to measure each preset (default 2)'],
      ['--expansions E,F', 'the expansions of the classic+… row (default all three)'],
      ['--json', 'the rates as JSON'],
    ],
  },
  arena: {
    synopsis: [
      '--bots A,B[,C…] --games N --preset P [--expansions E,F] [--time-ms T | --iterations I[,J…]]',
      '[--seed S] [--no-duplicate] [--out DIR] [--json [--details]] [--threads N] [--weights FILE]',
      '[--strategic]',
    ],
    summary: 'bots against each other, seats rotated',
    options: [
      ['--bots A,B[,C…]', 'the bots, one per seat (mcts:k=12:t=8 tunes mcts)'],
      ['--games N', 'how many games (default 10); game I deals seed S-⌊I/bots⌋, seats shifted by I'],
      ['--preset P', 'the game and its rules (default classic)'],
      ['--expansions E,F', 'Carcassonne with expansions (docs/rules.md A6)'],
      ['--strategic', 'the strategic variant: hidden hands of three (docs/rules/strategic-variant.md)'],
      ['--time-ms T', "each move's thinking time (default 500)"],
      [
        '--iterations I[,J…]',
        "each move's search iterations instead of a time: one for all, or one per bot of --bots",
      ],
      ['--seed S', 'the deals (default arena)'],
      ['--no-duplicate', 'a deal per game (default --duplicate: each deal from every seat)'],
      ['--out DIR', "write game I's record to DIR/S-I.carc.json (S only letters, digits, . _ -)"],
      ['--json', 'the summary as JSON'],
      ['--details', 'with --json: also followers per game, ms per move, 95% intervals over deals'],
      ['--threads N', THREADS],
      ['--weights FILE', 'a seat named learned is level 5 with this learned evaluation (docs/learned.md)'],
    ],
  },
  demo: {
    synopsis: ['[--preset P] [--expansions E,F] [--strategic] [--seed S] [--out FILE]'],
    summary: 'play one random game and draw the board',
    options: [
      ['--preset P', 'the game and its rules (default classic)'],
      ['--expansions E,F', 'Carcassonne with expansions (docs/rules.md A6)'],
      ['--strategic', 'the strategic variant: hidden hands of three (docs/rules/strategic-variant.md)'],
      ['--seed S', 'the deal and the moves (default: a new one each run)'],
      ['--out FILE', "write the game's record to FILE (the format replay and analyse read)"],
    ],
  },
  play: {
    synopsis: [
      '[--preset P] [--expansions E,F] [--strategic] [--bots B[,C…]] [--name N] [--seed S]',
      '[--out FILE] | --load FILE [--name N] [--out FILE]',
    ],
    summary: 'play a game at the terminal against bots',
    options: [
      ['--preset P', 'the game and its rules (default modern)'],
      ['--expansions E,F', 'Carcassonne with expansions (docs/rules.md A6)'],
      ['--strategic', 'the strategic variant: hidden hands of three (docs/rules/strategic-variant.md)'],
      ['--bots B,C', 'the bots you play against, in seat order after you (default level3)'],
      ['--name N', 'your name in the game and its record (default You)'],
      ['--seed S', "the deal and the bots' choices (default: a new one each run)"],
      ['--out FILE', "write the game's record to FILE when it ends or you quit"],
      [
        '--load FILE',
        'go on with a saved game: you are the seat named --name, the others bots by name; saved back to FILE',
      ],
    ],
  },
  ladder: {
    synopsis: [
      '--preset P [--expansions E,F] [--games N] [--seed S] [--no-duplicate]',
      '[--iterations I] [--json] [--threads N] [--strategic]',
    ],
    summary: 'rate the bot levels: Elo with 95% intervals (greedy = 1000)',
    options: [
      ['--preset P', 'the game and its rules'],
      ['--expansions E,F', 'Carcassonne with expansions (docs/rules.md A6)'],
      ['--strategic', 'the strategic variant: hidden hands of three (docs/rules/strategic-variant.md)'],
      ['--games N', 'games per pairing with a searching level (default 20)'],
      ['--seed S', 'the deals (default ladder)'],
      ['--no-duplicate', 'a deal per game (default: each deal from both seats)'],
      ['--iterations I', "caps every level's iterations per move (quick checks, not ratings)"],
      ['--json', 'the ratings as JSON'],
      ['--threads N', THREADS],
    ],
  },
  tournament: {
    synopsis: [
      '--bots A,B,… [--format F] [--rounds N] [--games-per-match G] [--duplicate] [--preset P]',
      '[--tie-breaks T,U] [--rank-by-duplicate] [--table-size K] [--seed S] [--out DIR] [--json]',
      '[--expansions E,F] [--strategic] [--iterations I] [--threads N]',
    ],
    summary: 'a bot tournament (docs/tournaments.md): standings with tie-breaks',
    options: [
      ['--bots A,B,…', 'the players, each bot once; seeded by their measured ratings'],
      ['--format F', 'swiss (default), round-robin, single-elimination, double-elimination, arena'],
      ['--rounds N', 'Swiss rounds, round robin rounds (default a cycle), arena waves'],
      ['--games-per-match G', 'games of a match (default 1; elimination 1, 3 or 5)'],
      ['--duplicate', "every table of a round plays the same deal, the match's next game with seats swapped"],
      ['--preset P', 'the game and its rules (default classic)'],
      ['--expansions E,F', 'Carcassonne with expansions (docs/rules.md A6)'],
      ['--strategic', 'the strategic variant: hidden hands of three (docs/rules/strategic-variant.md)'],
      [
        '--tie-breaks T,U',
        'buchholz, buchholz-cut1, sonneborn-berger, wins, margin, duplicate, direct-encounter',
      ],
      ['--rank-by-duplicate', 'rank by the duplicate score, not the score'],
      ['--table-size K', 'players per table: 2, or 3–5 in a Swiss'],
      ['--iterations I', "caps the levels' iterations per move; other bots' budget (default 500 ms)"],
      ['--seed S', "the owner's secret the deals are derived from (default tournament)"],
      ['--out DIR', "write each game's record to DIR/tournament-rR-tT-gG.carc.json"],
      ['--json', 'the settings and standings as JSON'],
      ['--threads N', THREADS],
    ],
  },
  analyse: {
    synopsis: ['FILE [--json] [--budget-iterations N | --referee [--playouts N]] [--seed S]'],
    summary: 'value every move of a record: points lost per move and player',
    options: [
      ['FILE', 'a game record (docs/notation.md)'],
      ['--budget-iterations N', "search iterations per move (default: the top level's budget in the game)"],
      ['--referee', "value by random playouts to the end, not the bots' search (docs/referee.md)"],
      ['--playouts N', "the referee's playouts per move (default 16000)"],
      ['--seed S', 'the search seed, a whole number (default 0)'],
      ['--json', 'the analysis as JSON'],
      ['--threads N', THREADS],
    ],
  },
  train: {
    synopsis: [
      '--games N --out FILE [--seed S] [--preset P] [--expansions E,F]',
      '[--epochs E] [--search-iterations I] [--weights-version V] [--json]',
    ],
    summary: "fit the learned evaluation to seeded games' final margins, write its weights",
    options: [
      ['--games N', 'seeded games to learn from, greedy against greedy'],
      ['--out FILE', 'the weights file to write (docs/learned.md)'],
      ['--seed S', 'game I is dealt from seed S-I (default train)'],
      ['--preset P', 'a base-game preset (default modern)'],
      ['--expansions E,F', "the deals with these expansions' tiles and rules (docs/rules.md A6)"],
      ['--epochs E', 'passes of gradient descent (default 20000)'],
      ['--search-iterations I', "the games played by level 4's search at I iterations a move instead"],
      ['--weights-version V', '3 (default) all the features; 2 without the dead and scarce ones'],
      ['--json', 'the summary as JSON'],
    ],
  },
  'import-bga': {
    synopsis: ['FILE [--out FILE] [--table ID] [--preset P] [--no-farmers]'],
    summary: 'a Board Game Arena Carcassonne log (docs/bga.md) as a record, replayed',
    options: [
      ['FILE', "the game's notification log as JSON, at most 8 MB; - reads standard input"],
      ['--out FILE', 'write the record there (default: standard output)'],
      [
        '--table ID',
        "the BGA table number: the record's seed is bga-ID (default: the digits FILE starts with)",
      ],
      ['--preset P', 'the rules to replay it under (default modern, BGA scoring)'],
      ['--no-farmers', 'the game was played without farmers'],
    ],
  },
};

/** Where a summary starts in the overview; a longer synopsis puts it on the next line. */
const SUMMARY_COLUMN = 45;
/** The overview's width: summaries wrap there. */
const WIDTH = 110;

/** The synopsis after `lead`, continuation lines aligned under its first argument. */
function synopsisLines(lead: string, synopsis: readonly string[]): string[] {
  return synopsis.map((s, i) => `${i === 0 ? lead : ' '.repeat(lead.length)}${s}`);
}

/** `text` in lines that start at `column` and end by `WIDTH`. */
function wrap(text: string, column: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && column + line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line].map((l) => `${' '.repeat(column)}${l}`);
}

/** `carcassonne`, `carcassonne help`, `carcassonne --help`. */
export function overview(): string {
  const lines = ['carcassonne — Carcassonne, the Winter Edition and The City', '', 'Usage:'];
  for (const name of COMMAND_NAMES) {
    const { synopsis, summary } = USAGE[name];
    const usage = synopsisLines(`  carcassonne ${name} `, synopsis);
    const [first, ...rest] = wrap(summary, SUMMARY_COLUMN);
    if (usage.length === 1 && usage[0]!.length < SUMMARY_COLUMN - 1)
      lines.push(`${usage[0]!.padEnd(SUMMARY_COLUMN)}${first!.trimStart()}`, ...rest);
    else lines.push(...usage, first!, ...rest);
  }
  lines.push('', "carcassonne COMMAND --help (or carcassonne help COMMAND) describes a command's options.");
  lines.push('', BOTS, '', `Presets: ${PRESET_LIST}.`, EXIT_CODES);
  return lines.join('\n');
}

/** `carcassonne NAME --help`, `carcassonne help NAME`. */
export function commandUsage(name: CommandName): string {
  const { synopsis, summary, options } = USAGE[name];
  const width = Math.max(...options.map(([option]) => option.length)) + 2;
  const lines = synopsisLines(`usage: carcassonne ${name} `, synopsis);
  lines.push('', `${summary[0]!.toUpperCase()}${summary.slice(1)}.`, '');
  for (const [option, text] of options) lines.push(`  ${option.padEnd(width)}${text}`);
  if (name === 'arena' || name === 'tournament') lines.push('', BOTS);
  if (options.some(([option]) => option === '--preset P')) lines.push('', `Presets: ${PRESET_LIST}.`);
  if (options.some(([option]) => option === '--expansions E,F'))
    lines.push(`Expansions: ${EXPANSION_LIST} (any of them, comma-separated; not with the-city).`);
  lines.push('', EXIT_CODES);
  return lines.join('\n');
}
