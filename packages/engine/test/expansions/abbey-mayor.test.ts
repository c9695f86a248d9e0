import { describe, expect, it } from 'vitest';
import { loadRecord, Match } from '../../src/carcassonne/public.js';
import { Mulberry32 } from '../../src/index.js';
import { PLAYERS } from './random.js';
import { playAll, refuse, scenario, scorings } from './cases.js';

// The start tile D lies at (0,0): city north, road west–east, field south; y grows southward.
// Anna plays first. Preset modern: a completed city scores 2 per tile and coat of arms.
const AM = { abbeyAndMayor: true } as const;
const ANNA = 0;
const BO = 1;

/** The board around the hole at (1,-1): every side of it closed by a tile after these seven moves. */
const AROUND_HOLE = [
  'I@0,-1r90 E', // Anna: a city cap facing the hole (and one joining D's city), a follower on the first
  'B@0,-2r0',
  'B@1,-2r0',
  'B@2,-2r0',
  'B@2,-1r0',
  'V@1,0r90 W', // Bo: D's road turned north into the hole, a follower on it
  'W@-1,0r0', // Anna: D's road ends in the village west
];

describe('Abbey & Mayor: the mayor (rules/abbey-and-mayor.md AM3)', () => {
  it('a mayor weighs the coats of arms of its city: one pennant, one follower’s worth', () => {
    const m = scenario(AM, ['AmI']);
    playAll(m, ['AmI@0,-1r270 S mayor']);
    // D's city cap and AmI's: two tiles and a coat of arms, 6 points to Anna; the mayor comes home.
    expect(scorings(m)).toEqual([['city', 6, [ANNA], false]]);
    expect(m.view().mayorSupply).toEqual([1, 1]);
  });

  it('a mayor in a city without coats of arms has no strength: nobody scores it', () => {
    const m = scenario(AM, ['E', 'U']);
    playAll(m, ['E@0,-1r180 S mayor']);
    expect(Array.from(m.game.scores)).toEqual([0, 0]);
    expect(m.view().followers).toEqual([]);
    expect(m.view().mayorSupply).toEqual([1, 1]);
  });

  it('a mayor on an unfinished city at the end counts its two coats of arms', () => {
    const m = scenario(AM, ['AmA', 'U']);
    playAll(m, ['AmA@0,-1r0 N mayor']);
    expect(m.view().followers).toEqual([
      { x: 0, y: -1, port: 'N', kind: 'city', player: ANNA, figure: 'mayor' },
    ]);
    playAll(m, ['U@1,0r90']);
    // Unfinished: 1 per tile (D and AmA) and per coat of arms (two on AmA).
    expect(scorings(m)).toEqual([['city', 4, [ANNA], true]]);
  });

  it('refuses the mayor on a road, a second mayor, and a mayor without the expansion', () => {
    const m = scenario(AM, ['AmF', 'AmA', 'E', 'AmI']);
    refuse(m, 'AmF@1,0r0 W mayor', 'figure-refused', 'the mayor goes only on a city (not the road');
    playAll(m, ['AmF@1,0r0 N mayor', 'AmA@0,-1r0']);
    expect(m.view().mayorSupply).toEqual([0, 1]);
    refuse(m, 'E@0,1r180 S mayor', 'figure-refused', "Anna's mayor is already on the board");
    refuse(scenario({}, ['E']), 'E@0,-1r180 S mayor', 'figure-refused', 'Abbey & Mayor');
  });
});

