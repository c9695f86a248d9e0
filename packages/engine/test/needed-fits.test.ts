import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../src/index.js';
import { PRESETS } from '../src/carcassonne/public.js';
import { DX, DY } from '../src/core/ports.js';
import { K_RIVER } from '../src/core/tile-compile.js';
import {
  Game,
  K_CITY,
  K_MONASTERY,
  K_ROAD,
  MAX_SEGMENTS,
  NeededFits,
  seededOrder,
  tileSet,
  type TileType,
} from '../src/internal.js';

/** A tile's edge on a side after `turns` quarter turns, read from its ports (not the compiled fits). */
function edge(t: TileType, turns: number, side: number): number {
  const kind = t.segKind[t.portSeg[turns * 13 + 3 * side + 1]!]!;
  return kind === K_ROAD || kind === K_CITY || kind === K_RIVER ? kind : 0;
}

/** Tiles to come (the draw and the tile in hand) that some quarter turn fits on the empty square (x, y). */
function fitting(g: Game, x: number, y: number): number {
  const around = [0, 1, 2, 3].map((side) => {
    const q = g.tileAt(x + DX[side]!, y + DY[side]!);
    return q < 0 ? -1 : edge(g.types[g.placedType[q]!]!, g.placedRotation[q]!, (side + 2) % 4);
  });
  const toCome = [...g.bag.subarray(g.bagPos), ...(g.phase === 'place' && g.drawn >= 0 ? [g.drawn] : [])];
  return toCome.filter((type) =>
    [0, 1, 2, 3].some((turns) => around.every((e, side) => e < 0 || e === edge(g.types[type]!, turns, side))),
  ).length;
}

/** The fitting tiles of each empty square a feature needs (each square once), by walking the whole board. */
function neededByHand(g: Game, root: number, kind: number): number[] {
  const squares = new Map<string, number>();
  const need = (x: number, y: number) => {
    if (g.tileAt(x, y) < 0) squares.set(`${x},${y}`, fitting(g, x, y));
  };
  const square = (q: number) => [g.xOf(g.placedCell[q]!), g.yOf(g.placedCell[q]!)] as const;
  if (kind === K_MONASTERY) {
    const [x, y] = square((root / MAX_SEGMENTS) | 0);
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) need(x + dx, y + dy);
    return [...squares.values()];
  }
  for (let q = 0; q < g.placedCount; q++) {
    const t = g.types[g.placedType[q]!]!;
    const [x, y] = square(q);
    for (let side = 0; side < 4; side++) {
      const s = t.portSeg[g.placedRotation[q]! * 13 + 3 * side + 1]!;
      if (g.find(q * MAX_SEGMENTS + s) === root) need(x + DX[side]!, y + DY[side]!);
    }
  }
  return [...squares.values()];
}

describe('the tiles to come that fit the squares a feature needs, and the odds they give', () => {
  for (const preset of ['modern', 'winter'] as const) {
    it(`agree with a walk of the whole board in random ${preset} games`, () => {
      const p = PRESETS[preset];
      const set = tileSet(p.tileSet);
      const fits = new NeededFits();
      let dead = 0;
      let checked = 0;
      for (let i = 0; i < 6; i++) {
        const bag = seededOrder(set, `fits-${i}`).map((id) => set.byId.get(id)!.index);
        const g = new Game({ tileSet: set, options: p.options, players: 2, bag });
        const rng = new Mulberry32(i);
        while (g.phase === 'place') {
          fits.read(g);
          for (let f = 0; f < g.followerCount; f++) {
            const node = g.followerNode[f]!;
            const kind = g.nodeKind[node]!;
            if (kind !== K_ROAD && kind !== K_CITY && kind !== K_MONASTERY) continue;
            const root = kind === K_MONASTERY ? node : g.find(node);
            const least = fits.fewest(g, root, kind);
            const needed = neededByHand(g, root, kind);
            expect(least).toBe(needed.length === 0 ? -1 : Math.min(...needed));
            const odds = needed.reduce((o, n) => (o * n) / (n + 1), 1);
            expect(fits.lastOdds).toBeCloseTo(needed.length === 0 ? -1 : odds, 12);
            if (least === 0) dead++;
            checked++;
          }
          g.placeTile(g.legal[rng.int(g.legalCount)]!);
          const k = rng.int(g.followerOptionCount + 1);
          g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
        }
      }
      // Random play leaves features no tile can finish: the walk saw some of each answer.
      expect(dead).toBeGreaterThan(0);
      expect(checked).toBeGreaterThan(500);
    });
  }
});
