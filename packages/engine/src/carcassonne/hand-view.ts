import type { Game } from './game.js';
import { err, passed, type Result } from '../core/result.js';
import { quote } from '../core/quote.js';
import { GOODS } from './goods.js';
import { HAND_SIZE, type Hands } from './hands.js';
import type { GoodsHeld, PlayerView } from './view-types.js';

/** Parts of a match's view read straight off the core: goods, and the strategic variant's hands. */

/** A player's goods as a record. */
export function goodsOf(goods: Uint8Array, p: number): GoodsHeld {
  return {
    wine: goods[p * GOODS.length]!,
    grain: goods[p * GOODS.length + 1]!,
    cloth: goods[p * GOODS.length + 2]!,
  };
}

/** Strategic variant: the seat's hand (if a seat), every hand's size and who revealed each public tile. */
export function handFields(
  g: Game,
  hands: Hands,
  seat: number | undefined,
): Partial<Omit<PlayerView, 'board'>> {
  const own = seat !== undefined && seat >= 0 && seat < g.nPlayers;
  const sizes = Array.from({ length: g.nPlayers }, (_, p) => hands.count(p));
  const hand: string[] = [];
  for (let s = 0; own && s < HAND_SIZE; s++) {
    const t = hands.at(seat, s);
    if (t >= 0) hand.push(g.types[t]!.id);
  }
  return { ...(own ? { seat, hand } : {}), handSizes: sizes, revealedBy: hands.revealedBy.slice() };
}

/** Strategic variant: the tiles `seat` has not seen (the stack and every other hand) by id, in table order. */
export function unseenBy(g: Game, seat: number | undefined): Record<string, number> {
  const counts = g.remainingCounts();
  for (let p = 0; p < g.nPlayers; p++) {
    if (p === seat) continue;
    for (let s = 0; s < HAND_SIZE; s++) {
      const t = g.hands!.at(p, s);
      if (t >= 0) counts[t]!++;
    }
  }
  const out: Record<string, number> = {};
  for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) out[g.types[i]!.id] = counts[i]!;
  return out;
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
