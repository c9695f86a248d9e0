import type { Game } from './game.js';
import { kindName } from '../core/tile-compile.js';
import { dragonView } from './dragon-moves.js';
import { goodsOf } from './hand-view.js';
import type { FigureOnBoard, FollowerOnBoard } from './view-types.js';

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
