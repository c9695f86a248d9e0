import type { Mulberry32, PlaceMove } from '@carcassonne/engine';
import {
  choiceFigure,
  choiceSegment,
  placeMoveOf,
  RECALL_CHOICE,
  FIGURE_NAMES,
  SPECIAL,
  specialOf,
  type CityCore as CityGame,
  type CarcassonneCore as Game,
} from '@carcassonne/engine/internal';
import { isBarnChoice, withBarn } from './barn-actions.js';

// What the adapters do on the fast cores beneath the search: re-sample the hidden tiles, turn a
// placement into a move. Apart from position.ts, which builds positions from the adapters
// (games.ts): adapter.ts importing position.ts closed a cycle at runtime.

function shuffleRange(bag: Uint8Array, from: number, to: number, rng: Mulberry32): void {
  for (let i = to - 1; i > from; i--) {
    const j = from + rng.int(i - from + 1);
    const t = bag[i]!;
    bag[i] = bag[j]!;
    bag[j] = t;
  }
}

/**
 * Shuffle the tiles not yet drawn (a new determinization of the hidden bag). With The River the
 * river tiles stay first and the lake last of them (`riverDraws`).
 */
export function resample(g: Game, rng: Mulberry32): void {
  if (g.hands) {
    resampleHands(g, g.hands.tiles, rng);
    return;
  }
  const river = g.riverDraws;
  if (river > 0 && g.bagPos < river) {
    shuffleRange(g.bag, g.bagPos, river - 1, rng);
    shuffleRange(g.bag, river, g.bag.length, rng);
  } else shuffleRange(g.bag, g.bagPos, g.bag.length, rng);
}

/**
 * The strategic variant: deal the tiles the player to decide has not seen — the other hands and
 * the stack — afresh, each hand keeping its size; that player's own hand stays (a bot resamples
 * at its own decision, so the player to decide is the bot). A wagon's owner moving it, or a player
 * stepping the dragon, is not the turn's owner, whose hand still holds the tile placed this turn
 * (on the board, it leaves the hand at the turn's end): that tile stays too.
 */
function resampleHands(g: Game, hands: Int16Array, rng: Mulberry32): void {
  const me = g.current;
  const owner = g.turnOwner;
  const placed = owner !== me && g.hands ? owner * HAND_SIZE + g.hands.slot : -1;
  const unseen = (i: number) => hands[i]! >= 0 && ((i / HAND_SIZE) | 0) !== me && i !== placed;
  const pool: number[] = [];
  for (let i = 0; i < hands.length; i++) if (unseen(i)) pool.push(hands[i]!);
  for (let i = g.bagPos; i < g.bag.length; i++) pool.push(g.bag[i]!);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = t;
  }
  let k = 0;
  for (let i = 0; i < hands.length; i++) if (unseen(i)) hands[i] = pool[k++]!;
  for (let i = g.bagPos; i < g.bag.length; i++) g.bag[i] = pool[k++]!;
}

/** The strategic variant's hand size (docs/rules/strategic-variant.md). */
export const HAND_SIZE = 3;

/**
 * The strategic variant: take up the turn player's tile of type `type` (its placements become
 * `legal`), if it is not the tile in hand already.
 */
export function takeUp(g: Game, type: number): void {
  const hands = g.hands;
  if (hands === null || g.drawn === type) return;
  for (let s = 0; s < HAND_SIZE; s++) {
    if (hands.tiles[g.current * HAND_SIZE + s] === type) {
      g.chooseSlot(s);
      return;
    }
  }
}

/**
 * The City: shuffle every unseen tile over all three stacks. The stacks are face down (views give
 * only their sizes and the unseen tiles of all of them together), so any unseen tile may be in any
 * stack; the stack sizes stay.
 */
export function resampleCity(g: CityGame, rng: Mulberry32): void {
  shuffleRange(g.bag, g.bagPos, g.bag.length, rng);
}

/**
 * A placement code and follower choice of the fast core as a move object. A choice is
 * `segment | figure << 4` (the expansions' big follower 1, builder 2, pig 3; a follower 0).
 */
export function toMove(g: Game, code: number, choice: number, type = g.drawn): PlaceMove {
  // The Abbot: the recall is a choice without a segment (rules/the-abbot.md AB4).
  if (choice === RECALL_CHOICE) return { ...placeMoveOf(g, g.types[type]!, code, -1), recall: true };
  // The Princess & the Dragon: the fairy, the princess or a portal instead of a piece on the tile.
  if (choice >= SPECIAL)
    return { ...placeMoveOf(g, g.types[type]!, code, -1), special: specialOf(g, choice) };
  // Abbey & Mayor: the barn on a corner instead of a piece (AM5).
  if (isBarnChoice(choice)) return withBarn(placeMoveOf(g, g.types[type]!, code, -1), choice);
  const figure = choice < 0 ? undefined : FIGURE_NAMES[choiceFigure(choice)];
  return placeMoveOf(g, g.types[type]!, code, choice < 0 ? -1 : choiceSegment(choice), figure);
}
