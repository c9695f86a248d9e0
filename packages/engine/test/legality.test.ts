import { describe, expect, it } from 'vitest';
import { fnv1a, Mulberry32, replayRecord } from '../src/index.js';
import { type Match, stateToJSON } from '../src/carcassonne/public.js';
import { match, record, TWO } from './helpers.js';

// The start tile D lies at (0,0): city north, road west–east, field south.

const snapshot = (m: Match) => JSON.stringify([m.view(), stateToJSON(m), m.legalPlacements()]);

function refuse(m: Match, move: string, code: string, text?: string) {
  const before = snapshot(m);
  const r = m.play(move);
  expect(r.ok, move).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe(code);
  if (text) expect(r.error.message).toContain(text);
  expect(snapshot(m), 'a refused move changes nothing').toBe(before);
}

describe('placement legality', () => {
  it('refuses corner-only contact', () => {
    refuse(match({ tiles: ['E'] }), 'E@1,1r0', 'not-adjacent', 'corner contact');
  });
  it('refuses a square far away and an occupied square', () => {
    const m = match({ tiles: ['E'] });
    refuse(m, 'E@5,0r0', 'not-adjacent');
    refuse(m, 'E@0,0r0', 'occupied-square');
  });
  it('requires every shared side to match and names the sides', () => {
    const m = match({ tiles: ['E'] });
    refuse(
      m,
      'E@0,1r0',
      'edge-mismatch',
      'north side (city) does not match the south side of the tile at 0,0 (field)',
    );
    refuse(
      m,
      'E@1,0r0',
      'edge-mismatch',
      'west side (field) does not match the east side of the tile at 0,0 (road)',
    );
    expect(m.play('E@0,1r180').ok).toBe(true);
  });
  it('checks a tile against all its neighbours, not just one', () => {
    const m = match({ tiles: ['U', 'E', 'E'] });
    expect(m.play('U@1,0r90').ok).toBe(true); // road continues east; field north at (1,0)
    expect(m.play('E@0,-1r180').ok).toBe(true); // city closes D's city from the north
    // (1,-1) borders (0,-1) on the west (that E's east side is field) and (1,0) on the south (field).
    refuse(m, 'E@1,-1r270', 'edge-mismatch', 'west side (city)');
    expect(m.legalPlacements().some((p) => p.x === 1 && p.y === -1)).toBe(true);
  });
  it('refuses a tile that is not the drawn one', () => {
    refuse(match({ tiles: ['E'] }), 'U@0,1r0', 'wrong-tile', 'the drawn tile is E, not "U"');
  });
  it('lists exactly the legal placements, symmetric duplicates once', () => {
    const m = match({ tiles: ['X'] });
    // X (4 roads) fits only east or west of D, in one rotation each.
    expect(m.legalPlacements()).toEqual(
      expect.arrayContaining([
        { x: 1, y: 0, rotation: 0 },
        { x: -1, y: 0, rotation: 0 },
      ]),
    );
    expect(m.legalPlacements()).toHaveLength(2);
    // …but any rotation of a symmetric tile is accepted in a move.
    expect(m.play('X@1,0r180').ok).toBe(true);
  });
});

