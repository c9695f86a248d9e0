import { describe, expect, it } from 'vitest';
import { CityMatch } from '../../src/the-city/public.js';
import { CityGame, cityTileSet, outerEdges, walkFrom, succEdge, predEdge } from '../../src/internal.js';
import { wallOptions } from '../../src/the-city/wall.js';
import { RB, checkWallPath, replayOk, scenario, scoresOf } from './helpers.js';

/** A bare board of no-road tiles (C19) on the given squares, placed without rules. */
function board(squares: [number, number][]): CityGame {
  const set = cityTileSet();
  const c19 = set.byId.get('C19')!;
  const g = new CityGame({ tileSet: set, players: 2, bag: [c19.index], stacks: [1, 0, 0] });
  for (const [x, y] of squares) g.putTile(g.cellOf(x, y), 0, c19);
  return g;
}
const E = (g: CityGame, x: number, y: number, side: number) => g.cellOf(x, y) * 4 + side;

function checkWalk(g: CityGame): number[] {
  const outer = outerEdges(g);
  const walk = walkFrom(g, outer[0]!);
  expect(walk.length).toBe(outer.length);
  expect(new Set(walk)).toEqual(new Set(outer));
  for (const e of walk) expect(predEdge(g, succEdge(g, e))).toBe(e);
  return walk;
}

describe('outer boundary geometry (B4.4)', () => {
  it('a rectangle: the walk is its perimeter, clockwise', () => {
    const g = board([
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    const walk = checkWalk(g);
    expect(walk).toHaveLength(10);
    expect(succEdge(g, E(g, 0, 0, 0))).toBe(E(g, 1, 0, 0)); // along the north side eastward
    expect(succEdge(g, E(g, 2, 0, 0))).toBe(E(g, 2, 0, 1)); // round the corner
  });

  it('a concave outline: the notch edges belong to the walk', () => {
    const g = board([
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [2, 1],
    ]);
    const walk = checkWalk(g);
    expect(walk).toHaveLength(12);
    expect(walk).toContain(E(g, 1, 0, 2));
    expect(succEdge(g, E(g, 1, 0, 2))).toBe(E(g, 0, 1, 1));
  });

  it('a hole inside the city is not on the outer boundary', () => {
    const ring: [number, number][] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [0, 1],
      [2, 1],
      [0, 2],
      [1, 2],
      [2, 2],
    ];
    const g = board(ring);
    const walk = checkWalk(g);
    expect(walk).toHaveLength(12);
    for (const e of [E(g, 1, 0, 2), E(g, 0, 1, 1), E(g, 2, 1, 3), E(g, 1, 2, 0)])
      expect(walk).not.toContain(e);
  });

  it('a pinch point: tiles meeting at a corner beside a hole, the walk turns sharply right', () => {
    const g = board([
      [0, 0],
      [0, -1],
      [1, -1],
      [2, -1],
      [2, 0],
      [2, 1],
      [1, 1],
    ]);
    const walk = checkWalk(g);
    expect(walk).not.toContain(E(g, 0, 0, 1)); // faces the hole at 1,0
    expect(succEdge(g, E(g, 1, 1, 3))).toBe(E(g, 0, 0, 2));
    expect(walk).toHaveLength(12);
  });
});

describe('the wall in play', () => {
  const holeTiles = ['C19', 'C15', 'C19', 'H2', 'C19', 'H5', 'C19', 'C19', 'C15', 'C15'];
  const holeMoves = [
    'C19@0,0r0',
    'C15@1,0r0 S',
    'C19@2,0r0',
    'H2@0,1r0',
    'C19@2,1r0',
    'H5@0,2r0',
    'C19@1,2r0',
    'C19@2,2r0',
    'C15@1,-1r180 N',
    'C15@1,-2r0',
  ];

  it('the gate never goes beside a hole; a road into a hole stays incomplete', () => {
    const m = scenario(holeTiles, [9, 1, 0], holeMoves);
    expect(m.phase).toBe('gate');
    expect(m.actor).toBe(1); // Blauw placed the scoring tile
    const gates = m.legalMoveStrings();
    expect(gates).toHaveLength(outerEdges(m.game).length);
    for (const bad of ['gate 1,0,S', 'gate 0,1,E', 'gate 2,1,W', 'gate 1,2,N'])
      expect(gates).not.toContain(bad);
    const r = m.play('gate 1,0,S');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/hole/);
    expect(m.play('gate 0,0,W').ok).toBe(true);
    while (!m.finished) expect(m.play(m.legalMoves()[0]!).ok).toBe(true);
    expect(scoresOf(m)).toEqual({ Rood: 2, Blauw: 0 }); // the 2-tile road only; the hole road is removed
    expect(Array.from(m.game.supply)).toEqual([7, 7]);
  });

  it('tiles stay inside: outside the wall and surrounding the wall are refused', () => {
    const tiles = ['C19', 'C19', 'C19', 'C19', 'C19', 'C15', 'C15', 'H2', 'H5'];
    const moves = [
      'C19@0,0r0',
      'C19@1,0r0',
      'C19@2,0r0',
      'C19@0,1r0',
      'C19@2,1r0',
      'C15@1,-1r180 N',
      'C15@1,-2r0',
    ];
    moves.push('gate 1,0,S', 'wall 0,1,E', 'wall 2,1,W', 'wall 2,1,S', 'tower -', 'H2@0,2r0');
    const m = scenario(tiles, [6, 3, 0], moves);
    expect(m.drawnTile).toBe('H5');
    const out = m.play('H5@1,1r0');
    expect(!out.ok && out.error.message).toBe('square 1,1 is outside the wall');
    const before = JSON.stringify(m.view());
    const sur = m.play('H5@1,2r0');
    expect(!sur.ok && sur.error.message).toMatch(/would surround the wall/);
    expect(JSON.stringify(m.view())).toBe(before);
    const legal = m.legalMoveStrings();
    expect(legal.some((s) => s.startsWith('H5@1,2r'))).toBe(false);
    expect(legal.some((s) => s.startsWith('H5@1,1r') || s.startsWith('H5@2,2r'))).toBe(false);
    expect(legal).toContain('H5@-1,2r0');
    checkWallPath(m.game);
  });

  it('pieces completing roads score at once and never start a new round', () => {
    const tiles = ['C15', 'C02', 'C15', 'C15'];
    const moves = ['C15@0,0r0 S', 'C02@0,1r0', 'C15@1,0r0 S', 'C15@1,1r180'];
    const m = scenario(tiles, [2, 2, 0], moves);
    const actors = [m.actor];
    for (const mv of ['gate 0,0,W', 'wall 0,1,W', 'wall 0,1,S', 'wall 0,0,N']) {
      expect(m.play(mv).ok).toBe(true);
      actors.push(m.actor);
    }
    expect(actors).toEqual([1, 0, 1, 0, 1]); // gate Blauw, Rood, Blauw, Rood, then Blauw's tower decision
    expect(m.phase).toBe('tower');
    expect(m.play('tower -').ok).toBe(true);
    const rep = replayOk(m.toRecord());
    expect(rep.events.filter((e) => e.kind === 'road').map((e) => [e.move, e.points])).toEqual([
      [3, 2],
      [6, 2],
    ]);
    expect(rep.events).toHaveLength(2);
    expect(rep.scores).toEqual({ Rood: 4, Blauw: 0 });
  });
});

