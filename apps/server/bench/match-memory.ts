// What a live table's game costs in memory (docs/performance.md, "The server"): N matches played
// to move M with the moves the server sends (`legalMoveStrings`, one picked by a seeded
// generator), each move followed by the view a delta digests, then the heap and the array
// buffers after full collections, per match. Deterministic: the same figures on every run of the
// same code (up to V8's own layout).
// Run: node --expose-gc --import tsx apps/server/bench/match-memory.ts [tables] [moves] [preset] [options as JSON]
import { createMatch, type GameMatch, Mulberry32 } from '@carcassonne/engine';

const TABLES = Number(process.argv[2] ?? 1000);
const MOVES = Number(process.argv[3] ?? 36);
const PRESET = process.argv[4] ?? 'classic';
const OPTIONS = process.argv[5] ? (JSON.parse(process.argv[5]) as Record<string, unknown>) : undefined;

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('run with node --expose-gc');

const players = [
  { name: 'Ada', color: 'red' },
  { name: 'Bo', color: 'blue' },
];

function played(i: number): GameMatch {
  const created = createMatch({
    preset: PRESET,
    players,
    seed: `table ${i}`,
    ...(OPTIONS ? { options: OPTIONS } : {}),
  });
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  const rng = new Mulberry32(i + 1);
  for (let m = 0; m < MOVES && !match.finished; m++) {
    const moves = match.legalMoveStrings();
    const move = moves[rng.int(moves.length)]!;
    const outcome = match.play(match.actor, move, match.version);
    if (!outcome.ok) throw new Error(outcome.error.message);
    void match.publicViewWithoutBoard();
  }
  return match;
}

function measured(): { heap: number; buffers: number } {
  for (let i = 0; i < 4; i++) collect!();
  const u = process.memoryUsage();
  return { heap: u.heapUsed, buffers: u.arrayBuffers };
}

played(-1);
const before = measured();
const kept = Array.from({ length: TABLES }, (_, i) => played(i));
const after = measured();
const kb = (bytes: number) => Math.round(bytes / TABLES / 102.4) / 10;
const heap = kb(after.heap - before.heap);
const buffers = kb(after.buffers - before.buffers);
const moves = kept.reduce((n, m) => n + m.version, 0) / TABLES;
console.log(
  JSON.stringify({
    tables: TABLES,
    preset: PRESET,
    movesPerTable: moves,
    heapKB: heap,
    arrayBuffersKB: buffers,
    totalKB: Math.round((heap + buffers) * 10) / 10,
  }),
);
