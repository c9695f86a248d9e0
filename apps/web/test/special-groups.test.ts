/**
 * The follower step's specials as the panel lists them (special-groups.ts): each alone while the
 * step is short; a kind with several choices behind one row once the step has more than four
 * buttons, every special keeping its index (its number and digit key).
 */
import type { Move } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import { inDigitOrder, MAX_CHOICE_BUTTONS, specialKind, specialRows } from '../src/game/special-groups.js';
import { initialTurn, specialTargets, type TurnSource } from '../src/game/turn-input.js';
import { specialNumber } from '../src/board/special-keys.js';

const place = { type: 'place', tile: 'TbA', x: 1, y: 0, rotation: 0 } as const;
const fairy = (x: number): Move => ({ ...place, special: { use: 'fairy', x, y: 0, port: 'C' } });
const portal = (x: number): Move => ({ ...place, special: { use: 'portal', x, y: 1, port: 'N' } });
const princess: Move = { ...place, special: { use: 'princess', x: 0, y: 0, port: 'N' } };
const barn: Move = { ...place, barn: 'SW' };

describe('special rows', () => {
  it('names each kind', () => {
    expect([fairy(0), portal(0), princess, barn, place].map(specialKind)).toEqual([
      'fairy',
      'portal',
      'princess',
      'barn',
      null,
    ]);
  });

  it('lists every special alone while the step fits', () => {
    const specials = [fairy(0), fairy(1), princess];
    expect(MAX_CHOICE_BUTTONS).toBe(4);
    expect(specialRows(specials, 1)).toEqual([0, 1, 2].map((index) => ({ type: 'single', index })));
  });

  it('puts a kind with several choices behind one row, in the order of its first, keeping indices', () => {
    const specials = [fairy(0), princess, fairy(1), portal(0), fairy(2), portal(1), barn];
    expect(specialRows(specials, 2)).toEqual([
      { type: 'group', kind: 'fairy', indices: [0, 2, 4] },
      { type: 'single', index: 1 },
      { type: 'group', kind: 'portal', indices: [3, 5] },
      { type: 'single', index: 6 },
    ]);
  });

  it('numbers the kinds with fewer choices first, so a princess is never past the digits', () => {
    // Three followers, the fairy beside six of them, one princess: in the engine's order the
    // princess was choice 10, past the digits.
    const engine = [1, 2, 3, 4, 5, 6].map(fairy).concat(princess);
    const ordered = inDigitOrder(engine);
    expect(ordered[0]).toBe(princess);
    expect(ordered.slice(1)).toEqual(engine.slice(0, 6));
    const cfg = { followerTargets: ['N', 'C', 'S'] as const };
    expect(
      specialNumber({ ...cfg, followerTargets: [...cfg.followerTargets] }, ordered.indexOf(princess)),
    ).toBe(4);
    // Kinds of one size keep a fixed order; each kind keeps the engine's.
    expect(inDigitOrder([portal(0), barn, fairy(0), princess])).toEqual([
      princess,
      fairy(0),
      barn,
      portal(0),
    ]);
    expect(inDigitOrder([portal(0), portal(1), fairy(0)])).toEqual([fairy(0), portal(0), portal(1)]);
    // The turn's input offers them in that order, to the board's digits and the panel's numbers alike.
    const pending = { tile: 'TbA', x: 1, y: 0, rotation: 0 } as const;
    const source: TurnSource = {
      drawn: 'TbA',
      placements: [pending],
      followerPorts: () => [],
      wallTargets: [],
      specials: () => engine,
      rotClass: (r) => r,
    };
    const state = { ...initialTurn(), pending };
    expect(specialTargets(state, source)).toEqual(ordered);
  });
});
