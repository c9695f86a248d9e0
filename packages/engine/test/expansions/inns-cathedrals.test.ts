import { describe, expect, it } from 'vitest';
import { playAll, refuse, scenario, scorings } from './cases.js';

// The start tile D lies at (0,0): city north, road west–east, field south. Anna plays first.
const IC = { innsAndCathedrals: true } as const;
const ANNA = 0;
const BO = 1;

describe('Inns & Cathedrals (rules/inns-and-cathedrals.md A7)', () => {
  it('a completed road with an inn scores 2 per tile', () => {
    const m = scenario(IC, ['IcO', 'W', 'W']);
    playAll(m, ['IcO@1,0r0 W', 'W@2,0r0', 'W@-1,0r0']);
    expect(scorings(m)).toEqual([['road', 8, [ANNA], false]]);
  });

  it('a road with an inn left unfinished scores nothing at the end', () => {
    const m = scenario(IC, ['IcO', 'W']);
    playAll(m, ['IcO@1,0r0 W', 'W@2,0r0']);
    expect(m.finished).toBe(true);
    expect(scorings(m)).toEqual([['road', 0, [ANNA], true]]);
    expect(Array.from(m.game.scores)).toEqual([0, 0]);
  });

  it('a completed city with a cathedral scores 3 per tile and coat of arms', () => {
    const m = scenario(IC, ['IcB', 'E', 'M', 'E', 'E']);
    playAll(m, ['IcB@0,-1r0 N', 'E@1,-1r270', 'M@0,-2r90', 'E@1,-2r270', 'E@-1,-1r90']);
    // D, IcB, M and three E: 6 tiles and M's coat of arms.
    expect(scorings(m)).toEqual([['city', 21, [ANNA], false]]);
  });

  it('a city with a cathedral left unfinished scores nothing at the end', () => {
    const m = scenario(IC, ['IcB', 'E', 'E']);
    playAll(m, ['IcB@0,-1r0 N', 'E@1,-1r270', 'E@0,-2r180']);
    expect(m.finished).toBe(true);
    expect(scorings(m)).toEqual([['city', 0, [ANNA], true]]);
  });

  it('the big follower counts two: a big follower against another ties and both score', () => {
    const m = scenario(IC, ['U', 'V', 'U', 'V', 'V']);
    playAll(m, ['U@1,0r90 E big', 'V@1,1r270 E big', 'U@-1,0r90', 'V@2,1r90', 'V@2,0r0']);
    expect(m.finished).toBe(true);
    // The road of six tiles is unfinished: each big follower counts two, a tie.
    expect(scorings(m)).toEqual([['road', 6, [ANNA, BO], true]]);
    expect(m.view().bigSupply).toEqual([1, 1]);
  });

  it('a big follower outweighs one follower', () => {
    const m = scenario(IC, ['U', 'V', 'U', 'V', 'V']);
    playAll(m, ['U@1,0r90 E big', 'V@1,1r270 E', 'U@-1,0r90', 'V@2,1r90', 'V@2,0r0']);
    expect(scorings(m)).toEqual([['road', 6, [ANNA], true]]);
  });

  it('writes and reads the big follower in the notation, and a record replays it', () => {
    const m = scenario(IC, ['U', 'V']);
    playAll(m, ['U@1,0r90 E big']);
    expect(m.moves()).toEqual(['U@1,0r90 E big']);
    expect(m.view().followers).toEqual([
      { x: 1, y: 0, port: 'E', kind: 'road', player: ANNA, figure: 'big' },
    ]);
    expect(m.toRecord()).toMatchObject({ options: { innsAndCathedrals: true }, moves: ['U@1,0r90 E big'] });
  });

  it('refuses a second big follower, a big follower on an occupied feature, and one without the expansion', () => {
    const m = scenario(IC, ['U', 'V', 'U', 'U']);
    playAll(m, ['U@1,0r90 E', 'V@1,1r270 E big']);
    refuse(m, 'U@2,0r90 E big', 'feature-occupied');
    playAll(m, ['U@2,0r90']);
    refuse(m, 'U@3,0r90 E big', 'figure-refused', 'big follower is already on the board');
    const base = scenario({}, ['U']);
    refuse(base, 'U@1,0r90 E big', 'figure-refused', 'Inns & Cathedrals');
  });
});
