import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { run } from './run-cli.js';

// Every command refuses bad options with exit 2 and one line; none reaches the internal-error
// path (exit 3), which is left for real bugs.

const dir = mkdtempSync(join(tmpdir(), 'carc-usage-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const aFile = join(dir, 'a-file');
writeFileSync(aFile, 'not a folder');

const LONG = 'x'.repeat(10_000);
const ESC = '\u001b';

const cases: [string, string[], RegExp][] = [
  ['replay without a file', ['replay'], /usage: carcassonne replay FILE/],
  ['replay with two files', ['replay', 'a', 'b'], /usage: carcassonne replay FILE/],
  [
    'replay with an unknown option',
    ['replay', '--frobnicate', 'a'],
    /^carcassonne replay: unknown option "--frobnicate" \(carcassonne help replay lists its options\)/,
  ],
  [
    'arena with an option lacking its value',
    ['arena', '--threads'],
    /^carcassonne arena: "--threads" needs a value/,
  ],
  ['arena with a value on a flag', ['arena', '--json=3'], /^carcassonne arena: "--json" takes no value/],
  ['tiles without a preset', ['tiles'], /--preset is required/],
  ['tiles with an unknown preset', ['tiles', '--preset', 'deluxe'], /unknown preset "deluxe"/],
  ['selfplay without options', ['selfplay'], /--preset is required/],
  ['selfplay without --games', ['selfplay', '--preset', 'classic'], /--games is required/],
  [
    'selfplay with 0 games',
    ['selfplay', '--preset', 'classic', '--games', '0'],
    /--games must be between 1 and 1000000/,
  ],
  [
    'selfplay with NaN games',
    ['selfplay', '--preset', 'classic', '--games', 'NaN'],
    /--games must be a whole number, not "NaN"/,
  ],
  [
    'selfplay with negative games',
    ['selfplay', '--preset', 'classic', '--games=-3'],
    /--games must be a whole number, not "-3"/,
  ],
  [
    'selfplay with 1e3 games',
    ['selfplay', '--preset', 'classic', '--games', '1e3'],
    /--games must be a whole number/,
  ],
  [
    'selfplay with huge games',
    ['selfplay', '--preset', 'classic', '--games', '9'.repeat(400)],
    /--games must be between 1 and 1000000, not "9{80}…"/,
  ],
  [
    'The City with 5 players',
    ['selfplay', '--preset', 'the-city', '--games', '1', '--players', '5'],
    /--players: Carcassonne: The City has 2 to 4 players, not 5/,
  ],
  [
    '6 players',
    ['selfplay', '--preset', 'classic', '--games', '1', '--players', '6'],
    /--players: Carcassonne has 2 to 5 players \(6 with Inns & Cathedrals\), not 6/,
  ],
  [
    '1 player',
    ['selfplay', '--preset', 'classic', '--games', '1', '--players', '1'],
    /--players: Carcassonne has 2 to 5 players, not 1/,
  ],
  [
    'a seed too long',
    ['selfplay', '--preset', 'classic', '--games', '1', '--seed', LONG],
    /--seed may have at most 100 characters, not 10000/,
  ],
  [
    'a seed that is no file name with --out',
    ['selfplay', '--preset', 'classic', '--games', '1', '--seed', '../x', '--out', dir],
    /the seed names the files/,
  ],
  [
    '--out naming a file',
    ['selfplay', '--preset', 'classic', '--games', '1', '--out', join(aFile, 'sub')],
    /cannot create the folder ".*a-file\/sub": ENOTDIR/,
  ],
  [
    '--out naming an existing file',
    ['selfplay', '--preset', 'classic', '--games', '1', '--out', aFile],
    /cannot create the folder ".*a-file": ENOTDIR/,
  ],
  ['bench with NaN seconds', ['bench', '--seconds', 'NaN'], /--seconds must be a number, not "NaN"/],
  ['bench with 0 seconds', ['bench', '--seconds', '0'], /--seconds must be between 0.01 and 600/],
  ['bench with negative seconds', ['bench', '--seconds=-1'], /--seconds must be a number, not "-1"/],
  ['bench with huge seconds', ['bench', '--seconds', '1e400'], /--seconds must be a number/],
  ['arena without options', ['arena'], /--bots is required/],
  ['arena with one bot', ['arena', '--bots', 'greedy'], /--bots: Carcassonne has 2 to 5 players, not 1/],
  [
    'arena with 6 bots',
    ['arena', '--bots', 'random,greedy,mcts,baseline,mcts:k=4,mcts:k=5'],
    /--bots: Carcassonne has 2 to 5 players \(6 with Inns & Cathedrals\), not 6/,
  ],
  [
    'The City with 5 bots',
    ['arena', '--preset', 'the-city', '--bots', 'random,greedy,mcts,baseline,mcts:k=4'],
    /--bots: Carcassonne: The City has 2 to 4 players, not 5/,
  ],
  [
    'six players without Inns & Cathedrals',
    ['selfplay', '--preset', 'classic', '--games', '1', '--players', '6', '--expansions', 'the-river'],
    /--players: Carcassonne has 2 to 5 players \(6 with Inns & Cathedrals\), not 6/,
  ],
  [
    'seven players with Inns & Cathedrals',
    [
      'selfplay',
      '--preset',
      'classic',
      '--games',
      '1',
      '--players',
      '7',
      '--expansions',
      'inns-and-cathedrals',
    ],
    /--players: Carcassonne has 2 to 6 players, not 7/,
  ],
  ['an unknown bot', ['arena', '--bots', 'greedy,nobody'], /unknown bot "nobody"/],
  ['a bot twice', ['arena', '--bots', 'greedy,greedy'], /bot "greedy" appears twice/],
  [
    'an unknown preset',
    ['arena', '--bots', 'greedy,random', '--preset', 'deluxe'],
    /unknown preset "deluxe"/,
  ],
  [
    'both budgets',
    ['arena', '--bots', 'greedy,random', '--time-ms', '5', '--iterations', '5'],
    /give --time-ms or --iterations, not both/,
  ],
  [
    'NaN ms',
    ['arena', '--bots', 'greedy,random', '--time-ms', 'NaN'],
    /--time-ms must be a whole number, not "NaN"/,
  ],
  ['0 ms', ['arena', '--bots', 'greedy,random', '--time-ms', '0'], /--time-ms must be between 1 and 3600000/],
  [
    'negative ms',
    ['arena', '--bots', 'greedy,random', '--time-ms', '-5'],
    /"--time-ms" needs a value \(a value beginning with a dash is joined: --time-ms=-…\)/,
  ],
  [
    'huge ms',
    ['arena', '--bots', 'greedy,random', '--time-ms', '1'.padEnd(401, '0')],
    /--time-ms must be between 1 and 3600000/,
  ],
  [
    '0 iterations',
    ['arena', '--bots', 'greedy,random', '--iterations', '0'],
    /--iterations must be between 1 and 100000000/,
  ],
  [
    'NaN iterations',
    ['arena', '--bots', 'greedy,random', '--iterations', 'NaN'],
    /--iterations must be a whole number/,
  ],
  [
    'huge iterations',
    ['arena', '--bots', 'greedy,random', '--iterations', '1000000000'],
    /--iterations must be between 1 and 100000000/,
  ],
  ['0 games', ['arena', '--bots', 'greedy,random', '--games', '0'], /--games must be between 1 and 100000/],
  [
    '0 threads',
    ['arena', '--bots', 'greedy,random', '--threads', '0'],
    /--threads must be between 1 and 256/,
  ],
  [
    'an arena seed too long',
    ['arena', '--bots', 'greedy,random', '--seed', LONG],
    /--seed may have at most 100 characters/,
  ],
  [
    'an arena seed that is no file name with --out',
    ['arena', '--bots', 'greedy,random', '--seed', 'a/b', '--out', dir],
    /the seed names the files/,
  ],
  [
    'arena --out naming a file',
    ['arena', '--bots', 'greedy,random', '--out', aFile],
    /cannot create the folder ".*a-file": ENOTDIR/,
  ],
  ['demo with an unknown preset', ['demo', '--preset', 'deluxe'], /unknown preset "deluxe"/],
  ['demo with a seed too long', ['demo', '--seed', LONG], /--seed may have at most 100 characters/],
  ['an unknown command', ['frobnicate'], /unknown command "frobnicate"/],
  ['a command named like an object property', ['constructor'], /unknown command "constructor"/],
  ['help on an unknown command', ['help', 'frobnicate'], /^carcassonne help: unknown command "frobnicate"/],
  ['help on two commands', ['help', 'replay', 'tiles'], /^carcassonne help: one command at a time/],
  ['--help on an unknown command', ['frobnicate', '--help'], /unknown command "frobnicate"/],
  ['a value given to a flag', ['tiles', '--preset', 'classic', '--json=yes'], /--json/],
];

describe('usage errors', () => {
  it.each(cases)('%s: exit 2, one line', (_, args, message) => {
    const r = run(args);
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    expect(r.err).toMatch(message);
    expect(r.err).not.toMatch(/internal error/);
  });
});

const COMMANDS = ['replay', 'tiles', 'selfplay', 'bench', 'arena', 'demo', 'ladder', 'analyse', 'train'];

describe('help', () => {
  it.each(COMMANDS)('%s: COMMAND --help, -h and help COMMAND print its usage on stdout, exit 0', (name) => {
    const asked = [
      [name, '--help'],
      [name, '-h'],
      ['help', name],
      ['--help', name],
    ].map((args) => run(args));
    for (const r of asked) {
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
      expect(r.out).toBe(asked[0]!.out);
    }
    expect(asked[0]!.out).toMatch(new RegExp(`^usage: carcassonne ${name} `));
    expect(asked[0]!.out).toMatch(/\n {2}--\w[\w-]* /);
    expect(asked[0]!.out).toMatch(/Exit codes: 0 ok/);
  });
  it('is asked for anywhere among the options, even with others wrong, but not after --', () => {
    const arena = run(['arena', '--bots', 'nobody', '--games', '0', '--help']);
    expect(arena.out).toMatch(/^usage: carcassonne arena /);
    expect(run(['arena', '--frobnicate', '-h']).code).toBe(0);
    const r = run(['replay', '--', '--help']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot read|--help/);
  });
  it('names every option each command takes', () => {
    const usage = (name: string) => run([name, '--help']).out;
    expect(usage('arena')).toMatch(/--out DIR .*DIR\/S-I\.carc\.json/);
    const taken: Record<string, string[]> = {
      arena: ['--bots', '--games', '--preset', '--time-ms', '--iterations', '--seed', '--json', '--details'],
      selfplay: ['--preset', '--games', '--seed', '--players', '--out', '--json'],
      analyse: ['--budget-iterations', '--referee', '--playouts', '--seed', '--json', '--threads'],
      train: ['--games', '--out', '--seed', '--preset', '--expansions', '--epochs', '--json'],
      ladder: ['--preset', '--games', '--seed', '--iterations', '--json', '--threads'],
    };
    taken.arena!.push('--out', '--threads');
    for (const [name, options] of Object.entries(taken)) {
      const text = usage(name);
      for (const option of options) expect(text, name).toContain(`  ${option} `);
    }
  });
  it.each([[[]], [['help']], [['--help']], [['-h']], [['help', 'help']], [['help', '--help']]])(
    '%j prints the overview of every command',
    (args) => {
      const r = run(args);
      expect(r.code).toBe(0);
      expect(r.err).toBe('');
      for (const name of COMMANDS) expect(r.out).toContain(`  carcassonne ${name} `);
      expect(r.out).toContain('carcassonne COMMAND --help');
      expect(r.out).toMatch(/Exit codes: 0 ok, 1 illegal move/);
      for (const line of r.out.trimEnd().split('\n')) expect(line.length).toBeLessThanOrEqual(115);
    },
  );
});

describe('selfplay --out where no folder can be made', () => {
  // The timeout only bounds a hang (Node 20's recursive mkdir loops forever there); it measures nothing.
  it.skipIf(!existsSync('/proc/self'))('under /proc: exit 2 at once', () => {
    const r = run(['selfplay', '--preset', 'classic', '--games', '1', '--out', '/proc/no-such-folder/x'], {
      timeout: 60_000,
    });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot create the folder "\/proc\/no-such-folder\/x": ENOENT/);
  });
});

describe('what the CLI echoes', () => {
  it('shortens a long value to 80 characters with an ellipsis', () => {
    const r = run(['tiles', '--preset', LONG]);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`unknown preset "${'x'.repeat(80)}…"`);
    expect(r.err.length).toBeLessThan(300);
  });
  it('escapes control characters and keeps one line', () => {
    for (const args of [
      [`${ESC}[31mred\nsecond\rline`],
      ['tiles', '--preset', `${ESC}[2J\n`],
      ['arena', '--bots', `a\nb,${ESC}c`],
      [`--${ESC}x\ny`],
    ]) {
      const r = run(args);
      expect(r.code).toBe(2);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character in the message
      expect(r.err.trimEnd()).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(r.err.trimEnd().split('\n')).toHaveLength(1);
    }
    expect(run([`${ESC}[31mred\nline`]).err).toContain('unknown command "\\u001b[31mred\\nline"');
  });
  it('bounds a whole message, whatever it embeds', () => {
    const r = run([`--${'y'.repeat(100_000)}`]);
    expect(r.code).toBe(2);
    expect(r.err.length).toBeLessThanOrEqual(402);
  });
  it('quotes the seed in demo output', () => {
    const r = run(['demo', '--seed', `s${ESC}[1m`]);
    expect(r.code).toBe(0);
    expect(r.out).toContain('(seed "s\\u001b[1m")');
    expect(r.out).toContain("--seed $'s\\u001b[1m' --out");
    expect(r.out).not.toContain(ESC);
  });
  it('prints help with no command', () => {
    const r = run([]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Exit codes: 0 ok, 1 illegal move/);
  });
});

describe('every preset through the one game interface', () => {
  it('demo draws a board of The City too', () => {
    const r = run(['demo', '--preset', 'the-city', '--seed', 'd1']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('A the-city game between two random players');
    expect(r.out).toMatch(/Final scores: Anna \d+, Bo \d+/);
  });
});
