import { fnv1a, loadMatch, type AnyView, type GameMatch, type PlayOutcome } from '@carcassonne/engine';
import { DEFAULT_BUDGET, entryBudget, makeBot, type BotEntry } from '@carcassonne/ai';
import { describeEvent } from '../commands/replay.js';
import { plain } from '../quote.js';
import { laidMove } from './choices.js';
import { humanDecision, moveWords, SEAT_LETTERS, type Io } from './human.js';
import { turnAndPiece } from './piece-words.js';

/** The bot that answers `hint`: level 5, the strongest. */
export const HINT_BOT = 'level5';

export interface Seat {
  readonly name: string;
  /** A bot's name (`BOT_NAMES`), or null for the player at the terminal. */
  readonly bot: string | null;
}

/** How a session ended (the game finished, or the player stopped it), and the game as it stands. */
export interface SessionEnd {
  readonly end: 'finished' | 'quit';
  /** The game played on (after an undo, another object than the one passed in). */
  readonly match: GameMatch;
}

/**
 * A game between the player at the terminal and bots: each turn the bots' moves are said with
 * their scorings, and the player is asked for theirs (human.ts) until the game ends or they stop.
 * `seed` seeds the bots' choices. Refused bots or an illegal bot move end it with an error thrown:
 * the caller checks the seats first (`makeBot`), so that is a defect.
 */
export async function playSession(
  start: GameMatch,
  seats: readonly Seat[],
  seed: string,
  io: Io,
): Promise<SessionEnd> {
  const bots = seats.map((s) => (s.bot === null ? null : botEntry(s.bot)));
  let match = start;
  // Who made each move so far, for undo.
  const movers = moversOf(match);
  while (!match.finished) {
    const seat = match.actor;
    const entry = bots[seat];
    // Bots are seeded by the move's number: after an undo the same move comes again.
    const moveSeed = fnv1a(`${seed}:${match.moves().length}`);
    if (entry) {
      io.passing?.(`${plain(seats[seat]!.name)} is thinking…`);
      movers.push(seat);
      said(match, seats[seat]!, botPlays(match, seat, entry, moveSeed), io);
      continue;
    }
    const answer = await humanDecision(match, seat, io, status(match, seat, seats));
    if (answer.kind === 'quit') return { end: 'quit', match };
    if (answer.kind === 'hint') {
      // Chosen and played on a copy: the game goes on from the same position.
      const hint = botPlays(match.clone(), seat, botEntry(HINT_BOT), fnv1a(`hint:${moveSeed}`));
      io.say(`Level 5 would play ${moveWords(match, hint.move)}.`);
      continue;
    }
    if (answer.kind === 'undo') {
      const back = undone(match, movers, seat);
      if (back === null) io.say('There is no move of yours to take back.');
      else {
        io.say(`Taken back: ${movers.length - back.moves().length} moves, to before your last one.`);
        movers.length = back.moves().length;
        match = back;
      }
      continue;
    }
    if (answer.kind === 'take') {
      const taken = match.chooseTile(answer.tile);
      io.say(taken.ok ? `You take up ${answer.tile}.` : taken.error.message);
      continue;
    }
    const played = match.play(seat, answer.move);
    // The dialogue offers legal moves only; a refusal still changes nothing and is said.
    if (!played.ok) io.say(played.error.message);
    else {
      movers.push(seat);
      said(match, seats[seat]!, played.value, io);
    }
  }
  io.say(finalWords(match, seats));
  return { end: 'finished', match };
}

/** The seat that made each move of `match`, found by playing its record again. */
function moversOf(match: GameMatch): number[] {
  const record = match.toRecord();
  const again = loadMatch({ ...record, moves: [] });
  if (!again.ok) throw new Error(again.error.message);
  const movers: number[] = [];
  for (const move of record.moves) {
    movers.push(again.value.actor);
    again.value.play(again.value.actor, move);
  }
  return movers;
}

