import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/index.js';
import { Match, stateToJSON, type Setup } from '../../src/carcassonne/public.js';
import { PLAYERS } from './random.js';

// The spring RiverA lies at (0,0), its water flowing east into (1,0).

function river(tiles: string[], extra: Partial<Setup> = {}): Match {
  const m = Match.create({
    game: 'carcassonne',
    preset: 'classic',
    options: { theRiver: true },
    players: PLAYERS.slice(0, 2),
    tiles,
    ...extra,
  } as Setup);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

function refuse(m: Match, move: string, code: string) {
  const before = JSON.stringify([m.view(), stateToJSON(m)]);
  const r = m.play(move);
  expect(r.ok, move).toBe(false);
  if (!r.ok) expect(r.error.code).toBe(code);
  expect(JSON.stringify([m.view(), stateToJSON(m)]), 'a refused move changes nothing').toBe(before);
}

describe('The River', () => {
  it('starts with the spring instead of the start tile, and the first river tile goes at its mouth', () => {
    const m = river(['RiverF']);
    expect(m.board()).toEqual([{ x: 0, y: 0, rotation: 0, tile: 'RiverA' }]);
    expect(m.legalPlacements()).toEqual([{ x: 1, y: 0, rotation: 0 }]);
    refuse(m, 'RiverF@0,1r0', 'river-broken');
    refuse(m, 'RiverF@-1,0r0', 'river-broken');
    expect(m.play('RiverF@1,0r180').ok).toBe(true);
  });

  it('refuses a second turn the same way in a row (the U-turn) and takes the other way', () => {
    const m = river(['RiverI', 'RiverI']);
    // Flowing east, the curve turns the water south (a right turn).
    expect(m.play('RiverI@1,0r0').ok).toBe(true);
    // Turning right again would send the water west, back alongside itself.
    refuse(m, 'RiverI@1,1r90', 'river-u-turn');
    expect(m.legalPlacements()).toEqual([{ x: 1, y: 1, rotation: 180 }]);
    expect(m.play('RiverI@1,1r180').ok).toBe(true);
  });

  it('allows the same turn again after a straight stretch', () => {
    const m = river(['RiverI', 'RiverF', 'RiverG']);
    expect(m.play('RiverI@1,0r0').ok).toBe(true);
    expect(m.play('RiverF@1,1r90').ok).toBe(true);
    // RiverG (city N+E, water W–S) turned 90: water N–W, a right turn from flowing south.
    expect(m.legalPlacements().map((p) => p.rotation)).toContain(90);
    expect(m.play('RiverG@1,2r90').ok).toBe(true);
  });

  it('refuses river water flowing into a tile', () => {
    const m = river(['RiverI', 'RiverF', 'RiverI', 'RiverD', 'RiverG', 'RiverE', 'RiverH', 'RiverF']);
    const SIDE = { N: 0, E: 1, S: 2, W: 3 } as const;
    // Lay the tile at the mouth so that the water leaves by `out`.
    const flow = (x: number, y: number, out: keyof typeof SIDE) => {
      const g = m.game;
      const t = g.drawn;
      const r = [0, 1, 2, 3].find(
        (q) =>
          (g.riverSides![t * 4 + q]! >> SIDE[out]) & 1 && (g.riverSides![t * 4 + q]! >> g.mouth.from) & 1,
      )!;
      const move = `${m.drawnTile}@${x},${y}r${r * 90}`;
      expect(m.play(move).ok, move).toBe(true);
    };
    flow(1, 0, 'S'); // right
    flow(1, 1, 'S');
    flow(1, 2, 'E'); // left
    flow(2, 2, 'E');
    flow(3, 2, 'N'); // left
    flow(3, 1, 'N');
    flow(3, 0, 'W'); // left, into (2,0)
    // Flowing west at (2,0), the straight would pour the water into the tile at (1,0): it fits
    // nowhere and is discarded.
    expect(m.events.at(-1)).toMatchObject({ kind: 'discard', tile: 'RiverF' });
    expect(m.finished).toBe(true);
  });

  it('closes the river with the lake, then the normal game goes on', () => {
    const m = river(['RiverF', 'RiverL', 'D']);
    expect(m.play('RiverF@1,0r0').ok).toBe(true);
    expect(m.play('RiverL@2,0r0').ok).toBe(true);
    expect(m.game.mouth.cell).toBe(-1);
    expect(m.legalPlacements().length).toBeGreaterThan(0);
    expect(m.play(m.legalMoves()[0]!).ok).toBe(true);
    expect(m.finished).toBe(true);
  });

  it('refuses a tiles list with the lake drawn before the river is finished, or a tile before the lake', () => {
    const bad = (tiles: string[]) =>
      Match.create({
        game: 'carcassonne',
        preset: 'modern',
        options: { theRiver: true },
        players: PLAYERS.slice(0, 2),
        tiles,
      });
    for (const tiles of [
      ['RiverL', 'RiverF'],
      ['RiverF', 'D', 'RiverL'],
    ]) {
      const r = bad(tiles);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('river-order');
    }
    const rec = {
      format: 'carcassonne-record/1',
      game: 'carcassonne',
      preset: 'classic',
      options: { theRiver: true },
      players: PLAYERS.slice(0, 2),
      tiles: ['RiverL', 'RiverF'],
      moves: [],
    };
    const replay = replayRecord(rec);
    expect(replay.ok).toBe(false);
    if (!replay.ok) expect([replay.error.exit, replay.error.code]).toEqual([2, 'river-order']);
  });

  it('draws the river tiles first and the lake last of them from a seed, in every preset', () => {
    for (const preset of ['classic', 'classic-se', 'modern', 'winter'] as const) {
      const m = Match.create({
        game: 'carcassonne',
        preset,
        options: { theRiver: true },
        players: PLAYERS.slice(0, 3),
        seed: 'river',
      });
      if (!m.ok) throw new Error(m.error.message);
      const tiles = m.value.toRecord().tiles!;
      expect(tiles.slice(0, 11).every((t) => t.startsWith('River'))).toBe(true);
      expect(tiles[10]).toBe('RiverL');
      expect(tiles.filter((t) => t.startsWith('River'))).toHaveLength(11);
      expect(tiles.length).toBe(m.value.game.tileSet.total - 1);
    }
  });
});
