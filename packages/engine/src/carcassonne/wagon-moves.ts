import { err, passed, type Result } from '../core/result.js';
import { portIndex } from '../core/ports.js';
import { MAX_SEGMENTS } from '../core/tile-compile.js';
import type { Move, WagonMove } from '../core/notation.js';
import type { Game } from './game.js';
import { wagonEntryNode } from './wagon.js';

/**
 * The checked match's side of Abbey & Mayor's wagon (docs/rules/abbey-and-mayor.md AM4): in phase
 * `wagon` the player to move's decisions as moves (`wagon x,y,PORT` or `wagon home`,
 * notation.md), checked against the core's `wagonOptions`, and a history entry written back.
 */

/** The wagon's moves open now: each target, then home. */
export function wagonMoves(g: Game): WagonMove[] {
  const out: WagonMove[] = [];
  for (let i = 0; i < g.wagonOptionCount; i++)
    out.push({ type: 'wagon', to: g.nodeSpot(g.wagonOptions[i]!) });
  out.push({ type: 'wagon', to: null });
  return out;
}

/** The text of a wagon's history entry. */
export function wagonMoveText(g: Game, entry: number): string {
  const node = wagonEntryNode(entry);
  if (node < 0) return 'wagon home';
  const { x, y, port } = g.nodeSpot(node);
  return `wagon ${x},${y},${port}`;
}

/**
 * Play `m` in phase `wagon` (`name`: the player to move): their wagon goes on or home; anything
 * else is refused (`wrong-phase`), and a target the wagon may not reach is `wagon-refused`.
 */
export function playWagon(g: Game, m: Move, name: string): Result<true> {
  if (m.type !== 'wagon')
    return g.phase === 'wagon'
      ? err(
          'wrong-phase',
          `${name}'s wagon came off a scored feature: it goes on ("wagon 1,0,N") or home ("wagon home")`,
        )
      : err('wrong-phase', 'no wagon is to move: a wagon moves only after its feature scored');
  if (g.phase !== 'wagon')
    return err('wrong-phase', 'no wagon is to move: a wagon moves only after its feature scored');
  if (m.to === null) {
    g.moveWagon(-1);
    return passed;
  }
  const node = nodeAt(g, m.to.x, m.to.y, m.to.port);
  const at = `${m.to.x},${m.to.y},${m.to.port}`;
  if (node < 0) return err('wagon-refused', `there is no tile with a segment at port ${at}`);
  for (let i = 0; i < g.wagonOptionCount; i++)
    if (g.wagonOptions[i] === node) {
      g.moveWagon(node);
      return passed;
    }
  return err(
    'wagon-refused',
    `the wagon goes on only to a free, unfinished road, city or monastery on a tile of the feature it left: not ${at}`,
  );
}

/** The node at port `port` of the tile at (x, y); -1 when there is no tile or no segment there. */
function nodeAt(g: Game, x: number, y: number, port: Parameters<typeof portIndex>[0]): number {
  if (!g.inBounds(x, y)) return -1;
  const q = g.tileAt(x, y);
  if (q < 0) return -1;
  const t = g.types[g.placedType[q]!]!;
  const seg = t.portSeg[g.placedRotation[q]! * 13 + portIndex(port)] ?? -1;
  return seg < 0 ? -1 : q * MAX_SEGMENTS + seg;
}
