import { describe, expect, it } from 'vitest';
import { playAll, refuse, scenario, scorings } from './cases.js';

// The start tile D lies at (0,0): city north, road west–east, field south. Anna plays first.
const TB = { tradersAndBuilders: true } as const;
const ANNA = 0;
const BO = 1;

describe('Traders & Builders (rules/traders-and-builders.md A9)', () => {
  it("goods go to the player who completes the city, whoever's followers are in it; the most of a good scores 10", () => {
    const m = scenario(TB, ['TbA', 'E']);
    // TbA (city with grain) turned 180 continues D's city; Anna's knight on it; Bo closes it.
    playAll(m, ['TbA@0,-1r180 S', 'E@1,-1r270']);
    expect(m.view().goods).toEqual([
      { wine: 0, grain: 0, cloth: 0 },
      { wine: 0, grain: 1, cloth: 0 },
    ]);
    expect(scorings(m)).toEqual([
      ['city', 6, [ANNA], false],
      ['goods', 10, [BO], true],
    ]);
    expect(Array.from(m.game.scores)).toEqual([6, 10]);
  });

  it('a tie for a good gives each tied player 10', () => {
    const m = scenario(TB, ['TbA', 'E', 'TbU', 'E', 'E']);
    // Bo completes the first grain city, Anna a second one.
    playAll(m, ['TbA@0,-1r180', 'E@1,-1r270', 'TbU@-1,-1r0', 'E@-1,-2r180']);
    expect(m.view().goods?.map((g) => g.grain)).toEqual([0, 1]);
    playAll(m, ['E@-2,-1r90']);
    expect(m.view().goods?.map((g) => g.grain)).toEqual([1, 1]);
    expect(scorings(m).filter(([kind]) => kind === 'goods')).toEqual([['goods', 10, [ANNA, BO], true]]);
  });

  it('a builder on the own road gives a second tile when the road is extended, once per turn', () => {
    const m = scenario(TB, ['U', 'E', 'U', 'U', 'U', 'U', 'U']);
    playAll(m, ['U@1,0r90 E', 'E@0,-1r180', 'U@2,0r90 E builder']);
    expect(m.view().figures).toEqual([
      { x: 2, y: 0, port: 'E', kind: 'road', player: ANNA, figure: 'builder' },
    ]);
    // Placing the builder is not an extension: Bo's turn; Bo extending Anna's road gives nobody a second tile.
    expect(m.game.current).toBe(BO);
    playAll(m, ['U@-1,0r90']);
    expect(m.game.current).toBe(ANNA);
    playAll(m, ['U@3,0r90']);
    expect(m.view()).toMatchObject({ current: ANNA, secondTile: true });
    // The second tile extends the road again: no third tile.
    playAll(m, ['U@4,0r90']);
    expect(m.view()).toMatchObject({ current: BO, secondTile: false });
    expect(m.moves()).toEqual([
      'U@1,0r90 E',
      'E@0,-1r180',
      'U@2,0r90 E builder',
      'U@-1,0r90',
      'U@3,0r90',
      'U@4,0r90',
    ]);
  });

  it('a builder double turn with the last tile ends the game', () => {
    const m = scenario(TB, ['U', 'E', 'U', 'U']);
    playAll(m, ['U@1,0r90 E', 'E@0,-1r180', 'U@2,0r90 E builder', 'U@3,0r90']);
    expect(m.finished).toBe(true);
    // Anna's robber on the unfinished road of 4 tiles; no second tile is left to draw.
    expect(scorings(m)).toEqual([['road', 4, [ANNA], true]]);
  });

  it('the builder goes home with the followers when its road is completed', () => {
    const m = scenario(TB, ['U', 'E', 'U', 'W', 'W']);
    playAll(m, ['U@1,0r90 E', 'E@0,-1r180', 'U@2,0r90 E builder', 'W@-1,0r0', 'W@3,0r0']);
    // Anna's W at (3,0) extends her builder's road (a second tile would follow, but the tiles ran out).
    expect(scorings(m)).toEqual([['road', 5, [ANNA], false]]);
    expect(m.view().figures).toEqual([]);
  });

  it('a pig adds 1 per completed city to its owner when the farm is tied (3 per city: 4 and 3)', () => {
    const m = scenario(TB, ['U', 'U', 'U', 'E', 'A'], 'modern');
    playAll(m, ['U@1,0r90 N', 'U@2,0r90 S', 'U@-1,0r90 N pig', 'E@0,-1r180', 'A@3,0r90']);
    expect(m.finished).toBe(true);
    expect(scorings(m)).toEqual([
      ['farm', 3, [ANNA, BO], true],
      ['pig', 1, [ANNA], true],
    ]);
    expect(Array.from(m.game.scores)).toEqual([4, 3]);
  });

  it('under the 2000 farm rules (4 per city) the pig makes it 5 for its owner', () => {
    const m = scenario(TB, ['U', 'U', 'U', 'E', 'A'], 'classic');
    playAll(m, ['U@1,0r90 N', 'U@2,0r90 S', 'U@-1,0r90 N pig', 'E@0,-1r180', 'A@3,0r90']);
    expect(Array.from(m.game.scores)).toEqual([5, 4]);
  });

  it('refuses a builder without an own follower on the feature, a pig without an own farmer, a second builder, and both without the expansion', () => {
    const m = scenario(TB, ['U', 'U', 'U', 'U', 'U']);
    refuse(m, 'U@1,0r90 E builder', 'figure-refused', 'where Anna has a follower');
    refuse(m, 'U@1,0r90 N pig', 'figure-refused', 'where Anna has a farmer');
    playAll(m, ['U@1,0r90 E', 'U@-1,0r90 N']);
    refuse(m, 'U@2,0r90 N builder', 'figure-refused', 'not the field');
    playAll(m, ['U@2,0r90 E builder']);
    refuse(m, 'U@-2,0r90 S pig', 'figure-refused', 'where Bo has a farmer');
    playAll(m, ['U@-2,0r90 N pig']);
    refuse(m, 'U@3,0r90 E builder', 'figure-refused', 'builder is already on the board');
    const base = scenario({}, ['U']);
    refuse(base, 'U@1,0r90 E builder', 'figure-refused', 'Traders & Builders');
    refuse(base, 'U@1,0r90 N pig', 'figure-refused', 'Traders & Builders');
  });

  it('offers the builder only on a road or city the tile leaves open; an old move naming one on a completed road is the move without it', () => {
    const builders = (m: ReturnType<typeof scenario>) =>
      m.legalMoves().filter((mv) => mv.type === 'place' && mv.figure === 'builder');
    // Bo closes the road's west end; Anna's W at (2,0) closes its east end: the road is complete.
    const closed = scenario(TB, ['U', 'W', 'W']);
    playAll(closed, ['U@1,0r90 E', 'W@-1,0r0']);
    expect(builders(closed).filter((mv) => mv.type === 'place' && mv.x === 2 && mv.y === 0)).toEqual([]);
    expect(closed.figurePorts({ x: 2, y: 0, rotation: 0 }, 2)).toEqual([]);
    // With the west end open the same tile leaves the road open: the builder is offered there.
    const open = scenario(TB, ['U', 'E', 'W']);
    playAll(open, ['U@1,0r90 E', 'E@0,-1r180']);
    expect(builders(open)).toContainEqual({
      type: 'place',
      tile: 'W',
      x: 2,
      y: 0,
      rotation: 0,
      follower: 'W',
      figure: 'builder',
    });
    // A record written before the rule replays: the builder move is the placement without a piece.
    const twin = scenario(TB, ['U', 'W', 'W']);
    playAll(twin, ['U@1,0r90 E', 'W@-1,0r0', 'W@2,0r0']);
    playAll(closed, ['W@2,0r0 W builder']);
    expect(closed.moves()).toEqual(['U@1,0r90 E', 'W@-1,0r0', 'W@2,0r0']);
    expect(closed.view()).toEqual(twin.view());
    expect(closed.view().figures).toEqual([]);
  });
});
