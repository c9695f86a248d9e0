import { err, ok, type Result } from '../core/result.js';
import { portIndex, SIDES, type Port } from '../core/ports.js';
import { segmentPort, MAX_SEGMENTS } from '../core/tile-compile.js';
import { SPECIAL_USES, type DragonMove, type PlaceMove, type SpecialChoice } from '../core/notation.js';
import type { Game } from './game.js';
import {
  specialChoice,
  specialNode,
  specialUse,
  USE_FAIRY,
  USE_PORTAL,
  USE_PRINCESS,
} from './dragon-turn.js';
import { PRINCESS_DRAGON_SYMBOLS, SYMBOL_PORTAL } from './tiles/princess-dragon.js';

/**
 * The checked match's side of The Princess & the Dragon (rules PD2–PD7): the dragon's steps as
 * moves, the special choices of a placement (the fairy, the princess, a magic portal) listed and
 * checked on a scratch copy of the core with the tile placed, and both written back as moves.
 */

const scratches = new WeakMap<Game, Game>();

/** `g` with the drawn tile placed by `code` on a reused copy (the follower step listed there). */
function placedCopy(g: Game, code: number): Game {
  let s = scratches.get(g);
  if (!s) {
    s = g.clone();
    scratches.set(g, s);
  }
  s.copyFrom(g);
  s.placeTile(code);
  return s;
}

/** The dragon's steps open now, as moves. */
export function dragonMoves(g: Game): DragonMove[] {
  const out: DragonMove[] = [];
  for (let i = 0; i < g.dragonOptionCount; i++)
    out.push({ type: 'dragon', side: SIDES[g.dragonOptions[i]!]! });
  return out;
}

/** The side index of a legal dragon step; one sentence when the step is refused. */
export function checkDragon(g: Game, m: DragonMove, name: string): Result<number> {
  if (g.phase !== 'dragon') return err('wrong-phase', 'the dragon is not flying: a tile placement is due');
  const side = SIDES.indexOf(m.side);
  const cell = g.dragonTarget(side);
  const where = `(${g.xOf(cell)},${g.yOf(cell)})`;
  switch (g.dragonRefusal(side)) {
    case null:
      return ok(side);
    case 'empty':
      return err('dragon-refused', `the dragon flies only over tiles: there is none at ${where}`);
    case 'visited':
      return err('dragon-refused', `the dragon has been at ${where} already in this flight`);
    case 'fairy':
      return err('dragon-refused', `the dragon may not enter the fairy's square ${where} (${name} moves it)`);
  }
}

/** The special choices of the drawn tile placed by `code` (cell·4 + turns), as moves of `base`. */
export function specialMoves(g: Game, code: number, base: PlaceMove): PlaceMove[] {
  const s = placedCopy(g, code);
  const out: PlaceMove[] = [];
  for (let i = 0; i < s.specialOptionCount; i++)
    out.push({ ...base, special: specialOf(s, s.specialOptions[i]!) });
  return out;
}

/** A special choice of the core as the move's `special`. */
export function specialOf(g: Pick<Game, 'nodeSpot'>, choice: number): SpecialChoice {
  const spot = g.nodeSpot(specialNode(choice));
  return { use: SPECIAL_USES[specialUse(choice)]!, x: spot.x, y: spot.y, port: spot.port };
}

/** The core's choice for a move's `special` with the drawn tile placed by `code`; one sentence when refused. */
export function checkSpecial(g: Game, code: number, m: SpecialChoice, name: string): Result<number> {
  const use = SPECIAL_USES.indexOf(m.use);
  const tile = g.types[g.drawn]!;
  if (!g.dragonRules)
    return err('figure-refused', `this game has no ${m.use} (it comes with The Princess & the Dragon)`);
  if (use === USE_PRINCESS && g.princessSeg[g.drawn]! < 0)
    return err('figure-refused', `tile ${tile.id} has no princess`);
  if (use === USE_PORTAL && ((PRINCESS_DRAGON_SYMBOLS[tile.id] ?? 0) & SYMBOL_PORTAL) === 0)
    return err('figure-refused', `tile ${tile.id} has no magic portal`);
  const q = g.tileAt(m.x, m.y);
  const at = `${m.x},${m.y},${m.port}`;
  const seg = q < 0 ? -1 : segmentAt(g, q, m.port);
  if (seg < 0)
    return err('no-such-segment', `there is no tile with a segment at port ${m.port} at (${m.x},${m.y})`);
  const node = q * MAX_SEGMENTS + seg;
  const s = placedCopy(g, code);
  const wanted = specialChoice(node, use);
  for (let i = 0; i < s.specialOptionCount; i++) {
    const o = s.specialOptions[i]!;
    if (o === wanted) return ok(o);
    if (use === USE_PORTAL && specialUse(o) === USE_PORTAL && s.find(specialNode(o)) === s.find(node))
      return s.placedCell[q] === s.dragonCell
        ? err('figure-refused', `no follower goes on the dragon's square (${m.x},${m.y})`)
        : ok(wanted);
  }
  switch (use) {
    case USE_FAIRY:
      return err('figure-refused', `the fairy goes next to a follower of ${name}'s: there is none at ${at}`);
    case USE_PRINCESS:
      return err(
        'figure-refused',
        `the princess sends home a knight of the city this tile joins: none at ${at}`,
      );
    default:
      return err(
        'figure-refused',
        s.supply[g.current] === 0
          ? `${name} has no followers left`
          : `a follower through the portal goes on a free, unfinished feature off the dragon's square: not ${at}`,
      );
  }
}

function segmentAt(g: Game, q: number, port: Port): number {
  const t = g.types[g.placedType[q]!]!;
  return t.portSeg[g.placedRotation[q]! * 13 + portIndex(port)] ?? -1;
}

/** Where the dragon and the fairy are, for views (null: not on the board yet). */
export function dragonView(g: Game): {
  readonly dragon: { readonly x: number; readonly y: number } | null;
  readonly fairy: { readonly x: number; readonly y: number; readonly port: Port | null } | null;
  readonly dragonSteps?: number;
} {
  const square = (cell: number) => ({ x: g.xOf(cell), y: g.yOf(cell) });
  const fairyPort =
    g.fairyNode < 0
      ? null
      : segmentPort(
          g.types[g.placedType[(g.fairyNode / MAX_SEGMENTS) | 0]!]!,
          g.placedRotation[(g.fairyNode / MAX_SEGMENTS) | 0]!,
          g.fairyNode % MAX_SEGMENTS,
        );
  return {
    dragon: g.dragonCell < 0 ? null : square(g.dragonCell),
    fairy: g.fairyCell < 0 ? null : { ...square(g.fairyCell), port: fairyPort },
    ...(g.phase === 'dragon' ? { dragonSteps: g.flightSteps } : {}),
  };
}
