import { describe, expect, it } from 'vitest';
import type { Side } from '@carcassonne/engine';
import type { WallTarget } from '../src/game/types.js';
import { wallSlots } from '../src/board/layers.js';
import { discCentres } from '../src/board/wall-layout.js';
import { Table } from '../src/game/table.js';
import { players } from './turn-sources.js';

const gate = (x: number, y: number, side: Side, gains: number[] = []): WallTarget => ({
  type: 'gate',
  edge: { x, y, side },
  move: { type: 'gate', x, y, side },
  gains,
});

/** No disc (radius 19, its points label reaching 32 below its centre) covers another, at `scale`. */
function expectApart(targets: readonly WallTarget[], scale: number, actor = 0): void {
  const many = targets.length > 9;
  const s = many ? Math.min(scale, 1.3) : scale;
  const points = (i: number) => targets[i]?.gains[actor] ?? 0;
  const at = discCentres(targets, wallSlots(targets), s, { many, points });
  for (let i = 0; i < at.length; i++)
    for (let j = i + 1; j < at.length; j++) {
      const p = at[i];
      const q = at[j];
      if (!p || !q) continue;
      const [upper, lower, k] = p[1] <= q[1] ? [p, q, i] : [q, p, j];
      const apartX = Math.abs(p[0] - q[0]) >= 38 * s;
      const apartY = lower[1] - upper[1] >= ((points(k) > 0 ? 32 : 19) + 19) * s;
      expect(apartX || apartY, `discs ${i} and ${j} at scale ${scale}`).toBe(true);
    }
}

describe("the wall choices' discs", () => {
  it('stay apart where two edges meet at a corner or face each other across a gap', () => {
    // The east edge of (0,0) and the north edge of (1,1) border the same empty square.
    const corner = [gate(0, 0, 'E', [2]), gate(1, 1, 'N', [3])];
    // The south edge of (0,0) and the north edge of (0,2) face each other across (0,1).
    const facing = [gate(0, 0, 'S', [1]), gate(0, 2, 'N'), gate(1, 0, 'S')];
    for (const scale of [1, 1.5, 2, 2.6]) {
      expectApart(corner, scale);
      expectApart(facing, scale);
    }
    // Alone, a disc stays outside the middle of its edge.
    expect(discCentres([gate(0, 0, 'E')], ['single'], 1, { many: false, points: () => 0 })).toEqual([
      [130, 50],
    ]);
  });

  it("stay apart for every wall decision of games of The City's", () => {
    let seen = 0;
    for (let k = 0; k < 20 && seen < 40; k++) {
      const made = Table.create({ game: 'the-city', preset: 'the-city', players, seed: `turn-walls${k}` });
      if (!made.ok) throw new Error(made.error.message);
      const t = made.value;
      for (let i = 0; i < 400 && !t.finished; i++) {
        const targets = t.wallTargets();
        if (targets.length > 1) {
          seen++;
          for (const scale of [1, 2.6]) expectApart(targets, scale, t.view().actor);
        }
        const ms = t.legalMoves();
        t.play(ms[(i * 7919 + k) % ms.length]!);
      }
    }
    expect(seen).toBeGreaterThan(5);
  });
});
