import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32, type GameMatch } from '@carcassonne/engine';
import { chooseMove, LEVEL_IDS } from '../src/index.js';
import { key } from './helpers.js';

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
];

function abbotGame(seed: string): GameMatch {
  const m = createMatch({ preset: 'classic', options: { theAbbot: true }, players: PLAYERS, seed });
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

const usesAbbot = (mv: unknown): boolean => {
  const m = mv as { figure?: string; recall?: boolean };
  return m.figure === 'abbot' || m.recall === true;
};

describe('bots with The Abbot (rules/the-abbot.md)', () => {
  it('every bot and level plays a legal move where the abbot may be placed or recalled', () => {
    // Random moves biased to the abbot until the player to move may recall it.
    const m = abbotGame('bots-abbot');
    const rng = new Mulberry32(5);
    let turns = 0;
    while (!m.finished && !m.legalMoves().some((mv) => (mv as { recall?: boolean }).recall === true)) {
      const moves = m.legalMoves();
      const abbot = moves.filter(usesAbbot);
      m.play(m.actor, (abbot.length > 0 ? abbot : moves)[rng.int(abbot.length || moves.length)]!);
      if (++turns > 60) throw new Error('no recall offered');
    }
    const legal = new Set(m.legalMoves().map(key));
    for (const bot of ['random', 'greedy', 'mcts', ...LEVEL_IDS]) {
      const r = chooseMove({ bot, view: m.view(m.actor), budget: { iterations: 40 }, seed: 3 });
      if (!r.ok) throw new Error(`${bot}: ${r.error.message}`);
      expect(legal.has(key(r.value.move)), bot).toBe(true);
    }
  });

  it('greedy places the abbot and recalls it for points in its games', () => {
    const used = { abbot: 0, recall: 0 };
    for (let g = 0; g < 3; g++) {
      const m = abbotGame(`greedy-abbot-${g}`);
      while (!m.finished) {
        const r = chooseMove({ bot: 'greedy', view: m.view(m.actor), seed: g });
        if (!r.ok) throw new Error(r.error.message);
        const mv = r.value.move as { figure?: string; recall?: boolean };
        if (mv.figure === 'abbot') used.abbot++;
        if (mv.recall) used.recall++;
        expect(m.play(m.actor, r.value.move).ok).toBe(true);
      }
    }
    expect(used.abbot).toBeGreaterThan(0);
    expect(used.recall).toBeGreaterThan(0);
  });
});
