import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Mulberry32, replayRecord } from '../src/index.js';

const BGA = JSON.parse(
  readFileSync(new URL('./fixtures/bga/366166200.carc.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const CITY = {
  format: 'carcassonne-record/1',
  game: 'the-city',
  preset: 'the-city',
  players: [
    { name: 'A', color: 'red' },
    { name: 'B', color: 'blue' },
  ],
  seed: 'fuzz',
  moves: ['C02@0,0r0', 'C01@0,1r0', 'C11@1,0r90 N', 'gate 0,0,N', 'wall 0,0,E guard', 'tower -'],
};

const JUNK: unknown[] = [
  null,
  0,
  -1,
  1.5,
  '',
  'x',
  [],
  {},
  true,
  ['U@0,1r0'],
  { name: 1 },
  'U@99999999999,0r0',
  'gate 1,1,N',
  'C',
  '@@',
];

/** Break a record in one random place: drop, replace or retype a field, an element or a move. */
function mutate(rec: Record<string, unknown>, rng: Mulberry32): unknown {
  const r = structuredClone(rec) as Record<string, unknown>;
  const keys = Object.keys(r);
  const key = keys[rng.int(keys.length)]!;
  const junk = JUNK[rng.int(JUNK.length)];
  switch (rng.int(5)) {
    case 0:
      delete r[key];
      break;
    case 1:
      r[key] = junk;
      break;
    case 2: {
      const v = r[key];
      if (Array.isArray(v) && v.length) v[rng.int(v.length)] = junk;
      else r[key] = junk;
      break;
    }
    case 3: {
      const moves = r.moves as unknown[];
      if (Array.isArray(moves) && moves.length) {
        const i = rng.int(moves.length);
        const m = String(moves[i]);
        // Change one character of a move: another digit, another letter, another port.
        const j = rng.int(m.length);
        moves[i] = m.slice(0, j) + '0NE-9 ,r'[rng.int(8)] + m.slice(j + 1);
      }
      break;
    }
    default:
      r[`extra${rng.int(3)}`] = junk;
  }
  return r;
}

describe('malformed and illegal records never throw', () => {
  it('answers every broken record with a result and a one-line message', () => {
    const rng = new Mulberry32(42);
    let errors = 0;
    for (let i = 0; i < 1500; i++) {
      const input = mutate(i % 2 ? BGA : CITY, rng);
      const r = replayRecord(i % 3 === 0 ? JSON.stringify(input) : input);
      if (!r.ok) {
        errors++;
        expect([1, 2]).toContain(r.error.exit);
        expect(r.error.message.length).toBeGreaterThan(5);
        expect(r.error.message).not.toContain('\n');
      }
    }
    expect(errors).toBeGreaterThan(600);
  });
  it('refuses non-objects and truncated JSON', () => {
    const cycle: Record<string, unknown> = { ...CITY };
    cycle.self = cycle;
    const getter = Object.defineProperty({ ...CITY }, 'moves', {
      get() {
        throw new Error('boom');
      },
      enumerable: true,
    });
    for (const input of [
      null,
      42,
      'nope',
      '[]',
      '{"format":',
      [],
      true,
      undefined,
      10n,
      Symbol('s'),
      cycle,
      getter,
      { ...CITY, seed: 5n },
    ]) {
      const r = replayRecord(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.exit).toBe(2);
    }
  });
});
