import { describe, expect, it } from 'vitest';
import { carcassonne, Mulberry32 } from '../../src/index.js';

const PLAYERS: carcassonne.PlayerInfo[] = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
];

/**
 * The hands as docs/notation.md says to derive them from a record: deal the draw order in
 * three rounds in seat order, then each move's tile leaves the mover's hand and the mover
 * takes the next tile into its slot (a game without tiles put aside).
 */
function derivedHands(record: carcassonne.GameRecord, upTo: number): string[][] {
  const order = record.tiles!;
  const n = record.players.length;
  const hands: (string | null)[][] = Array.from({ length: n }, () => []);
  let pos = 0;
  for (let round = 0; round < 3; round++)
    for (let p = 0; p < n && pos < order.length; p++) hands[p]![round] = order[pos++]!;
  let mover = 0;
  for (const move of record.moves.slice(0, upTo)) {
    while (hands[mover]!.every((t) => t === null || t === undefined)) mover = (mover + 1) % n;
    const tile = move.split('@')[0]!;
    const slot = hands[mover]!.indexOf(tile);
    expect(slot).toBeGreaterThanOrEqual(0);
    hands[mover]![slot] = pos < order.length ? order[pos++]! : null;
    mover = (mover + 1) % n;
  }
  return hands.map((h) => h.filter((t): t is string => typeof t === 'string'));
}

describe('strategic variant records (docs/notation.md)', () => {
  it('the hands follow from the draw order and the moves', () => {
    let checked = 0;
    for (let i = 0; checked < 3 && i < 20; i++) {
      const created = carcassonne.Match.create({
        game: 'carcassonne',
        preset: 'classic',
        options: { strategic: true },
        players: PLAYERS,
        seed: `derive-${i}`,
      });
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const rng = new Mulberry32(i);
      const seen: string[][][] = [];
      while (!m.finished) {
        seen.push([0, 1].map((s) => m.view(s).hand!.slice()));
        const moves = m.legalMoves();
        expect(m.play(moves[rng.int(moves.length)]!).ok).toBe(true);
      }
      if (m.view().discards > 0) continue;
      checked++;
      const record = m.toRecord();
      for (let k = 0; k < seen.length; k++) {
        const derived = derivedHands(record, k);
        expect(derived.map((h) => [...h].sort())).toEqual(seen[k]!.map((h) => [...h].sort()));
      }
    }
    expect(checked).toBe(3);
  });
});
