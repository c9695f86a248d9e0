import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32, type GameMatch } from '@carcassonne/engine';
import { chooseMove, LEVEL_IDS } from '../src/index.js';
import { key } from './helpers.js';

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
];

function barnGame(seed: string): GameMatch {
  const m = createMatch({ preset: 'modern', options: { abbeyAndMayor: true }, players: PLAYERS, seed });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const isBarn = (mv: unknown): boolean => (mv as { barn?: string }).barn !== undefined;

describe('bots with Abbey & Mayor’s barn (rules/abbey-and-mayor.md AM5)', () => {
  it('every bot and level plays a legal move where a barn may be placed', () => {
    const m = barnGame('bots-barn');
    const rng = new Mulberry32(5);
    let turns = 0;
    while (!m.finished && !m.legalMoves().some(isBarn)) {
      const moves = m.legalMoves().filter((mv) => !isBarn(mv));
      m.play(m.actor, moves[rng.int(moves.length)]!);
      if (++turns > 70) throw new Error('no barn offered');
    }
    const legal = new Set(m.legalMoves().map(key));
    for (const bot of ['random', 'greedy', 'mcts', ...LEVEL_IDS]) {
      const r = chooseMove({ bot, view: m.view(m.actor), budget: { iterations: 40 }, seed: 3 });
      if (!r.ok) throw new Error(`${bot}: ${r.error.message}`);
      expect(legal.has(key(r.value.move)), bot).toBe(true);
    }
  });

  it('the greedy bot places its barn in its games', () => {
    let barns = 0;
    for (let g = 0; g < 3; g++) {
      const m = barnGame(`bots-barn-${g}`);
      while (!m.finished) {
        const r = chooseMove({ bot: 'greedy', view: m.view(m.actor), seed: g });
        if (!r.ok) throw new Error(r.error.message);
        if (isBarn(r.value.move)) barns++;
        expect(m.play(m.actor, r.value.move).ok).toBe(true);
      }
    }
    expect(barns).toBeGreaterThan(0);
  });
});
