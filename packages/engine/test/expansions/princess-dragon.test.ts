import { describe, expect, it } from 'vitest';
import { loadRecord } from '../../src/carcassonne/public.js';
import { EXPANSION_NAMES, type ExpansionName } from '../../src/carcassonne/expansions.js';
import { writeMove } from '../../src/core/notation.js';
import { playAll, refuse, scenario, scorings } from './cases.js';
import { createMatch, moveRng } from './random.js';
import { DragonOracle } from './oracle-dragon.js';
import { projectFinal, scoreFinal } from '../../src/carcassonne/final.js';

// The start tile D lies at (0,0): city north, road west–east, field south. Anna plays first.
// PdE is a volcano with a road west–east, PdL a dragon tile with the same road, U a straight road
// (west–east at r90), B a monastery among fields, PdS a portal with roads east, south and west.
const PD = { princessAndDragon: true } as const;
const ANNA = 0;
const BO = 1;

describe('The Princess & the Dragon (rules/the-princess-and-the-dragon.md)', () => {
  it('a volcano brings the dragon, and no piece goes on it (PD2)', () => {
    const m = scenario(PD, ['PdE', 'U']);
    expect(m.view().dragon).toBeNull();
    refuse(m, 'PdE@1,0r0 W', 'figure-refused', 'volcano');
    expect(m.legalMoves().some((mv) => mv.type === 'place' && mv.follower !== undefined)).toBe(false);
    playAll(m, ['PdE@1,0r0']);
    expect(m.view().dragon).toEqual({ x: 1, y: 0 });
  });

  it('a dragon tile sends the dragon on a flight, a step per player in turn; it eats what it enters (PD3, PD4)', () => {
    const m = scenario(PD, ['PdE', 'U', 'U', 'PdL', 'U']);
    playAll(m, ['PdE@1,0r0', 'U@-1,0r90 W', 'U@2,0r90', 'PdL@-2,0r0']);
    // Bo placed the dragon tile: Bo takes the first step.
    expect(m.view().phase).toBe('dragon');
    expect(m.view().current).toBe(BO);
    expect(
      m
        .legalMoves()
        .map((mv) => writeMove(mv))
        .sort(),
    ).toEqual(['dragon E', 'dragon W']);
    playAll(m, ['dragon W']);
    expect(m.view().current).toBe(ANNA);
    refuse(m, 'dragon E', 'dragon-refused', 'already');
    refuse(m, 'dragon N', 'dragon-refused', 'no');
    refuse(m, 'U@3,0r90', 'wrong-phase');
    playAll(m, ['dragon W']);
    // Bo's follower on the road at (-1,0) was eaten.
    expect(m.view().followers).toEqual([]);
    expect(m.view().supply).toEqual([7, 7]);
    playAll(m, ['dragon W']);
    // A dead end at (-2,0) ends the flight after three steps; Anna's turn follows Bo's.
    expect(m.view().phase).toBe('place');
    expect(m.view().current).toBe(ANNA);
    expect(m.view().dragon).toEqual({ x: -2, y: 0 });
    expect(m.moves().slice(3)).toEqual(['PdL@-2,0r0', 'dragon W', 'dragon W', 'dragon W']);
  });

  it('the bots’ projection of the final scoring counts the fairy’s 3 points (PD7.4)', () => {
    const m = scenario(PD, ['PdE', 'U', 'B', 'U', 'PdL', 'U']);
    playAll(m, ['PdE@1,0r0', 'U@-1,0r90 N', 'B@0,1r0', 'U@2,0r90 fairy -1,0,N']);
    const projected = new Float64Array(2);
    projectFinal(m.game, projected);
    const ended = m.game.clone();
    const before = Array.from(ended.scores);
    scoreFinal(ended);
    // Bo's farmer beside the fairy: its farm scores nothing (no completed city), the fairy 3.
    expect(Array.from(projected)).toEqual(Array.from(ended.scores).map((s, p) => s - before[p]!));
    expect(projected[BO]).toBeGreaterThanOrEqual(3);
  });

  it('the dragon never enters the fairy’s square; the fairy gives a point at its owner’s turn (PD4, PD7)', () => {
    const m = scenario(PD, ['PdE', 'U', 'B', 'U', 'PdL', 'U']);
    playAll(m, ['PdE@1,0r0', 'U@-1,0r90 N', 'B@0,1r0', 'U@2,0r90 fairy -1,0,N']);
    expect(m.view().fairy).toEqual({ x: -1, y: 0, port: 'N' });
    // The fairy stands by Bo's farmer: Bo scores a point at the start of each of Bo's turns.
    expect(Array.from(m.game.scores)).toEqual([0, 0]);
    playAll(m, ['PdL@-2,0r0', 'dragon W']);
    refuse(m, 'dragon W', 'dragon-refused', 'fairy');
    playAll(m, ['dragon S']);
    // From (0,1) the dragon has nowhere new to go: the flight ends, Bo's turn begins.
    expect(m.view().phase).toBe('place');
    expect(m.view().current).toBe(BO);
    expect(m.view().followers).toEqual([{ x: -1, y: 0, port: 'N', kind: 'field', player: BO }]);
    expect(Array.from(m.game.scores)).toEqual([0, 1]);
  });

  it('the fairy goes only next to a follower of the player’s own (PD7)', () => {
    const m = scenario(PD, ['U', 'U', 'U']);
    playAll(m, ['U@1,0r90 N']);
    refuse(m, 'U@-1,0r90 fairy 1,0,N', 'figure-refused', 'fairy');
    playAll(m, ['U@-1,0r90', 'U@2,0r90 fairy 1,0,N']);
    // After the end's scoring the fairy stands on its square beside no follower.
    expect(m.view().fairy).toEqual({ x: 1, y: 0, port: null });
    // The last tile: Anna's farmer's farm scores at the end (no completed city: 0), the fairy 3 more.
    expect(m.finished).toBe(true);
    expect(scorings(m).filter(([kind]) => kind === 'fairy')).toEqual([['fairy', 3, [ANNA], true]]);
  });

  it('the princess sends a knight of the city she joins home instead of a piece (PD5)', () => {
    const m = scenario(PD, ['N', 'Pd2', 'U']);
    playAll(m, ['N@0,-1r90 S']);
    expect(m.view().followers).toHaveLength(1);
    const legal = m.legalMoves().map((mv) => writeMove(mv));
    expect(legal).toContain('Pd2@1,-1r0 princess 0,-1,E');
    refuse(m, 'Pd2@1,-1r0 princess 0,0,N', 'figure-refused', 'princess');
    playAll(m, ['Pd2@1,-1r0 princess 0,-1,E']);
    expect(m.view().followers).toEqual([]);
    expect(m.view().supply).toEqual([7, 7]);
  });

  it('a magic portal puts a follower on a free, unfinished feature anywhere (PD6)', () => {
    const m = scenario(PD, ['U', 'PdS', 'U']);
    playAll(m, ['U@1,0r90 N']);
    refuse(m, 'PdS@-1,0r0 portal 1,0,N', 'figure-refused', 'portal');
    refuse(m, 'U@9,9r0 portal 1,0,N', 'wrong-tile');
    playAll(m, ['PdS@-1,0r0 portal 1,0,S']);
    expect(m.view().followers).toContainEqual({ x: 1, y: 0, port: 'ESE', kind: 'field', player: BO });
    // The record names the segment by its first port, as it does a follower's.
    expect(m.moves()).toEqual(['U@1,0r90 N', 'PdS@-1,0r0 portal 1,0,ESE']);
  });

  it('a record with the dragon, the fairy, princesses and portals replays to the same game', () => {
    const m = scenario(PD, ['PdE', 'U', 'B', 'U', 'PdL', 'U']);
    playAll(m, ['PdE@1,0r0', 'U@-1,0r90 N', 'B@0,1r0', 'U@2,0r90 fairy -1,0,N', 'PdL@-2,0r0', 'dragon W']);
    const again = loadRecord(JSON.stringify(m.toRecord()));
    expect(again.ok).toBe(true);
    if (!again.ok) return;
    expect(again.value.moves()).toEqual(m.moves());
    expect(again.value.view()).toEqual(m.view());
  });

  it('records with the expansion’s moves but not its option, or with unknown tokens, are refused whole', () => {
    const m = scenario(PD, ['PdE', 'U', 'B', 'U', 'PdL', 'U']);
    playAll(m, ['PdE@1,0r0', 'U@-1,0r90 N', 'B@0,1r0', 'U@2,0r90 fairy -1,0,N', 'PdL@-2,0r0', 'dragon W']);
    const record = m.toRecord();
    const { options: _options, ...without } = record;
    const refused = loadRecord(JSON.stringify(without));
    expect(refused.ok).toBe(false);
    // Its draw order names the expansion's tiles: the base set knows none of them.
    if (!refused.ok) expect(refused.error.code).toBe('unknown-tile');
    for (const bad of ['dragon NE', 'U@2,0r90 fairy', 'U@2,0r90 wizard -1,0,N', 'dragon'])
      expect(
        loadRecord(JSON.stringify({ ...record, moves: [...record.moves.slice(0, 3), bad] })).ok,
        bad,
      ).toBe(false);
  });

  it('old records without the expansion read as before; a move of it in a game without it is refused', () => {
    const m = scenario({}, ['U', 'U']);
    refuse(m, 'U@1,0r90 fairy 0,0,N', 'figure-refused', 'Princess');
    refuse(m, 'dragon N', 'wrong-phase');
  });
});