describe('wall order and towers', () => {
  it('2 players, stack 3 gate round: gate, then alternating; the wall closes and the tower scores one side', () => {
    const m = scenario(['C15', 'C15'], [1, 0, 1], ['C15@0,0r0 S', 'C15@0,1r180']);
    const seq = ['gate 0,0,N', 'wall 0,0,E', 'wall 0,1,E', 'wall 0,1,S', 'wall 0,1,W', 'wall 0,0,W'];
    const actors: number[] = [];
    for (const mv of seq) {
      actors.push(m.actor);
      expect(m.play(mv).ok).toBe(true);
    }
    expect(actors).toEqual([1, 0, 1, 0, 1, 0]);
    expect(m.phase).toBe('tower'); // closed: the round stops, the closing-point tower
    expect(m.actor).toBe(1);
    expect(m.legalMoveStrings().sort()).toEqual(['tower -', 'tower 0,0,N', 'tower 0,0,W']);
    expect(m.play('tower 0,0,W').ok).toBe(true);
    expect(m.finished).toBe(true);
    expect(m.game.endReason).toBe('closed');
    expect(scoresOf(m)).toEqual({ Rood: 2, Blauw: 5 });
    expect(m.events.find((e) => e.kind === 'tower')).toMatchObject({ points: 5, players: [1], move: 8 });
  });

  it('towers count back to the nearest tower or the gate; a capped end is refused', () => {
    const tiles = ['C19', 'C01', 'H2', 'C15', 'C15'];
    const moves = [
      'C19@0,0r0',
      'C01@1,0r0',
      'H2@2,0r0',
      'C15@1,-1r0 S',
      'C15@1,1r180',
      'gate 0,0,N',
      'wall 1,-1,W',
      'wall 0,0,W',
      'wall 1,-1,N',
    ];
    const m = scenario(tiles, [4, 1, 0], moves);
    expect(m.legalMoveStrings().sort()).toEqual(['tower -', 'tower 0,0,W', 'tower 1,-1,N']);
    const c = m.clone();
    expect(c.play('tower 0,0,W').ok).toBe(true);
    expect(c.game.scores[0]).toBe(1);
    expect(m.play('tower 1,-1,N').ok).toBe(true);
    expect(m.events.at(-1)).toMatchObject({ kind: 'tower', points: 2, players: [0] });
    expect(m.game.towers[0]).toBe(5);
  });

  it('3 players: stack 2 gate then one each; stack 3 two each clockwise from the scorer', () => {
    const players = [...RB, { name: 'Groen', color: 'green' as const }];
    const m = scenario(
      ['C15', 'C19', 'C19', 'C19', 'C02', 'C15', 'C16', 'C18'],
      [5, 1, 2],
      ['C15@0,0r180 N', 'C19@-1,0r0', 'C19@-1,-1r0', 'C19@-1,-2r0', 'C02@0,-1r0', 'C15@0,-2r0'],
      players,
    );
    const actors: number[] = [];
    while (m.phase === 'gate' || m.phase === 'wall' || m.phase === 'tower') {
      actors.push(m.actor);
      const mv =
        m.phase === 'tower'
          ? 'tower -'
          : m.phase === 'gate'
            ? 'gate 0,-2,N'
            : m.legalMoves().find((x) => x.type === 'wall' && !x.guard)!;
      expect(m.play(mv).ok).toBe(true);
    }
    expect(actors).toEqual([2, 0, 1, 2]);
    expect(m.game.towers[2]).toBe(4);
    expect(m.play('C16@1,0r0 S').ok).toBe(true);
    expect(m.play('C18@1,1r180').ok).toBe(true);
    const round: number[] = [];
    while ((m.phase as string) === 'wall') {
      round.push(m.actor);
      expect(m.play(m.legalMoves()[0]!).ok).toBe(true);
    }
    expect(round).toEqual([1, 2, 0, 1, 2, 0]);
  });
});

