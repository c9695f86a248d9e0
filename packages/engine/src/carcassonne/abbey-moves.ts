import { err, passed, type Result } from '../core/result.js';
import { DX, DY } from '../core/ports.js';
import type { Move, PlaceMove } from '../core/notation.js';
import { quote } from '../core/quote.js';
import { ABBEY_CODE, abbeyHoles, holdsAbbey } from './abbey.js';
import { checkSpecial, specialMoves } from './dragon-moves.js';
import {
  FIGURE_ABBOT,
  FIGURE_BIG,
  FIGURE_FOLLOWER,
  FIGURE_NAMES,
  FIGURE_WAGON,
  figureCode,
  followerChoice,
  RECALL_CHOICE,
} from './figures.js';
import { ABBEY_TILE } from './tiles/abbey-mayor.js';
import type { Match } from './match.js';

/**
 * Abbey & Mayor's abbey as moves of a match (docs/rules/abbey-and-mayor.md AM2): instead of the
 * drawn tile the player to move places their abbey (`AmAbbey@x,yr0`, notation.md) into a hole,
 * with a monk (a follower, a big follower, The Abbot's abbot or the wagon, AM4) on its monastery
 * or none, or recalling their abbot; with The Princess & the Dragon, or moving the fairy (PD7.1:
 * the abbey has no princess and no portal).
 */
const SIDE_NAMES = ['N', 'E', 'S', 'W'] as const;

/** The abbey moves of the player to move (none without an abbey in hand), in hole order. */
export function abbeyMoves(match: Match): PlaceMove[] {
  const g = match.game;
  if ((g.phase !== 'place' && g.phase !== 'abbey') || !holdsAbbey(g)) return [];
  const holes: number[] = [];
  const n = abbeyHoles(g, holes);
  const f = g.figures;
  const me = g.current;
  const monks = [
    ...(g.supply[me]! > 0 ? [FIGURE_FOLLOWER] : []),
    ...(f.bigSupply[me]! > 0 ? [FIGURE_BIG] : []),
    ...(f.abbots && f.abbot[me]! < 0 ? [FIGURE_ABBOT] : []),
    ...(f.wagon[me]! < 0 ? [FIGURE_WAGON] : []),
  ];
  const recall = f.abbots && f.abbot[me]! >= 0;
  const out: PlaceMove[] = [];
  for (let i = 0; i < n; i++) {
    const x = g.xOf(holes[i]!);
    const y = g.yOf(holes[i]!);
    const at = { type: 'place', tile: ABBEY_TILE, x, y, rotation: 0 } as const;
    out.push(at);
    if (recall) out.push({ ...at, recall: true });
    for (const figure of monks) {
      const name = FIGURE_NAMES[figure];
      out.push(name === undefined ? { ...at, follower: 'C' } : { ...at, follower: 'C', figure: name });
    }
    if (g.dragonRules) out.push(...specialMoves(g, ABBEY_CODE | (holes[i]! << 2), at));
  }
  return out;
}

/** Check and play an abbey move (`m.tile` is the abbey); refused, it changes nothing. One sentence per refusal. */
export function playAbbey(match: Match, m: PlaceMove): Result<true> {
  const g = match.game;
  const name = match.players[g.current]?.name ?? '';
  if (!g.figures.mayors)
    return err('abbey-refused', 'this game has no abbeys (they come with Abbey & Mayor)');
  if (g.phase !== 'place' && g.phase !== 'abbey') return err('wrong-phase', 'a tile placement is not due');
  if (!holdsAbbey(g)) return err('abbey-refused', `${name}'s abbey is already on the board`);
  if (m.rotation !== 0)
    return err('abbey-refused', 'the abbey is placed unturned (r0): every side of it is alike');
  if (!g.inBounds(m.x, m.y) || g.tileAt(m.x, m.y) >= 0)
    return err('abbey-refused', `the abbey goes on an empty square, not (${m.x},${m.y})`);
  for (let side = 0; side < 4; side++)
    if (g.tileAt(m.x + DX[side]!, m.y + DY[side]!) < 0)
      return err(
        'abbey-refused',
        `the abbey goes only into a hole with a tile on all four sides: (${m.x},${m.y}) is open on its ${SIDE_NAMES[side]} side`,
      );
  const cell = g.cellOf(m.x, m.y);
  if (cell === g.mouth.cell)
    return err('abbey-refused', 'the abbey may not close the mouth of the flowing river');
  const choice = abbeyChoice(match, m, ABBEY_CODE | (cell << 2));
  if (!choice.ok) return choice;
  g.placeTile(ABBEY_CODE | (cell << 2));
  g.finishTurn(choice.value);
  return passed;
}

/**
 * The follower choice of an abbey move placed by `code`: -1 none, the monastery's segment 0 with
 * a figure, the recall, or the fairy moved.
 */
function abbeyChoice(match: Match, m: PlaceMove, code: number): Result<number> {
  const g = match.game;
  const f = g.figures;
  const me = g.current;
  const name = match.players[me]?.name ?? '';
  if (m.special !== undefined) {
    if (m.special.use !== 'fairy')
      return err('figure-refused', `the abbey has no ${m.special.use}: only the fairy may move with it`);
    return checkSpecial(g, code, m.special, name);
  }
  if (m.barn !== undefined)
    return err('figure-refused', 'the abbey has no field on its corners: no barn goes on it');
  if (m.recall === true) {
    if (!f.abbots || f.abbot[me]! < 0)
      return err('figure-refused', `${name} has no abbot on the board to recall`);
    return { ok: true, value: RECALL_CHOICE };
  }
  if (m.follower === undefined) return { ok: true, value: -1 };
  if (m.follower !== 'C')
    return err(
      'figure-refused',
      `on the abbey a piece goes only on its monastery (port C), not ${quote(m.follower)}`,
    );
  const figure = figureCode(m.figure);
  if (figure === FIGURE_FOLLOWER && g.supply[me] === 0)
    return err('no-followers', `${name} has no followers left`);
  if (figure === FIGURE_BIG && f.bigSupply[me] === 0)
    return err('figure-refused', `${name} has no big follower in hand`);
  if (figure === FIGURE_ABBOT && (!f.abbots || f.abbot[me]! >= 0))
    return err('figure-refused', `${name} has no abbot in hand`);
  if (figure === FIGURE_WAGON && f.wagon[me]! >= 0)
    return err('figure-refused', `${name}'s wagon is already on the board`);
  if (
    figure !== FIGURE_FOLLOWER &&
    figure !== FIGURE_BIG &&
    figure !== FIGURE_ABBOT &&
    figure !== FIGURE_WAGON
  )
    return err('figure-refused', `the ${m.figure ?? ''} does not go on a monastery`);
  return { ok: true, value: followerChoice(0, figure) };
}

/**
 * A move in Abbey & Mayor's final abbey round (AM2.5) or a `pass` out of it: a pass keeps the
 * abbey; the abbey's placement is played as in the game; anything else is refused.
 */
export function playPass(match: Match, m: Move): Result<true> {
  const g = match.game;
  if (g.phase !== 'abbey')
    return err(
      'wrong-phase',
      'a pass belongs to the final abbey round of Abbey & Mayor, after the last tile; a tile placement is due',
    );
  if (m.type === 'pass') {
    g.passAbbey();
    return passed;
  }
  if (m.type !== 'place' || m.tile !== ABBEY_TILE)
    return err(
      'wrong-phase',
      `the final abbey round: ${match.players[g.current]?.name ?? ''} places their abbey (e.g. "${ABBEY_TILE}@1,0r0") or passes ("pass")`,
    );
  return playAbbey(match, m);
}
