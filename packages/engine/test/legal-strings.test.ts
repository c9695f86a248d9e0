/**
 * `legalMoveStrings()` writes the legal moves as text without building the move objects (the
 * server sends them every turn): it must give exactly `legalMoves().map(writeMove)`, in the same
 * order, at every decision of random games of every preset, with every expansion, the abbot's
 * recall, Abbey & Mayor's abbeys and mayor, and the strategic variant's hands.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32, writeMove, type GameMatch } from '../src/index.js';

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cas', color: 'green' },
];

const ALL_EXPANSIONS = {
  innsAndCathedrals: true,
  tradersAndBuilders: true,
  theRiver: true,
  theAbbot: true,
  abbeyAndMayor: true,
};

const CASES: readonly { preset: string; options: Record<string, boolean> }[] = [
  { preset: 'classic', options: {} },
  { preset: 'winter', options: {} },
  { preset: 'modern', options: ALL_EXPANSIONS },
  { preset: 'classic', options: { theAbbot: true } },
  { preset: 'classic-se', options: { strategic: true, innsAndCathedrals: true, tradersAndBuilders: true } },
  { preset: 'classic', options: { abbeyAndMayor: true } },
  { preset: 'modern', options: { strategic: true, abbeyAndMayor: true } },
  { preset: 'the-city', options: {} },
];

/** Play to the end with random legal moves, checking the texts before each. */
function playChecking(m: GameMatch, rng: Mulberry32): number {
  let checked = 0;
  while (!m.finished) {
    const moves = m.legalMoves();
    expect(m.legalMoveStrings()).toEqual(moves.map(writeMove));
    checked += moves.length;
    const played = m.play(m.actor, moves[rng.int(moves.length)]!);
    if (!played.ok) throw new Error(played.error.message);
  }
  expect(m.legalMoveStrings()).toEqual([]);
  return checked;
}

describe('legal moves as text', () => {
  for (const [i, c] of CASES.entries())
    it(`are the legal moves written out: ${c.preset} ${JSON.stringify(c.options)}`, () => {
      const created = createMatch({
        preset: c.preset,
        options: c.options,
        players: PLAYERS,
        seed: `texts-${i}`,
      });
      if (!created.ok) throw new Error(created.error.message);
      expect(playChecking(created.value, new Mulberry32(i + 1))).toBeGreaterThan(100);
    });
});
