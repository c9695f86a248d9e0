import { fnv1a, Mulberry32 } from '@carcassonne/engine';
import { selfPlayer } from '@carcassonne/engine/internal';
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
import { printError } from '../output.js';
import { Progress } from '../progress.js';
import { quote } from '../quote.js';
import { RecordFolder } from '../records.js';

/** Below this many seconds the rate is mostly start-up and JIT warm-up, and says so. */
const SHORT_RUN_SECONDS = 2;

export function selfplayCommand(argv: string[]): number {
  const { values } = parse(argv, {
    preset: { type: 'string' },
    expansions: { type: 'string' },
    strategic: { type: 'boolean' },
    games: { type: 'string' },
    seed: { type: 'string' },
    players: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
  });
  const preset = presetArg(values.preset);
  const definition = definitionArg(preset);
  const expansions = expansionsArg(values.expansions, preset);
  const strategic = strategicArg(values.strategic, preset, expansions);
  if (values.games === undefined) throw new UsageError('--games is required');
  const games = intArg(values.games, 'games', 1);
  const nPlayers = intArg(values.players, 'players', 2);
  checkSeats(definition, expansions, nPlayers, '--players');
  const seed = seedArg(values.seed, 'selfplay');
  const opened = RecordFolder.open(values.out, seed);
  if (!opened.ok) {
    printError(opened.error);
    return 2;
  }
  const folder = opened.value;
  const players = Array.from({ length: nPlayers }, (_, i) => ({
    name: `P${i + 1}`,
    color: definition.colors[i]!,
  }));
  const totals = new Array<number>(nPlayers).fill(0);
  const wins = new Array<number>(nPlayers).fill(0);
  let discards = 0;
  const progress = new Progress(games, 'selfplay');
  const t0 = performance.now();
  // One core for every game, reset between them; a game's record is built only when written.
  const created = selfPlayer({ preset, ...ruleSetup(expansions, strategic), players });
  if (!created.ok) throw new UsageError(created.error.message);
  const selfPlay = created.value;
  for (let i = 0; i < games; i++) {
    const gameSeed = `${seed}-${i}`;
    selfPlay.play(gameSeed, new Mulberry32(fnv1a(`moves:${gameSeed}`)));
    const s = selfPlay.scores;
    let max = s[0]!;
    for (let k = 1; k < nPlayers; k++) if (s[k]! > max) max = s[k]!;
    for (let k = 0; k < nPlayers; k++) {
      totals[k]! += s[k]!;
      if (s[k] === max) wins[k]! += 1;
    }
    discards += selfPlay.discards;
    // Game i's seed is the file's name (S-I.carc.json).
    const written = folder?.write(i, selfPlay.record());
    if (written?.ok === false) {
      progress.done();
      printError(written.error);
      return 2;
    }
    progress.tick(i + 1);
  }
  progress.done();
  const seconds = (performance.now() - t0) / 1000;
  const summary = {
    preset,
    ...(expansions.length > 0 ? { expansions } : {}),
    ...(strategic ? { strategic } : {}),
    games,
    players: nPlayers,
    meanScore: Object.fromEntries(players.map((p, k) => [p.name, round(totals[k]! / games)])),
    wins: Object.fromEntries(players.map((p, k) => [p.name, wins[k]!])),
    meanDiscards: round(discards / games, 3),
    gamesPerSecond: round(games / seconds, 1),
    // A short run's rate is mostly start-up and JIT warm-up (`bench` measures the steady rate).
    gamesPerSecondIncludesWarmUp: seconds < SHORT_RUN_SECONDS,
  };
  if (values.json) {
    console.log(JSON.stringify(summary, null, 2));
    return 0;
  }
  console.log(
    `${games} random games of ${rulesName(preset, expansions, strategic)}, ${nPlayers} players${folder ? `, records in ${quote(folder.path)}` : ''}`,
  );
  for (const p of players)
    console.log(`  ${p.name}: mean score ${summary.meanScore[p.name]}, wins ${summary.wins[p.name]}`);
  console.log(`  mean discards per game: ${summary.meanDiscards}`);
  const warmUp = summary.gamesPerSecondIncludesWarmUp
    ? ' (a short run: the rate includes warm-up; carcassonne bench measures the steady rate)'
    : '';
  console.log(`  ${summary.gamesPerSecond} games per second${warmUp}`);
  return 0;
}

export const round = (x: number, digits = 2): number => Math.round(x * 10 ** digits) / 10 ** digits;
