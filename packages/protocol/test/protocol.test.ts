import { describe, expect, it } from 'vitest';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { CLIENT_SCHEMAS, cleanChat, cleanName, GuestRequest } from '../src/index.js';

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
    expect(move.Check({ type: 'move', id: 1, table: 'abcdef', move: 'A@0,1r0', version: 0, x: 1 })).toBe(false);
    expect(move.Check({ type: 'move', id: -1, table: 'abcdef', move: 'A@0,1r0', version: 0 })).toBe(false);
    expect(move.Check({ type: 'move', id: 1, table: '../x', move: 'A@0,1r0', version: 0 })).toBe(false);
    const create = TypeCompiler.Compile(CLIENT_SCHEMAS.create);
    expect(create.Check({ type: 'create', id: 'c', preset: 'classic', seats: [{ kind: 'me' }, { kind: 'bot', bot: 'mcts', level: 3 }], visibility: 'public', clock: { kind: 'move', seconds: 30 } })).toBe(true);
    expect(create.Check({ type: 'create', id: 'c', preset: 'classic', seats: [{ kind: 'bot', bot: 'mcts', level: 9 }], visibility: 'public', clock: { kind: 'none' } })).toBe(false);
    expect(TypeCompiler.Compile(GuestRequest).Check({ name: 'x', admin: true })).toBe(false);
  });
});
