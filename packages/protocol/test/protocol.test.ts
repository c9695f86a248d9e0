import { describe, expect, it } from 'vitest';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { CLIENT_SCHEMAS, cleanChat, cleanName, GuestRequest } from '../src/index.js';
import { LEVEL_IDS, SEAT_BOTS, seatLevel } from '../src/index.js';
import { isServerErrorCode, SERVER_ERROR_CODES } from '../src/index.js';

describe('protocol', () => {
  it('names: trimmed, 1–24 characters, no control characters', () => {
    expect(cleanName('  Ann ')).toEqual({ ok: true, value: 'Ann' });
    expect(cleanName('').ok).toBe(false);
    expect(cleanName('x'.repeat(25)).ok).toBe(false);
    expect(cleanName('a\u0000b').ok).toBe(false);
    expect(cleanName('a\u202eb').ok).toBe(false);
    expect(cleanName('😀'.repeat(24)).ok).toBe(true);
  });

  it('chat: control characters become spaces, at most 300 characters', () => {
    expect(cleanChat('a\nb')).toEqual({ ok: true, value: 'a b' });
    expect(cleanChat(' ').ok).toBe(false);
    expect(cleanChat('x'.repeat(301)).ok).toBe(false);
  });

  it('client schemas refuse unknown fields and wrong types', () => {
    const move = TypeCompiler.Compile(CLIENT_SCHEMAS.move);
    expect(move.Check({ type: 'move', id: 1, table: 'abcdef', move: 'A@0,1r0', version: 0 })).toBe(true);
    expect(move.Check({ type: 'move', id: 1, table: 'abcdef', move: 'A@0,1r0', version: 0, x: 1 })).toBe(
      false,
    );
    expect(move.Check({ type: 'move', id: -1, table: 'abcdef', move: 'A@0,1r0', version: 0 })).toBe(false);
    expect(move.Check({ type: 'move', id: 1, table: '../x', move: 'A@0,1r0', version: 0 })).toBe(false);
    const create = TypeCompiler.Compile(CLIENT_SCHEMAS.create);
    expect(
      create.Check({
        type: 'create',
        id: 'c',
        preset: 'classic',
        seats: [{ kind: 'me' }, { kind: 'bot', bot: 'mcts', level: 3 }],
        visibility: 'public',
        clock: { kind: 'move', seconds: 30 },
      }),
    ).toBe(true);
    expect(
      create.Check({
        type: 'create',
        id: 'c',
        preset: 'classic',
        seats: [{ kind: 'bot', bot: 'mcts', level: 9 }],
        visibility: 'public',
        clock: { kind: 'none' },
      }),
    ).toBe(false);
    expect(TypeCompiler.Compile(GuestRequest).Check({ name: 'x', admin: true })).toBe(false);
  });

  it('bot seats: a level (its number may be repeated), or as before random, greedy or mcts with a level 1–5', () => {
    const create = TypeCompiler.Compile(CLIENT_SCHEMAS.create);
    const withSeat = (seat: unknown) =>
      create.Check({
        type: 'create',
        id: 'c',
        preset: 'classic',
        seats: [{ kind: 'me' }, seat],
        visibility: 'public',
        clock: { kind: 'none' },
      });
    for (const [i, bot] of LEVEL_IDS.entries()) {
      expect(withSeat({ kind: 'bot', bot })).toBe(true);
      expect(withSeat({ kind: 'bot', bot, level: i + 1 })).toBe(true);
      expect(withSeat({ kind: 'bot', bot, level: ((i + 1) % 5) + 1 })).toBe(false);
    }
    for (const bot of ['random', 'greedy', 'mcts']) {
      expect(withSeat({ kind: 'bot', bot, level: 1 })).toBe(true);
      expect(withSeat({ kind: 'bot', bot })).toBe(false);
      expect(withSeat({ kind: 'bot', bot, level: 0 })).toBe(false);
    }
    for (const forged of [
      { kind: 'bot', bot: 'level6' },
      { kind: 'bot', bot: 'level0', level: 0 },
      { kind: 'bot', bot: 'LEVEL3' },
      { kind: 'bot', bot: 'baseline', level: 3 },
      { kind: 'bot', bot: 'mcts:k=99', level: 3 },
      { kind: 'bot', bot: 'level3', budget: { iterations: 1_000_000 } },
      { kind: 'bot', bot: 'level3', level: '3' },
      { kind: 'bot', bot: 'level3', level: 3.5 },
      { kind: 'bot', level: 3 },
    ])
      expect(withSeat(forged)).toBe(false);
  });

  it('the level a bot seat plays at: its own; the old mcts at level N as levelN; none for random and greedy', () => {
    expect(SEAT_BOTS).toEqual([...LEVEL_IDS, 'random', 'greedy', 'mcts']);
    expect(seatLevel('level4', 4)).toBe('level4');
    expect(seatLevel('mcts', 2)).toBe('level2');
    expect(seatLevel('mcts', 9)).toBe(null);
    expect(seatLevel('greedy', 3)).toBe(null);
  });

  it('declares every server error code once', () => {
    expect(new Set(SERVER_ERROR_CODES).size).toBe(SERVER_ERROR_CODES.length);
    for (const code of SERVER_ERROR_CODES) expect(code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(isServerErrorCode('seat-taken')).toBe(true);
    expect(isServerErrorCode('wrong-tile')).toBe(false);
  });
});
