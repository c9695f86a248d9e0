// Random games/s of 16-game samples with the same 16 deals played again and again against new
// deals in every sample (docs/engine-speed.md, "The benchmark's repeated games"): classic, Abbey &
// Mayor, The Princess & the Dragon and all six, in turns, best and mean of many samples per figure.
// Run: node --import tsx apps/cli/scripts/bench-deals.ts [rounds, default 10]
import { carcassonne } from '@carcassonne/engine';
import { type Game, randomGame } from '@carcassonne/engine/internal';
import { rulesOf } from '../src/commands/bench.js';

const ROUNDS = Number(process.argv[2] ?? 10);
const BLOCK_SECONDS = 0.3;
const GAMES = 16;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

/** A sample: 16 games of deals `bench{k}` taken in turn from `deals` of them. */
function sampler(expansions: readonly carcassonne.ExpansionName[], deals: number): () => number {
  const { set, options } = rulesOf('classic', expansions);
  let g: Game | undefined;
  let deal = 0;
  return () => {
    for (let n = 0; n < GAMES; n++, deal = (deal + 1) % deals)
      g = randomGame({ tileSet: set, options, players: 2, seed: `bench${deal}`, moveSeed: deal }, g);
    return GAMES;
  };
}

const SETS: [string, readonly carcassonne.ExpansionName[]][] = [
  ['classic', []],
  ['abbey-and-mayor', ['abbey-and-mayor']],
  ['princess-and-dragon', ['princess-and-dragon']],
  ['all six', carcassonne.EXPANSION_NAMES],
];
const meters = [16, 256, 4096].flatMap((deals) =>
  SETS.map(([name, e]) => ({
    name: `${name}, ${deals === GAMES ? '16 repeated' : `new from ${deals}`}`,
    sample: sampler(e, deals),
    rates: [] as number[],
    games: 0,
    seconds: 0,
  })),
);
for (const m of meters) {
  const until = cpu() + 0.25;
  do m.sample();
  while (cpu() < until);
}
for (let round = 0; round < ROUNDS; round++)
  for (const m of meters) {
    const end = cpu() + BLOCK_SECONDS;
    do {
      const t0 = cpu();
      const games = m.sample();
      const took = cpu() - t0;
      if (took <= 0) continue;
      m.rates.push(games / took);
      m.games += games;
      m.seconds += took;
    } while (cpu() < end);
  }
for (const m of meters) {
  const best = Math.max(...m.rates);
  console.log(
    `${m.name.padEnd(34)} best ${best.toFixed(0).padStart(6)}  mean ${(m.games / m.seconds).toFixed(0).padStart(6)} games/s`,
  );
}
