// The capacity model's figures from runs of the load test (`npm run capacity -- --fit RUN.json …`):
// the figures per move averaged over the steps' moves, the CPU and memory by least squares.
import type { MeasuredStep } from './capacity-check.js';
import type { Figures } from './capacity-model.js';

/** The x minimising |A x − b| (normal equations, Gaussian elimination); null when A's columns are dependent. */
export function leastSquares(a: readonly (readonly number[])[], b: readonly number[]): number[] | null {
  const k = a[0]?.length ?? 0;
  // M = AᵀA | Aᵀb
  const m = Array.from({ length: k }, (_, i) => [
    ...Array.from({ length: k }, (_, j) => a.reduce((s, row) => s + row[i]! * row[j]!, 0)),
    a.reduce((s, row, r) => s + row[i]! * b[r]!, 0),
  ]);
  for (let c = 0; c < k; c++) {
    let pivot = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    if (Math.abs(m[pivot]![c]!) < 1e-12) return null;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const factor = m[r]![c]! / m[c]![c]!;
      for (let j = c; j <= k; j++) m[r]![j]! -= factor * m[c]![j]!;
    }
  }
  return m.map((row, i) => row[k]! / row[i]!);
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  return s.length === 0
    ? Number.NaN
    : s.length % 2
      ? s[(s.length - 1) / 2]!
      : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const round = (x: number, places: number) => Math.round(x * 10 ** places) / 10 ** places;

/**
 * The figures from steps of runs with different numbers of processes (at least one with three or
 * more, so that hearing a move apart from serving it can be told, and one with few tables, which
 * shows a process's own rounds).
 */
export function fit(all: readonly MeasuredStep[]): Figures {
  // A step whose machine did not keep up (fewer than 80 % of the moves its tables ask for) is left out.
  const steps = all.filter((x) => x.moves / x.seconds >= (0.8 * x.tables * 1000) / x.thinkMs);
  const moves = steps.reduce((s, x) => s + x.moves, 0);
  /** A figure per move, over all the steps' moves. */
  const per = (key: string, of: (x: MeasuredStep) => number = (x) => x.perMove[key] ?? Number.NaN) =>
    steps.reduce((s, x) => s + of(x) * x.moves, 0) / moves;
  const rate = (x: MeasuredStep) => x.moves / x.seconds;
  const cpu = leastSquares(
    steps.map((x) => {
      const m = rate(x);
      const serving = Math.min(x.processes, x.servingPerTable);
      return [m, m * (serving - 1), m * (x.processes - serving), x.processes];
    }),
    steps.map((x) => (x.cpuMsPerMove ?? 0) * rate(x)),
  );
  const memory = leastSquares(
    steps.map((x) => [x.processes, (2 * x.tables) / 1024]),
    steps.map((x) => x.rssMb ?? 0),
  );
  if (!cpu || !memory)
    throw new Error('the runs cannot tell the figures apart: give runs of 1, 2 and 3 or more processes');
  // A process's group commit: m / (1 + m L) statements for m moves per second, so L = (m / s − 1) / m.
  const commit = steps.flatMap((x) => {
    const m = rate(x) / x.processes;
    const s = ((x.perMove.postgres_requests ?? Number.NaN) * rate(x)) / x.processes;
    return s > 0 && m > s ? [((m / s - 1) / m) * 1000] : [];
  });
  return {
    movesPerTableSecond: round(median(steps.map((x) => (rate(x) * x.thinkMs) / 1000 / x.tables)), 3),
    cpuMs: { taking: round(cpu[0]!, 3), serving: round(cpu[1]!, 3), receiving: round(cpu[2]!, 3) },
    processBaseMsPerSecond: round(cpu[3]!, 1),
    processMb: round(memory[0]!, 0),
    connectionKb: round(memory[1]!, 0),
    postgres: {
      rowsPerMove: round(
        per('', (x) => (x.perMove.postgres_rows_inserted ?? 0) + (x.perMove.postgres_rows_updated ?? 0)),
        2,
      ),
      sentBytesPerMove: round(per('postgres_sent_bytes'), 0),
      receivedBytesPerMove: round(per('postgres_received_bytes'), 0),
      walBytesPerMove: round(per('postgres_server_wal_bytes'), 0),
      commitMs: round(median(commit), 1),
    },
    redis: {
      commandsPerMove: round(per('redis_requests'), 2),
      sentBytesPerMove: round(per('redis_sent_bytes'), 0),
      // Redis sends each process told of a move its message: the bytes received over the messages.
      deliveredBytesPerMove: round(
        per('', (x) => (x.perMove.redis_received_bytes ?? 0) / Math.max(1e-9, x.perMove.redis_replies ?? 0)),
        0,
      ),
    },
  };
}
