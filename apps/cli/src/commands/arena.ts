import { availableParallelism } from 'node:os';
import {
  BOT_NAMES,
  chooseEvaluation,
  eloRatings,
  LEARNED,
  makeBot,
  meanInterval,
  wilson95,
  type ArenaPreset,
  type Budget,
  type EvaluationChoice,
  type GameResult,
} from '@carcassonne/ai';
import {
  expansionsArg,
  rulesName,
  ruleSetup,
  strategicArg,
  intArg,
  parse,
  presetArg,
  seedArg,
  UsageError,
} from '../args.js';
import { checkSeats, definitionArg } from '../definition-arg.js';
import type { ExpansionName } from '../tile-tables.js';
import { printError } from '../output.js';
import { Progress } from '../progress.js';
import { plain, quote } from '../quote.js';
import { MAX_INPUT_BYTES, readTextFile } from '../read-input.js';
import { RecordFolder } from '../records.js';
import { runPool } from '../worker-pool.js';
import { round } from './selfplay.js';
import type { ArenaJob } from '../arena-worker.js';

export interface BotSummary {
  wins: number;
  winRate: number;
  winRateCI95: [number, number];
  meanScore: number;
  meanMargin: number;
  elo: number;
  followers: Record<string, number>;
  msPerMove: number;
  /** Over deals (a deal's games averaged first: with duplicate deals, a deal from every seat). */
  dealWinRateCI95: [number, number];
  meanMarginCI95: [number, number];
}

/** Seat rotation: game i puts the bots in order shifted by i, so each bot sits in each seat equally. */
export function seatsFor(bots: readonly string[], i: number): string[] {
  return bots.map((_, s) => bots[(s + i) % bots.length]!);
}

/** Game i's deal: with duplicate deals every rotation of the seats plays it, else each game its own. */
export const dealOf = (bots: number, i: number, duplicate: boolean): number =>
  duplicate ? Math.floor(i / bots) : i;

export function summarise(
  bots: readonly string[],
  results: readonly GameResult[],
  duplicate = true,
): Record<string, BotSummary> {
  const k = bots.length;
  const wins = new Array<number>(k).fill(0);
  const score = new Array<number>(k).fill(0);
  const marginSum = new Array<number>(k).fill(0);
  const ms = new Array<number>(k).fill(0);
  const moves = new Array<number>(k).fill(0);
  const followers = bots.map(() => ({}) as Record<string, number>);
  const pairScore = bots.map(() => new Array<number>(k).fill(0));
  const pairGames = bots.map(() => new Array<number>(k).fill(0));
  /** Per bot and deal: [win share, margin] summed over the deal's games, and their count. */
  const deals = bots.map(() => new Map<number, { win: number; margin: number; games: number }>());
  for (const [gi, r] of results.entries()) {
    const seats = seatsFor(bots, gi);
    const botOfSeat = seats.map((_, s) => (s + gi) % k);
    const max = Math.max(...r.scores);
    const winners = r.scores.filter((s) => s === max).length;
    r.scores.forEach((sc, seat) => {
      const b = botOfSeat[seat]!;
      const won = sc === max ? 1 / winners : 0;
      const margin = sc - Math.max(...r.scores.filter((_, o) => o !== seat));
      wins[b]! += won;
      score[b]! += sc;
      marginSum[b]! += margin;
      const deal = dealOf(k, gi, duplicate);
      const d = deals[b]!.get(deal) ?? { win: 0, margin: 0, games: 0 };
      deals[b]!.set(deal, { win: d.win + won, margin: d.margin + margin, games: d.games + 1 });
      ms[b]! += r.thinkMs[seat]!;
      moves[b]! += r.decisions[seat]!;
      for (const [kind, n] of Object.entries(r.placed[seat]!))
        followers[b]![kind] = (followers[b]![kind] ?? 0) + n;
      r.scores.forEach((other, oseat) => {
        if (oseat === seat) return;
        const ob = botOfSeat[oseat]!;
        pairGames[b]![ob]! += 1;
        pairScore[b]![ob]! += sc > other ? 1 : sc === other ? 0.5 : 0;
      });
    });
  }
  const elo = eloRatings(pairScore, pairGames);
  const n = results.length;
  // Every bot's pieces in one order (the features', then The City's), a kind none placed left out.
  const placedKinds = [...new Set(followers.flatMap((f) => Object.keys(f)))].sort(
    (a, b) => kindRank(a) - kindRank(b) || a.localeCompare(b),
  );
  const out: Record<string, BotSummary> = {};
  bots.forEach((name, b) => {
    out[name] = {
      wins: wins[b]!,
      winRate: round(wins[b]! / n, 4),
      winRateCI95: wilson95(wins[b]!, n).map((v) => round(v, 4)) as [number, number],
      meanScore: round(score[b]! / n),
      meanMargin: round(marginSum[b]! / n),
      elo: round(elo[b]!, 0),
      followers: Object.fromEntries(placedKinds.map((kind) => [kind, round((followers[b]![kind] ?? 0) / n)])),
      msPerMove: round(ms[b]! / Math.max(1, moves[b]!), 1),
      dealWinRateCI95: meanInterval([...deals[b]!.values()].map((d) => d.win / d.games)).interval.map((v) =>
        round(v, 4),
      ) as [number, number],
      meanMarginCI95: meanInterval([...deals[b]!.values()].map((d) => d.margin / d.games)).interval.map((v) =>
        round(v),
      ) as [number, number],
    };
  });
  return out;
}

