import { availableParallelism } from 'node:os';
import {
  CHEAP_PAIRING_FACTOR,
  LADDER_ANCHOR,
  LADDER_ANCHOR_ELO,
  LADDER_PAIRS,
  ladderGames,
  MAX_SEARCH_ITERATIONS,
  summariseLadder,
  type GameResult,
  type LadderRow,
} from '@carcassonne/ai';
import { PRESET_IDS } from '@carcassonne/engine';
import { expansionsArg, intArg, parse, ruleSetup, rulesName, strategicArg, UsageError } from '../args.js';
import { Progress } from '../progress.js';
import { runPool } from '../worker-pool.js';
import type { ArenaJob } from '../arena-worker.js';

/** The levels' names in the ladder's table (the web has them in its four languages). */
const LEVEL_NAMES: Readonly<Record<string, string>> = {
  level1: 'beginner',
  level2: 'casual',
  level3: 'club',
  level4: 'expert',
  level5: 'master',
};

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const whole = (v: number) => Math.round(v).toString();

/** One line per bot: Elo with its 95% interval, the share of games won against the bot below, ms per move. */
function table(rows: readonly LadderRow[]): string[] {
  const out = ['  bot     name        Elo  95% interval   win rate vs the one below            ms/move'];
  for (const r of rows) {
    const name = LEVEL_NAMES[r.bot] ?? '';
    const interval = r.bot === LADDER_ANCHOR ? '(anchor)' : `[${whole(r.ci95[0])}, ${whole(r.ci95[1])}]`;
    const below =
      r.winRateBelow === null || r.winRateBelowCI95 === null
        ? '—'
        : `${pct(r.winRateBelow)} [${pct(r.winRateBelowCI95[0])}, ${pct(r.winRateBelowCI95[1])}] vs ${r.below} (${r.gamesBelow})`;
    out.push(
      `  ${r.bot.padEnd(7)} ${name.padEnd(9)} ${whole(r.elo).padStart(5)}  ${interval.padEnd(13)}  ${below.padEnd(37)}${r.msPerMove.toFixed(1).padStart(7)}`,
    );
  }
  return out;
}

/** `carcassonne ladder`: the levels against their neighbours (and greedy, the anchor), Elo by maximum likelihood. */
export async function ladderCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    preset: { type: 'string' },
    expansions: { type: 'string' },
    games: { type: 'string' },
    seed: { type: 'string' },
    json: { type: 'boolean' },
    threads: { type: 'string' },
    iterations: { type: 'string' },
    duplicate: { type: 'boolean' },
    strategic: { type: 'boolean' },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const preset = values.preset;
  if (preset === undefined) throw new UsageError(`--preset is required (${PRESET_IDS.join(', ')})`);
  if (!PRESET_IDS.includes(preset))
    throw new UsageError(`unknown preset "${preset}" (${PRESET_IDS.join(', ')})`);
  const expansions = expansionsArg(values.expansions, preset);
  const strategic = strategicArg(values.strategic, preset, expansions);
  const games = intArg(values.games, 'games', 20, 1, 100_000);
  const seed = values.seed ?? 'ladder';
  const threads = intArg(values.threads, 'threads', Math.max(1, availableParallelism()), 1, 64);
  // Every level plays with its own budget; --iterations lowers them all (quick checks, not ratings).
  const cap = intArg(values.iterations, 'iterations', MAX_SEARCH_ITERATIONS, 1, MAX_SEARCH_ITERATIONS);
  const duplicate = values.duplicate !== false;
  const schedule = ladderGames(games, seed, duplicate);
  const budget = { iterations: cap };
  const jobs = schedule.map(
    (g, index): ArenaJob => ({
      index,
      preset,
      seats: g.seats,
      seed: g.seed,
      budget,
      record: false,
      ...ruleSetup(expansions, strategic),
    }),
  );
  const results = await runPool<ArenaJob, GameResult>(
    new URL('./arena-worker.js', import.meta.url),
    jobs,
    threads,
    new Progress(jobs.length, 'ladder'),
  );
  const rows = summariseLadder(schedule, results);
  if (values.json) {
    const levels = rows.map((r) => ({
      bot: r.bot,
      name: LEVEL_NAMES[r.bot] ?? null,
      elo: Math.round(r.elo),
      ci95: r.bot === LADDER_ANCHOR ? null : r.ci95.map(Math.round),
      below: r.below,
      winRateBelow: r.winRateBelow === null ? null : Number(r.winRateBelow.toFixed(4)),
      winRateBelowCI95:
        r.winRateBelowCI95 === null ? null : r.winRateBelowCI95.map((v) => Number(v.toFixed(4))),
      gamesBelow: r.gamesBelow,
      games: r.games,
      msPerMove: Number(r.msPerMove.toFixed(1)),
    }));
    console.log(
      JSON.stringify(
        {
          preset,
          ...(expansions.length > 0 ? { expansions } : {}),
          ...(strategic ? { strategic } : {}),
          gamesPerPairing: games,
          cheapPairingFactor: CHEAP_PAIRING_FACTOR,
          seed,
          duplicate,
          ...(values.iterations !== undefined ? { iterationCap: cap } : {}),
          anchor: { bot: LADDER_ANCHOR, elo: LADDER_ANCHOR_ELO },
          pairings: LADDER_PAIRS,
          levels,
        },
        null,
        2,
      ),
    );
    return 0;
  }
  const capped = values.iterations !== undefined ? `, levels capped at ${cap} iterations` : '';
  console.log(
    `ladder: ${rulesName(preset, expansions, strategic)}, ${games} games per pairing with a searching level, ${games * CHEAP_PAIRING_FACTOR} per other pairing (${LADDER_PAIRS.length} pairings, seats swapped, ${duplicate ? 'each deal from both seats' : 'a deal per game'}), seed ${seed}${capped}; Elo by maximum likelihood, ${LADDER_ANCHOR} = ${LADDER_ANCHOR_ELO}`,
  );
  for (const line of table(rows)) console.log(line);
  return 0;
}