/** Random checked games: every legal move listed by the match, one picked, the record replayed. */
function randomRecordGame(names: readonly ExpansionName[], i: number): void {
  const m = createMatch(names, i);
  const rng = moveRng(names, i);
  let dragonSteps = 0;
  let specials = 0;
  while (!m.finished) {
    const legal = m.legalMoves();
    const move = legal[rng.int(legal.length)]!;
    if (move.type === 'dragon') dragonSteps++;
    if (move.type === 'place' && move.special) specials++;
    const r = m.play(move);
    if (!r.ok) throw new Error(`${writeMove(move)}: ${r.error.message}`);
  }
  const again = loadRecord(JSON.stringify(m.toRecord()));
  expect(again.ok).toBe(true);
  if (!again.ok) return;
  expect(again.value.moves()).toEqual(m.moves());
  expect(Array.from(again.value.game.scores)).toEqual(Array.from(m.game.scores));
  expect(dragonSteps + specials).toBeGreaterThan(0);
}

describe('random games of The Princess & the Dragon, alone and with each expansion', () => {
  const PD_NAME: ExpansionName = 'princess-and-dragon';
  const combos: ExpansionName[][] = [
    [PD_NAME],
    ...EXPANSION_NAMES.filter((n) => n !== PD_NAME).map((n) => [n, PD_NAME]),
    [...EXPANSION_NAMES],
  ];
  for (const names of combos)
    it(`replay from their records: ${names.join(' + ')}`, () => {
      for (let i = 0; i < 2; i++) randomRecordGame(names, i);
    });
});

