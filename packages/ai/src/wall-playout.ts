import type { Mulberry32 } from '@carcassonne/engine';
import {
  guardPoints,
  randomWallDecision,
  towerPoints,
  type CityCore as CityGame,
} from '@carcassonne/engine/internal';

/**
 * The wall in a playout: a guard only where its row already holds buildings worth 4 or more,
 * a tower only where it scores 2 or more; otherwise any piece, at random.
 */
export function wallDecision(g: CityGame, rng: Mulberry32): void {
  if (g.phase === 'wall') {
    let best = -1;
    let bestPts = 3;
    let plain = 0;
    for (let i = 0; i < g.choiceCount; i++) {
      const o = g.choices[i]!;
      if ((o & 1) === 0) plain++;
      else {
        const pts = guardPoints(g, o >> 1);
        if (pts > bestPts) {
          bestPts = pts;
          best = o;
        }
      }
    }
    if (best >= 0) {
      g.placeWall(best >> 1, true);
      return;
    }
    let k = rng.int(plain);
    for (let i = 0; i < g.choiceCount; i++) {
      if ((g.choices[i]! & 1) === 0 && k-- === 0) {
        g.placeWall(g.choices[i]! >> 1, false);
        return;
      }
    }
  } else if (g.phase === 'tower') {
    let best = -1;
    let bestPts = 1;
    for (let i = 0; i < g.choiceCount; i++) {
      const o = g.choices[i]!;
      if (o < 0) continue;
      const pts = towerPoints(g, o);
      if (pts > bestPts) {
        bestPts = pts;
        best = o;
      }
    }
    g.placeTower(best);
    return;
  }
  randomWallDecision(g, rng);
}
