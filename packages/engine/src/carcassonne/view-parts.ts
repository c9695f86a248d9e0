import type { Game } from './game.js';
import { kindName } from '../core/tile-compile.js';
import { dragonView } from './dragon-moves.js';
import { goodsOf } from './hand-view.js';
import type { BarnOnBoard, FigureOnBoard, FollowerOnBoard, PlayerView } from './view-types.js';
import { barnSpotOf } from './barn.js';
import { CORNERS } from '../core/notation.js';

/** The followers on the board with their figure named: the big follower, the abbot, the mayor, the wagon. */
export function namedFollowers(g: Game, spots: readonly FollowerOnBoard[]): FollowerOnBoard[] {
  const weight = g.figures.weight;
  const abbot = g.figures.abbot;
  return spots.map((spot, i) =>
    weight[i] === 2
      ? { ...spot, figure: 'big' }
      : abbot[g.followerOwner[i]!] === g.followerNode[i]
        ? { ...spot, figure: 'abbot' }
        : g.figures.mayor[g.followerOwner[i]!] === g.followerNode[i]
          ? { ...spot, figure: 'mayor' }
          : g.figures.wagon[g.followerOwner[i]!] === g.followerNode[i]
            ? { ...spot, figure: 'wagon' }
            : spot,
  );
}

/** Traders & Builders: the builders and pigs on the board, in seat order. */
export function figureSpotsOf(g: Game): FigureOnBoard[] {
  const out: FigureOnBoard[] = [];
  for (let p = 0; p < g.nPlayers; p++) {
    for (const [figure, node] of [
      ['builder', g.figures.builder[p]!],
      ['pig', g.figures.pig[p]!],
    ] as const) {
      if (node < 0) continue;
      const spot = g.nodeSpot(node);
      const kind = kindName(g.nodeKind[node]!) as FigureOnBoard['kind'];
      out.push({ ...spot, kind, player: p, figure });
    }
  }
  return out;
}

/** Abbey & Mayor (AM5): barns in hand per player, 1 or 0, and the barns on the board in seat order. */
function barnFields(g: Game): Pick<PlayerView, 'barnSupply' | 'barns'> {
  const barns: BarnOnBoard[] = [];
  g.figures.barnSpot.forEach((spot, player) => {
    if (spot < 0) return;
    const { x, y, corner } = barnSpotOf(g, spot);
    barns.push({ x, y, corner: CORNERS[corner]!, player });
  });
  return { barnSupply: Array.from(g.figures.barn, (node) => (node < 0 ? 1 : 0)), barns };
}

/** The view's fields of the expansions in play, in the view's order (none without them). */
export function expansionFields(g: Game) {
  return {
    ...(g.options.innsAndCathedrals ? { bigSupply: Array.from(g.figures.bigSupply) } : {}),
    ...(g.dragonRules ? dragonView(g) : {}),
    ...(g.figures.abbots ? { abbotSupply: Array.from(g.figures.abbot, (node) => (node < 0 ? 1 : 0)) } : {}),
    ...(g.figures.mayors
      ? {
          abbeySupply: Array.from(g.figures.abbeySupply),
          mayorSupply: Array.from(g.figures.mayor, (node) => (node < 0 ? 1 : 0)),
          wagonSupply: Array.from(g.figures.wagon, (node) => (node < 0 ? 1 : 0)),
          ...(g.phase === 'wagon' ? { wagonFrom: g.nodeSpot(g.figures.wagonFrom[g.current]!) } : {}),
          ...(g.options.farmers ? barnFields(g) : {}),
        }
      : {}),
    ...(g.figures.traders
      ? {
          figures: figureSpotsOf(g),
          goods: Array.from({ length: g.nPlayers }, (_, p) => goodsOf(g.figures.goods, p)),
          secondTile: g.figures.secondTile,
        }
      : {}),
  };
}
