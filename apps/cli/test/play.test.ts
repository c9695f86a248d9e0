/**
 * `carcassonne play`: a game at the terminal against bots. In process, a scripted player answers
 * the questions as a person would (a square's letter, a turn's number, a piece's number, a
 * numbered move) to the end of whole games, also with the expansions, The City and the strategic
 * variant; lines that are no choice are answered with why and change nothing; the command itself
 * reads piped lines, writes the record on quit and refuses bad options.
 */
import { createMatch, loadMatch, Mulberry32, type GameMatch } from '@carcassonne/engine';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { groupMoves } from '../src/play/choices.js';
import { withAxes } from '../src/play/axes.js';
import { colourBoard, colourWanted } from '../src/play/colors.js';
import type { Io } from '../src/play/human.js';
import { playSession, type Seat } from '../src/play/session.js';
import { run } from './run-cli.js';

/** A player who reads each question and answers with a choice it offers, at random. */
class ScriptedPlayer implements Io {
  readonly said: string[] = [];
  readonly asked: string[] = [];
  private readonly rng: Mulberry32;
  /** Lines to give first, whatever is asked (then the player answers by itself). */
  private readonly queued: (string | null)[];
  constructor(seed: number, queued: (string | null)[] = []) {
    this.rng = new Mulberry32(seed);
    this.queued = queued;
  }
  say(text: string): void {
    this.said.push(text);
  }
  ask(prompt: string): Promise<string | null> {
    this.asked.push(prompt);
    if (this.queued.length > 0) return Promise.resolve(this.queued.shift()!);
    const numbers = /\((\d+)–(\d+)\)\?/.exec(prompt);
    if (numbers) return Promise.resolve(String(this.between(Number(numbers[1]), Number(numbers[2]))));
    const letters = /a square \(([a-zA-Z])(?:–([a-zA-Z]))?\)/.exec(prompt);
    const moves = /a move \(1–(\d+)\)/.exec(prompt);
    if (letters && (!moves || this.rng.int(4) > 0)) {
      const labels = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
      const last = labels.indexOf(letters[2] ?? letters[1]!);
      return Promise.resolve(labels[this.rng.int(last + 1)]!);
    }
    if (moves) return Promise.resolve(String(1 + this.rng.int(Number(moves[1]))));
    throw new Error(`no choice in the question ${JSON.stringify(prompt)}`);
  }
  private between(a: number, b: number): number {
    return a + this.rng.int(b - a + 1);
  }
}

