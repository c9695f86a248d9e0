import { describe, expect, it } from 'vitest';
import { parseMove, replayRecord } from '../src/index.js';
import { nestsDeeperThan, RECORD_LIMITS } from '../src/core/record.js';
import { SHORT_RECORD } from './short-record.js';

// Records from anywhere (a file, a paste, an upload): bounded before they can cost much.

const RECORD = SHORT_RECORD;

function refusal(input: unknown) {
  const r = replayRecord(input);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

describe('record text', () => {
  it('accepts a leading byte-order mark', () => {
    const r = replayRecord(`\uFEFF${JSON.stringify(RECORD)}`);
    expect(r.ok && r.value.scores).toEqual({ Anna: 2, Bo: 4 });
  });
  it('refuses nesting deeper than 64 levels before parsing, as a value (no stack overflow)', () => {
    for (const levels of [65, 1_000_000]) {
      const e = refusal('['.repeat(levels) + ']'.repeat(levels));
      expect(e).toMatchObject({ code: 'malformed-json', exit: 2 });
      expect(e.message).toMatch(/nest more than 64 levels deep/);
    }
    expect(refusal('['.repeat(64) + ']'.repeat(64)).message).toMatch(/must be a JSON object/);
  });
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('{"a":"[[[[[[","b":"\\"[[["}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":[[1]]}', 2)).toBe(true);
    expect(nestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
  });
});

describe('record bounds', () => {
  it('a player name of at most 100 characters', () => {
    const name = 'x'.repeat(RECORD_LIMITS.name + 1);
    expect(refusal({ ...RECORD, players: [{ name, color: 'red' }, RECORD.players[1]] })).toMatchObject({
      code: 'bad-players',
      message: 'players[0].name has 101 characters, more than 100',
    });
    expect(
      replayRecord({ ...RECORD, players: [{ name: name.slice(1), color: 'red' }, RECORD.players[1]] }).ok,
    ).toBe(true);
  });
  it('at most 10000 moves, each of at most 64 characters', () => {
    expect(refusal({ ...RECORD, moves: new Array(10_001).fill('V@1,0r0') }).message).toBe(
      'a record has at most 10000 moves, not 10001',
    );
    expect(refusal({ ...RECORD, moves: [`${'V'.repeat(60)}@1,0r0`] }).message).toBe(
      'move 0 has 66 characters, more than any move (64)',
    );
  });
  it('a seed of at most 1000 characters', () => {
    expect(refusal({ ...RECORD, tiles: undefined, seed: 's'.repeat(1001) }).message).toBe(
      'the seed has 1001 characters, more than 1000',
    );
  });
  it('names both players of a duplicate', () => {
    const three = [...RECORD.players, { name: 'Cy', color: 'red' }];
    expect(refusal({ ...RECORD, players: three }).message).toBe('colour red is used twice (players 1 and 3)');
    expect(
      refusal({ ...RECORD, players: [...RECORD.players, { name: 'Anna', color: 'green' }] }).message,
    ).toBe('player name "Anna" is used twice (players 1 and 3)');
  });
  it('reports a player named __proto__ like any other', () => {
    const r = replayRecord({ ...RECORD, players: [{ name: '__proto__', color: 'red' }, RECORD.players[1]] });
    expect(r.ok && Object.entries(r.value.scores)).toEqual([
      ['__proto__', 2],
      ['Bo', 4],
    ]);
  });
});

describe('move coordinates', () => {
  it('are refused beyond ±(2^53 − 1), never read as Infinity', () => {
    const far = `1${'0'.repeat(400)}`;
    for (const text of [
      `V@${far},0r0`,
      `V@0,-${far}r90`,
      `gate ${far},0,N`,
      `wall 0,${far},E guard`,
      `tower ${far},1,S`,
    ]) {
      const r = parseMove(text);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error.message).toMatch(/^coordinate -?1000000000000000… \(401 digits\) is out of range$/);
    }
    expect(parseMove('V@9007199254740991,-9007199254740991r0').ok).toBe(true);
    expect(parseMove('V@9007199254740992,0r0')).toMatchObject({
      ok: false,
      error: { message: 'coordinate 9007199254740992 is out of range' },
    });
  });
  it('a move that is no move is quoted shortened and escaped', () => {
    const r = parseMove(`\u001b[2J${'x'.repeat(100)}`);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.message).toBe(
        `"\\u001b[2J${'x'.repeat(35)}…" is not a move (expected e.g. "U@1,0r90 N", "gate 1,0,N", "wall 1,0,N guard", "tower -", "dragon N", "wagon 1,0,N", "pass")`,
      );
  });
});
