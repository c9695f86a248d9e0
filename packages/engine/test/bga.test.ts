import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replayRecord, type ReplayEvent } from '../src/index.js';

const DIR = new URL('./fixtures/bga/', import.meta.url);
const tables = readdirSync(DIR)
  .filter((f) => f.endsWith('.carc.json'))
  .map((f) => f.replace('.carc.json', ''));
const read = (name: string): unknown => JSON.parse(readFileSync(new URL(name, DIR), 'utf8'));

interface BgaEvent {
  move: number | null;
  kind: string;
  points: number;
  players: string[];
  tiles?: number;
  cities?: number;
  squares: [number, number][];
}

const key = (
  e: {
    move: number | null;
    kind: string;
    points?: number;
    players?: readonly string[];
    tiles?: number;
    cities?: number;
    squares?: readonly (readonly [number, number])[];
  },
  squares: boolean,
) =>
  JSON.stringify([
    e.move,
    e.kind,
    e.points,
    [...(e.players ?? [])].sort(),
    e.kind === 'road' || e.kind === 'city' ? e.tiles : null,
    e.kind === 'farm' ? e.cities : null,
    squares && e.squares ? [...e.squares].map((s) => s.join(',')).sort() : null,
  ]);

describe('six real games from Board Game Arena replay exactly', () => {
  it('finds the six tables', () => expect(tables).toHaveLength(6));
  for (const table of tables) {
    it(`table ${table}`, () => {
      const r = replayRecord(read(`${table}.carc.json`), true);
      if (!r.ok) throw new Error(r.error.message);
      const expected = read(`${table}.expect.json`) as { scores: Record<string, number> };
      expect(r.value.finished).toBe(true);
      expect(r.value.scores).toEqual(expected.scores);
      const bga = (read(`${table}.events.json`) as { events: BgaEvent[] }).events;
      const ours = r.value.events.filter((e: ReplayEvent) => e.kind !== 'discard');
      // Same scorings, same moves, same points, same players, same tiles — and the same squares
      // for roads and cities (BGA lists a monastery as its own square, we list its 3×3 square;
      // farm squares are the field there).
      const withSquares = (e: { kind: string }) => e.kind === 'road' || e.kind === 'city';
      expect(ours.map((e) => key(e, withSquares(e))).sort()).toEqual(
        bga.map((e) => key(e, withSquares(e))).sort(),
      );
      for (const m of bga.filter((e) => e.kind === 'monastery')) {
        const mine = ours.find(
          (e) =>
            e.kind === 'monastery' &&
            e.move === m.move &&
            e.squares?.some(([x, y]) => x === m.squares[0]![0] && y === m.squares[0]![1]),
        );
        expect(mine, `monastery at ${m.squares[0]}`).toBeDefined();
      }
    });
  }
});
