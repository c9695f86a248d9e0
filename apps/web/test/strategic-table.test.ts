import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32 } from '@carcassonne/engine';
import { chooseMove } from '@carcassonne/ai';
import { Table } from '../src/game/table.js';

const PLAYERS = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
];

describe('a local table of the strategic variant (docs/rules/strategic-variant.md)', () => {
  it('shows a bot its own seat (its hand, never the other), and the bot plays a legal move', () => {
    const m = createMatch({
      preset: 'classic',
      options: { strategic: true },
      players: PLAYERS,
      seed: 'web-hand',
    });
    if (!m.ok) throw new Error(m.error.message);
    const rng = new Mulberry32(3);
    for (let i = 0; i < 5; i++) {
      const moves = m.value.legalMoves();
      m.value.play(m.value.actor, moves[rng.int(moves.length)]!);
    }
    const loaded = Table.load(m.value.toRecord());
    if (!loaded.ok) throw new Error(loaded.error.message);
    const table = loaded.value;
    const view = table.botView();
    const own = m.value.view(m.value.actor);
    expect(view.game === 'carcassonne' ? view.hand : null).toEqual(
      own.game === 'carcassonne' ? own.hand : undefined,
    );
    expect(view.game === 'carcassonne' ? view.hand : null).toHaveLength(3);
    const answer = chooseMove({ bot: 'greedy', view, seed: 1 });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(table.play(answer.value.move).ok).toBe(true);
  });
});
