/**
 * A bot of this checkout against the same bot of another checkout of the project (a worktree of an
 * earlier commit, with its own node_modules), 2 players on duplicate deals: each deal `h<d>` is
 * played twice, this checkout's bot first and then second. Both bots answer views (plain data), so
 * the game is refereed by this checkout's engine and each bot reads the view with its own. One JSON
 * line a game (both scores, the fairy moves of each), then with `--summary FILE…` the margin a
 * game over deals and the share of games won as Elo, each with its 95% interval.
 *
 *   node --import tsx packages/ai/bench/head-to-head.ts OTHER BOT FROM TO [ITERATIONS] [EXPANSIONS] > part.jsonl
 *   node --import tsx packages/ai/bench/head-to-head.ts --summary part1.jsonl part2.jsonl
 *
 * OTHER is the other checkout's folder; deals FROM to TO (exclusive), so that two processes can
 * share a run; ITERATIONS lowers the bot's budget (a level keeps its own otherwise); EXPANSIONS
 * are rule options of the classic preset, comma-separated (default princessAndDragon).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createMatch, fnv1a } from '@carcassonne/engine';
import { type Budget, entryBudget, makeBot, meanInterval } from '../src/index.js';

interface GameLine {
  deal: number;
  newSeat: number;
  newScore: number;
  oldScore: number;
  fairiesNew: number;
  fairiesOld: number;
}

function summary(files: readonly string[]): string {
  const rows = files.flatMap((f) =>
    readFileSync(f, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as GameLine),
  );
  const byDeal = new Map<number, number[]>();
  for (const r of rows) byDeal.set(r.deal, [...(byDeal.get(r.deal) ?? []), r.newScore - r.oldScore]);
  const deals = [...byDeal.values()].filter((d) => d.length === 2).map((d) => (d[0]! + d[1]!) / 2);
  const n = deals.length;
  const { mean, interval } = meanInterval(deals);
  const won = rows.reduce(
    (w, r) => w + (r.newScore > r.oldScore ? 1 : r.newScore === r.oldScore ? 0.5 : 0),
    0,
  );
  const share = won / rows.length;
  const se = Math.sqrt((share * (1 - share)) / rows.length);
  const elo = (p: number) => -400 * Math.log10(1 / Math.min(Math.max(p, 0.001), 0.999) - 1);
  const average = (pick: (r: GameLine) => number) =>
    (rows.reduce((a, r) => a + pick(r), 0) / rows.length).toFixed(1);
  return [
    `${rows.length} games, ${n} deals: margin ${mean.toFixed(2)} [${interval[0].toFixed(2)}, ${interval[1].toFixed(2)}] a game`,
    `this checkout won ${(100 * share).toFixed(1)}%: Elo ${elo(share).toFixed(0)} [${elo(share - 1.96 * se).toFixed(0)}, ${elo(share + 1.96 * se).toFixed(0)}]`,
    `mean scores ${average((r) => r.newScore)} against ${average((r) => r.oldScore)}; fairy moves a game ${average((r) => r.fairiesNew)} against ${average((r) => r.fairiesOld)}`,
  ].join('\n');
}

async function play(args: readonly string[]): Promise<void> {
  const [other, botName, fromText, toText, iterations, expansions = 'princessAndDragon'] = args;
  if (!other || !botName || !fromText || !toText) {
    console.error('usage: head-to-head.ts OTHER BOT FROM TO [ITERATIONS] [EXPANSIONS] | --summary FILE…');
    process.exit(2);
  }
  const theirs = (await import(pathToFileURL(join(other, 'packages/ai/src/index.ts')).href)) as {
    makeBot: typeof makeBot;
  };
  const entry = (make: typeof makeBot) => {
    const e = make(botName);
    if (!e.ok) throw new Error(e.error.message);
    return e.value;
  };
  const mine = entry(makeBot);
  const before = entry(theirs.makeBot);
  const caller: Budget = iterations ? { iterations: Number(iterations) } : { timeMs: 500 };
  const options = Object.fromEntries(expansions.split(',').map((name) => [name, true]));
  const players = [
    { name: 'A', color: 'red' },
    { name: 'B', color: 'blue' },
  ];
  for (let deal = Number(fromText); deal < Number(toText); deal++)
    for (const newSeat of [0, 1]) {
      const seed = `h${deal}`;
      const created = createMatch({ preset: 'classic', options, players, seed });
      if (!created.ok) throw new Error(created.error.message);
      const table = created.value;
      const fairies = [0, 0];
      for (let turn = 0; !table.finished; turn++) {
        const seat = table.actor;
        const e = seat === newSeat ? mine : before;
        const answer = e.bot.choose({
          view: table.view(seat),
          budget: entryBudget(e, caller, 'carcassonne'),
          seed: fnv1a(`${seed}:${turn}:${seat}`),
        });
        if (!answer.ok) throw new Error(answer.error.message);
        const move = answer.value.move;
        if (move.type === 'place' && move.special?.use === 'fairy') fairies[seat === newSeat ? 0 : 1]!++;
        const played = table.play(seat, move);
        if (!played.ok) throw new Error(played.error.message);
      }
      const s = table.scores;
      const line: GameLine = {
        deal,
        newSeat,
        newScore: s[newSeat]!,
        oldScore: s[1 - newSeat]!,
        fairiesNew: fairies[0]!,
        fairiesOld: fairies[1]!,
      };
      console.log(JSON.stringify(line));
    }
}

const args = process.argv.slice(2);
if (args[0] === '--summary') console.log(summary(args.slice(1)));
else await play(args);
