import { err, passed, type Result } from '../core/result.js';
import { quote } from '../core/quote.js';
import type { Game } from './game.js';
import { HAND_SIZE, type Hands } from './hands.js';

/** The next tile of the stack, taken (a type), or -1 when the stack is empty. */
function takeFromStack(g: Game): number {
  return g.bagPos < g.bag.length ? g.bag[g.bagPos++]! : -1;
}

/**
 * The strategic variant's turn start (docs/rules/strategic-variant.md S2–S3): the turn player's
 * tiles that fit nowhere are put aside (reported) and replaced from the stack; a player with an
 * empty hand is passed over. The turn player then looks at the first tile of the hand (`drawn`).
 * False when every hand is empty: the game is over.
 */
export function startHandTurn(g: Game, hands: Hands): boolean {
  while (!hands.empty()) {
    const me = g.current;
    // A hand lists its tiles in the order drawn, empty slots last (`Hands.replace`).
    for (let s = 0; s < HAND_SIZE; ) {
      const t = hands.at(me, s);
      if (t < 0) break;
      g.lookAt(t);
      if (g.legalCount > 0) {
        s++;
        continue;
      }
      g.discards++;
      hands.reveal(t, me, true);
      g.events?.push({ kind: 'discard', move: g.moveCount, points: 0, players: [me], tile: g.types[t]!.id });
      hands.replace(me, s, takeFromStack(g));
    }
    if (hands.at(me, 0) >= 0) {
      g.chooseSlot(0);
      return true;
    }
    g.current = (g.current + 1) % g.nPlayers;
  }
  return false;
}

/** Draw after play (S2.3): the tile just placed leaves the mover's hand, the top of the stack joins it. */
export function drawAfterPlay(g: Game, hands: Hands): void {
  hands.reveal(g.placedType[g.placedCount - 1]!, g.current, false);
  hands.replace(g.current, hands.slot, takeFromStack(g));
}

/**
 * The strategic variant: the player to move takes up tile `tile` of their hand (`Match.chooseTile`).
 * Refused (`not-in-hand`, `wrong-phase`) when the hand holds no such tile or no tile is due.
 */
export function chooseHandTile(g: Game, tile: string): Result<true> {
  const hands = g.hands;
  if (hands === null || g.phase !== 'place')
    return err('wrong-phase', 'only a player to place a tile in the strategic variant chooses one');
  const type = typeof tile === 'string' ? (g.tileSet.byId.get(tile)?.index ?? -1) : -1;
  const slot = type < 0 ? -1 : hands.slotOf(g.current, type);
  if (slot < 0)
    return err('not-in-hand', `tile ${quote(String(tile))} is not in the hand of the player to move`);
  if (slot !== hands.slot) g.chooseSlot(slot);
  return passed;
}