describe('followers', () => {
  it('refuses a follower on a feature occupied anywhere', () => {
    const m = match({ tiles: ['U', 'U', 'U'] });
    expect(m.play('U@1,0r90 E').ok).toBe(true); // Anna's robber on the road through D
    refuse(m, 'U@-1,0r90 W', 'feature-occupied', 'road');
    refuse(m, 'U@2,0r90 E', 'feature-occupied');
    expect(m.followerOptions({ x: 2, y: 0, rotation: 90 })).not.toContain('E');
    expect(m.play('U@2,0r90 N').ok).toBe(true); // a farmer north of the road is fine
  });
  it('refuses a farmer when farmers are off', () => {
    const m = match({ tiles: ['U'], options: { farmers: false } });
    refuse(m, 'U@1,0r90 N', 'farmers-off');
    expect(m.followerOptions({ x: 1, y: 0, rotation: 90 })).toEqual(['E']);
  });
  it('refuses port C on a tile without monastery', () => {
    refuse(match({ tiles: ['U'] }), 'U@1,0r90 C', 'no-such-segment');
  });
  it('scores a follower on a feature its own tile completes and returns it the same turn', () => {
    const m = match({ tiles: ['E', 'U'] });
    const r = m.play('E@0,-1r180 S');
    expect(r.ok && r.value).toEqual([
      expect.objectContaining({ kind: 'city', move: 0, points: 2, players: [0], tiles: 2 }),
    ]);
    expect(m.view().supply).toEqual([7, 7]);
    expect(m.view().followers).toEqual([]);
  });
  it('the 2-tile city scores 4 without the small-city rule', () => {
    const m = match({ preset: 'modern', tiles: ['E', 'U'] });
    const r = m.play('E@0,-1r180 S');
    expect(r.ok && r.value[0]?.points).toBe(4);
  });
  it('never lets a player place more than 7 followers', () => {
    const m = match({ seed: 'supply' });
    const rng = new Mulberry32(fnv1a('supply'));
    let sawEmpty = false;
    while (!m.finished) {
      const v = m.view();
      const moves = m.placeMoves();
      if (v.current === 0 && v.supply[0] === 0) {
        sawEmpty = true;
        expect(moves.every((mv) => mv.follower === undefined)).toBe(true);
        const withFollower = `${m.placeMoves()[0]!.tile}@${moves[0]!.x},${moves[0]!.y}r${moves[0]!.rotation} ${'C'}`;
        const r = m.play(withFollower);
        expect(r.ok).toBe(false);
      }
      // Anna always takes a follower when she can; Bo never does.
      const pick =
        v.current === 0
          ? (moves.find((mv) => mv.follower && mv.follower !== 'C') ?? moves[0]!)
          : moves.filter((mv) => !mv.follower)[rng.int(moves.filter((mv) => !mv.follower).length)]!;
      expect(m.play(pick).ok).toBe(true);
      const after = m.view();
      const onBoard = after.followers.filter((f) => f.player === 0).length;
      expect(onBoard + after.supply[0]!).toBe(7);
    }
    expect(sawEmpty).toBe(true);
  });
  it('refuses a follower from an empty supply with its own code', () => {
    const m = match({ seed: 'supply' });
    let refused = false;
    while (!m.finished && !refused) {
      const v = m.view();
      if (v.current === 0 && v.supply[0] === 0) {
        const pl = m.legalPlacements()[0]!;
        refuse(
          m,
          `${v.drawn}@${pl.x},${pl.y}r${pl.rotation} N`,
          'no-followers',
          'Anna has no followers left',
        );
        refused = true;
      }
      const moves = m.placeMoves();
      const pick = v.current === 0 ? (moves.find((mv) => mv.follower) ?? moves[0]!) : moves[0]!;
      expect(m.play(pick).ok).toBe(true);
    }
    expect(refused).toBe(true);
  });
});

