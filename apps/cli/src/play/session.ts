import { fnv1a, type AnyView, type GameMatch, type PlayOutcome } from '@carcassonne/engine';
import { DEFAULT_BUDGET, entryBudget, makeBot, type BotEntry } from '@carcassonne/ai';
import { describeEvent } from '../commands/replay.js';
import { plain } from '../quote.js';
import { laidMove } from './choices.js';
import { humanDecision, moveWords, SEAT_LETTERS, type Io } from './human.js';
import { pieceWords } from './piece-words.js';

/** The bot that answers `hint`: level 5, the strongest. */
export const HINT_BOT = 'level5';

export interface Seat {
  readonly name: string;
  /** A bot's name (`BOT_NAMES`), or null for the player at the terminal. */
  readonly bot: string | null;
}

/** How a session ended: the game finished, or the player stopped it. */
export type SessionEnd = 'finished' | 'quit';

/**
 * A game between the player at the terminal and bots: each turn the bots' moves are said with
 * their scorings, and the player is asked for theirs (human.ts) until the game ends or they stop.
 * `seed` seeds the bots' choices. Refused bots or an illegal bot move end it with an error thrown:
 * the caller checks the seats first (`makeBot`), so that is a defect.
 */
export async function playSession(
  match: GameMatch,
  seats: readonly Seat[],
  seed: string,
  io: Io,
): Promise<SessionEnd> {
  const bots = seats.map((s) => (s.bot === null ? null : botEntry(s.bot)));
  let turn = 0;
  while (!match.finished) {
    const seat = match.actor;
    const entry = bots[seat];
    turn++;
    if (entry) {
      said(match, seats[seat]!, botPlays(match, seat, entry, fnv1a(`${seed}:${turn}`)), io);
      continue;
    }
    const answer = await humanDecision(match, seat, io, status(match, seat, seats));
    if (answer.kind === 'quit') return 'quit';
    if (answer.kind === 'hint') {
      // Chosen and played on a copy: the game goes on from the same position.
      const hint = botPlays(match.clone(), seat, botEntry(HINT_BOT), fnv1a(`${seed}:hint:${turn}`));
      io.say(`Level 5 would play ${moveWords(match, hint.move)}.`);
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
    else said(match, seats[seat]!, played.value, io);
  }
  io.say(finalWords(match, seats));
  return 'finished';
}

function botEntry(name: string): BotEntry {
  const entry = makeBot(name);
  if (!entry.ok) throw new Error(entry.error.message);
  return entry.value;
}

/** A move played, in notation and words (a tile's square, turn and piece), with its scorings. */
function said(match: GameMatch, seat: Seat, played: PlayOutcome, io: Io): void {
  const laid = laidMove(played.move);
  const words = laid
    ? `: at ${laid.x},${laid.y}, turned ${laid.rotation}°, ${pieceWords(match.tiles, laid.tile, laid.rotation, laid.piece)}`
    : '';
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
