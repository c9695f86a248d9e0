import type { Mulberry32 } from '@carcassonne/engine';
import type { CarcassonneCore as Game } from '@carcassonne/engine/internal';
import { HAND_SIZE, takeUp } from './fast-core.js';

/** The strategic variant: the placements of every tile of the turn player's hand (each type once). */
export function handActions(g: Game, hands: NonNullable<Game['hands']>, out: number[]): number {
  const kept = hands.slot;
  const base = g.current * HAND_SIZE;
  let n = 0;
  let seen = 0;
  for (let s = 0; s < HAND_SIZE; s++) {
    const type = hands.tiles[base + s]!;
    if (type < 0 || (s > 0 && hands.tiles[base] === type) || (s > 1 && hands.tiles[base + 1] === type))
      continue;
    if (hands.slot !== s) g.chooseSlot(s);
    const tile = type << 18;
    for (let i = 0; i < g.legalCount; i++) out[n++] = tile | g.legal[i]!;
    seen++;
  }
  if (hands.slot !== kept && seen > 0) g.chooseSlot(kept);
  return n;
}

/** The strategic variant: the type of the turn player's tile with id `id`, or -1. */
export function handType(g: Game, tiles: Int16Array, id: string): number {
  for (let s = 0; s < HAND_SIZE; s++) {
    const type = tiles[g.current * HAND_SIZE + s]!;
    if (type >= 0 && g.types[type]!.id === id) return type;
  }
  return -1;
}

/** The strategic variant in a playout: take up a random tile of the turn player's hand. */
export function takeRandomTile(g: Game, tiles: Int16Array, rng: Mulberry32): void {
  const base = g.current * HAND_SIZE;
  let held = 0;
  for (let s = 0; s < HAND_SIZE; s++) if (tiles[base + s]! >= 0) held++;
  let k = rng.int(held);
  for (let s = 0; s < HAND_SIZE; s++) {
    if (tiles[base + s]! < 0 || k-- > 0) continue;
    takeUp(g, tiles[base + s]!);
    return;
  }
}
