/**
 * CPU a move of the learned bot against level 5 at the same iterations (issue 46: level 5 with the
 * learned evaluation must not think longer). The positions of a few seeded modern games between the
 * two; at each of them both bots choose in turn, the process's CPU time (user + system) around each
 * choice, and the totals are compared.
 *
 *   node --import tsx packages/ai/bench/learned-cost.ts [games] [iterations] [weights file]
 */
import { readFileSync } from 'node:fs';
import { createMatch, type Move } from '@carcassonne/engine';
import { chooseEvaluation, learnedBot, makeBot, type Bot } from '../src/index.js';

const games = Number(process.argv[2] ?? 3);
const iterations = Number(process.argv[3] ?? 100);
const file = process.argv[4] ?? 'packages/ai/data/learned-weights.json';
const evaluation = chooseEvaluation(readFileSync(file, 'utf8'), file);
if (evaluation.warning !== null) throw new Error(evaluation.warning);
const bots: Record<string, Bot> = { learned: learnedBot(evaluation), level5: level5() };
function level5(): Bot {
  const entry = makeBot('level5');
  if (!entry.ok) throw new Error(entry.error.message);
  return entry.value.bot;
}
const cpu = { learned: 0, level5: 0 };

function choose(name: 'learned' | 'level5', view: Parameters<Bot['choose']>[0]['view'], seed: number): Move {
  const t0 = process.cpuUsage();
  const r = bots[name]!.choose({ view, budget: { iterations }, seed });
  const used = process.cpuUsage(t0);
  cpu[name] += (used.user + used.system) / 1000;
  if (!r.ok) throw new Error(r.error.message);
  return r.value.move;
}

let positions = 0;
for (let n = 0; n < games; n++) {
  const players = [
    { name: 'A', color: 'red' },
    { name: 'B', color: 'blue' },
  ] as const;
  const created = createMatch({ preset: 'modern', players, seed: `learned-cost-${n}` });
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  for (let turn = 0; !match.finished; turn++) {
    const seat = match.actor;
    const view = match.view(seat);
    // Both bots choose here, in turns first; the game goes on with the move of the seat's own bot
    // (the learned bot sits first in even games).
    const [first, second] =
      turn % 2 === 0 ? (['learned', 'level5'] as const) : (['level5', 'learned'] as const);
    const moves = { [first]: choose(first, view, turn), [second]: choose(second, view, turn) };
    const owner = (seat + n) % 2 === 0 ? 'learned' : 'level5';
    const played = match.play(seat, moves[owner]);
    if (!played.ok) throw new Error(played.error.message);
    positions++;
  }
}
const ratio = cpu.learned / cpu.level5;
console.log(
  `${positions} positions of ${games} modern games, ${iterations} iterations a move: learned ${(cpu.learned / positions).toFixed(1)} ms, level 5 ${(cpu.level5 / positions).toFixed(1)} ms of CPU a move (${ratio.toFixed(3)}×)`,
);