describe('turn order, discards and the end', () => {
  it('alternates players and ends when the tiles run out', () => {
    const m = match({ tiles: ['U', 'U'] });
    expect(m.view().current).toBe(0);
    expect(m.play('U@1,0r90').ok).toBe(true);
    expect(m.view().current).toBe(1);
    expect(m.play('U@2,0r90').ok).toBe(true);
    expect(m.finished).toBe(true);
    refuse(m, 'U@3,0r90', 'game-over');
  });
  it('a record with a move after the end is illegal (exit 1)', () => {
    const r = replayRecord(record('classic', ['U'], ['U@1,0r90', 'U@2,0r90']));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.exit).toBe(1);
      expect(r.error.message).toMatch(/^move 1 U@2,0r90: the game is over/);
    }
  });
  it('discards a tile that fits nowhere, reports it, and the same player draws again', () => {
    // Search seeded random games for a discard; they happen in about 2% of games.
    let found: Match | null = null;
    for (let i = 0; i < 2000 && !found; i++) {
      const m = match({ seed: `discard-${i}` });
      const rng = new Mulberry32(i + 1);
      while (!m.finished) {
        const moves = m.placeMoves();
        const who = m.view().current;
        const r = m.play(moves[rng.int(moves.length)]!);
        if (!r.ok) throw new Error(r.error.message);
        const d = r.value.find((e) => e.kind === 'discard');
        if (d && !m.finished) {
          // The player after `who` drew a tile that fits nowhere; they draw again and are still to play.
          expect(m.view().current).toBe((who + 1) % 2);
          expect(m.view().discards).toBeGreaterThan(0);
          found = m;
        }
      }
    }
    expect(found).not.toBeNull();
    const m = found!;
    while (!m.finished) m.play(m.placeMoves()[0]!);
    const rec = m.toRecord();
    const replay = replayRecord(rec);
    expect(replay.ok).toBe(true);
    if (!replay.ok) return;
    const discards = replay.value.events.filter((e) => e.kind === 'discard');
    expect(discards.length).toBe(m.view().discards);
    const d = discards[0]!;
    expect(Object.keys(d).sort()).toEqual(['kind', 'move', 'tile']);
    // The discarded tile is listed in `tiles` but has no move: moves + discards = tiles drawn.
    expect(rec.moves.length + discards.length).toBe(rec.tiles!.length);
  });
});

describe('the notation.md example', () => {
  it('replays to exactly the documented report', () => {
    const r = replayRecord({
      format: 'carcassonne-record/1',
      game: 'carcassonne',
      preset: 'classic',
      options: { farmers: true },
      players: TWO,
      seed: 'any string',
      tiles: ['V', 'U', 'E'],
      moves: ['V@1,0r0', 'U@-1,0r90 N', 'E@0,-1r180 S'],
    });
    expect(r).toEqual({
      ok: true,
      value: {
        finished: true,
        scores: { Anna: 2, Bo: 4 },
        winners: ['Bo'],
        events: [
          { move: 2, kind: 'city', points: 2, players: ['Anna'], tiles: 2 },
          { move: null, kind: 'farm', points: 4, players: ['Bo'], cities: 1, final: true },
        ],
      },
    });
  });
});

describe('monasteries', () => {
  it('scores 9 when surrounded, and 1 + neighbours at the end', () => {
    // B (monastery, all field) south of D, then surround it.
    const m = match({ tiles: ['B', 'B'] });
    expect(m.play('B@0,1r0 C').ok).toBe(true);
    expect(m.play('B@1,1r0 C').ok).toBe(true);
    const r = replayRecord(record('classic', ['B', 'B'], ['B@0,1r0 C', 'B@1,1r0 C']));
    expect(r.ok && r.value.events).toEqual([
      { move: null, kind: 'monastery', points: 3, players: ['Anna'], tiles: 3, final: true },
      { move: null, kind: 'monastery', points: 3, players: ['Bo'], tiles: 3, final: true },
    ]);
  });
  it('completes a monastery whose 3×3 square fills up', () => {
    // Monastery at (0,1); fill (-1,0) (1,0) (-1,1) (1,1) (-1,2) (0,2) (1,2) around it.
    const moves = [
      'B@0,1r0 C',
      'U@-1,0r90',
      'U@1,0r90',
      'B@-1,1r0',
      'B@1,1r0',
      'B@-1,2r0',
      'E@0,2r180',
      'E@1,2r180',
    ];
    const tiles = ['B', 'U', 'U', 'B', 'B', 'B', 'E', 'E'];
    const r = replayRecord(record('modern', tiles, moves));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events[0]).toEqual({ move: 7, kind: 'monastery', points: 9, players: ['Anna'], tiles: 9 });
    expect(r.value.scores).toEqual({ Anna: 9, Bo: 0 });
  });
});
