import { describe, expect, it } from 'vitest';
import { Table } from '../src/game/table.js';
import { finalSteps, followersAtStep, scoresAtStep, scoresBeforeFinal } from '../src/game/walkthrough.js';
import { layoutLabels } from '../src/board/highlight.js';

describe('final scoring steps', () => {
  it('adds up, step by step, to the final scores; followers of later steps stay on the board', () => {
    const r = Table.create({
      preset: 'classic',
      players: [
        { name: 'A', color: 'red' },
        { name: 'B', color: 'blue' },
      ],
      seed: 'walk',
    });
    if (!r.ok) throw new Error(r.error.message);
    const t = r.value;
    for (let i = 0; !t.finished; i++) {
      const ms = t.legalMoves();
      const withF = ms.filter((m) => m.type === 'place' && m.follower);
      t.play((i % 2 && withF.length ? withF : ms)[(i * 31) % (i % 2 && withF.length ? withF : ms).length]!);
    }
    const v = t.view();
    const steps = finalSteps(t.events());
    expect(steps.length).toBeGreaterThan(0);
    expect(scoresAtStep(v.scores, steps, steps.length - 1)).toEqual([...v.scores]);
    expect(scoresAtStep(v.scores, steps, -1)).toEqual(scoresBeforeFinal(v.scores, steps));
    const all = followersAtStep(v.followers, steps, 0);
    const counted = steps.flatMap((e) => e.followers ?? []);
    for (const f of counted)
      expect(all.some((g) => g.x === f.x && g.y === f.y && g.port === f.port)).toBe(true);
    expect(followersAtStep(v.followers, steps, steps.length).length).toBe(v.followers.length);
  });

  it('lays labels out so that none overlap', () => {
    const h = (squares: [number, number][]) => ({ squares, label: '+4', color: '#f00' });
    const pos = layoutLabels([
      h([[0, 0]]),
      h([
        [0, 0],
        [1, 0],
      ]),
      h([[0, 0]]),
    ]);
    for (let i = 0; i < pos.length; i++)
      for (let j = i + 1; j < pos.length; j++)
        expect(Math.abs(pos[i]![0] - pos[j]![0]) >= 84 || Math.abs(pos[i]![1] - pos[j]![1]) >= 42).toBe(true);
  });
});
