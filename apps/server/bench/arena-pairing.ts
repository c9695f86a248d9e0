// The arena pairing benchmark (docs/performance.md): an arena of 1,000 players; after each wave
// every game gets a random result and the server's step pairs the next wave of all 1,000
// (tournaments/arena.ts, the pure package's pairing inside), its CPU measured. Also the stored
// state's size, which the leader writes at every step that changes it.
// Run: node --import tsx apps/server/bench/arena-pairing.ts [players] [waves]
import { Mulberry32 } from '@carcassonne/engine';
import { createTournament, pendingGames, recordResult, type TournamentState } from '@carcassonne/tournament';
import { arenaWave } from '../src/tournaments/arena.js';

const PLAYERS = Number(process.argv[2] ?? 1000);
const WAVES = Number(process.argv[3] ?? 30);
const rng = new Mulberry32(43);
const players = Array.from({ length: PLAYERS }, (_, i) => ({
  id: `p${i + 1}`,
  rating: 1000 + rng.int(1000),
}));
const created = createTournament({
  format: 'arena',
  players,
  rounds: 1,
  arena: { minutes: 1440, berserk: false },
});
if (!created.ok) throw new Error(created.error.message);
let state: TournamentState = created.value;
const cpuMs: number[] = [];
/** Recording a wave's results one by one, as the leader's step does (`recordResult`). */
const recordMs: number[] = [];
for (let w = 0; w < WAVES; w++) {
  const start = process.cpuUsage();
  const next = arenaWave(state, new Set(), w);
  const used = process.cpuUsage(start);
  if (next === null) throw new Error(`wave ${w + 1} not paired`);
  cpuMs.push((used.user + used.system) / 1000);
  state = next;
  const recording = process.cpuUsage();
  for (const g of pendingGames(state)) {
    const scores = g.seats.map(() => rng.int(100));
    const done = recordResult(state, { round: g.round, table: g.table, game: g.game, scores });
    if (!done.ok) throw new Error(done.error.message);
    state = done.value;
  }
  const recorded = process.cpuUsage(recording);
  recordMs.push((recorded.user + recorded.system) / 1000);
}
const tables = state.rounds.reduce((n, r) => n + r.tables.length, 0);
const bytes = Buffer.byteLength(JSON.stringify(state));
console.log(
  `${PLAYERS}-player arena, CPU ms to pair waves 1-${WAVES}: ${cpuMs.map((m) => m.toFixed(0)).join(', ')}`,
);
console.log(
  `slowest ${Math.max(...cpuMs).toFixed(0)} ms, last ${cpuMs[cpuMs.length - 1]!.toFixed(0)} ms; ${tables} games; state ${(bytes / 1e6).toFixed(2)} MB`,
);
console.log(
  `CPU ms to record each wave's ${PLAYERS / 2} results one by one: ${recordMs.map((m) => m.toFixed(0)).join(', ')}`,
);
