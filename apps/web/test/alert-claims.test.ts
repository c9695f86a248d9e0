/**
 * One sound across tabs: the first tab to claim an event plays it; another tab seeing the same
 * event (the same table and moment) stays quiet; the lobby's reading yields to an alert of
 * the same kind at the same table within its interval; old claims are forgotten. Claims are Web
 * Locks where the browser has them (a lock name is granted to one tab at a time), else records in
 * localStorage.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLAIM_KEEP_MS,
  claimIn,
  claimWithLocks,
  PAIR_HOLD_MS,
  type ClaimLocks,
  type ClaimStore,
} from '../src/online/alert-claims.js';

function memoryStore(): ClaimStore & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

it('plays an event once across tabs, and each new event again', () => {
  const store = memoryStore();
  const t = 1_000_000;
  expect(claimIn(store, { kind: 'turn', table: 'a', at: 'v7' }, t)).toBe(true);
  expect(claimIn(store, { kind: 'turn', table: 'a', at: 'v7' }, t + 5)).toBe(false);
  // The next turn at the same table, another table, another kind: each plays.
  expect(claimIn(store, { kind: 'turn', table: 'a', at: 'v9' }, t + 20_000)).toBe(true);
  expect(claimIn(store, { kind: 'turn', table: 'b', at: 'v9' }, t + 20_000)).toBe(true);
  expect(claimIn(store, { kind: 'over', table: 'a', at: 'v9' }, t + 20_000)).toBe(true);
});

it("the lobby's reading yields to an alert of the same kind at the same table within its interval", () => {
  const store = memoryStore();
  const t = 5_000_000;
  expect(claimIn(store, { kind: 'turn', table: 'a', at: 'v3' }, t)).toBe(true);
  expect(claimIn(store, { kind: 'turn', table: 'a', withinMs: 30_000 }, t + 10_000)).toBe(false);
  expect(claimIn(store, { kind: 'over', table: 'a', withinMs: 30_000 }, t + 10_000)).toBe(true);
  expect(claimIn(store, { kind: 'turn', table: 'a', withinMs: 30_000 }, t + 45_000)).toBe(true);
  // Two lobby tabs reading the same change: the second is quiet.
  expect(claimIn(store, { kind: 'turn', table: 'a', withinMs: 30_000 }, t + 46_000)).toBe(false);
});

it('forgets claims after a while, and plays when the store holds garbage', () => {
  const store = memoryStore();
  const t = 9_000_000;
  expect(claimIn(store, { kind: 'joined', table: 'a', at: 'v1' }, t)).toBe(true);
  expect(claimIn(store, { kind: 'joined', table: 'a', at: 'v1' }, t + CLAIM_KEEP_MS + 1)).toBe(true);
  expect([...store.items.values()].join()).not.toContain(`${t},`);
  store.items.set('carcassonne.alerts.played', '{not json');
  expect(claimIn(store, { kind: 'turn', table: 'a', at: 'v2' }, t)).toBe(true);
  store.items.set('carcassonne.alerts.played', '{"turn:a:v3":"yesterday"}');
  expect(claimIn(store, { kind: 'turn', table: 'a', at: 'v3' }, t)).toBe(true);
});

/** The browser's lock manager as the claims use it: a name is granted to one holder at a time. */
function fakeLocks(): ClaimLocks & { readonly held: Set<string> } {
  const held = new Set<string>();
  return {
    held,
    async request(name, _options, callback) {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('claims as Web Locks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('two tabs claiming the same event at once: one plays; a new event plays again', async () => {
    const locks = fakeLocks();
    const claim = { kind: 'turn', table: 'a', at: 'v7' } as const;
    const both = await Promise.all([claimWithLocks(locks, claim), claimWithLocks(locks, claim)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await claimWithLocks(locks, claim)).toBe(false);
    expect(await claimWithLocks(locks, { ...claim, at: 'v9' })).toBe(true);
    expect(await claimWithLocks(locks, { kind: 'over', table: 'a', at: 'v9' })).toBe(true);
    // The claim is let go after a while: the same event plays again.
    await vi.advanceTimersByTimeAsync(CLAIM_KEEP_MS + 1);
    expect(await claimWithLocks(locks, claim)).toBe(true);
  });

  it("the lobby's reading yields to an alert of the same kind at the same table for its interval", async () => {
    const locks = fakeLocks();
    expect(await claimWithLocks(locks, { kind: 'turn', table: 'a', at: 'v3' })).toBe(true);
    const lobby = { kind: 'turn', table: 'a', withinMs: PAIR_HOLD_MS } as const;
    expect(await claimWithLocks(locks, lobby)).toBe(false);
    expect(await claimWithLocks(locks, { ...lobby, kind: 'over' })).toBe(true);
    await vi.advanceTimersByTimeAsync(PAIR_HOLD_MS + 1);
    expect(await claimWithLocks(locks, lobby)).toBe(true);
    // Two lobby tabs reading the same change: the second is quiet.
    expect(await claimWithLocks(locks, lobby)).toBe(false);
  });

  it('plays when the lock manager refuses to work', async () => {
    const broken: ClaimLocks = { request: () => Promise.reject(new Error('no locks here')) };
    expect(await claimWithLocks(broken, { kind: 'turn', table: 'a', at: 'v1' })).toBe(true);
  });
});
