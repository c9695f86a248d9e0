import { describe, expect, it } from 'vitest';
import { loadRecord } from '../../src/carcassonne/public.js';
import { readMove } from '../../src/core/move-shape.js';
import { parseMove, writeMove } from '../../src/core/notation.js';
import { playAll, refuse, scenario, scorings } from './cases.js';

// The start tile D lies at (0,0): city north, road west–east, field south. Anna plays first.
const AM = { abbeyAndMayor: true } as const;
const ANNA = 0;
const BO = 1;

/** Anna's wagon on D's road, closed at both ends by villages: the third move scores it. */
const ROAD_DONE = ['U@1,0r90 E wagon', 'W@-1,0r0', 'W@2,0r0 S'];

describe('Abbey & Mayor: the wagon (rules/abbey-and-mayor.md AM4)', () => {
  it('scores as a follower, then moves on to a free, unfinished feature on a tile of its road', () => {
    const m = scenario(AM, ['U', 'W', 'W', 'E', 'U']);
    playAll(m, ROAD_DONE);
    expect(scorings(m)).toEqual([['road', 4, [ANNA], false]]);
    const v = m.view();
    expect(v.phase).toBe('wagon');
    expect(v.current).toBe(ANNA);
    expect(v.drawn).toBeNull();
    expect(v.wagonSupply).toEqual([1, 1]);
    // D's city, the two other roads of the west village; the east village's south road holds Anna's follower.
    expect(m.legalMoveStrings()).toEqual([
      'wagon 2,0,E',
      'wagon -1,0,S',
      'wagon -1,0,W',
      'wagon 0,0,N',
      'wagon home',
    ]);
    refuse(m, 'wagon 2,0,S', 'wagon-refused', 'free, unfinished road, city or monastery');
    refuse(m, 'wagon 1,0,N', 'wagon-refused', 'not 1,0,N');
    refuse(m, 'wagon 5,5,N', 'wagon-refused', 'no tile');
    refuse(m, 'E@0,-1r0', 'wrong-phase', "Anna's wagon came off");
    playAll(m, ['wagon 0,0,N']);
    const after = m.view();
    expect(after.phase).toBe('place');
    expect(after.current).toBe(BO);
    expect(after.wagonSupply).toEqual([0, 1]);
    expect(after.followers).toContainEqual({
      x: 0,
      y: 0,
      port: 'N',
      kind: 'city',
      player: ANNA,
      figure: 'wagon',
    });
    // Bo closes D's city with E: the wagon scores it (4) and comes off again, now with nowhere to go.
    playAll(m, ['E@0,-1r180']);
    expect(scorings(m).at(-1)).toEqual(['city', 4, [ANNA], false]);
    expect(m.view().phase).toBe('place');
    expect(m.view().wagonSupply).toEqual([1, 1]);
    expect(m.moves()).toEqual([...ROAD_DONE, 'wagon 0,0,N', 'E@0,-1r180']);
  });

  it('is moved by its owner when another player’s tile scores it', () => {
    const m = scenario(AM, ['W', 'W', 'U', 'U']);
    // Anna's wagon on D's road, Bo's on the south road of his village: his village closes D's road.
    playAll(m, ['W@-1,0r0 E wagon', 'W@1,0r0 S wagon']);
    expect(scorings(m)).toEqual([['road', 3, [ANNA], false]]);
    expect(m.view().phase).toBe('wagon');
    expect(m.view().current).toBe(ANNA);
    // Bo's wagon holds the south road of (1,0): not a target.
    expect(m.legalMoveStrings()).not.toContain('wagon 1,0,S');
    expect(m.legalMoveStrings()).toContain('wagon 1,0,E');
    playAll(m, ['wagon 1,0,E']);
    // Bo's turn is over: Anna places the next tile.
    expect(m.view().phase).toBe('place');
    expect(m.view().current).toBe(ANNA);
    expect(m.view().wagonSupply).toEqual([0, 0]);
  });

  it('scores at the end like a follower and moves no more', () => {
    const m = scenario(AM, ['U']);
    playAll(m, ['U@1,0r90 E wagon']);
    expect(m.finished).toBe(true);
    expect(scorings(m)).toEqual([['road', 2, [ANNA], true]]);
    expect(m.legalMoves()).toEqual([]);
  });

  it('goes home when its owner says so, and replays from its record', () => {
    const m = scenario(AM, ['U', 'W', 'W', 'E', 'U']);
    playAll(m, [...ROAD_DONE, 'wagon home']);
    expect(m.view().current).toBe(BO);
    expect(m.view().wagonSupply).toEqual([1, 1]);
    const again = loadRecord(JSON.stringify(m.toRecord()));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.moves()).toEqual([...ROAD_DONE, 'wagon home']);
    expect(Array.from(again.value.game.scores)).toEqual(Array.from(m.game.scores));
  });

  it('refuses the wagon on a field, a second wagon, a wagon move when none is due, and without the expansion', () => {
    const m = scenario(AM, ['U', 'W', 'W', 'E', 'U']);
    refuse(m, 'U@1,0r90 S wagon', 'figure-refused', 'the wagon goes only on a road, city or monastery');
    refuse(m, 'wagon home', 'wrong-phase', 'no wagon is to move');
    playAll(m, ['U@1,0r90 E wagon', 'W@-1,0r0']);
    refuse(m, 'W@2,0r0 S wagon', 'figure-refused', "Anna's wagon is already on the board");
    refuse(scenario({}, ['U']), 'U@1,0r90 E wagon', 'figure-refused', 'Abbey & Mayor');
    const { options: _, ...plain } = m.toRecord();
    expect(loadRecord(JSON.stringify(plain)).ok).toBe(false);
  });
});

describe('the wagon in notation (docs/notation.md)', () => {
  it('reads and writes the wagon as a figure and its move on, as text and as an object', () => {
    for (const text of ['U@1,0r90 E wagon', 'wagon 1,0,ESE', 'wagon home', 'wagon -3,12,C']) {
      const m = parseMove(text);
      if (!m.ok) throw new Error(m.error.message);
      expect(writeMove(m.value)).toBe(text);
    }
    expect(readMove({ type: 'wagon', to: null })).toEqual({ ok: true, value: { type: 'wagon', to: null } });
    expect(readMove({ type: 'wagon', to: { x: 1, y: 0, port: 'N' } })).toEqual({
      ok: true,
      value: { type: 'wagon', to: { x: 1, y: 0, port: 'N' } },
    });
    for (const bad of ['wagon', 'wagon 1,0', 'wagon 1,0,X', 'wagon home now', 'U@1,0r90 E cart']) {
      const m = parseMove(bad);
      expect(m.ok, bad).toBe(false);
      if (!m.ok) expect(m.error.code).toBe('bad-move-syntax');
    }
    const wrong = readMove({ type: 'wagon', to: { x: 1, y: 0 } });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error.code).toBe('bad-move');
  });
});
