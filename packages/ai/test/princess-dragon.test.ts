import { describe, expect, it } from 'vitest';
import {
  carcassonne,
  createMatch,
  Mulberry32,
  writeMove,
  type GameMatch,
  type Move,
} from '@carcassonne/engine';
import { carcassonneCore, projectFinal } from '@carcassonne/engine/internal';
import { chooseMove, LEVEL_IDS } from '../src/index.js';
import { addFollowersInHand, fieldMargin, margin, projectedValues } from '../src/evaluate.js';
import { key } from './helpers.js';

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
  { name: 'Cy', color: 'green' },
];

function dragonGame(seed: string): GameMatch {
  const m = createMatch({ preset: 'classic', options: { princessAndDragon: true }, players: PLAYERS, seed });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const special = (mv: Move): boolean => mv.type === 'place' && mv.special !== undefined;

/** Random moves until `due` holds of the legal moves. */
function playUntil(m: GameMatch, due: (moves: readonly Move[]) => boolean, seed: number): void {
  const rng = new Mulberry32(seed);
  let moves = 0;
  while (!m.finished && !due(m.legalMoves())) {
    const legal = m.legalMoves();
    expect(m.play(m.actor, legal[rng.int(legal.length)]!).ok).toBe(true);
    if (++moves > 400) throw new Error('never due');
  }
}

describe('bots with The Princess & the Dragon (rules/the-princess-and-the-dragon.md)', () => {
  it("values the fairy's 3 points of the end by the odds that no rival takes it first", () => {
    // Two players at random to the end; at each turn with the fairy by a follower, the bots' value
    // is the projection ("if the game ended now", the fairy's 3 in full) less 3 × (1 − ½^k), k the
    // rival's turns left.
    const m = createMatch({
      preset: 'classic',
      options: { princessAndDragon: true },
      players: PLAYERS.slice(0, 2),
      seed: 'fairy-odds',
    });
    if (!m.ok) throw new Error(m.error.message);
    const match = m.value;
    const rng = new Mulberry32(11);
    const seen = new Set<number>();
    while (!match.finished) {
      const g = carcassonneCore(match)!;
      if (g.phase === 'place' && g.fairyOwner >= 0) {
        const got = projectedValues(g, g.clone(), new Float64Array(2));
        const full = new Float64Array([g.scores[0]!, g.scores[1]!]);
        projectFinal(g, full);
        addFollowersInHand(g, full);
        const rivalTurns = Math.ceil((g.bag.length - g.bagPos) / 2);
        seen.add(rivalTurns);
        const owner = g.fairyOwner;
        expect(got[1 - owner]).toBe(full[1 - owner]);
        expect(got[owner]).toBeCloseTo(full[owner]! - 3 * (1 - 0.5 ** Math.min(rivalTurns, 30)), 9);
      }
      const legal = match.legalMoves();
      // The fairy whenever it is offered: it is by a follower on most turns.
      const fairy = legal.filter((mv) => mv.type === 'place' && mv.special?.use === 'fairy');
      const pick = fairy.length > 0 && rng.int(2) === 0 ? fairy : legal;
      expect(match.play(match.actor, pick[rng.int(pick.length)]!).ok).toBe(true);
    }
    // Mid-game (the 3 nearly all gone) and the last turns (half of them, all of them).
    expect([...seen].some((k) => k > 20)).toBe(true);
    expect(seen.has(1)).toBe(true);
  });

  it('every bot and level takes a legal step of the dragon in its flight', () => {
    const m = dragonGame('bots-dragon');
    playUntil(m, (moves) => moves.some((mv) => mv.type === 'dragon'), 1);
    const legal = new Set(m.legalMoves().map(key));
    for (const bot of ['random', 'greedy', 'mcts', ...LEVEL_IDS]) {
      const r = chooseMove({ bot, view: m.view(m.actor), budget: { iterations: 40 }, seed: 3 });
      if (!r.ok) throw new Error(`${bot}: ${r.error.message}`);
      expect(r.value.move.type, bot).toBe('dragon');
      expect(legal.has(key(r.value.move)), bot).toBe(true);
    }
  });

  it('every bot and level plays a legal move where the fairy, a princess or a portal may be used', () => {
    const m = dragonGame('bots-fairy');
    playUntil(m, (moves) => moves.some(special), 2);
    const legal = new Set(m.legalMoves().map(key));
    for (const bot of ['random', 'greedy', 'mcts', ...LEVEL_IDS]) {
      const r = chooseMove({ bot, view: m.view(m.actor), budget: { iterations: 40 }, seed: 3 });
      if (!r.ok) throw new Error(`${bot}: ${r.error.message}`);
      expect(legal.has(key(r.value.move)), bot).toBe(true);
    }
  });

  it('greedy plays whole games: it moves the dragon and uses the special choices', () => {
    const used = { dragon: 0, special: 0 };
    for (let g = 0; g < 2; g++) {
      const m = dragonGame(`greedy-dragon-${g}`);
      while (!m.finished) {
        const r = chooseMove({ bot: 'greedy', view: m.view(m.actor), seed: g });
        if (!r.ok) throw new Error(r.error.message);
        if (r.value.move.type === 'dragon') used.dragon++;
        if (special(r.value.move)) used.special++;
        expect(m.play(m.actor, r.value.move).ok).toBe(true);
      }
    }
    expect(used.dragon).toBeGreaterThan(0);
    expect(used.special).toBeGreaterThan(0);
  });

  // The start tile D at (0,0); Anna plays first. Bo's knight holds a city of five tiles with two
  // coats of arms, open N of M (-4,-1) and E of R (0,-1); Anna holds Pd2, whose princess city
  // joins it at either end. The rest of the stack is a long game's worth of plain tiles.
  const FILL = [...'VUBEWLJVUBEWLJVUBEWLJVEVEV'];
  const BUILT = ['U', 'R', 'F', 'V', 'F', 'U', 'G', 'U', 'M', 'V'];
  const BUILD = ['U@1,0r90', 'R@0,-1r180 S', 'F@-1,-1r0', 'V@-1,0r270', 'F@-2,-1r0', 'U@2,0r90'];
  const BUILD_ON = ['G@-3,-1r0', 'U@3,0r90', 'M@-4,-1r0', 'V@4,0r0'];
  function princessPosition(tiles: string[], moves: string[]): carcassonne.Match {
    const m = carcassonne.Match.create({
      game: 'carcassonne',
      preset: 'modern',
      options: { princessAndDragon: true },
      players: [
        { name: 'Anna', color: 'red' },
        { name: 'Bo', color: 'blue' },
      ],
      tiles: [...tiles, ...FILL],
    });
    if (!m.ok) throw new Error(m.error.message);
    for (const mv of moves) {
      const r = m.value.play(mv);
      if (!r.ok) throw new Error(`${mv}: ${r.error.message}`);
    }
    return m.value;
  }
  /** The moves each bot chooses over `seeds` seeds (level 5: fewer, for its cost). */
  function choices(m: carcassonne.Match, bot: string, seeds: number): Move[] {
    const out: Move[] = [];
    for (let seed = 1; seed <= seeds; seed++) {
      const r = chooseMove({ bot, view: m.view(m.game.current), seed });
      if (!r.ok) throw new Error(`${bot}: ${r.error.message}`);
      out.push(r.value.move);
    }
    return out;
  }
  const usesPrincess = (mv: Move): boolean => mv.type === 'place' && mv.special?.use === 'princess';

  it('every level sends home the knight of a big rival city with the princess (PD5)', () => {
    const m = princessPosition([...BUILT, 'Pd2'], [...BUILD, ...BUILD_ON]);
    expect(m.game.current).toBe(0);
    expect(m.legalMoves().filter(usesPrincess).map(writeMove)).toContain('Pd2@1,-1r0 princess 0,-1,E');
    for (const bot of ['greedy', ...LEVEL_IDS]) {
      const picks = choices(m, bot, bot === 'level5' ? 1 : 4);
      expect(picks.filter(usesPrincess).length, `${bot}: ${picks.map(writeMove).join(' ; ')}`).toBe(
        picks.length,
      );
    }
  });

  it('no level sends its own knight home with the princess', () => {
    // Anna's own knight holds the city Pd2 joins.
    const m = princessPosition(['R', 'U', 'Pd2'], ['R@0,-1r180 S', 'U@1,0r90']);
    expect(m.game.current).toBe(0);
    expect(m.legalMoves().some(usesPrincess)).toBe(true);
    for (const bot of ['greedy', ...LEVEL_IDS]) {
      const picks = choices(m, bot, bot === 'level5' ? 1 : 4);
      expect(picks.filter(usesPrincess).map(writeMove), bot).toEqual([]);
    }
  });

  it('with more than two players the levels count a loss of any rival, not only the leader’s', () => {
    // Two players: the same as the margin over the best opponent (the ladder's games).
    expect(fieldMargin(Float64Array.of(10, 20), 0, 2)).toBe(margin(Float64Array.of(10, 20), 0, 2));
    // Three: the trailing rival's loss is worth nothing by the margin, something by the field's.
    const before = Float64Array.of(10, 20, 5);
    const after = Float64Array.of(10, 20, 0);
    expect(margin(after, 0, 3)).toBe(margin(before, 0, 3));
    expect(fieldMargin(after, 0, 3)).toBeGreaterThan(fieldMargin(before, 0, 3));
  });
});
