import type { CarcassonneCore as Game } from '@carcassonne/engine/internal';
import type { Move, Mulberry32 } from '@carcassonne/engine';

/**
 * Abbey & Mayor's wagon for the search (rules/abbey-and-mayor.md AM4): in phase `wagon` the
 * owner asked moves it on to one of the core's `wagonOptions` or home. A decision's payload is
 * the target node + 1 (0: home).
 */

/** The wagon's decisions as payloads (home first), written to `out` from `n`; the new end. */
export function wagonPayloads(g: Game, out: number[], n: number, tag: (payload: number) => number): number {
  out[n++] = tag(0);
  for (let i = 0; i < g.wagonOptionCount; i++) out[n++] = tag(g.wagonOptions[i]! + 1);
  return n;
}

/** A playout's wagon: on to a random target, or home one time in (targets + 1). */
export function randomWagon(g: Game, rng: Mulberry32): void {
  const k = rng.int(g.wagonOptionCount + 1);
  g.moveWagon(k < g.wagonOptionCount ? g.wagonOptions[k]! : -1);
}

/** The move of a wagon payload. */
export function wagonMove(g: Game, payload: number): Move {
  return { type: 'wagon', to: payload === 0 ? null : g.nodeSpot(payload - 1) };
}

/** The payload of a wagon move (null: no tile or segment there; callers check it against the actions). */
export function wagonPayload(g: Game, move: Move): number | null {
  if (move.type !== 'wagon') return null;
  if (move.to === null) return 0;
  const { x, y, port } = move.to;
  for (let i = 0; i < g.wagonOptionCount; i++) {
    const spot = g.nodeSpot(g.wagonOptions[i]!);
    if (spot.x === x && spot.y === y && spot.port === port) return g.wagonOptions[i]! + 1;
  }
  return null;
}
