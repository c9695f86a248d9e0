import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32, type GameMatch, type Move } from '@carcassonne/engine';
import { chooseMove, LEVEL_IDS } from '../src/index.js';
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
});
