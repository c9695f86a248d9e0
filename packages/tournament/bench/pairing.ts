// The Swiss pairing benchmark (docs/performance.md): a 256-player Swiss of 9 rounds with random
// results, each round's pairing timed in CPU. Run: node --import tsx packages/tournament/bench/pairing.ts
import { Mulberry32 } from '@carcassonne/engine';
import {
  createTournament,
  pairNextRound,
  pendingGames,
  recordResult,
  type TournamentState,
} from '../src/index.js';

const PLAYERS = Number(process.argv[2] ?? 256);
const ROUNDS = 9;
const rng = new Mulberry32(43);
const players = Array.from({ length: PLAYERS }, (_, i) => ({
  id: `p${i + 1}`,
  rating: 1000 + rng.int(1000),
}));
const created = createTournament({ format: 'swiss', players, rounds: ROUNDS });
if (!created.ok) throw new Error(created.error.message);
let state: TournamentState = created.value;
const cpuMs: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  const start = process.cpuUsage();
  const next = pairNextRound(state);
  const used = process.cpuUsage(start);
  if (!next.ok) throw new Error(next.error.message);
  cpuMs.push((used.user + used.system) / 1000);
  state = next.value;
  for (const g of pendingGames(state)) {
    const scores = g.seats.map(() => rng.int(100));
    const done = recordResult(state, { round: g.round, table: g.table, game: g.game, scores });
    if (!done.ok) throw new Error(done.error.message);
    state = done.value;
  }
}
const shown = cpuMs.map((ms) => ms.toFixed(0)).join(', ');
console.log(
  `${PLAYERS}-player Swiss, CPU ms to pair rounds 1-${ROUNDS}: ${shown}; slowest ${Math.max(...cpuMs).toFixed(0)} ms`,
);
