import { describe, expect, it } from 'vitest';
import { sortMyGames, type MyGame } from '@carcassonne/protocol';
import { deadlineAfterVacations } from '../src/tables/vacation-clock.js';
import { DAY_MS, usedDays, vacationRefusal } from '../src/storage/vacations.js';
import { storageAdapters } from './storage-adapters.js';

const { adapters } = await storageAdapters('carc-vacations-');

/** 2026-03-01, midnight UTC. */
const MARCH = Date.UTC(2026, 2, 1);

describe('a paused deadline', () => {
  const start = MARCH;
  const full = 3 * DAY_MS;
  const deadline = start + full;

  it('without a vacation in the turn, is the stored one', () => {
    expect(deadlineAfterVacations(deadline, full, [])).toBe(deadline);
    const before = { from: start - 5 * DAY_MS, until: start - DAY_MS };
    const after = { from: deadline, until: deadline + DAY_MS };
    expect(deadlineAfterVacations(deadline, full, [before, after])).toBe(deadline);
  });

  it('moves on by the part of the vacations inside the turn, however they are ordered', () => {
    const one = { from: start + DAY_MS, until: start + 2 * DAY_MS };
    expect(deadlineAfterVacations(deadline, full, [one])).toBe(deadline + DAY_MS);
    // Begun before the turn: only its part after the start of the turn counts.
    const earlier = { from: start - DAY_MS, until: start + DAY_MS / 2 };
    expect(deadlineAfterVacations(deadline, full, [one, earlier])).toBe(deadline + DAY_MS + DAY_MS / 2);
    // A vacation that begins once the extended time has run out changes nothing.
    const late = { from: deadline + 2 * DAY_MS, until: deadline + 9 * DAY_MS };
    expect(deadlineAfterVacations(deadline, full, [late, one, earlier])).toBe(deadline + 1.5 * DAY_MS);
    // One that begins inside the extended time pauses it again.
    const inside = { from: deadline + DAY_MS / 2, until: deadline + 1.5 * DAY_MS };
    expect(deadlineAfterVacations(deadline, full, [inside, one])).toBe(deadline + 2 * DAY_MS);
  });
});

describe('the yearly allowance', () => {
  it('counts the days of the vacations begun in the year, a started day as whole', () => {
    const days = [
      { from: Date.UTC(2025, 11, 30), until: Date.UTC(2026, 0, 5) },
      { from: MARCH, until: MARCH + 2 * DAY_MS },
      { from: MARCH + 10 * DAY_MS, until: MARCH + 10 * DAY_MS + 1 },
    ];
    expect(usedDays(days, MARCH)).toBe(3);
    expect(usedDays(days, Date.UTC(2025, 11, 31))).toBe(6);
  });

  it('refuses a vacation over the allowance or inside a running one', () => {
    const taken = [{ from: MARCH, until: MARCH + 14 * DAY_MS }];
    const next = (from: number, days: number) => ({ from, until: from + days * DAY_MS });
    expect(vacationRefusal(taken, next(MARCH + 20 * DAY_MS, 7), 21)).toBeNull();
    expect(vacationRefusal(taken, next(MARCH + 20 * DAY_MS, 8), 21)).toBe('over-allowance');
    expect(vacationRefusal(taken, next(MARCH + DAY_MS, 1), 21)).toBe('on-vacation');
    // A new year has its own days.
    expect(vacationRefusal(taken, next(Date.UTC(2027, 0, 1), 21), 21)).toBeNull();
  });
});

describe('my games', () => {
  const game = (table: string, yourTurn: boolean, deadline: number | null, status = 'playing'): MyGame => ({
    table,
    preset: 'classic',
    status: status as MyGame['status'],
    seat: 0,
    actor: yourTurn ? 0 : 1,
    yourTurn,
    deadline,
    invite: null,
  });

  it('come mine first, then the others being played, then those waiting; each by time left', () => {
    const games = [
      game('w', false, null, 'open'),
      game('o2', false, 500),
      game('m-none', true, null),
      game('o1', false, 100),
      game('m2', true, 900),
      game('m1', true, 300),
    ];
    expect(sortMyGames(games).map((g) => g.table)).toEqual(['m1', 'm2', 'm-none', 'o1', 'o2', 'w']);
  });
});

for (const adapter of adapters) {
  describe(`vacation storage: ${adapter.name}`, () => {
    it('takes, refuses, lists, reports and ends vacations', async () => {
      const s = await adapter.open();
      for (const id of ['u1', 'u2'])
        await s.createUser({ id, name: id, createdAt: 1000 }, `${id.repeat(32)}`.slice(0, 64));
      const v = s.vacations;
      expect(await v.take('u1', { from: MARCH, until: MARCH + 10 * DAY_MS }, 21)).toBeNull();
      expect(await v.take('u1', { from: MARCH + DAY_MS, until: MARCH + 2 * DAY_MS }, 21)).toBe('on-vacation');
      expect(await v.take('u1', { from: MARCH + 20 * DAY_MS, until: MARCH + 32 * DAY_MS }, 21)).toBe(
        'over-allowance',
      );
      expect(await v.current(['u1', 'u2'], MARCH + DAY_MS)).toEqual(new Map([['u1', MARCH + 10 * DAY_MS]]));
      expect(await v.current([], MARCH)).toEqual(new Map());
      // Ended after two and a half days: three days count, eighteen are left.
      expect(await v.end('u1', MARCH + 2.5 * DAY_MS)).toBe(true);
      expect(await v.end('u1', MARCH + 3 * DAY_MS)).toBe(false);
      expect(await v.current(['u1'], MARCH + 3 * DAY_MS)).toEqual(new Map());
      expect(await v.take('u1', { from: MARCH + 20 * DAY_MS, until: MARCH + 38 * DAY_MS }, 21)).toBeNull();
      expect(await v.of('u1', MARCH)).toEqual([
        { from: MARCH, until: MARCH + 2.5 * DAY_MS },
        { from: MARCH + 20 * DAY_MS, until: MARCH + 38 * DAY_MS },
      ]);
      expect(await v.of('u1', MARCH + 3 * DAY_MS)).toHaveLength(1);
      expect(await v.of('u2', 0)).toEqual([]);
      // Two requests at once: one vacation only.
      const both = await Promise.all([
        v.take('u2', { from: MARCH, until: MARCH + 15 * DAY_MS }, 21),
        v.take('u2', { from: MARCH + 1, until: MARCH + 15 * DAY_MS }, 21),
      ]);
      expect(both.filter((r) => r === null)).toHaveLength(1);
      await s.close();
    });
  });
}