describe('the dragon and fairy oracle (oracle-dragon.ts) agrees with the engine', () => {
  const PD_NAME: ExpansionName = 'princess-and-dragon';
  for (const names of [
    [PD_NAME],
    ['traders-and-builders', PD_NAME],
    [...EXPANSION_NAMES],
  ] as ExpansionName[][])
    it(`on random games biased to the dragon and the fairy: ${names.join(' + ')}`, () => {
      let steps = 0;
      let fairyPoints = 0;
      for (let i = 0; i < 4; i++) {
        const m = createMatch(names, i, `oracle-dragon-${names.length}-${i}`);
        const rng = moveRng(names, 100 + i);
        const oracle = new DragonOracle();
        while (!m.finished) {
          const before = m.view();
          const legal = m.legalMoves();
          if (before.phase === 'dragon')
            expect(legal.map((mv) => writeMove(mv)).sort(), `move ${before.moveCount}`).toEqual(
              oracle.legalSteps(before),
            );
          // Half the time a special choice (mostly the fairy) when there is one.
          const specials = legal.filter((mv) => mv.type === 'place' && mv.special !== undefined);
          const pool = specials.length > 0 && rng.int(2) === 0 ? specials : legal;
          const move = pool[rng.int(pool.length)]!;
          const seat = m.game.current;
          const r = m.play(move);
          if (!r.ok) throw new Error(`${writeMove(move)}: ${r.error.message}`);
          const points = r.value
            .filter((e) => e.kind === 'fairy' && e.points === 1)
            .flatMap((e) => e.players);
          fairyPoints += points.length;
          if (move.type === 'dragon') steps++;
          oracle.check(before, m.lastMove()!, seat, m.view(), points);
        }
        expect(oracle.problems).toEqual([]);
      }
      expect(steps).toBeGreaterThan(0);
      expect(fairyPoints).toBeGreaterThan(0);
    });
});
