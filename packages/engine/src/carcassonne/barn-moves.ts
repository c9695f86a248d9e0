import { err, ok, type Result } from '../core/result.js';
import { CORNERS, type PlaceMove } from '../core/notation.js';
import type { Placement } from '../core/match.js';
import { barnIn, barnsPlayed, cornerField, cornerOpen } from './barn.js';
import { FIGURE_BARN, followerChoice } from './figures.js';
import type { Match } from './match.js';
import { Neighbours } from './neighbours.js';
import { SYMBOL_VOLCANO } from './tiles/princess-dragon.js';

/**
 * Abbey & Mayor's barn as moves of a match (rules/abbey-and-mayor.md AM5): `U@1,0r90 NE barn`
 * (notation.md), the drawn tile placed and, instead of a piece, the player's barn on that corner.
 */

/** Why the barn may not go on a corner: the refusal codes of `barnRefusal`. */
export type BarnRefusal = 'no-barn' | 'farmers-off' | 'volcano' | 'barn-corner' | 'barn-field';

/**
 * Why the player to move may not put their barn on corner `corner` (0–3: NE SE SW NW) of the drawn
 * tile placed at `pl` (placement already checked), or null when they may.
 */
export function barnRefusal(
  match: Match,
  pl: Placement,
  corner: number,
  around?: Neighbours,
): BarnRefusal | null {
  const g = match.game;
  if (!g.figures.mayors || g.figures.barn[g.current]! >= 0) return 'no-barn';
  if (!barnsPlayed(g)) return 'farmers-off';
  if (g.dragonRules && g.symbols[g.drawn]! & SYMBOL_VOLCANO) return 'volcano';
  const seg = cornerField(g.types[g.drawn]!, pl.rotation / 90, corner);
  if (seg < 0 || !cornerOpen(g, pl.x, pl.y, corner)) return 'barn-corner';
  const { roots } = (around ?? new Neighbours(match, pl)).featureRoots(seg);
  for (let i = 0; i < roots.length; i++) if (barnIn(g, roots.items[i]!)) return 'barn-field';
  return null;
}

/** The barn moves of placement `at` (the drawn tile's), in corner order; `around`: what it meets, when already read. */
export function barnMoves(match: Match, at: PlaceMove, around?: Neighbours): PlaceMove[] {
  const out: PlaceMove[] = [];
  if (!barnsPlayed(match.game) || match.game.figures.barn[match.game.current]! >= 0) return out;
  for (let c = 0; c < 4; c++)
    if (barnRefusal(match, at, c, around) === null) out.push({ ...at, barn: CORNERS[c]! });
  return out;
}

/** The follower choice of a barn move (`followerChoice(corner, FIGURE_BARN)`); one sentence when refused. */
export function checkBarn(match: Match, m: PlaceMove & { readonly barn: string }): Result<number> {
  const corner = (CORNERS as readonly string[]).indexOf(m.barn);
  const g = match.game;
  const name = match.players[g.current]!.name;
  switch (barnRefusal(match, m, corner)) {
    case null:
      return ok(followerChoice(corner, FIGURE_BARN));
    case 'no-barn':
      return err(
        'figure-refused',
        g.figures.mayors
          ? `${name}'s barn is already on the board`
          : 'this game has no barn (it comes with Abbey & Mayor)',
      );
    case 'farmers-off':
      return err('farmers-off', 'farmers are switched off in this game: no barn either');
    case 'volcano':
      return err('figure-refused', `no piece goes on a volcano tile: the dragon arrives there (${m.tile})`);
    case 'barn-corner':
      return err(
        'figure-refused',
        `the barn goes only on a corner where four tiles meet, each with field there: not the ${m.barn} corner of (${m.x},${m.y})`,
      );
    case 'barn-field':
      return err(
        'figure-refused',
        `the field at the ${m.barn} corner of (${m.x},${m.y}) already has a barn: one barn a field`,
      );
  }
}