function newMatch(preset: string, options: Record<string, unknown> = {}, seed = 'play-test'): GameMatch {
  const m = createMatch({
    preset,
    options,
    seed,
    players: [
      { name: 'You', color: 'red' },
      { name: 'random', color: 'blue' },
    ],
  });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const SEATS: readonly Seat[] = [
  { name: 'You', bot: null },
  { name: 'random', bot: 'random' },
];

describe('carcassonne play', () => {
  const games: [string, string, Record<string, unknown>][] = [
    ['classic', 'classic', {}],
    [
      'modern with every expansion',
      'modern',
      {
        innsAndCathedrals: true,
        tradersAndBuilders: true,
        theRiver: true,
        theAbbot: true,
        abbeyAndMayor: true,
        princessAndDragon: true,
      },
    ],
    ['The City', 'the-city', {}],
    ['winter', 'winter', {}],
  ];
  for (const [name, preset, options] of games) {
    it(`a whole game of ${name}, answered as the questions ask`, async () => {
      const match = newMatch(preset, options);
      const player = new ScriptedPlayer(7);
      expect((await playSession(match, SEATS, 's', player)).end).toBe('finished');
      expect(match.finished).toBe(true);
      // The record replays to the same scores.
      const again = loadMatch(match.toRecord());
      expect(again.ok && again.value.scores).toEqual(match.scores);
      expect(player.said.at(-1)).toMatch(
        /^The game is over\. Final scores: You \d+, random \d+\. Winners?: /,
      );
      // The expansions' pieces are marked by seat, as the followers are (A, B): a, b.
      const pieceLines = player.said
        .flatMap((t) => t.split('\n'))
        .filter((l) => /^\S {2}(You|random)'s /.test(l));
      for (const line of pieceLines) expect(line).toMatch(/^(a {2}You|b {2}random)'s /);
      if (preset === 'modern') expect(pieceLines.length).toBeGreaterThan(0);
      // Every turn of the player began with the lettered board and the status line.
      expect(player.said.some((l) => l.includes('[a]'))).toBe(true);
      expect(
        player.said.some((l) => /^Scores: A You \d+, B random \d+\. {2}In hand: \d+ followers/.test(l)),
      ).toBe(true);
    }, 60_000);
  }

  it('the strategic variant: take another tile of the hand, then play it', async () => {
    const match = newMatch('modern', { strategic: true });
    const hand = match.view(0);
    const other = 'hand' in hand && hand.hand ? hand.hand.find((t) => t !== match.drawnTile) : undefined;
    expect(other).toBeDefined();
    const player = new ScriptedPlayer(3, ['take ZZ9', `take ${other}`, 'quit']);
    expect((await playSession(match, SEATS, 's', player)).end).toBe('quit');
    expect(player.said).toContain(`You take up ${other}.`);
    // A tile not in the hand is refused with the engine's sentence, and nothing changes.
    expect(player.said.some((t) => t.includes('ZZ9'))).toBe(true);
    expect(player.said.filter((t) => t.startsWith('You take up')).length).toBe(1);
    // The hand was drawn, the tile taken first marked.
    expect(player.said.some((t) => t.startsWith('Your hand:\n') && t.includes('(taken)'))).toBe(true);
    expect(match.drawnTile).toBe(other);
  });

  it('refuses lines that are no choice, changing nothing, and answers help, moves, board and hint', async () => {
    const match = newMatch('classic');
    const before = match.version;
    const choices = groupMoves(match.legalMoveStrings());
    const past = 'abcdefghijklmnopqrstuvwxyz'[choices.squares.length]!;
    const player = new ScriptedPlayer(1, [
      past,
      'Q@5,5r0',
      '',
      'a',
      '9',
      'back',
      'help',
      'moves',
      'board',
      'hint',
      null,
    ]);
    expect((await playSession(match, SEATS, 's', player)).end).toBe('quit');
    expect(match.version).toBe(before);
    const text = player.said.join('\n');
    expect(text).toContain(`"${past}" is no choice here.`);
    expect(text).toContain('"Q@5,5r0" is no choice here (not a legal move now: type moves to list them).');
    expect(text).toContain('An empty line is no choice here.');
    expect(text).toMatch(/"9" is not one of [01]–\d\./);
    // A number out of range asks the same question again (the way, or the piece), not the turn's first.
    expect(player.asked[5]).toBe(player.asked[4]);
    expect(player.asked[4]).toMatch(/^Which (way|piece) /);
    expect(text).toContain('At each question type one of the choices shown');
    expect(text).toContain(match.legalMoveStrings()[0]!);
    expect(text).toMatch(/Level 5 would play \S+@-?\d+,-?\d+r\d+[^:]*: square [a-z], turned \d+°, /);
  });

  it('undo takes back your last move and the bots after it; the bot answers again as before', async () => {
    const match = newMatch('classic');
    const first = match.legalMoveStrings()[0]!;
    const greedy: readonly Seat[] = [SEATS[0]!, { name: 'greedy', bot: 'greedy' }];
    const player = new ScriptedPlayer(1, ['undo', first, 'undo', first, 'quit']);
    const { end, match: after } = await playSession(match, greedy, 's', player);
    expect(end).toBe('quit');
    expect(player.said).toContain('There is no move of yours to take back.');
    expect(player.said).toContain('Taken back: 2 moves, to before your last one.');
    expect(after).not.toBe(match);
    expect(after.moves().length).toBe(2);
    expect(after.moves()[0]).toBe(first);
    // The bot is seeded by the move's number: the same answer both times.
    const answers = player.said.filter((l) => l.startsWith('greedy played '));
    expect(answers).toHaveLength(2);
    expect(answers[1]).toBe(answers[0]);
  }, 30_000);

  it('colours the board for a terminal: seats in their colours, labels bold, the terrain by kind', () => {
    const board = '.#A[a]\n=+b@';
    const coloured = colourBoard(board, ['red', 'blue'], 'AB');
    expect(coloured).toContain('\x1b[1;91mA\x1b[0m');
    expect(coloured).toContain('\x1b[1;94mb\x1b[0m');
    expect(coloured).toContain('\x1b[1;96m[a]\x1b[0m');
    expect(coloured).toContain('\x1b[33m#\x1b[0m');
    // Without the codes it is the same board.
    expect(coloured.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')).toBe(board);
    expect(colourWanted({ isTTY: true }, {})).toBe(true);
    expect(colourWanted({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(colourWanted({ isTTY: false }, {})).toBe(false);
    expect(colourWanted({}, {})).toBe(false);
  });

  it("writes the squares' coordinates around the board: x over the columns, y before the rows", () => {
    // Two tiles side by side at (-1,0) and (0,0), a label at (0,1).
    const board = ['.#....', '=+==+=', '......', '   [a]'].join('\n');
    expect(withAxes(board, -1, 0).split('\n')).toEqual([
      '    -1  0',
      '    .#....',
      '  0 =+==+=',
      '    ......',
      '       [a]',
    ]);
  });

  it('plays a move typed in notation; a terminal is told while a bot thinks', async () => {
    const match = newMatch('classic');
    const move = match.legalMoveStrings().at(-1)!;
    const passing: string[] = [];
    const player = Object.assign(new ScriptedPlayer(1, [move, 'quit']), {
      passing: (text: string) => passing.push(text),
    });
    await playSession(match, SEATS, 's', player);
    expect(match.moves()[0]).toBe(move);
    expect(player.said.find((l) => l.startsWith(`You played ${move}: at `))).toMatch(/, turned \d+°, /);
    expect(passing).toEqual(['random is thinking…']);
  });

  it('reads piped lines at the terminal, writes the record on quit, refuses bad options', () => {
    const dir = mkdtempSync(join(tmpdir(), 'carc-play-'));
    const out = join(dir, 'game.carc.json');
    const r = run(['play', '--preset', 'classic', '--bots', 'random', '--seed', 'p1', '--out', out], {
      input: 'a\n1\n0\nquit\n',
    });
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out).toContain('Carcassonne (classic): You against random. Seed "p1"');
    expect(r.out).toContain('The record is written');
    // Piped output stays plain: no colour codes.
    expect(r.out).not.toContain('\x1b[');
    const record = JSON.parse(readFileSync(out, 'utf8')) as { moves: string[]; players: { name: string }[] };
    expect(record.players.map((p) => p.name)).toEqual(['You', 'random']);
    expect(record.moves.length).toBeGreaterThanOrEqual(2);
    expect(loadMatch(record).ok).toBe(true);
    // Go on with it: the same seats (you, and the bot by its name), written back on quit.
    const resumed = run(['play', '--load', out], { input: 'a\n1\n0\nquit\n' });
    expect(resumed.err).toBe('');
    expect(resumed.code).toBe(0);
    expect(resumed.out).toContain(
      `Carcassonne (classic), going on after move ${record.moves.length}: You against random.`,
    );
    const later = JSON.parse(readFileSync(out, 'utf8')) as { moves: string[] };
    expect(later.moves.slice(0, record.moves.length)).toEqual(record.moves);
    expect(later.moves.length).toBeGreaterThan(record.moves.length);
    // What --load cannot take: a deal's options, a name nobody has, a file that is no record.
    const dealt = run(['play', '--load', out, '--seed', 'x'], { input: '' });
    expect([dealt.code, dealt.err]).toEqual([
      2,
      expect.stringContaining('--seed comes from the record') as string,
    ]);
    const stranger = run(['play', '--load', out, '--name', 'Anna'], { input: '' });
    expect(stranger.code).toBe(2);
    expect(stranger.err).toContain('"You" of');
    writeFileSync(join(dir, 'bad.json'), '{"format": "carcassonne-record/1"');
    expect(run(['play', '--load', join(dir, 'bad.json')], { input: '' }).code).toBe(2);
    // The input ends: the game stops as at quit.
    const ended = run(['play', '--preset', 'winter', '--bots', 'greedy,random', '--seed', 'p2'], {
      input: '',
    });
    expect(ended.code).toBe(0);
    expect(ended.out).toContain('Stopped after 0 moves.');
    expect(ended.out).toContain('You against greedy against random');
    expect(ended.out).toContain(
      'The same deal again: carcassonne play --preset winter --bots greedy,random --seed p2',
    );
    const bad = run(['play', '--bots', 'nobody'], { input: '' });
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/--bots: .*nobody/);
    const crowded = run(['play', '--bots', 'random,random,random,random,random'], { input: '' });
    expect(crowded.code).toBe(2);
    expect(crowded.err).toContain('--bots');
  }, 120_000);
});
