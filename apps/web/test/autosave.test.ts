import { describe, expect, it } from 'vitest';
import {
  currentSaveId,
  MAX_SAVES,
  newGameId,
  readSaves,
  removeSave,
  setCurrentSave,
  writeSave,
  type SavedGame,
} from '../src/game/autosave.js';
import { Controller, type BotPort } from '../src/game/controller.js';

function memory(limit = Infinity): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    key: (i) => [...m.keys()][i] ?? null,
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > limit) throw new Error('QuotaExceededError');
      m.set(k, v);
    },
    removeItem: (k) => void m.delete(k),
  };
}

const idle: BotPort = { choose: () => new Promise(() => {}), cancel: () => {} };
const seats = [
  { name: 'Anna', color: 'red', kind: 'human' as const },
  { name: 'Bo', color: 'blue', kind: 'human' as const },
];

function game(seed: string): Controller {
  const c = Controller.start({ game: 'carcassonne', preset: 'classic', players: seats, seed }, seats, {
    botDelay: 0,
    mctsMs: 10,
    bots: idle,
  });
  if (typeof c === 'string') throw new Error(c);
  return c;
}

describe('autosave', () => {
  it('keeps a game after every move and resumes it exactly', () => {
    const store = memory();
    const c = game('auto');
    for (let i = 0; i < 3; i++) {
      const p = c.table.placements()[0]!;
      c.place(p);
      if (c.pending) c.follower(null);
      expect(writeSave(store, c.snapshot(1000 + i))).toBe(true);
    }
    setCurrentSave(store, c.gameId);
    const saved = readSaves(store);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.moves).toBe(3);
    expect(currentSaveId(store)).toBe(c.gameId);
    const back = Controller.resume(saved[0]!, { botDelay: 0, mctsMs: 10, bots: idle });
    if (typeof back === 'string') throw new Error(back);
    expect(back.gameId).toBe(c.gameId);
    expect(back.table.view().board).toEqual(c.table.view().board);
    expect(back.table.movers).toEqual(c.table.movers);
    expect(back.seed).toBe('auto');
  });

  it('lists newest first, keeps at most a dozen, forgets on request', () => {
    const store = memory();
    const base = game('list').snapshot(0);
    for (let i = 0; i < MAX_SAVES + 3; i++) writeSave(store, { ...base, id: `g${i}`, savedAt: i });
    const list = readSaves(store);
    expect(list).toHaveLength(MAX_SAVES);
    expect(list[0]!.id).toBe(`g${MAX_SAVES + 2}`);
    setCurrentSave(store, list[0]!.id);
    removeSave(store, list[0]!.id);
    expect(readSaves(store).some((s) => s.id === list[0]!.id)).toBe(false);
    expect(currentSaveId(store)).toBeNull();
  });

  it('skips unreadable entries and survives a full or missing storage', () => {
    const store = memory();
    store.setItem('carcassonne.games', '[{"id":1},"x",null]');
    expect(readSaves(store)).toEqual([]);
    store.setItem('carcassonne.games', 'not json');
    expect(readSaves(store)).toEqual([]);
    expect(readSaves(null)).toEqual([]);
    const entry: SavedGame = game('full').snapshot(5);
    expect(writeSave(memory(10), entry)).toBe(false);
    expect(writeSave(null, entry)).toBe(false);
    expect(newGameId(0, () => 0.5)).toMatch(/^g0[0-9a-z]{4}$/);
  });
});
