import { expect } from 'vitest';
import { CityMatch, CITY_FOLLOWERS, replayCityRecord, type CityPlayer } from '../../src/the-city/public.js';
import { type CityGame, walkFrom, outerEdges, onOuterBoundary } from '../../src/internal.js';

export const RB: CityPlayer[] = [
  { name: 'Rood', color: 'red' },
  { name: 'Blauw', color: 'blue' },
];
export const BR: CityPlayer[] = [RB[1]!, RB[0]!];

export function cityRecord(tiles: string[], stacks: number[], moves: string[], players: CityPlayer[] = RB) {
  return {
    format: 'carcassonne-record/1',
    game: 'the-city',
    preset: 'the-city',
    players,
    tiles,
    stacks,
    moves,
  };
}

/** A match from tiles and stacks with the moves played; throws on the first refused move. */
export function scenario(
  tiles: string[],
  stacks: number[],
  moves: string[],
  players: CityPlayer[] = RB,
): CityMatch {
  const m = CityMatch.create({ game: 'the-city', preset: 'the-city', players, tiles, stacks });
  if (!m.ok) throw new Error(m.error.message);
  moves.forEach((mv, i) => {
    const r = m.value.play(mv);
    if (!r.ok) throw new Error(`move ${i} ${mv}: ${r.error.message}`);
  });
  return m.value;
}

/** Replay a record and return its report, failing the test on an error. */
export function replayOk(rec: unknown) {
  const r = replayCityRecord(JSON.stringify(rec));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** Invariants that hold after every move. */
export function checkInvariants(g: CityGame): void {
  for (let p = 0; p < g.nPlayers; p++) {
    let onBoard = 0;
    for (let i = 0; i < g.followerCount; i++) if (g.followerOwner[i] === p) onBoard++;
    for (let i = 0; i < g.wall.guardCount; i++) if (g.wall.guardOwner[i] === p) onBoard++;
    expect(g.supply[p]! + onBoard).toBe(CITY_FOLLOWERS);
  }
  expect(
    g.placedCount + g.discards + (g.bag.length - g.bagPos) + (g.drawn >= 0 && g.phase === 'place' ? 1 : 0),
  ).toBe(g.bag.length);
  if (g.wall.hasGate) checkWallPath(g);
}

/** The wall is one path of consecutive edges of the outer boundary walk. */
export function checkWallPath(g: CityGame): void {
  const outer = outerEdges(g);
  const walk = walkFrom(g, g.wall.sequence[g.wall.head]!);
  expect(walk.length).toBe(outer.length);
  expect(new Set(walk).size).toBe(walk.length);
  const n = g.wall.tail - g.wall.head + 1;
  for (let k = 0; k < n; k++) {
    const e = g.wall.sequence[g.wall.head + k]!;
    if (g.phase !== 'over') expect(onOuterBoundary(g, e)).toBe(true);
    if (g.phase !== 'over') expect(walk[k]).toBe(e);
  }
}

export function scoresOf(m: CityMatch): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [i, p] of m.players.entries()) out[p.name] = m.game.scores[i]!;
  return out;
}
