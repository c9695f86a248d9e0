/**
 * CPU a move of two bots at the positions of the same games (issue 46: a stronger level 5 must not
 * think longer). A few seeded 2-player games between the two; at each position both choose in turn,
 * the process's CPU time (user + system) around each choice, and the totals are compared. A bot is
 * a name of `makeBot` with its iterations after an @ (`level5@800`, `mcts:t=4:l=learned@1600`),
 * or `file:PATH`, the learned bot with that weights file (`file:w.json@100`: two files' leaves).
 *
 *   node --import tsx packages/ai/bench/bot-cost.ts PRESET GAMES BOT@ITERATIONS BOT@ITERATIONS
 *
 * PRESET may name expansions after it: `modern+inns-and-cathedrals+traders-and-builders`.
 */
import { carcassonne, createMatch, type Move } from '@carcassonne/engine';
import { readFileSync } from 'node:fs';
import { chooseEvaluation, learnedBot, makeBot, type Bot } from '../src/index.js';

const [rules = 'modern', gamesText = '3', ...specs] = process.argv.slice(2);
const [preset, ...expansions] = rules.split('+');
const games = Number(gamesText);
if (!expansions.every(carcassonne.isExpansionName)) throw new Error(`unknown expansion in ${rules}`);
const options = carcassonne.expansionOptions(expansions);
if (specs.length !== 2 || !(games > 0)) {
  console.error('usage: bot-cost.ts PRESET GAMES BOT@ITERATIONS BOT@ITERATIONS');
  process.exit(2);
}

interface Contender {
  readonly spec: string;
  readonly bot: Bot;
  readonly iterations: number;
  cpu: number;
}
const contenders: Contender[] = specs.map((spec) => {
  const at = spec.lastIndexOf('@');
  const name = at < 0 ? spec : spec.slice(0, at);
  const iterations = at < 0 ? 100 : Number(spec.slice(at + 1));
  if (name.startsWith('file:')) {
    const choice = chooseEvaluation(readFileSync(name.slice(5), 'utf8'), name.slice(5));
    if (choice.warning !== null) throw new Error(choice.warning);
    return { spec, bot: learnedBot(choice), iterations, cpu: 0 };
  }
  const entry = makeBot(name);
  if (!entry.ok) throw new Error(entry.error.message);
  return { spec, bot: entry.value.bot, iterations, cpu: 0 };
});

function choose(who: Contender, view: Parameters<Bot['choose']>[0]['view'], seed: number): Move {
  const t0 = process.cpuUsage();
  const r = who.bot.choose({ view, budget: { iterations: who.iterations }, seed });
  const used = process.cpuUsage(t0);
  who.cpu += (used.user + used.system) / 1000;
  if (!r.ok) throw new Error(r.error.message);
  return r.value.move;
}

let positions = 0;
for (let n = 0; n < games; n++) {
  const players = [
    { name: 'A', color: 'red' },
    { name: 'B', color: 'blue' },
  ] as const;
  const created = createMatch({ preset, players, seed: `learned-cost-${n}`, options });
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  for (let turn = 0; !match.finished; turn++) {
    const seat = match.actor;
    const view = match.view(seat);
    // Both choose here, taking turns to go first; the game goes on with the move of the seat's
    // own bot (the first bot sits first in even games).
    const order = turn % 2 === 0 ? [0, 1] : [1, 0];
    const moves: Move[] = [];
    for (const i of order) moves[i] = choose(contenders[i]!, view, turn);
    const played = match.play(seat, moves[(seat + n) % 2]!);
    if (!played.ok) throw new Error(played.error.message);
    positions++;
  }
}
const [a, b] = contenders as [Contender, Contender];
const perMove = (c: Contender) => `${c.spec} ${(c.cpu / positions).toFixed(1)} ms`;
console.log(
  `${positions} positions of ${games} ${rules} games: ${perMove(a)}, ${perMove(b)} of CPU a move (${(a.cpu / b.cpu).toFixed(3)}×)`,
);
