/**
 * The capacity model's arithmetic (tools/capacity-model.ts), its check against a load test's run
 * (tools/capacity-check.ts) and its command line (tools/capacity.ts).
 */
import { describe, expect, it } from 'vitest';
import { compare, type MeasuredStep, readRun } from '../src/tools/capacity-check.js';
import { fit, leastSquares } from '../src/tools/capacity-fit.js';
import { type Figures, groupCommits, plan, predict } from '../src/tools/capacity-model.js';
import { MEASURED, parseCapacityArgs, planLine } from '../src/tools/capacity.js';

const figures: Figures = {
  movesPerTableSecond: 1,
  cpuMs: { taking: 0.4, serving: 0.2, receiving: 0.05 },
  processBaseMsPerSecond: 10,
  processMb: 100,
  connectionKb: 64,
  postgres: {
    rowsPerMove: 2,
    sentBytesPerMove: 300,
    receivedBytesPerMove: 20,
    walBytesPerMove: 600,
    commitMs: 10,
  },
  redis: { commandsPerMove: 1.5, sentBytesPerMove: 350, deliveredBytesPerMove: 290 },
};

describe('the capacity model', () => {
  it('predicts a load: moves from tables and think time, CPU by the processes told of each move', () => {
    const load = {
      processes: 4,
      tables: 1000,
      connections: 2000,
      thinkMs: 2000,
      servingPerTable: 2,
      channels: 'one' as const,
    };
    const p = predict(figures, load);
    expect(p.movesPerSecond).toBe(500);
    // The taking process, one more serving it, two only receiving; and each process's own rounds.
    expect(p.cpuMsPerSecond).toBeCloseTo(500 * (0.4 + 0.2 + 2 * 0.05) + 4 * 10);
    expect(p.cpuPercentPerProcess).toBeCloseTo(p.cpuMsPerSecond / 4 / 10);
    expect(p.memoryMb).toBe(400 + 125);
    expect(p.postgres.rowsPerSecond).toBe(1000);
    expect(p.postgres.walBytesPerSecond).toBe(300_000);
    expect(p.postgres.statementsPerSecond).toBeCloseTo(4 * groupCommits(125, 10));
    expect(p.redis.commandsPerSecond).toBe(750);
    expect(p.redis.deliveredPerSecond).toBe(2000);
    expect(p.redis.outBytesPerSecond).toBe(2000 * 290);
    // Sharded channels: only the two serving processes hear of a move.
    const sharded = predict(figures, { ...load, channels: 'sharded' });
    expect(sharded.redis.deliveredPerSecond).toBe(1000);
    expect(sharded.cpuMsPerSecond).toBeCloseTo(500 * 0.6 + 40);
    // One process serves both players: nobody else is told.
    expect(predict(figures, { ...load, processes: 1 }).redis.deliveredPerSecond).toBe(500);
  });

  it('sends fewer statements than moves once moves arrive while one is on its way', () => {
    expect(groupCommits(10, 10)).toBeCloseTo(10 / 1.1);
    expect(groupCommits(1000, 10)).toBeCloseTo(1000 / 11);
    expect(groupCommits(0, 10)).toBe(0);
  });

  it('plans the fewest processes within a budget, or none when hearing every move is too much', () => {
    const budget = { cpuPercent: 50, memoryMb: 4096 };
    const small = plan(figures, { players: 6000, playing: 0.5, thinkMs: 1000 }, budget, 'one');
    expect(small.processes).toBe(2);
    expect(small.load.tables).toBe(1500);
    expect(small.prediction.cpuPercentPerProcess).toBeLessThanOrEqual(50);
    expect(predict(figures, { ...small.load, processes: 1 }).cpuPercentPerProcess).toBeGreaterThan(50);
    // 20 000 moves/s × 0.05 ms: a whole core per process only to receive them.
    const big = { players: 80_000, playing: 0.5, thinkMs: 1000 };
    expect(plan(figures, big, budget, 'one', 200).processes).toBeNull();
    expect(plan(figures, big, budget, 'sharded', 200).processes).toBe(25);
  });
});

