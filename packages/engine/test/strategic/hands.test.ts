import { describe, expect, it } from 'vitest';
import { createMatch, loadMatch, Mulberry32, type GameMatch } from '../../src/index.js';
import { carcassonne } from '../../src/index.js';
import { randomGame } from '../../src/carcassonne/random.js';
import { validateSetup } from '../../src/carcassonne/setup.js';

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cas', color: 'green' },
];

function strategic(seed: string, extra: Record<string, boolean> = {}, preset = 'classic', players = PLAYERS) {
  const m = createMatch({ preset, options: { strategic: true, ...extra }, players, seed });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** A view of Carcassonne (the registry's views are of any game). */
function view(m: GameMatch, seat?: number): carcassonne.PlayerView {
  const v = m.view(seat);
  if (v.game !== 'carcassonne') throw new Error('not a view of Carcassonne');
  return v;
}

/** Play `match` to the end with random legal moves (any tile of the hand). */
function playOut(match: GameMatch, rng: Mulberry32): void {
  while (!match.finished) {
    const moves = match.legalMoves();
    const r = match.play(match.actor, moves[rng.int(moves.length)]!);
    if (!r.ok) throw new Error(r.error.message);
  }
}

describe('the strategic variant (docs/rules/strategic-variant.md)', () => {
  it('deals three tiles to each player in seat order, one per round (S1)', () => {
    const tiles = ['A', 'B', 'C', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L'];
    const m = carcassonne.Match.create({
      game: 'carcassonne',
      preset: 'classic',
      options: { strategic: true },
      players: [PLAYERS[0]!, PLAYERS[1]!] as carcassonne.PlayerInfo[],
      tiles,
    });
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.view(0).hand).toEqual(['A', 'C', 'F']);
    expect(m.value.view(1).hand).toEqual(['B', 'E', 'G']);
    expect(m.value.view(0).handSizes).toEqual([3, 3]);
    expect(m.value.view(0).tilesLeft).toBe(5);
  });

  it('a seat sees its own hand only; a spectator sees sizes, and the unseen tiles as counts', () => {
    const m = strategic('hands-view');
    const spectator = view(m);
    expect(spectator.hand).toBeUndefined();
    expect(spectator.drawn).toBeNull();
    expect(spectator.handSizes).toEqual([3, 3, 3]);
    expect(spectator.drawnTiles).toEqual([]);
    const unseen = (v: { remaining: Readonly<Record<string, number>> }) =>
      Object.values(v.remaining).reduce((a, b) => a + b, 0);
    expect(unseen(spectator)).toBe(71);
    for (let seat = 0; seat < 3; seat++) {
      const v = view(m, seat);
      expect(v.hand).toHaveLength(3);
      expect(unseen(v)).toBe(68);
      expect(v.drawn).toBe(seat === 0 ? v.hand![0] : null);
      // No other seat's tile anywhere in this seat's view but as a count.
      for (const other of [0, 1, 2].filter((s) => s !== seat)) expect(v).not.toHaveProperty(`hands.${other}`);
    }
  });

  it('offers every tile of the hand × placement, and plays the tile a move names (S2)', () => {
    const m = strategic('hands-moves');
    const hand = view(m, 0).hand!;
    const named = new Set(m.legalMoves().map((mv) => (mv as { tile: string }).tile));
    expect([...named].sort()).toEqual([...new Set(hand)].sort());
    const last = m.legalMoves().at(-1)! as { tile: string };
    const before = view(m, 0);
    const r = m.play(0, last);
    expect(r.ok).toBe(true);
    const after = view(m, 0);
    // The tile played left the hand and the top of the stack came in: still three.
    expect(after.hand).toHaveLength(3);
    expect(after.tilesLeft).toBe(before.tilesLeft - 1);
    expect(after.drawnTiles).toEqual([last.tile]);
    expect(after.revealedBy).toEqual([0]);
  });

  it('refuses a tile not in the hand with one error and changes nothing', () => {
    const m = strategic('hands-refuse');
    const hand = new Set(view(m, 0).hand!);
    const outside = ['A', 'B', 'C', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'].find(
      (t) => !hand.has(t),
    )!;
    const before = JSON.stringify([view(m, 0), view(m, 1), m.legalMoves()]);
    const r = m.play(0, `${outside}@1,0r0`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('not-in-hand');
    // A tile of the hand placed illegally: refused, the hand's choice unchanged.
    const second = view(m, 0).hand![1]!;
    const bad = m.play(0, `${second}@5,5r0`);
    expect(bad.ok).toBe(false);
    expect(JSON.stringify([view(m, 0), view(m, 1), m.legalMoves()])).toBe(before);
  });

  it('random games play every tile, end when every hand is empty, and replay from their records (S3, S5)', () => {
    for (const [i, preset] of ['classic', 'winter', 'modern', 'classic-se'].entries()) {
      const extra = i === 2 ? { innsAndCathedrals: true, tradersAndBuilders: true } : {};
      const m = strategic(`hands-random-${i}`, extra, preset);
      playOut(m, new Mulberry32(i + 1));
      const end = view(m);
      expect(end.handSizes).toEqual([0, 0, 0]);
      expect(end.tilesLeft).toBe(0);
      // Every tile was placed or put aside.
      expect(end.board.length + end.discards).toBe(m.toRecord().tiles!.length + 1);
      const replayed = loadMatch(m.toRecord());
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(view(replayed.value)).toEqual(end);
      expect(replayed.value.scores).toEqual(m.scores);
      // A record with the seed only replays the same.
      const { tiles: _, ...seeded } = m.toRecord();
      const again = loadMatch(seeded);
      expect(again.ok && again.value.scores).toEqual(m.scores);
    }
  });

  it('the fast core: the same seed gives the same game; clone() is a separate copy with the hands', () => {
    const set = validateSetup({
      game: 'carcassonne',
      preset: 'classic',
      players: PLAYERS as carcassonne.PlayerInfo[],
      options: { strategic: true },
      seed: 'x',
    });
    if (!set.ok) throw new Error(set.error.message);
    const o = { tileSet: set.value.tileSet, options: set.value.options, players: 3, seed: 'fast' };
    const a = randomGame(o);
    const b = randomGame(o);
    expect(Array.from(a.scores)).toEqual(Array.from(b.scores));
    expect(a.hands!.empty()).toBe(true);
    const m = strategic('hands-clone');
    const c = m.clone();
    const moves = c.legalMoves();
    c.play(0, moves.at(-1)!);
    expect(m.version).toBe(0);
    expect(view(m, 0).hand).toHaveLength(3);
    expect(view(c, 0).hand).toHaveLength(3);
    expect(view(c).drawnTiles).toHaveLength(1);
    expect(view(m).drawnTiles).toHaveLength(0);
  });

  it('is refused with The River, and The City has no such option', () => {
    const r = createMatch({
      preset: 'classic',
      options: { strategic: true, theRiver: true },
      players: PLAYERS,
      seed: 's',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('bad-option');
    const city = createMatch({
      preset: 'the-city',
      options: { strategic: true },
      players: PLAYERS,
      seed: 's',
    });
    expect(city.ok).toBe(false);
    if (!city.ok) expect(city.error.code).toBe('unknown-option');
  });

  it('a record naming a tile not in the hand is refused, never half-read', () => {
    const m = strategic('hands-record');
    const moves = m.legalMoves();
    m.play(0, moves[0]!);
    const record = m.toRecord();
    const hand = new Set(view(m, 1).hand!);
    const outside = ['A', 'B', 'C', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'].find(
      (t) => !hand.has(t),
    )!;
    const bad = loadMatch({ ...record, moves: [...record.moves, `${outside}@0,1r0`] });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.code).toBe('not-in-hand');
  });

  it('undo keeps the hands: the record cut at any move replays to the same views', () => {
    const m = strategic('hands-undo');
    const rng = new Mulberry32(9);
    const seen: string[] = [];
    for (let i = 0; i < 25; i++) {
      seen.push(JSON.stringify([0, 1, 2].map((s) => view(m, s))));
      const moves = m.legalMoves();
      m.play(m.actor, moves[rng.int(moves.length)]!);
    }
    const record = m.toRecord();
    for (const k of [0, 1, 7, 24]) {
      const back = loadMatch({ ...record, moves: record.moves.slice(0, k) });
      if (!back.ok) throw new Error(back.error.message);
      expect(JSON.stringify([0, 1, 2].map((s) => view(back.value, s)))).toBe(seen[k]);
    }
  });

  it('the player aids count the hands as unseen: nothing of a hand shows by difference', () => {
    const m = strategic('hands-aids');
    const rng = new Mulberry32(2);
    for (let i = 0; i < 10; i++) {
      const moves = m.legalMoves();
      m.play(m.actor, moves[rng.int(moves.length)]!);
    }
    expect(m.aids().remaining).toEqual(view(m).remaining);
  });

  it('chooseTile takes up another tile of the hand: placements follow, nothing is played', () => {
    const m = strategic('hands-choose');
    const hand = view(m, 0).hand!;
    const other = hand.find((t) => t !== hand[0])!;
    expect(m.chooseTile(other).ok).toBe(true);
    expect(m.drawnTile).toBe(other);
    expect(m.version).toBe(0);
    const placements = m.placements();
    expect(placements.length).toBeGreaterThan(0);
    const legal = m.legalMoves().filter((mv) => mv.type === 'place' && mv.tile === other);
    expect(legal.length).toBeGreaterThanOrEqual(placements.length);
    const refused = m.chooseTile('Zz9');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('not-in-hand');
    expect(m.drawnTile).toBe(other);
    expect(m.play(0, `${other}@${placements[0]!.x},${placements[0]!.y}r${placements[0]!.rotation}`).ok).toBe(
      true,
    );
    const plain = createMatch({ preset: 'classic', players: PLAYERS, seed: 's' });
    expect(plain.ok && plain.value.chooseTile('A').ok).toBe(false);
  });
});