describe('Abbey & Mayor: the abbey (rules/abbey-and-mayor.md AM2)', () => {
  it('goes into a hole instead of the drawn tile, closes the road and city it meets, takes a monk', () => {
    const m = scenario(AM, ['I', 'B', 'B', 'B', 'B', 'V', 'W', 'E', 'A']);
    playAll(m, AROUND_HOLE.slice(0, 5));
    // Anna's turn with V in hand: the hole is still open on its south side.
    refuse(m, 'AmAbbey@1,-1r0', 'abbey-refused', '(1,-1) is open on its S side');
    playAll(m, AROUND_HOLE.slice(5));
    expect(
      m
        .placeMoves()
        .filter((mv) => mv.tile === 'AmAbbey')
        .map((mv) => [mv.follower, mv.figure].filter(Boolean).join(' ') || '-'),
    ).toEqual(['-', 'C', 'C wagon']);
    expect(m.view().drawn).toBe('E');
    playAll(m, ['AmAbbey@1,-1r0 C']);
    // The road W–D–V (3 tiles) ends at the abbey: Bo's; the city cap of I (1 tile): Anna's.
    expect(scorings(m)).toEqual([
      ['road', 3, [BO], false],
      ['city', 2, [ANNA], false],
    ]);
    expect(m.view().abbeySupply).toEqual([1, 0]);
    // Bo drew no tile: Anna now holds the E Bo had, and the abbey's square lacks one tile.
    expect(m.view().drawn).toBe('E');
    expect(m.view().current).toBe(ANNA);
    refuse(m, 'AmAbbey@1,-1r0', 'abbey-refused', 'empty square');
    playAll(m, ['E@-1,-1r0', 'A@2,0r0']);
    expect(scorings(m).slice(2)).toContainEqual(['monastery', 9, [BO], false]);
  });

  it('refuses an abbey turned, on a follower port other than the monastery, and twice', () => {
    const m = scenario(AM, ['I', 'B', 'B', 'B', 'B', 'V', 'W', 'E', 'A', 'E']);
    playAll(m, AROUND_HOLE);
    refuse(m, 'AmAbbey@1,-1r90', 'abbey-refused', 'unturned');
    refuse(m, 'AmAbbey@1,-1r0 N', 'figure-refused', 'port C');
    refuse(m, 'AmAbbey@1,-1r0 C mayor', 'figure-refused', 'mayor');
    playAll(m, ['AmAbbey@1,-1r0']);
    playAll(m, ['E@-1,-1r0']);
    expect(m.view().abbeySupply).toEqual([1, 0]);
    refuse(scenario({}, ['E']), 'AmAbbey@0,-1r0', 'abbey-refused', 'Abbey & Mayor');
  });

  it('a record with abbeys and mayors replays to the same game; the notation is a tile placement', () => {
    const m = scenario(AM, ['I', 'B', 'B', 'B', 'B', 'V', 'W', 'E', 'AmI']);
    playAll(m, [...AROUND_HOLE, 'AmAbbey@1,-1r0 C', 'E@-1,-1r0', 'AmI@-1,-2r270 S mayor']);
    expect(m.moves().slice(7)).toEqual(['AmAbbey@1,-1r0 C', 'E@-1,-1r0', 'AmI@-1,-2r270 S mayor']);
    const again = loadRecord(JSON.stringify(m.toRecord()));
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.moves()).toEqual(m.moves());
    expect(Array.from(again.value.game.scores)).toEqual(Array.from(m.game.scores));
    expect(again.value.view()).toEqual(m.view());
  });

  it('a clone plays on alone', () => {
    const m = scenario(AM, ['I', 'B', 'B', 'B', 'B', 'V', 'W', 'E', 'A']);
    playAll(m, AROUND_HOLE);
    const c = m.clone();
    playAll(c, ['AmAbbey@1,-1r0 C']);
    expect(m.view().abbeySupply).toEqual([1, 1]);
    expect(c.view().abbeySupply).toEqual([1, 0]);
    expect(m.placeMoves().some((mv) => mv.tile === 'AmAbbey')).toBe(true);
  });
});

describe('Abbey & Mayor in records and with the strategic variant', () => {
  it('refuses a record whose abbey or mayor the options do not switch on, whole', () => {
    const m = scenario(AM, ['I', 'B', 'B', 'B', 'B', 'V', 'W', 'E', 'A']);
    playAll(m, [...AROUND_HOLE, 'AmAbbey@1,-1r0 C']);
    const { options: _, ...rest } = m.toRecord();
    const without = loadRecord(JSON.stringify(rest));
    expect(without.ok).toBe(false);
    if (!without.ok) expect(without.error.message).toContain('Abbey & Mayor');
    const mayor = scenario(AM, ['AmI', 'U']);
    playAll(mayor, ['AmI@0,-1r270 S mayor']);
    const { options: __, ...plain } = mayor.toRecord();
    const refused = loadRecord(JSON.stringify(plain));
    expect(refused.ok).toBe(false);
    // An unknown figure is a syntax error.
    const knight = loadRecord(JSON.stringify({ ...mayor.toRecord(), moves: ['AmI@0,-1r270 S knight'] }));
    expect(knight.ok).toBe(false);
    if (!knight.ok) expect(knight.error.code).toBe('bad-move-syntax');
  });

  it('plays random games with hands of three and abbeys, and replays them', () => {
    for (let i = 0; i < 6; i++) {
      const created = Match.create({
        game: 'carcassonne',
        preset: 'classic',
        options: { abbeyAndMayor: true, strategic: true },
        players: PLAYERS.slice(0, 2 + (i % 3)),
        seed: `strategic-abbey-${i}`,
      });
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const rng = new Mulberry32(i);
      let abbeys = 0;
      while (!m.finished) {
        const moves = m.legalMoves();
        const ab = moves.filter((mv) => mv.type === 'place' && mv.tile === 'AmAbbey');
        const mv =
          ab.length > 0 && rng.int(2) === 0 ? ab[rng.int(ab.length)]! : moves[rng.int(moves.length)]!;
        if (mv.type === 'place' && mv.tile === 'AmAbbey') abbeys++;
        const r = m.play(mv);
        if (!r.ok) throw new Error(`${JSON.stringify(mv)}: ${r.error.message}`);
      }
      expect(abbeys).toBeGreaterThan(0);
      const again = loadRecord(JSON.stringify(m.toRecord()));
      if (!again.ok) throw new Error(again.error.message);
      expect(Array.from(again.value.game.scores)).toEqual(Array.from(m.game.scores));
    }
  });
});
