import { availableParallelism } from 'node:os';
import { BOT_NAMES, levelRating, makeBot, ratingKey, type Budget, type GameResult } from '@carcassonne/ai';
import {
  createTournament,
  dealSeed,
  pairNextRound,
  pendingGames,
  recordResult,
  standings,
  tournamentFinished,
  type TournamentState,
} from '@carcassonne/tournament';
import {
  expansionsArg,
  intArg,
  parse,
  presetArg,
  ruleSetup,
  rulesName,
  seedArg,
  strategicArg,
  UsageError,
} from '../args.js';
import type { ArenaJob } from '../arena-worker.js';
import { printError } from '../output.js';
import { Progress } from '../progress.js';
import { quote } from '../quote.js';
import { RecordFolder } from '../records.js';
import { standingsTable } from '../tournament-table.js';
import { runPool } from '../worker-pool.js';

/** The records' file names: DIR/tournament-rR-tT-gG.carc.json (the secret names no file). */
const FILE_PREFIX = 'tournament';

/** The bots of --bots: known names, each once; seeded by their measured rating where there is one. */
function botsArg(value: string | undefined, key: string): { id: string; rating: number }[] {
  if (value === undefined)
    throw new UsageError(
      `--bots is required, e.g. --bots level1,level2,level3 (bots: ${BOT_NAMES.join(', ')})`,
    );
  const bots = value.split(',');
  for (const b of bots)
    if (!makeBot(b).ok) throw new UsageError(`unknown bot ${quote(b)} (bots: ${BOT_NAMES.join(', ')})`);
  const twice = bots.find((b, i) => bots.indexOf(b) !== i);
  if (twice !== undefined) throw new UsageError(`bot ${quote(twice)} appears twice in --bots`);
  return bots.map((id) => ({ id, rating: levelRating(id, key)?.elo ?? 1000 }));
}

/** `carcassonne tournament`: a bot tournament with the server's pairing code; the standings with tie-breaks. */
export async function tournamentCommand(argv: string[]): Promise<number> {
  const { values, positionals } = parse(argv, {
    format: { type: 'string' },
    rounds: { type: 'string' },
    bots: { type: 'string' },
    duplicate: { type: 'boolean' },
    'games-per-match': { type: 'string' },
    'table-size': { type: 'string' },
    'tie-breaks': { type: 'string' },
    'rank-by-duplicate': { type: 'boolean' },
    preset: { type: 'string' },
    expansions: { type: 'string' },
    strategic: { type: 'boolean' },
    iterations: { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
    threads: { type: 'string' },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument ${quote(positionals[0]!)}`);
  const preset = presetArg(values.preset, 'classic');
  const expansions = expansionsArg(values.expansions, preset);
  const strategic = strategicArg(values.strategic, preset, expansions);
  const setup = ruleSetup(expansions, strategic);
  const players = botsArg(values.bots, ratingKey(preset, setup.options));
  const format = values.format ?? 'swiss';
  const int = (name: string, v: string | undefined) =>
    v === undefined ? undefined : intArg(v, name, 1, 1, 1000);
  const settings = {
    format,
    players,
    ...(values.rounds !== undefined ? { rounds: int('rounds', values.rounds) } : {}),
    ...(values['games-per-match'] !== undefined
      ? { gamesPerMatch: int('games-per-match', values['games-per-match']) }
      : {}),
    ...(values['table-size'] !== undefined ? { tableSize: int('table-size', values['table-size']) } : {}),
    duplicate: values.duplicate === true,
    ...(values['tie-breaks'] !== undefined ? { tieBreaks: values['tie-breaks'].split(',') } : {}),
    ...(values['rank-by-duplicate'] ? { ranking: 'duplicate' } : {}),
    // The bots play waves at once: the arena's clock is the waves' count (--rounds).
    ...(format === 'arena' ? { arena: { minutes: int('rounds', values.rounds) ?? 10, berserk: false } } : {}),
  };
  const created = createTournament(settings);
  // The package's sentence names what it takes; its code follows in brackets.
  if (!created.ok) throw new UsageError(`${created.error.message} [${created.error.code}]`);
  // Every level keeps its own budget; --iterations caps them (quick runs, not ratings) and is the
  // other bots' budget, which is otherwise 500 ms a move as in the arena.
  const budget: Budget =
    values.iterations !== undefined
      ? { iterations: intArg(values.iterations, 'iterations', 1000, 1, 100_000_000) }
      : { timeMs: 500 };
  const secret = seedArg(values.seed, 'tournament');
  const threads = intArg(values.threads, 'threads', Math.max(1, availableParallelism()), 1, 256);
  const opened = RecordFolder.open(values.out, FILE_PREFIX);
  if (!opened.ok) {
    printError(opened.error);
    return 2;
  }
  const folder = opened.value;
  const worker = new URL('./arena-worker.js', import.meta.url);
  let state: TournamentState = created.value;
  let played = 0;
  for (let wave = 0; !tournamentFinished(state); wave++) {
    const paired = pairNextRound(state, format === 'arena' ? { minute: wave } : {});
    if (!paired.ok) break;
    state = paired.value;
    for (let pending = pendingGames(state); pending.length > 0; pending = pendingGames(state)) {
      const jobs: ArenaJob[] = pending.map((g, index) => ({
        index,
        preset,
        seats: g.seats,
        seed: dealSeed(secret, g.deal),
        budget,
        record: folder !== undefined,
        ...setup,
      }));
      const label = `round ${state.rounds.length}`;
      const results = await runPool<ArenaJob, GameResult>(
        worker,
        jobs,
        threads,
        new Progress(jobs.length, label),
      );
      for (const [i, g] of pending.entries()) {
        const r = results[i]!;
        const next = recordResult(state, { round: g.round, table: g.table, game: g.game, scores: r.scores });
        if (!next.ok) throw new Error(next.error.message);
        state = next.value;
        played++;
        if (folder === undefined || r.record === undefined) continue;
        const written = folder.write(`r${g.round}-t${g.table}-g${g.game + 1}`, r.record);
        if (!written.ok) {
          printError(written.error);
          return 2;
        }
      }
    }
  }
  const rows = standings(state);
  const s = state.settings;
  if (values.json) {
    const { players: _, ...rules } = s;
    const game = {
      preset,
      ...(expansions.length > 0 ? { expansions } : {}),
      ...(strategic ? { strategic } : {}),
    };
    const summary = { ...rules, ...game, roundsPlayed: state.rounds.length, games: played, standings: rows };
    console.log(JSON.stringify(summary, null, 2));
    return 0;
  }
  const deals = s.duplicate ? 'duplicate deals' : 'a deal per game';
  const records = folder ? `, records in ${quote(folder.path)}` : '';
  console.log(
    `${s.format} of ${players.length} bots, ${state.rounds.length} rounds, ${played} games of ${rulesName(preset, expansions, strategic)}, ` +
      `${s.gamesPerMatch} per match, ${deals}${records}`,
  );
  for (const line of standingsTable(state, rows)) console.log(line);
  return 0;
}
