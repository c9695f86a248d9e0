import { describe, expect, it } from 'vitest';
import { loadRecord, Match } from '../../src/carcassonne/public.js';
import { createMatch, fnv1a, gameDefinition, Mulberry32, parseMove, writeMove } from '../../src/index.js';
import { selfPlayer } from '../../src/internal.js';
import { PLAYERS } from './random.js';
import { playAll, refuse, scenario, scorings } from './cases.js';

// The start tile D lies at (0,0); y grows southward. Anna plays first.
const AM = { abbeyAndMayor: true } as const;
const ANNA = 0;
const BO = 1;

/** Seven moves closing every side of the hole at (1,-1) (abbey-mayor.test.ts); Anna plays the last. */
const AROUND_HOLE = ['I@0,-1r90 E', 'B@0,-2r0', 'B@1,-2r0', 'B@2,-2r0', 'B@2,-1r0', 'V@1,0r90 W', 'W@-1,0r0'];
const TILES = ['I', 'B', 'B', 'B', 'B', 'V', 'W'];

describe('Abbey & Mayor: the final abbey round (rules/abbey-and-mayor.md AM2.5)', () => {
  it('after the last tile each player holding an abbey, in turn order, places it or passes', () => {
    const m = scenario(AM, TILES);
    playAll(m, AROUND_HOLE);
    // No tile left: Bo, next in turn, is asked first; no tile is in hand.
    expect(m.view().phase).toBe('abbey');
    expect(m.view().current).toBe(BO);
    expect(m.view().drawn).toBeNull();
    expect(m.finished).toBe(false);
    expect(m.legalMoveStrings()).toEqual([
      'AmAbbey@1,-1r0',
      'AmAbbey@1,-1r0 C',
      'AmAbbey@1,-1r0 C wagon',
      'pass',
    ]);
    expect(m.legalMoves().map(writeMove)).toEqual(m.legalMoveStrings());
    playAll(m, ['pass']);
    expect(m.view().current).toBe(ANNA);
    expect(m.view().abbeySupply).toEqual([1, 1]);
    playAll(m, ['AmAbbey@1,-1r0 C']);
    // The abbey ends D–V's road (Bo's, 3 tiles) and I's city cap (Anna's); then the final
    // scoring: the abbey's monastery has 8 of its 9 squares (no tile at (2,0)).
    expect(m.finished).toBe(true);
    expect(scorings(m)).toEqual([
      ['road', 3, [BO], false],
      ['city', 2, [ANNA], false],
      ['monastery', 8, [ANNA], true],
    ]);
    expect(m.moves().slice(7)).toEqual(['pass', 'AmAbbey@1,-1r0 C']);
    expect(m.view().abbeySupply).toEqual([0, 1]);
  });

  it('skips the players without an abbey or without a hole; the game ends when nobody may play', () => {
    const m = scenario(AM, [...TILES, 'E']);
    playAll(m, [...AROUND_HOLE, 'AmAbbey@1,-1r0']);
    // Bo played his abbey instead of E, which Anna now places; no hole is left: the game is over.
    playAll(m, ['E@-1,-1r0']);
    expect(m.finished).toBe(true);
    expect(m.view().phase).toBe('over');
  });

  it('refuses a pass during the game and a tile in the final round, with one clear error', () => {
    const m = scenario(AM, TILES);
    refuse(m, 'pass', 'wrong-phase', 'final abbey round');
    playAll(m, AROUND_HOLE);
    refuse(m, 'E@0,1r0', 'wrong-phase', 'the final abbey round: Bo places their abbey');
    refuse(m, 'AmAbbey@1,-2r0', 'abbey-refused', 'empty square');
    refuse(m, 'AmAbbey@5,5r0', 'abbey-refused', 'open on its N side');
    refuse(m, 'dragon N', 'wrong-phase');
    expect(m.play({ type: 'pass', extra: 1 }).ok).toBe(false);
    expect(parseMove('pass')).toEqual({ ok: true, value: { type: 'pass' } });
    expect(m.play({ type: 'pass' }).ok).toBe(true);
    expect(m.view().current).toBe(ANNA);
  });

  it('a record with passes replays to the same game, and a clone plays on alone', () => {
    const m = scenario(AM, TILES);
    playAll(m, [...AROUND_HOLE, 'pass']);
    const c = m.clone();
    playAll(c, ['pass']);
    expect(c.finished).toBe(true);
    expect(m.finished).toBe(false);
    playAll(m, ['AmAbbey@1,-1r0']);
    for (const g of [m, c]) {
      const again = loadRecord(JSON.stringify(g.toRecord()));
      if (!again.ok) throw new Error(again.error.message);
      expect(again.value.moves()).toEqual(g.moves());
      expect(again.value.view()).toEqual(g.view());
    }
    expect(c.moves().slice(-2)).toEqual(['pass', 'pass']);
  });

  it('random games with abbeys end in the final round, replay from their records, and match self-play', () => {
    let rounds = 0;
    for (let i = 0; i < 8; i++) {
      const created = Match.create({
        game: 'carcassonne',
        preset: 'classic',
        options: AM,
        players: PLAYERS.slice(0, 2 + (i % 4)),
        seed: `final-abbey-${i}`,
      });
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const rng = new Mulberry32(i);
      while (!m.finished) {
        const moves = m.legalMoves();
        if (m.view().phase === 'abbey') rounds++;
        // Keep the abbey through the game (rarely played early), so that the final round comes.
        const tiles = moves.filter((mv) => mv.type !== 'place' || mv.tile !== 'AmAbbey');
        const pool = tiles.length > 0 && rng.int(8) !== 0 ? tiles : moves;
        const r = m.play(pool[rng.int(pool.length)]!);
        if (!r.ok) throw new Error(r.error.message);
      }
      const again = loadRecord(JSON.stringify(m.toRecord()));
      if (!again.ok) throw new Error(again.error.message);
      expect(Array.from(again.value.game.scores)).toEqual(Array.from(m.game.scores));
      expect(again.value.moves()).toEqual(m.moves());
    }
    expect(rounds).toBeGreaterThan(0);
  });

  it('self-play records of random games with the final round equal the checked match’s', () => {
    const def = gameDefinition('carcassonne')!;
    const players = PLAYERS.slice(0, 3);
    const made = selfPlayer({ preset: 'classic', options: AM, players });
    if (!made.ok) throw new Error(made.error.message);
    let passes = 0;
    for (let i = 0; i < 8; i++) {
      const seed = `self-final-abbey-${i}`;
      made.value.play(seed, new Mulberry32(fnv1a(`moves:${seed}`)));
      const checked = createMatch({ preset: 'classic', options: AM, players, seed });
      if (!checked.ok) throw new Error(checked.error.message);
      def.playRandomly(checked.value, new Mulberry32(fnv1a(`moves:${seed}`)));
      const record = made.value.record();
      expect(record).toEqual(checked.value.toRecord());
      passes += record.moves.filter((mv) => mv === 'pass').length;
    }
    expect(passes).toBeGreaterThan(0);
  });
});
