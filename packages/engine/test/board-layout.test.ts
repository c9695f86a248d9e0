import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../src/index.js';
import { PRESETS } from '../src/carcassonne/public.js';
import { Game, seededOrder, tileSet } from '../src/internal.js';
import { FIRST_TORUS_WIDTH, modulo } from '../src/core/layout.js';

/**
 * The game-sized grid (a torus folding the plane) against the plane big enough for any layout:
 * the same moves give the same legal moves, followers, scores and events, also on boards that
 * drift far from (0,0) in one direction and wrap around the torus many times.
 */
function pair(preset: 'classic' | 'winter', seed: string): [Game, Game] {
  const p = PRESETS[preset];
  const set = tileSet(p.tileSet);
  const bag = seededOrder(set, seed).map((id) => set.byId.get(id)!.index);
  const make = (plane: boolean) =>
    new Game({ tileSet: set, options: p.options, players: 3, bag, recordEvents: true, plane });
  return [make(false), make(true)];
}

/** Legal placements as squares and turns, in the game's order. */
const placements = (g: Game) =>
  Array.from(g.legal.subarray(0, g.legalCount), (c) => `${g.xOf(c >> 2)},${g.yOf(c >> 2)}/${c & 3}`);

/** Pick a legal placement: random, or the one farthest in direction (dx, dy). */
function pick(g: Game, rng: Mulberry32, dx: number, dy: number): number {
  if (dx === 0 && dy === 0) return rng.int(g.legalCount);
  let best = 0;
  let bestScore = -Infinity;
  for (let i = 0; i < g.legalCount; i++) {
    const cell = g.legal[i]! >> 2;
    const score = dx * g.xOf(cell) + dy * g.yOf(cell) + rng.int(3) / 10;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}

/**
 * The squares of the history's placements, read back. On the torus an entry holds the cell of its
 * square on the widest torus (n + 3 across) whatever width the grid has grown to, so that the
 * history of a game never depends on when its board widened.
 */
function historySquares(g: Game): string[] {
  const out: string[] = [];
  const w = g.capacity + 3;
  for (const entry of g.history) {
    if (entry < 0) continue;
    const cell = entry >> 8;
    const x = g.historySquares.xOf(cell);
    const y = g.historySquares.yOf(cell);
    if (g.torus) expect(cell).toBe(modulo(x + (w >> 1) + w * (y + (w >> 1)), w * w));
    out.push(`${x},${y}/${(entry >> 6) & 3}`);
  }
  return out;
}

function playBoth(torus: Game, plane: Game, rng: Mulberry32, dx: number, dy: number): void {
  expect(torus.torus).toBe(true);
  expect(plane.torus).toBe(false);
  while (plane.phase === 'place') {
    expect(torus.phase).toBe('place');
    const squares = placements(plane);
    expect(placements(torus)).toEqual(squares);
    const i = pick(plane, rng, dx, dy);
    plane.placeTile(plane.legal[i]!);
    torus.placeTile(torus.legal[i]!);
    expect(Array.from(torus.followerOptions.subarray(0, torus.followerOptionCount))).toEqual(
      Array.from(plane.followerOptions.subarray(0, plane.followerOptionCount)),
    );
    const k = rng.int(plane.followerOptionCount + 1);
    const seg = k === 0 ? -1 : plane.followerOptions[k - 1]!;
    plane.finishTurn(seg);
    torus.finishTurn(seg);
    expect([torus.minX, torus.maxX, torus.minY, torus.maxY]).toEqual([
      plane.minX,
      plane.maxX,
      plane.minY,
      plane.maxY,
    ]);
    expect(Array.from(torus.scores)).toEqual(Array.from(plane.scores));
  }
  expect(torus.phase).toBe('over');
  expect(historySquares(torus)).toEqual(historySquares(plane));
  expect(torus.events).toEqual(plane.events);
  expect(Array.from(torus.scores)).toEqual(Array.from(plane.scores));
  for (let p = 0; p < plane.placedCount; p++)
    expect([torus.xOf(torus.placedCell[p]!), torus.yOf(torus.placedCell[p]!)]).toEqual([
      plane.xOf(plane.placedCell[p]!),
      plane.yOf(plane.placedCell[p]!),
    ]);
}

describe('the game-sized board', () => {
  it('starts narrow and widens as the board spreads', () => {
    const [torus, plane] = pair('classic', 'size');
    expect(torus.grid.length).toBe(FIRST_TORUS_WIDTH * FIRST_TORUS_WIDTH);
    expect(torus.grid.length * 20).toBeLessThanOrEqual(plane.grid.length);
    playBoth(torus, plane, new Mulberry32(3), 1, 0);
    expect(torus.maxX - torus.minX + 3).toBeGreaterThan(FIRST_TORUS_WIDTH);
    expect(torus.width).toBe(2 * FIRST_TORUS_WIDTH);
  });
  it('copies a wider board onto a narrower one and back', () => {
    const [wide, widePlane] = pair('classic', 'wide');
    const rng = new Mulberry32(8);
    for (let n = 0; n < 40; n++) {
      const i = pick(widePlane, rng, 0, -1);
      widePlane.placeTile(widePlane.legal[i]!);
      wide.placeTile(wide.legal[i]!);
      widePlane.finishTurn(-1);
      wide.finishTurn(-1);
    }
    expect(wide.width).toBeGreaterThan(FIRST_TORUS_WIDTH);
    const [narrow, narrowPlane] = pair('classic', 'narrow');
    narrow.copyFrom(wide);
    narrowPlane.copyFrom(widePlane);
    expect(narrow.width).toBe(wide.width);
    narrow.events = [];
    narrowPlane.events = [];
    playBoth(narrow, narrowPlane, new Mulberry32(13), 1, 0);
    // And back: the wide board takes the narrow one's width again.
    const [fresh, freshPlane] = pair('classic', 'fresh');
    fresh.placeTile(fresh.legal[0]!);
    freshPlane.placeTile(freshPlane.legal[0]!);
    fresh.finishTurn(-1);
    freshPlane.finishTurn(-1);
    wide.copyFrom(fresh);
    widePlane.copyFrom(freshPlane);
    expect(wide.width).toBe(FIRST_TORUS_WIDTH);
    wide.events = [];
    widePlane.events = [];
    wide.history = fresh.history.slice();
    widePlane.history = freshPlane.history.slice();
    playBoth(wide, widePlane, new Mulberry32(14), -1, -1);
  });
  const directions = [
    [0, 0],
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
    [1, 1],
    [-1, 1],
  ] as const;
  for (const [dx, dy] of directions) {
    it(`plays as the plane does, drifting (${dx}, ${dy})`, () => {
      for (let i = 0; i < 6; i++) {
        const preset = i % 2 === 0 ? 'classic' : 'winter';
        const [torus, plane] = pair(preset, `layout-${dx}-${dy}-${i}`);
        playBoth(torus, plane, new Mulberry32(i * 31 + dx * 7 + dy), dx, dy);
      }
    });
  }
  it('copies and resets as the plane does', () => {
    const [torus, plane] = pair('classic', 'copy');
    const [torusCopy, planeCopy] = pair('classic', 'other');
    const rng = new Mulberry32(5);
    // A copy over a board that drifted the other way, then both reset and played again.
    playBoth(torusCopy, planeCopy, new Mulberry32(9), -1, 0);
    for (let n = 0; n < 30 && plane.phase === 'place'; n++) {
      const i = pick(plane, rng, 1, 0);
      plane.placeTile(plane.legal[i]!);
      torus.placeTile(torus.legal[i]!);
      plane.finishTurn(-1);
      torus.finishTurn(-1);
    }
    torusCopy.copyFrom(torus);
    planeCopy.copyFrom(plane);
    torusCopy.events = [];
    planeCopy.events = [];
    playBoth(torusCopy, planeCopy, new Mulberry32(11), 0, 1);
    const set = tileSet('base');
    const bag = seededOrder(set, 'again').map((id) => set.byId.get(id)!.index);
    torus.reset(bag);
    plane.reset(bag);
    playBoth(torus, plane, new Mulberry32(12), 1, -1);
  });
});