/** Budget bounds: an hour per move, or more iterations than an hour holds. */
const MAX_TIME_MS = 3_600_000;
const MAX_ITERATIONS = 100_000_000;

/** The bots of --bots: known names, each once, as many as the preset seats. */
function botsArg(
  value: string | undefined,
  preset: ArenaPreset,
  expansions: readonly ExpansionName[],
  learned: boolean,
): string[] {
  if (value === undefined)
    throw new UsageError(`--bots is required, e.g. --bots mcts,greedy (bots: ${BOT_NAMES.join(', ')})`);
  const bots = value.split(',');
  checkSeats(definitionArg(preset), expansions, bots.length, '--bots');
  for (const b of bots)
    if (!(learned && b === LEARNED) && !makeBot(b).ok)
      throw new UsageError(
        `unknown bot ${quote(b)} (bots: ${BOT_NAMES.join(', ')}; mcts:k=12:t=8 tunes mcts)`,
      );
  const twice = bots.find((b, i) => bots.indexOf(b) !== i);
  if (twice !== undefined)
    throw new UsageError(`bot ${quote(twice)} appears twice in --bots (each bot plays once)`);
  return bots;
}

/**
 * `--iterations N` for every bot, or `N,M,…` one for each bot of `--bots` in its order (a level
 * still plays at most its own); undefined when not given.
 */
function iterationsArg(value: string | undefined, bots: readonly string[]): number[] | undefined {
  if (value === undefined) return undefined;
  const parts = value.split(',');
  if (parts.length > 1 && parts.length !== bots.length)
    throw new UsageError(
      `--iterations gives one number for every bot or one for each of the ${bots.length} bots of --bots, not ${parts.length}`,
    );
  return parts.map((part) => intArg(part, 'iterations', 1000, 1, MAX_ITERATIONS));
}

/**
 * `--weights FILE`: the learned evaluation of the seat `learned`. A missing or corrupt file is
 * no failure: the seat plays with the built-in evaluation, and a warning says so.
 */
function weightsArg(path: string): EvaluationChoice {
  const text = readTextFile(path, MAX_INPUT_BYTES, 'arena');
  const choice = text.ok
    ? chooseEvaluation(text.value, quote(path))
    : chooseEvaluation(undefined, quote(path), text.error.message);
  if (choice.warning !== null) printError(`carcassonne arena: warning: ${choice.warning}`);
  return choice;
}

