import { describe, expect, it } from 'vitest';
import { loadRecord } from '../../src/carcassonne/public.js';
import { createMatch, fnv1a, gameDefinition, Mulberry32 } from '../../src/index.js';
import { selfPlayer } from '../../src/internal.js';
import { PLAYERS } from './random.js';
import { playAll, refuse, scenario, scorings } from './cases.js';

// Abbey & Mayor's abbey with The Princess & the Dragon's fairy (rules/princess-and-dragon.md PD7.1:
// the fairy may move instead of a piece on any tile placed, the abbey too). The start tile D lies
// at (0,0); Anna plays first. The seven moves close every side of the hole at (1,-1); Bo's
// follower stands on the road of V at (1,0).
const BOTH = { abbeyAndMayor: true, princessAndDragon: true } as const;
const AROUND_HOLE = ['I@0,-1r90 E', 'B@0,-2r0', 'B@1,-2r0', 'B@2,-2r0', 'B@2,-1r0', 'V@1,0r90 W', 'W@-1,0r0'];
const TILES = ['I', 'B', 'B', 'B', 'B', 'V', 'W', 'E', 'A'];
const ANNA = 0;
const BO = 1;

describe('the abbey and the fairy', () => {
  it('the abbey may move the fairy next to one of the player’s followers, and the record replays', () => {
    const m = scenario(BOTH, TILES);
    playAll(m, AROUND_HOLE);
    const abbey = m.legalMoveStrings().filter((mv) => mv.startsWith('AmAbbey'));
    expect(abbey).toEqual([
      'AmAbbey@1,-1r0',
      'AmAbbey@1,-1r0 C',
      'AmAbbey@1,-1r0 C wagon',
      'AmAbbey@1,-1r0 fairy 1,0,N',
    ]);
    playAll(m, ['AmAbbey@1,-1r0 fairy 1,0,N']);
    // The abbey closes Bo's road: the fairy by its follower earns 3 points (PD7.3); the follower
    // goes home and the fairy stays on its square.
    expect(scorings(m)).toEqual([
      ['fairy', 3, [BO], false],
      ['road', 3, [BO], false],
      ['city', 2, [ANNA], false],
    ]);
    expect(m.view().fairy).toEqual({ x: 1, y: 0, port: null });
    expect(m.moves().at(-1)).toBe('AmAbbey@1,-1r0 fairy 1,0,N');
    const again = loadRecord(JSON.stringify(m.toRecord()));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.view()).toEqual(m.view());
  });

  it('refuses the princess, a portal and a fairy by no follower of the player’s with the abbey, changing nothing', () => {
    const m = scenario(BOTH, TILES);
    playAll(m, AROUND_HOLE);
    const before = JSON.stringify(m.view());
    refuse(m, 'AmAbbey@1,-1r0 princess 0,-1,E', 'figure-refused', 'the abbey has no princess');
    refuse(m, 'AmAbbey@1,-1r0 portal 99,99,N', 'figure-refused', 'the abbey has no portal');
    // Anna's follower, not Bo's.
    refuse(m, 'AmAbbey@1,-1r0 fairy 0,-1,E', 'figure-refused', 'a follower of Bo');
    expect(JSON.stringify(m.view())).toBe(before);
    // Without The Princess & the Dragon there is no fairy to move.
    const plain = scenario({ abbeyAndMayor: true }, TILES);
    playAll(plain, AROUND_HOLE);
    refuse(plain, 'AmAbbey@1,-1r0 fairy 1,0,N', 'figure-refused', 'The Princess & the Dragon');
  });

  it('self-play records of random games with both sets replay, the fairy moved with abbeys among them', () => {
    const options = BOTH;
    const players = PLAYERS.slice(0, 4);
    const made = selfPlayer({ preset: 'classic', options, players });
    if (!made.ok) throw new Error(made.error.message);
    const def = gameDefinition('carcassonne')!;
    let fairies = 0;
    for (let i = 0; i < 12; i++) {
      const seed = `abbey-fairy-${i}`;
      made.value.play(seed, new Mulberry32(fnv1a(`moves:${seed}`)));
      const record = made.value.record();
      fairies += record.moves.filter((mv) => /^AmAbbey@\S+ fairy /.test(mv)).length;
      const replayed = loadRecord(JSON.stringify(record));
      if (!replayed.ok) throw new Error(`${seed}: ${replayed.error.message}`);
      expect(replayed.value.moves()).toEqual(record.moves);
      // The checked match's random play takes the same moves, the abbey's fairy among them.
      const checked = createMatch({ preset: 'classic', options, players, seed });
      if (!checked.ok) throw new Error(checked.error.message);
      def.playRandomly(checked.value, new Mulberry32(fnv1a(`moves:${seed}`)));
      expect(checked.value.toRecord()).toEqual(record);
    }
    expect(fairies).toBeGreaterThan(0);
  });
});