/**
 * The game before `seat`'s last move (and the bots' moves after it), played again from its
 * record: the same tiles come in the same order. Null when `seat` has made no move.
 */
function undone(match: GameMatch, movers: readonly number[], seat: number): GameMatch | null {
  const last = movers.lastIndexOf(seat);
  if (last < 0) return null;
  const record = match.toRecord();
  const back = loadMatch({ ...record, moves: record.moves.slice(0, last) });
  if (!back.ok) throw new Error(back.error.message);
  return back.value;
}

function botEntry(name: string): BotEntry {
  const entry = makeBot(name);
  if (!entry.ok) throw new Error(entry.error.message);
  return entry.value;
}

/** A move played, in notation and words (a tile's square, turn and piece), with its scorings. */
function said(match: GameMatch, seat: Seat, played: PlayOutcome, io: Io): void {
  const laid = laidMove(played.move);
  const words = laid ? `: at ${laid.x},${laid.y}, ${turnAndPiece(match.tiles, laid)}` : '';
  io.say(`${plain(seat.name)} played ${played.move}${words}.`);
  for (const e of played.events) io.say(`  ${describeEvent(e)}`);
}

/** The bot's move for `seat`, played on `match`: its notation and scorings. */
function botPlays(match: GameMatch, seat: number, entry: BotEntry, seed: number): PlayOutcome {
  const view = match.view(seat);
  const answer = entry.bot.choose({ view, budget: entryBudget(entry, DEFAULT_BUDGET, view.game), seed });
  if (!answer.ok) throw new Error(`${entry.bot.name}: ${answer.error.message}`);
  const played = match.play(seat, answer.value.move);
  if (!played.ok) throw new Error(`${entry.bot.name} chose an illegal move: ${played.error.message}`);
  return played.value;
}

/** The line above each question: the scores, the player's followers, the tiles left, the tile. */
function status(match: GameMatch, seat: number, seats: readonly Seat[]): string {
  const view = match.view(seat);
  const scores = seats.map((s, i) => `${SEAT_LETTERS[i]} ${plain(s.name)} ${view.scores[i] ?? 0}`).join(', ');
  const tile = match.drawnTile === null ? '' : `  Your tile: ${match.drawnTile}.`;
  const hand = 'hand' in view && view.hand ? `  Your hand: ${view.hand.join(', ')}.` : '';
  return `Scores: ${scores}.  In hand: ${inHand(view, seat)}.  Tiles left: ${view.tilesLeft}.${tile}${hand}`;
}

/** The pieces `seat` holds: followers, and the expansions' pieces where the game has them. */
function inHand(view: AnyView, seat: number): string {
  const count = (n: number | undefined, word: string) =>
    n === undefined || n === 0 ? [] : [`${n} ${word}${n === 1 ? '' : 's'}`];
  const parts = [`${view.supply[seat] ?? 0} followers`];
  if (view.game === 'carcassonne') {
    parts.push(
      ...count(view.bigSupply?.[seat], 'big follower'),
      ...count(view.abbotSupply?.[seat], 'abbot'),
      ...count(view.abbeySupply?.[seat], 'abbey'),
      ...count(view.mayorSupply?.[seat], 'mayor'),
      ...count(view.wagonSupply?.[seat], 'wagon'),
      ...count(view.barnSupply?.[seat], 'barn'),
    );
  }
  return parts.join(', ');
}

function finalWords(match: GameMatch, seats: readonly Seat[]): string {
  const best = Math.max(...match.scores);
  const winners = seats.filter((_, i) => match.scores[i] === best).map((s) => plain(s.name));
  const scores = seats.map((s, i) => `${plain(s.name)} ${match.scores[i]}`).join(', ');
  return `The game is over. Final scores: ${scores}. Winner${winners.length > 1 ? 's' : ''}: ${winners.join(', ')}.`;
}
