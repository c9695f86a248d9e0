/**
 * Hidden hands never on the wire (docs/rules/strategic-variant.md): two deals that differ only in
 * one player's hand give every other seat, and every spectator, byte-for-byte the same frames —
 * the whole state and each move's delta as `TableDeltas` builds them.
 */
import { describe, expect, it } from 'vitest';
import { applyDelta, type TableState } from '@carcassonne/protocol';
import { createMatch, Mulberry32, type GameMatch } from '@carcassonne/engine';
import { TableDeltas } from '../src/tables/table-deltas.js';

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cas', color: 'green' },
];

function deal(tiles: readonly string[]): GameMatch {
  const m = createMatch({
    preset: 'classic',
    options: { strategic: true },
    players: PLAYERS,
    tiles: [...tiles],
  });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** The state the server sends everyone: the public view (never a hand). */
function stateOf(m: GameMatch): TableState {
  return {
    id: 't1',
    game: 'carcassonne',
    status: 'playing',
    host: 'u1',
    hostName: 'Anna',
    expires: null,
    settings: {
      preset: 'classic',
      options: { strategic: true },
      visibility: 'public',
      clock: { kind: 'none' },
      grace: null,
      rated: false,
    },
    seats: [],
    view: m.publicView(),
    actor: m.actor,
    deadline: null,
    report: null,
  };
}

describe('two deals differing only in one hand', () => {
  it('give the other seats and spectators the same frames, move after move; deltas apply', () => {
    const base = createMatch({
      preset: 'classic',
      options: { strategic: true },
      players: PLAYERS,
      seed: 'frames',
    });
    if (!base.ok) throw new Error(base.error.message);
    const tiles = [...base.value.toRecord().tiles!];
    // Seat 1's second tile (draw 4 of the deal) swapped with a tile deep in the stack.
    const j = tiles.findIndex((t, i) => i > 50 && t !== tiles[4]);
    const other = [...tiles];
    [other[4], other[j]] = [other[j]!, other[4]!];
    const a = deal(tiles);
    const b = deal(other);
    const secret = [tiles[4]!, other[4]!];
    const deltasA = new TableDeltas();
    const deltasB = new TableDeltas();
    deltasA.wholeToAll(stateOf(a));
    deltasB.wholeToAll(stateOf(b));
    expect(JSON.stringify(stateOf(a))).toBe(JSON.stringify(stateOf(b)));
    let client = stateOf(a);
    const rng = new Mulberry32(5);
    let compared = 0;
    for (let turn = 0; turn < 30; turn++) {
      // The same move in both deals: seat 1 never plays the tile only one deal gave it.
      const seat = a.actor;
      const moves = a
        .legalMoves()
        .filter((mv) => mv.type === 'place' && (seat !== 1 || mv.tile !== secret[0]));
      if (moves.length === 0) break;
      const move = moves[rng.int(moves.length)]!;
      const ra = a.play(seat, move);
      const rb = b.play(seat, move);
      expect(ra.ok && rb.ok).toBe(true);
      if (!ra.ok || !rb.ok) return;
      const event = {
        kind: 'move' as const,
        seat,
        move: ra.value.move,
        version: ra.value.version,
        by: 'player' as const,
        events: [],
      };
      const [sa, sb] = [stateOf(a), stateOf(b)];
      const da = deltasA.toAll(sa, sa.view, [event]);
      const db = deltasB.toAll(sb, sb.view, [event]);
      expect(da).not.toBeNull();
      expect(JSON.stringify(da)).toBe(JSON.stringify(db));
      expect(JSON.stringify(a.publicView())).toBe(JSON.stringify(b.publicView()));
      for (const s of [0, 2]) expect(JSON.stringify(a.view(s))).toBe(JSON.stringify(b.view(s)));
      // A table with player aids sends them to everyone: the same too.
      expect(JSON.stringify(a.aids())).toBe(JSON.stringify(b.aids()));
      expect(a.view(1)).not.toEqual(b.view(1));
      // A follower applies the delta with the moves and gets the server's view.
      const next = applyDelta(client, da!, [ra.value.move]);
      expect(next?.view).toEqual(a.publicView());
      client = next!;
      compared++;
    }
    expect(compared).toBeGreaterThan(15);
  });
});