export async function arenaCommand(argv: string[]): Promise<number> {
  const { values } = parse(argv, {
    bots: { type: 'string' },
    games: { type: 'string' },
    preset: { type: 'string' },
    expansions: { type: 'string' },
    strategic: { type: 'boolean' },
    'time-ms': { type: 'string' },
    iterations: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
    details: { type: 'boolean' },
    duplicate: { type: 'boolean' },
    threads: { type: 'string' },
    weights: { type: 'string' },
  });
  const preset = presetArg(values.preset, 'classic');
  const expansions = expansionsArg(values.expansions, preset);
  const strategic = strategicArg(values.strategic, preset, expansions);
  const bots = botsArg(values.bots, preset, expansions, values.weights !== undefined);
  const games = intArg(values.games, 'games', 10, 1, 100_000);
  if (values['time-ms'] !== undefined && values.iterations !== undefined)
    throw new UsageError('give --time-ms or --iterations, not both');
  const perBot = iterationsArg(values.iterations, bots);
  const budget: Budget =
    perBot !== undefined
      ? { iterations: perBot[0]! }
      : { timeMs: intArg(values['time-ms'], 'time-ms', 500, 1, MAX_TIME_MS) };
  // Bots given iterations of their own (`--iterations 800,400`), by name.
  const budgets =
    perBot !== undefined && perBot.length > 1
      ? Object.fromEntries(bots.map((b, i) => [b, { iterations: perBot[i]! }]))
      : undefined;
  const seed = seedArg(values.seed, 'arena');
  const duplicate = values.duplicate !== false;
  const threads = Math.min(
    games,
    intArg(values.threads, 'threads', Math.max(1, availableParallelism()), 1, 256),
  );
  const opened = RecordFolder.open(values.out, seed);
  if (!opened.ok) {
    printError(opened.error);
    return 2;
  }
  const folder = opened.value;
  const evaluation = values.weights === undefined ? undefined : weightsArg(values.weights);
  const jobs: ArenaJob[] = Array.from({ length: games }, (_, index) => ({
    index,
    preset,
    seats: seatsFor(bots, index),
    // Rotated seats play the same deal: game i's deal is the seed's ⌊i / bots⌋-th (--no-duplicate: the i-th).
    seed: `${seed}-${dealOf(bots.length, index, duplicate)}`,
    budget,
    record: folder !== undefined,
    ...ruleSetup(expansions, strategic),
    ...(evaluation !== undefined ? { evaluation } : {}),
    ...(budgets !== undefined ? { budgets } : {}),
  }));
  const worker = new URL('./arena-worker.js', import.meta.url);
  const results = await runPool<ArenaJob, GameResult>(worker, jobs, threads, new Progress(games, 'arena'));
  for (const [index, result] of results.entries()) {
    if (folder === undefined) break;
    if (result.record === undefined) throw new Error(`game ${index} came back without its record`);
    const written = folder.write(index, result.record);
    if (!written.ok) {
      printError(written.error);
      return 2;
    }
  }
  const withExpansions = {
    ...(expansions.length > 0 ? { expansions } : {}),
    ...(strategic ? { strategic } : {}),
  };
  const summary = { games, preset, ...withExpansions, bots: summarise(bots, results, duplicate) };
  if (values.json) {
    // The documented shape exactly; --details adds followers placed per game and ms per move.
    const plain = Object.fromEntries(
      Object.entries(summary.bots).map(([name, b]) => [
        name,
        values.details
          ? b
          : {
              wins: b.wins,
              winRate: b.winRate,
              winRateCI95: b.winRateCI95,
              meanScore: b.meanScore,
              meanMargin: b.meanMargin,
              elo: b.elo,
            },
      ]),
    );
    console.log(JSON.stringify({ games, preset, ...withExpansions, bots: plain }, null, 2));
    return 0;
  }
  const perMove =
    'timeMs' in budget
      ? `${budget.timeMs} ms`
      : budgets !== undefined
        ? `${bots.map((b) => `${plain(b)} ${budgets[b]!.iterations}`).join(', ')} iterations`
        : `${budget.iterations} iterations`;
  const records = folder ? `, records in ${quote(folder.path)}` : '';
  console.log(
    `${games} games of ${rulesName(preset, expansions, strategic)}, ${perMove} per move, seats rotated, ${duplicate ? 'each deal from every seat' : 'a deal per game'}${records}`,
  );
  for (const [name, s] of Object.entries(summary.bots)) {
    console.log(
      `  ${plain(name).padEnd(9)} win rate ${(s.winRate * 100).toFixed(1)}% [${(s.winRateCI95[0] * 100).toFixed(1)}, ${(s.winRateCI95[1] * 100).toFixed(1)}]  ` +
        `mean score ${s.meanScore}  margin ${s.meanMargin >= 0 ? '+' : ''}${s.meanMargin}  Elo ${s.elo}  ` +
        `followers/game ${Object.entries(s.followers)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}  ${s.msPerMove} ms/move`,
    );
  }
  return 0;
}

const KIND_ORDER = ['road', 'city', 'monastery', 'field', 'guard', 'tower'];
const kindRank = (kind: string): number => {
  const i = KIND_ORDER.indexOf(kind);
  return i < 0 ? KIND_ORDER.length : i;
};
