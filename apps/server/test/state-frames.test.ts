/**
 * A table's state sent as patches: for every position of real games, the patch from the previous
 * state applied by a client gives exactly the next state, and the whole state assembled from the
 * encoded pieces is the text JSON.stringify gives. Patches that do not fit are refused.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type GameMatch } from '@carcassonne/engine';
import { applyStatePatch, type StatePatchOp, type TableState } from '@carcassonne/protocol';
import { canonical } from '../src/canonical.js';
import { encodeState, patchJson, stateJson } from '../src/rooms/state-frames.js';

function tableState(match: GameMatch | null, status: TableState['status'], actor: number): TableState {
  return {
    id: 't1',
    game: match?.game ?? 'carcassonne',
    status,
    host: 'u1',
    settings: { preset: 'classic', options: {}, visibility: 'public', clock: { kind: 'none' }, grace: 60, rated: false },
    seats: [
      { kind: 'human', user: 'u1', name: 'Ann', connected: true, substitute: false },
      { kind: 'bot', bot: 'greedy', level: 0, name: 'Bot' },
    ],
    view: match ? canonical(match.publicView()) : null,
    actor,
    deadline: null,
    report: match?.finished ? match.report() : null,
  };
}

describe('state patches', () => {
  for (const preset of ['classic', 'winter', 'the-city']) {
    it(`rebuild every state of a ${preset} game from the one before`, () => {
      const created = createMatch({ preset, players: [{ name: 'Ann', color: 'red' }, { name: 'Bot', color: 'blue' }], seed: `patch-${preset}` });
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      const match = created.value;
      let previous = encodeState(tableState(null, 'open', -1));
      let client: TableState = JSON.parse(stateJson(previous)) as TableState;
      let appends = 0;
      let step = 0;
      while (true) {
        const next = encodeState(tableState(match, match.finished ? 'finished' : 'playing', match.actor));
        expect(stateJson(next)).toBe(JSON.stringify(next.state));
        const patch = JSON.parse(patchJson(previous, next)) as StatePatchOp[];
        appends += patch.filter((op) => 'append' in op).length;
        const applied = applyStatePatch(client, patch);
        expect(applied).toEqual(JSON.parse(JSON.stringify(next.state)));
        client = applied!;
        previous = next;
        if (match.finished) break;
        const moves = match.legalMoves();
        const played = match.play(match.actor, moves[(step++ * 7919) % moves.length]!);
        expect(played.ok).toBe(true);
      }
      // Lists that only grow (the board, the history) travel as their new items.
      expect(appends).toBeGreaterThan(step);
    });
  }

  it('a patch is smaller than the state it makes', () => {
    const created = createMatch({ preset: 'classic', players: [{ name: 'Ann', color: 'red' }, { name: 'Bot', color: 'blue' }], seed: 'size' });
    if (!created.ok) throw new Error(created.error.message);
    const match = created.value;
    for (let i = 0; i < 40; i++) match.play(match.actor, match.legalMoves()[0]!);
    const before = encodeState(tableState(match, 'playing', match.actor));
    match.play(match.actor, match.legalMoves()[0]!);
    const after = encodeState(tableState(match, 'playing', match.actor));
    expect(patchJson(before, after).length * 3).toBeLessThan(stateJson(after).length);
  });

  it('refuses patches that do not fit, changing nothing', () => {
    const state = tableState(null, 'open', -1);
    const frozen = JSON.stringify(state);
    const bad: unknown[] = [
      [{ path: ['seats'], append: 'x' }],
      [{ path: ['actor'], append: [1] }],
      [{ path: ['view', 'board'], value: [] }],
      [{ path: ['a', 'b', 'c'], value: 1 }],
      [{ path: ['__proto__'], value: { polluted: true } }],
      [{ path: ['settings', 'constructor'], value: 1 }],
      [{ path: [1], value: 1 }],
      [{ path: ['actor'] }],
      ['actor'],
      { path: ['actor'], value: 1 },
    ];
    for (const patch of bad) expect(applyStatePatch(state, patch as StatePatchOp[])).toBeNull();
    expect(JSON.stringify(state)).toBe(frozen);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const ok = applyStatePatch(state, [
      { path: ['actor'], value: 1 },
      { path: ['seats'], append: [{ kind: 'open' }] },
      { path: ['settings', 'rated'], value: true },
      { path: ['deadline'], remove: true },
    ]);
    expect(ok?.actor).toBe(1);
    expect(ok?.seats.length).toBe(3);
    expect(ok?.settings.rated).toBe(true);
    expect(ok && 'deadline' in ok).toBe(false);
    // The patched state shares nothing it changed with the original.
    expect(state.settings.rated).toBe(false);
    expect(state.seats.length).toBe(2);
  });
});
