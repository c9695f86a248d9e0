import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32 } from '@carcassonne/engine';
import {
  carcassonneCore,
  K_ROAD,
  MAX_SEGMENTS,
  type CarcassonneCore as Game,
} from '@carcassonne/engine/internal';
import { expectedValues, projectedValues } from '../src/evaluate.js';
import { unwrap } from './helpers.js';

/** A follower choice's segment (`segment | figure << 4`; figure 0, a follower). */
const FIGURE_SHIFT = 4;

/** A player's open roads with an inn and a follower of theirs (2 a tile complete, nothing unfinished). */
function innRoads(g: Game, player: number): number[] {
  const roots: number[] = [];
  for (let i = 0; i < g.followerCount; i++) {
    const node = g.followerNode[i]!;
    if (g.followerOwner[i] !== player || g.nodeKind[node] !== K_ROAD) continue;
    const root = g.find(node);
    const inn = g.pointsOf(root, K_ROAD, false) === 0 && g.pointsOf(root, K_ROAD, true) > 0;
    if (inn && g.openSides[root]! > 0 && !roots.includes(root)) roots.push(root);
  }
  return roots;
}

describe("the search's leaf with Inns & Cathedrals", () => {
  it('gives a follower on an unfinished road with an inn its odds of completion, as a city’s', () => {
    // Games where followers go on roads only: a player's value beyond the projection is then
    // their roads' (a plain road's odds add nothing: it scores the same complete or not).
    let checked = 0;
    for (let seed = 0; checked < 8 && seed < 100; seed++) {
      const players = [
        { name: 'A', color: 'red' },
        { name: 'B', color: 'blue' },
      ];
      const options = { innsAndCathedrals: true };
      const match = unwrap(createMatch({ preset: 'modern', players, seed: `inn${seed}`, options }));
      const g = carcassonneCore(match)!.clone();
      const rng = new Mulberry32(seed + 1);
      while (g.phase === 'place') {
        g.placeTile(g.legal[rng.int(g.legalCount)]!);
        const placed = (g.placedCount - 1) * MAX_SEGMENTS;
        const roads: number[] = [];
        for (let k = 0; k < g.followerOptionCount; k++) {
          const choice = g.followerOptions[k]!;
          if (choice >> FIGURE_SHIFT === 0 && g.nodeKind[placed + choice]! === K_ROAD) roads.push(choice);
        }
        g.finishTurn(roads.length > 0 && rng.int(3) > 0 ? roads[rng.int(roads.length)]! : -1);
        if (g.phase !== 'place') break;
        for (let player = 0; player < 2; player++) {
          const roots = innRoads(g, player);
          const left = g.bag.length - g.bagPos;
          if (roots.length === 0 || left === 0) continue;
          const r = Math.min(0.9, left / (left + 6));
          let least = 0;
          for (const root of roots) least += r ** g.openSides[root]! * g.pointsOf(root, K_ROAD, true);
          const projected = projectedValues(g, g.clone(), new Float64Array(2))[player]!;
          const expected = expectedValues(g, g.clone(), new Float64Array(2))[player]!;
          expect(least).toBeGreaterThan(0);
          expect(expected - projected).toBeGreaterThanOrEqual(least - 1e-9);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });
});
