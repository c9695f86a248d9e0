import { describe, expect, it } from 'vitest';
import { loadRecord } from '../../src/carcassonne/public.js';
import { projectFinal } from '../../src/carcassonne/final.js';
import { carcassonneAids } from '../../src/carcassonne/aids.js';
import { parseMove, writeMove } from '../../src/core/notation.js';
import { readMove } from '../../src/core/move-shape.js';
import { playAll, refuse, scenario, scorings } from './cases.js';

// The start tile D lies at (0,0): city north, road west–east, field south; y grows southward.
// Anna plays first. Preset modern. E: a city cap and field; B: a monastery in a field; V: a road
// curve. Under D: E turned 180 (its cap south) and E unturned (its cap north) make a city of two.
const AM = { abbeyAndMayor: true } as const;
const ANNA = 0;
const BO = 1;

describe('Abbey & Mayor: the barn (rules/abbey-and-mayor.md AM5)', () => {
  it('a barn on a corner of four fields: the farmers there score 3 a completed city and go home', () => {
    const m = scenario(AM, ['E', 'E', 'B', 'V', 'B']);
    playAll(m, ['E@0,1r180', 'E@0,2r0', 'B@1,1r0 N']);
    expect(m.legalMoveStrings()).toContain('V@1,0r90 SW barn');
    // The corner where D, V, E and B meet: all four field.
    playAll(m, ['V@1,0r90 SW barn']);
    expect(scorings(m)).toEqual([['farm', 3, [ANNA], false]]);
    expect(m.view().followers).toEqual([]);
    expect(m.view().barns).toEqual([{ x: 1, y: 0, corner: 'SW', player: BO }]);
    expect(m.view().barnSupply).toEqual([1, 0]);
    // The bots' projection of the end counts the barn: 4 for the completed city its field supplies.
    const projected = new Float64Array(2);
    projectFinal(m.game, projected);
    expect(Array.from(projected)).toEqual([0, 4]);
    // The player aids: the barn's field is Bo's, and the projected scores count it.
    const aids = carcassonneAids(m);
    expect(aids.projected).toEqual([3, 4]);
    expect(aids.owners.filter((o) => o.kind === 'field').map((o) => o.owners)).toEqual([[BO]]);
    // No farmer in a barn's field, with one clear refusal.
    refuse(m, 'B@2,1r0 N', 'feature-occupied', 'has a barn');
    playAll(m, ['B@2,1r0']);
    // At the end the barn's field scores 4 a completed city for Bo.
    expect(m.finished).toBe(true);
    expect(scorings(m).at(-1)).toEqual(['farm', 4, [BO], true]);
    expect(m.view().scores).toEqual([3, 4]);
  });

  it('farmers a tile joins into a barn’s field score 1 a completed city and go home', () => {
    const m = scenario(AM, ['E', 'B', 'E', 'V', 'B', 'B', 'B']);
    // Anna's farmer on the lower E's field, apart from the field of D, the upper E and B.
    playAll(m, ['E@0,1r180', 'B@1,1r0', 'E@0,2r0 E', 'V@1,0r90 SW barn']);
    expect(scorings(m)).toEqual([]);
    // B at (1,2) joins the two fields: no farmer there, and Anna's scores 1 and goes home.
    refuse(m, 'B@1,2r0 N', 'feature-occupied', 'has a barn');
    playAll(m, ['B@1,2r0']);
    expect(scorings(m)).toEqual([['farm', 1, [ANNA], false]]);
    expect(m.view().supply).toEqual([7, 7]);
    playAll(m, ['B@2,1r0']);
    // One barn a field: Anna's barn may not go into Bo's barn's field.
    refuse(m, 'B@2,2r0 NW barn', 'figure-refused', 'already has a barn');
    playAll(m, ['B@2,2r0']);
    expect(m.finished).toBe(true);
    expect(m.view().scores).toEqual([1, 4]);
    // The record replays to the same game.
    const again = loadRecord(m.toRecord());
    expect(again.ok && again.value.view().scores).toEqual([1, 4]);
  });

  it('refuses a barn off a four-field corner, a second barn, and a barn without the expansion', () => {
    const m = scenario(AM, ['E', 'E', 'B', 'V', 'B', 'B']);
    playAll(m, ['E@0,1r180', 'E@0,2r0', 'B@1,1r0']);
    refuse(m, 'V@1,0r90 NE barn', 'figure-refused', 'where four tiles meet');
    refuse(m, 'V@1,0r90 NW barn', 'figure-refused', 'where four tiles meet');
    playAll(m, ['V@1,0r90 SW barn', 'B@2,1r0']);
    refuse(m, 'B@2,0r0 SW barn', 'figure-refused', "Bo's barn is already on the board");
    refuse(scenario({}, ['E']), 'E@0,1r180 NE barn', 'figure-refused', 'Abbey & Mayor');
    refuse(scenario({ ...AM, farmers: false }, ['E']), 'E@0,1r180 NE barn', 'farmers-off');
  });

  it('writes and reads the corner form; unknown corners and mixed forms are refused', () => {
    const move = parseMove('V@1,0r90 SW barn');
    expect(move).toEqual({
      ok: true,
      value: { type: 'place', tile: 'V', x: 1, y: 0, rotation: 90, barn: 'SW' },
    });
    if (move.ok) expect(writeMove(move.value)).toBe('V@1,0r90 SW barn');
    for (const bad of ['V@1,0r90 SSW barn', 'V@1,0r90 N barn', 'V@1,0r90 SW', 'V@1,0r90 barn SW'])
      expect(readMove(bad).ok, bad).toBe(false);
    expect(
      readMove({ type: 'place', tile: 'V', x: 1, y: 0, rotation: 90, barn: 'SW', follower: 'N' }).ok,
    ).toBe(false);
    expect(readMove({ type: 'place', tile: 'V', x: 1, y: 0, rotation: 90, barn: 'NNE' }).ok).toBe(false);
  });
});