describe('the model beside a load test run', () => {
  const run = {
    preset: 'classic',
    thinkMs: 1000,
    processes: 2,
    steps: [
      {
        tables: 100,
        seconds: 20,
        moves: 2000,
        serverCpuMsPerMove: 0.7,
        servers: [{ rssMb: 150 }, { rssMb: 160 }],
        perMove: {
          postgres_requests: 0.5,
          redis_replies: 2,
          postgres_rows_inserted: 2,
          postgres_rows_updated: 0.1,
        },
      },
    ],
  };

  it('reads the JSON line of a run, after npm’s lines', () => {
    const steps = readRun(`\n> carcassonne@0.1.0 loadtest\n${JSON.stringify(run)}\n`);
    expect(steps).toEqual([
      {
        processes: 2,
        thinkMs: 1000,
        servingPerTable: 2,
        tables: 100,
        seconds: 20,
        moves: 2000,
        cpuMsPerMove: 0.7,
        rssMb: 310,
        perMove: run.steps[0]!.perMove,
      },
    ]);
    expect(() => readRun('no run here')).toThrow(/--json/);
    // A run with a table's players on one process (`--together`): one process serves each table.
    expect(readRun(JSON.stringify({ ...run, together: true }))[0]!.servingPerTable).toBe(1);
  });

  it('gives measured over predicted for each figure the run has', () => {
    const [step] = readRun(JSON.stringify(run));
    const rows = compare(figures, step!);
    const byName = Object.fromEntries(rows.map((r) => [r.figure, r]));
    expect(byName['moves/s']).toEqual({ figure: 'moves/s', predicted: 100, measured: 100, ratio: 1 });
    expect(byName['server CPU ms/s']!.measured).toBeCloseTo(70);
    expect(byName['server CPU ms/s']!.predicted).toBeCloseTo(100 * 0.6 + 20);
    expect(byName['PostgreSQL rows/s']!.ratio).toBeCloseTo(210 / 200);
    expect(byName['Redis messages delivered/s']!.ratio).toBe(1);
    expect(byName['Redis bytes in/s']).toBeUndefined();
  });
});

describe('the capacity command', () => {
  it('reads its options and refuses bad ones', () => {
    const o = parseCapacityArgs(['--players', '5000,20000', '--playing', '0.25', '--cpu-percent', '80']);
    expect(o.players).toEqual([5000, 20000]);
    expect(o.playing).toBe(0.25);
    expect(o.budget.cpuPercent).toBe(80);
    expect(() => parseCapacityArgs(['--playing', '2'])).toThrow(/share/);
    expect(() => parseCapacityArgs(['--players', '1.5'])).toThrow(/whole/);
    expect(() => parseCapacityArgs(['--nope'])).toThrow(/unknown option/);
  });

  it('prints a plan per players and channels from the measured figures', () => {
    const population = { players: 10_000, playing: 0.5, thinkMs: 10_000 };
    const line = planLine(
      10_000,
      'one',
      plan(MEASURED, population, { cpuPercent: 60, memoryMb: 4096 }, 'one'),
    );
    expect(line).toMatch(/^10,000 players, one channel: 1 process; 2,500 tables, \d+ moves\/s/);
    expect(line).toMatch(/PostgreSQL .* rows\/s/);
    expect(line).toMatch(/Redis .* messages delivered\/s/);
  });
});

describe('the model’s figures from runs', () => {
  it('solves least squares, and says when the columns cannot be told apart', () => {
    const x = leastSquares(
      [
        [1, 0],
        [0, 1],
        [1, 1],
      ],
      [2, 3, 5],
    );
    expect(x![0]).toBeCloseTo(2);
    expect(x![1]).toBeCloseTo(3);
    expect(
      leastSquares(
        [
          [1, 2],
          [2, 4],
        ],
        [1, 2],
      ),
    ).toBeNull();
  });

  it('recovers the figures that made the steps, leaving out a step whose machine fell behind', () => {
    const step = (processes: number, tables: number, moveRate = 1): MeasuredStep => {
      const moves = tables * moveRate;
      const p = predict(figures, {
        processes,
        tables,
        connections: 2 * tables,
        thinkMs: 1000,
        servingPerTable: 2,
        channels: 'one',
        movesPerSecond: moves,
      });
      return {
        processes,
        thinkMs: 1000,
        servingPerTable: 2,
        tables,
        seconds: 1,
        moves,
        cpuMsPerMove: p.cpuMsPerSecond / moves,
        rssMb: p.memoryMb,
        perMove: {
          postgres_requests: p.postgres.statementsPerSecond / moves,
          postgres_rows_inserted: 2,
          postgres_sent_bytes: 300,
          redis_requests: 1.5,
          redis_replies: p.redis.deliveredPerSecond / moves,
          redis_received_bytes: p.redis.outBytesPerSecond / moves,
        },
      };
    };
    const steps = [1, 2, 3].flatMap((n) => [step(n, 100), step(n, 400)]);
    // Half the moves its tables ask for: the machine did not keep up; left out.
    const behind = { ...step(3, 800, 0.5), cpuMsPerMove: 99 };
    const f = fit([...steps, behind]);
    expect(f.cpuMs.taking).toBeCloseTo(0.4);
    expect(f.cpuMs.serving).toBeCloseTo(0.2);
    expect(f.cpuMs.receiving).toBeCloseTo(0.05);
    expect(f.processBaseMsPerSecond).toBeCloseTo(10);
    expect([f.processMb, f.connectionKb]).toEqual([100, 64]);
    expect(f.postgres.commitMs).toBeCloseTo(10);
    expect(f.redis.deliveredBytesPerMove).toBe(290);
    expect(f.movesPerTableSecond).toBe(1);
    expect(() => fit([step(1, 100), step(1, 200)])).toThrow(/processes/);
  });
});