describe('guard restriction (B4.6)', () => {
  it('no guard when the row runs without a gap to a guarded piece at its other end', () => {
    const tiles = ['C19', 'C01', 'H2', 'C15', 'C15'];
    const moves = [
      'C19@0,0r0',
      'C01@1,0r0',
      'H2@2,0r0',
      'C15@1,-1r0 S',
      'C15@1,1r180',
      'gate 0,0,N',
      'wall 1,-1,W',
    ];
    const m = scenario(tiles, [4, 1, 0], moves);
    expect(m.legalMoveStrings()).toContain('wall 0,0,W guard');
    const c = m.clone();
    // White box: a guard on a piece at 2,0,E (facing west) across the row 0,0–2,0, then the options again.
    c.game.wall.addGuard(c.game.cellOf(2, 0) * 4 + 1, 1);
    wallOptions(c.game);
    expect(c.legalMoveStrings()).not.toContain('wall 0,0,W guard');
    const r = c.play('wall 0,0,W guard');
    expect(!r.ok && r.error.message).toMatch(/other end of this row/);
    expect(c.play('wall 0,0,W').ok).toBe(true);
  });
});

describe('end conditions (B5)', () => {
  it('(a) the last wall piece ends the game at once', () => {
    const m = scenario(['C15', 'C15'], [1, 0, 1], ['C15@0,0r0 S', 'C15@0,1r180', 'gate 0,0,N']);
    m.game.wall.pieces = 71;
    expect(m.play('wall 0,0,E').ok).toBe(true);
    expect(m.finished).toBe(true);
    expect(m.game.endReason).toBe('wall-supply');
    expect(m.legalMoves()).toEqual([]);
    expect(m.play('wall 0,1,E').ok).toBe(false);
  });

  it('(b) the last tile, (c) an open stretch of 5 or fewer, (d) a closed wall', () => {
    expect(
      scenario(['C15', 'C02', 'C15'], [3, 0, 0], ['C15@0,0r180 N', 'C02@0,-1r0', 'C15@0,-2r0']).game
        .endReason,
    ).toBe('tiles');
    const players = [...RB, { name: 'Groen', color: 'green' as const }];
    const m = scenario(
      ['C15', 'C19', 'C19', 'C19', 'C02', 'C15', 'C16', 'C18', 'C19'],
      [5, 1, 3],
      [
        'C15@0,0r180 N',
        'C19@-1,0r0',
        'C19@-1,-1r0',
        'C19@-1,-2r0',
        'C02@0,-1r0',
        'C15@0,-2r0',
        'gate 0,-2,N',
        'wall 0,-2,E',
        'wall 0,-1,E',
        'tower -',
        'C16@1,0r0 S',
        'C18@1,1r180',
      ],
      players,
    );
    while (m.phase === 'wall') m.play(m.legalMoves()[0]!);
    expect(m.play('tower -').ok).toBe(true);
    expect(m.game.endReason).toBe('stretch');
    expect(m.view().tilesLeft).toBe(1);
  });

  it('the closure scores roads it completes (final), even without a gate', () => {
    const rep = replayOk({
      format: 'carcassonne-record/1',
      game: 'the-city',
      preset: 'the-city',
      players: RB,
      tiles: ['C15', 'C02'],
      stacks: [2, 0, 0],
      moves: ['C15@0,0r0 S', 'C02@0,1r0'],
    });
    expect(rep.events).toEqual([
      { move: null, kind: 'road', points: 2, players: ['Rood'], tiles: 2, final: true },
    ]);
    expect(rep.winners).toEqual(['Rood']);
  });
});
void CityMatch;
