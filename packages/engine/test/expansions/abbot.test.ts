import { describe, expect, it } from 'vitest';
import { loadRecord } from '../../src/carcassonne/public.js';
import { playAll, refuse, scenario, scorings } from './cases.js';

// The start tile D lies at (0,0): city north, road west–east, field south. Anna plays first.
// B is a monastery among fields, A one with a road south, U a straight road (west–east at r90).
const AB = { theAbbot: true } as const;
const ANNA = 0;
const BO = 1;

describe('The Abbot (rules/the-abbot.md A12)', () => {
  it('the abbot goes on a monastery and comes back with 9 points when it is surrounded (AB2, AB3.1)', () => {
    const m = scenario(AB, ['B', 'U', 'U', 'B', 'B', 'A', 'B', 'A']);
    playAll(m, ['B@0,1r0 C abbot', 'U@1,0r90', 'U@-1,0r90', 'B@1,1r0', 'B@-1,1r0', 'A@-1,2r0', 'B@0,2r0']);
    expect(m.view().followers).toEqual([
      { x: 0, y: 1, port: 'C', kind: 'monastery', player: ANNA, figure: 'abbot' },
    ]);
    expect(m.view().abbotSupply).toEqual([0, 1]);
    // The abbot is not one of the followers: Anna keeps all of hers.
    expect(m.view().supply).toEqual(scenario(AB, ['B']).view().supply);
    playAll(m, ['A@1,2r0']);
    expect(scorings(m)).toEqual([['monastery', 9, [ANNA], false]]);
    expect(m.view().abbotSupply).toEqual([1, 1]);
  });

  it('recalling the abbot scores its monastery at once as at the end (AB4)', () => {
    const m = scenario(AB, ['B', 'B', 'B', 'B']);
    playAll(m, ['B@0,1r0 C abbot', 'B@1,1r0']);
    const legal = m.placeMoves().map((mv) => mv.recall === true);
    expect(legal).toContain(true);
    playAll(m, ['B@-1,1r0 recall']);
    // D, B and the two B beside it: 4 tiles of the 3×3 square.
    expect(scorings(m)).toEqual([['monastery', 4, [ANNA], false]]);
    expect(Array.from(m.game.scores)).toEqual([4, 0]);
    expect(m.view().followers).toEqual([]);
    expect(m.view().abbotSupply).toEqual([1, 1]);
    expect(m.moves()).toEqual(['B@0,1r0 C abbot', 'B@1,1r0', 'B@-1,1r0 recall']);
    // The abbot may go out again.
    playAll(m, ['B@0,2r0']);
    expect(m.finished).toBe(true);
  });

  it('an abbot on the board at the end scores as an unfinished monastery (AB3.2)', () => {
    const m = scenario(AB, ['B', 'B']);
    playAll(m, ['B@0,1r0 C abbot', 'B@1,1r0 C abbot']);
    expect(m.finished).toBe(true);
    expect(scorings(m)).toEqual([
      ['monastery', 3, [ANNA], true],
      ['monastery', 3, [BO], true],
    ]);
  });

  it('a record with the abbot and a recall replays to the same game', () => {
    const m = scenario(AB, ['B', 'B', 'B', 'U']);
    playAll(m, ['B@0,1r0 C abbot', 'B@1,1r0 C', 'B@-1,1r0 recall', 'U@1,0r90']);
    const again = loadRecord(JSON.stringify(m.toRecord()));
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.moves()).toEqual(m.moves());
    expect(Array.from(again.value.game.scores)).toEqual(Array.from(m.game.scores));
  });

  it('a clone plays on alone', () => {
    const m = scenario(AB, ['B', 'B', 'B']);
    playAll(m, ['B@0,1r0 C abbot']);
    const c = m.clone();
    playAll(c, ['B@1,1r0', 'B@-1,1r0 recall']);
    expect(m.view().abbotSupply).toEqual([0, 1]);
    expect(c.view().abbotSupply).toEqual([1, 1]);
  });

  it('refuses the abbot off a monastery, twice, without the expansion, and a recall with none out', () => {
    const m = scenario(AB, ['U', 'B', 'B', 'B']);
    refuse(m, 'U@1,0r90 E abbot', 'figure-refused', 'the abbot goes only on a monastery (not the road');
    refuse(m, 'U@1,0r90 recall', 'figure-refused', 'abbot is not on the board');
    playAll(m, ['U@1,0r90', 'B@0,1r0 C abbot']);
    playAll(m, ['B@1,1r0']);
    refuse(m, 'B@-1,1r0 C abbot', 'figure-refused', 'abbot is already on the board');
    const base = scenario({}, ['B']);
    refuse(base, 'B@0,1r0 C abbot', 'figure-refused', 'The Abbot');
    refuse(base, 'B@0,1r0 recall', 'figure-refused', 'The Abbot');
  });

  it('refuses unknown figures and a recall with a port in the notation, and object moves of the wrong shape', () => {
    const m = scenario(AB, ['B']);
    refuse(m, 'B@0,1r0 C dragon', 'bad-move-syntax');
    refuse(m, 'B@0,1r0 C recall', 'bad-move-syntax');
    refuse(
      m,
      { type: 'place', tile: 'B', x: 0, y: 1, rotation: 0, follower: 'C', recall: true } as never,
      'bad-move',
    );
    refuse(m, { type: 'place', tile: 'B', x: 0, y: 1, rotation: 0, recall: 'yes' } as never, 'bad-move');
  });

  it('refuses whole a record with an unknown figure, or with the abbot but without the option', () => {
    const m = scenario(AB, ['B', 'B', 'B', 'U']);
    playAll(m, ['B@0,1r0 C abbot', 'B@1,1r0']);
    const record = m.toRecord();
    const dragon = loadRecord(JSON.stringify({ ...record, moves: ['B@0,1r0 C dragon', 'B@1,1r0'] }));
    expect(dragon.ok).toBe(false);
    const noOption = { ...record, options: {} };
    const refused = loadRecord(JSON.stringify(noOption));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain('The Abbot');
  });
});
