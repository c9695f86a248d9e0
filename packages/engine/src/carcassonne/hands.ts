/** Tiles in each hand of the strategic variant (docs/rules/strategic-variant.md). */
export const HAND_SIZE = 3;

/**
 * The strategic variant's hands (docs/rules/strategic-variant.md): each player's tiles (type
 * indices, -1 an empty slot), the slot of the tile the turn player is looking at, and the tiles
 * made public in order (placed or put aside) with who revealed them — what views show instead
 * of the draws, which would give the hands away.
 */
export class Hands {
  readonly tiles: Int16Array;
  /** The slot of the turn player's hand whose tile is `drawn`. */
  slot = 0;
  /** Tiles shown to all, in order (type indices), and the seat of each (a discard: -1 - seat). */
  revealed: number[] = [];
  revealedBy: number[] = [];

  constructor(readonly players: number) {
    this.tiles = new Int16Array(players * HAND_SIZE).fill(-1);
  }

  reset(): void {
    this.tiles.fill(-1);
    this.slot = 0;
    this.revealed = [];
    this.revealedBy = [];
  }

  /** Deal three rounds (each hand in the order drawn) in seat order from `bag` at `pos`; the position after the deal. */
  deal(bag: ArrayLike<number>, pos: number): number {
    this.reset();
    for (let round = 0; round < HAND_SIZE; round++)
      for (let p = 0; p < this.players && pos < bag.length; p++)
        this.tiles[p * HAND_SIZE + round] = bag[pos++]!;
    return pos;
  }

  at(player: number, slot: number): number {
    return this.tiles[player * HAND_SIZE + slot]!;
  }

  /**
   * Take the tile in `slot` out of `player`'s hand and add `drawn` (a type, -1 none) at the end:
   * a hand lists its tiles in the order drawn, the oldest first, its empty slots last.
   */
  replace(player: number, slot: number, drawn: number): void {
    const base = player * HAND_SIZE;
    for (let s = slot; s < HAND_SIZE - 1; s++) this.tiles[base + s] = this.tiles[base + s + 1]!;
    this.tiles[base + HAND_SIZE - 1] = -1;
    if (drawn < 0) return;
    let s = HAND_SIZE - 1;
    while (s > 0 && this.tiles[base + s - 1]! < 0) s--;
    this.tiles[base + s] = drawn;
  }

  /** How many tiles `player` holds. */
  count(player: number): number {
    let n = 0;
    for (let s = 0; s < HAND_SIZE; s++) if (this.tiles[player * HAND_SIZE + s]! >= 0) n++;
    return n;
  }

  /** The first slot of `player`'s hand holding tile type `type`, or -1. */
  slotOf(player: number, type: number): number {
    for (let s = 0; s < HAND_SIZE; s++) if (this.tiles[player * HAND_SIZE + s] === type) return s;
    return -1;
  }

  /** Whether every hand is empty. */
  empty(): boolean {
    for (let i = 0; i < this.tiles.length; i++) if (this.tiles[i]! >= 0) return false;
    return true;
  }

  reveal(type: number, seat: number, discard: boolean): void {
    this.revealed.push(type);
    this.revealedBy.push(discard ? -1 - seat : seat);
  }

  copyFrom(src: Hands): void {
    this.tiles.set(src.tiles);
    this.slot = src.slot;
    this.revealed = src.revealed.slice();
    this.revealedBy = src.revealedBy.slice();
  }
}
