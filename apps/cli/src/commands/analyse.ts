import { availableParallelism } from 'node:os';
import {
  MAX_REFEREE_PLAYOUTS,
  planAnalysis,
  REFEREE_PLAYOUTS,
  summariseAnalysis,
  type Analysis,
  type AnalysisJob,
  type MoveAnalysis,
  type ValuedMove,
} from '@carcassonne/ai';
import { nodeBotRunner } from '@carcassonne/ai/node-worker';
import { loadMatch } from '@carcassonne/engine';
import { intArg, parse, UsageError } from '../args.js';
import { printError } from '../output.js';
import { Progress } from '../progress.js';
import { MAX_INPUT_BYTES, readStandardInput, readTextFile } from '../read-input.js';

const points = (v: number | null) => (v === null ? '—' : `${v >= 0 ? '+' : ''}${v.toFixed(1)}`);
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Each move's job in a worker thread (one runner per thread), in record order. */
async function runJobs(jobs: readonly AnalysisJob[], threads: number): Promise<MoveAnalysis[]> {
  const out = new Array<MoveAnalysis>(jobs.length);
  const progress = new Progress(jobs.length, 'analyse');
  let next = 0;
  let done = 0;
  const runners = Array.from({ length: Math.max(1, Math.min(threads, jobs.length)) }, () =>
    nodeBotRunner(new URL('./bot-worker.js', import.meta.url)),
  );
  // The runners' workers do not hold the process open (a server's must not): this does, meanwhile.
  const alive = setInterval(() => undefined, 60_000);
  try {
    await Promise.all(
      runners.map(async (runner) => {
        while (next < jobs.length) {
          const job = jobs[next++]!;
          const r = await runner.analyseMove(job);
          if (!r.ok) throw new Error(r.error.message);
          out[job.index] = r.value;
          progress.tick(++done);
        }
      }),
    );
  } finally {
    clearInterval(alive);
    progress.done();
    for (const r of runners) r.close();
  }
  return out;
}

const plainMove = (v: ValuedMove) => ({
  move: v.text,
  margin: v.margin === null ? null : round2(v.margin),
  rounds: v.rounds,
});

function toJson(a: Analysis, names: readonly string[]) {
  return {
    game: a.game,
    preset: a.preset,
    finished: a.finished,
    scores: a.scores,
    method: a.method,
    [a.method === 'referee' ? 'playouts' : 'iterations']: a.iterations,
    seed: a.seed,
    players: a.players.map((p) => ({
      player: p.player,
      name: p.name,
      moves: p.moves,
      lost: round2(p.lost),
      perMove: round2(p.perMove),
      interval: p.interval.map(round2),
      costliest: p.costliest,
    })),
    moves: a.moves.map((m) => ({
      index: m.index,
      player: names[m.player] ?? m.player,
      played: plainMove(m.played),
      best: plainMove(m.best),
      lost: round2(m.lost),
      ...(a.method === 'referee' ? { lostError: round2(m.lostError) } : {}),
      forced: m.forced,
      unvalued: m.unvalued,
      top: m.top.map(plainMove),
    })),
  };
}

function describe(a: Analysis, names: readonly string[]): string[] {
  const budget =
    a.method === 'referee'
      ? `the referee's ${a.iterations} playouts to the end per move`
      : `${a.iterations} search iterations per move`;
  const lines = [`analysis: ${a.game} (${a.preset}), ${a.moves.length} moves, ${budget}, seed ${a.seed}`];
  for (const m of a.moves) {
    const who = names[m.player] ?? `seat ${m.player}`;
    const best = m.forced
      ? 'forced'
      : m.unvalued
        ? 'not valued: too few iterations'
        : m.lost === 0
          ? 'best found'
          : `best ${m.best.text} ${points(m.best.margin)}, lost ${m.lost.toFixed(1)}`;
    lines.push(
      `  move ${String(m.index).padStart(3)} ${who}: ${m.played.text} ${points(m.played.margin)}  (${best})`,
    );
  }
  const unvalued = a.moves.filter((m) => m.unvalued).length;
  if (unvalued > 0)
    lines.push(
      `${unvalued} of ${a.moves.length} moves not valued: ${a.iterations} iterations are too few for one round over their options (they count as 0 lost); raise --budget-iterations`,
    );
  for (const p of a.players) {
    const costly = p.costliest.map((i) => `move ${i} (−${a.moves[i]!.lost.toFixed(1)})`).join(', ');
    lines.push(
      `${p.name}: ${p.lost.toFixed(1)} points lost over ${p.moves} move${p.moves === 1 ? '' : 's'}, ${p.perMove.toFixed(2)} a move [${p.interval.map((v) => v.toFixed(2)).join(', ')}]${costly ? `; costliest: ${costly}` : ''}`,
    );
  }
  return lines;
}

/**
 * `carcassonne analyse FILE`: value every move of a record with the top level's search (a fixed
 * number of iterations per move, in worker threads), or with `--referee` by playouts to the end
 * that share nothing with the bots' judgement, and report the points each move lost.
 */
export async function analyseCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    json: { type: 'boolean' },
    'budget-iterations': { type: 'string' },
    seed: { type: 'string' },
    threads: { type: 'string' },
    referee: { type: 'boolean' },
    playouts: { type: 'string' },
  });
  const file = positionals[0];
  if (file === undefined || positionals.length > 1)
    throw new UsageError(
      'usage: carcassonne analyse FILE [--json] [--budget-iterations N | --referee [--playouts N]] [--seed S] [--threads T] (FILE - reads standard input)',
    );
  const referee = values.referee === true;
  if (referee && values['budget-iterations'] !== undefined)
    throw new UsageError("--budget-iterations is the search's budget; the referee's is --playouts");
  if (!referee && values.playouts !== undefined) throw new UsageError('--playouts goes with --referee');
  // Absent: the top level's own budget in the record's game.
  const iterations =
    values['budget-iterations'] === undefined
      ? undefined
      : intArg(values['budget-iterations'], 'budget-iterations', 1, 1, 100_000);
  const playouts = intArg(values.playouts, 'playouts', REFEREE_PLAYOUTS, 1, MAX_REFEREE_PLAYOUTS);
  const seed = intArg(values.seed, 'seed', 0, 0, 0xffffffff);
  const threads = intArg(values.threads, 'threads', Math.max(1, availableParallelism()), 1, 64);
  // Read as `replay` reads: regular files only (not /dev/zero, not a FIFO), at most 16 MB, UTF-8.
  const input =
    file === '-'
      ? await readStandardInput(MAX_INPUT_BYTES, 'analyse')
      : readTextFile(file, MAX_INPUT_BYTES, 'analyse');
  if (!input.ok) {
    printError(`carcassonne analyse: ${input.error.message}`);
    return 2;
  }
  const text = input.value;
  // The record is checked as `replay` checks it: malformed exits 2, an illegal move 1.
  const loaded = loadMatch(text);
  if (!loaded.ok) {
    console.error(`carcassonne analyse: ${loaded.error.message}`);
    return loaded.error.exit;
  }
  const plan = planAnalysis(
    text,
    referee
      ? { method: 'referee', playouts, seed }
      : iterations === undefined
        ? { seed }
        : { iterations, seed },
  );
  if (!plan.ok) throw new UsageError(plan.error.message);
  const moves = await runJobs(plan.value.jobs, threads);
  const analysis = summariseAnalysis(plan.value, moves);
  const names = plan.value.players;
  if (values.json) console.log(JSON.stringify(toJson(analysis, names), null, 2));
  else console.log(describe(analysis, names).join('\n'));
  return 0;
}
