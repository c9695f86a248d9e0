import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseLean } from '../src/tools/client.js';
import { parseArgs } from '../src/tools/loadtest-options.js';

const root = join(import.meta.dirname, '..', '..', '..');

describe('the load test tool', () => {
  it('reads a move event without its state, and every other frame whole', () => {
    const state = {
      status: 'playing',
      seats: [{ kind: 'open' }],
      view: { board: [{ tile: 'D', x: 0, y: 0 }] },
    };
    const move = {
      type: 'event',
      table: 't1',
      seq: 4,
      event: { kind: 'move', seat: 0, move: 'A@0,1r90 N', scores: [] },
      state,
    };
    const bytes = (frame: object) => Buffer.from(JSON.stringify(frame));
    expect(parseLean(bytes(move))).toEqual({ type: 'event', table: 't1', seq: 4, event: move.event });
    // A seat's event keeps its state: the players wait for it.
    const seat = {
      type: 'event',
      table: 't1',
      seq: 2,
      event: { kind: 'seat', seat: 1, occupant: { kind: 'open' } },
      state,
    };
    expect(parseLean(bytes(seat))).toEqual(seat);
    // Another key order is read whole rather than misread.
    const reordered = { type: 'event', table: 't1', seq: 4, state, event: move.event };
    expect(parseLean(bytes(reordered))).toEqual(reordered);
    const legal = { type: 'legal', table: 't1', seat: 0, version: 3, moves: ['A@0,1r90', 'A@0,1r90 N'] };
    expect(parseLean(bytes(legal))).toEqual(legal);
    // Text beyond ASCII survives the byte slicing.
    const named = { ...move, event: { ...move.event, move: 'A@0,1r90 N', note: 'Åsa öppnar' } };
    expect(parseLean(bytes(named))).toEqual({ type: 'event', table: 't1', seq: 4, event: named.event });
  });

  it('runs the build by default, the sources with --sources, and passes node flags', () => {
    expect(parseArgs([])).toMatchObject({ sources: false, nodeOptions: [] });
    expect(
      parseArgs(['--sources', '--node-option', '--max-semi-space-size=8', '--node-option', '--expose-gc']),
    ).toMatchObject({ sources: true, nodeOptions: ['--max-semi-space-size=8', '--expose-gc'] });
    expect(() => parseArgs(['--node-option', 'main.mjs'])).toThrow(/one node flag/);
    expect(() => parseArgs(['--node-option', '--a=1 --b'])).toThrow(/one node flag/);
  });

  it('puts a table’s two players on one process with --together', () => {
    expect(parseArgs([]).together).toBe(false);
    expect(parseArgs(['--together']).together).toBe(true);
  });

  it('shares the players among threads with --generators', () => {
    expect(parseArgs([]).generators).toBe(1);
    expect(parseArgs(['--generators', '3']).generators).toBe(3);
    expect(() => parseArgs(['--generators', '0'])).toThrow(/--generators/);
  });

  it('runs a short step against a server it starts (SQLite) and reports moves, no errors, and its figures as JSON', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/tools/loadtest.ts',
        '--tables',
        '3',
        '--think-ms',
        '0',
        '--step-seconds',
        '2',
        '--generators',
        '2',
        '--json',
      ],
      {
        cwd: root,
        env,
        timeout: 120_000,
      },
    );
    const report = JSON.parse(stdout) as {
      processes: number;
      generators: number;
      steps: {
        tables: number;
        moves: number;
        errors: number;
        serverCpuMsPerMove: number | null;
        servers: unknown[];
        generatorDelayP99Ms: number;
      }[];
    };
    expect(report.processes).toBe(1);
    // Two threads play the three tables (tables 0 and 2, table 1), their moves counted together.
    expect(report.generators).toBe(2);
    const [step] = report.steps;
    expect(step?.tables).toBe(3);
    expect(step?.errors).toBe(0);
    expect(step?.moves).toBeGreaterThan(0);
    expect(step?.servers).toHaveLength(1);
    expect(step?.serverCpuMsPerMove).toBeGreaterThan(0);
    expect(step?.generatorDelayP99Ms).toBeGreaterThanOrEqual(0);
  }, 150_000);
});
