/**
 * What a seat's presence and clock say, in words, for everyone at the table: away since when and
 * when the bot comes, why a bot plays (away, out of time, timeouts in a row, resigned), and the
 * time left, ticking on the seat due only; a move refused after the link dropped says so.
 */
import { expect, it } from 'vitest';
import type { SeatState, TableState } from '@carcassonne/protocol';
import { translator } from '../src/i18n/index.js';
import { ago, clockWords, moveRefusal, presenceWords, timeLeft } from '../src/online/Presence.js';

type Person = Extract<SeatState, { kind: 'human' }>;
const bob: Person = { kind: 'human', user: 'u-bob', name: 'Bob', connected: true, substitute: false };
const t = translator('en');
const now = 1_000_000;

it('away, the bot to come, and why a bot plays', () => {
  expect(presenceWords(bob, 'Bob', now, t)).toBeNull();
  const away = { ...bob, connected: false, awaySince: now - 40_000, botAt: now + 20_000 };
  expect(presenceWords(away, 'Bob', now, t)).toBe('Bob left 40 s ago — a bot plays for Bob in 20 s');
  expect(presenceWords({ ...away, botAt: null }, 'Bob', now, t)).toBe('left 40 s ago');
  expect(presenceWords({ ...bob, substitute: true, reason: 'absent' }, 'Bob', now, t)).toBe(
    'a bot plays for Bob: away',
  );
  expect(presenceWords({ ...bob, reason: 'timeout' }, 'Bob', now, t)).toBe(
    'time ran out: a bot played this move for Bob',
  );
  expect(presenceWords({ ...bob, substitute: true, reason: 'timeouts', timeouts: 3 }, 'Bob', now, t)).toBe(
    'a bot plays for Bob after 3 timeouts in a row',
  );
  expect(presenceWords({ ...bob, substitute: true, resigned: true }, 'Bob', now, t)).toBe(
    'Bob resigned: a bot plays the seat out',
  );
  expect(translator('de')('presence.youAbsent', { n: 13 })).toContain('13 Züge');
  // Once the game is over, no bot is to come or plays the seat out.
  expect(presenceWords({ ...bob, substitute: true, resigned: true }, 'Bob', now, t, true)).toBe(
    'Bob resigned',
  );
  expect(presenceWords(away, 'Bob', now, t, true)).toBeNull();
});

it('clocks: the seat due counts down to the deadline, the others show their bank', () => {
  const state = {
    settings: { clock: { kind: 'bank', minutes: 5, increment: 10 } },
    actor: 0,
    deadline: now + 65_000,
    seats: [
      { ...bob, bank: 300_000 },
      { ...bob, user: 'u-ann', name: 'Ann', bank: 250_000 },
    ],
  } as unknown as TableState;
  expect(timeLeft(state, 0, now)).toBe(65_000);
  expect(timeLeft(state, 1, now)).toBe(250_000);
  expect(clockWords(65_000)).toBe('1:05');
  expect(clockWords(250_000)).toBe('4:10');
  expect(clockWords(2 * 86_400_000 + 3 * 3_600_000)).toBe('2 d 3 h');
  expect(ago(40_000)).toBe('40 s');
  expect(ago(600_000)).toBe('10 min');
});

it('a refused move in the words of its code; sent before the link dropped, it says so', () => {
  const refused = { code: 'stale-state', message: 'the table changed' };
  expect(moveRefusal(refused, false, t)).toBe('the game moved on in the meantime');
  expect(moveRefusal(refused, true, t)).toBe(
    'Your move sent before the connection dropped was refused: the game moved on in the meantime',
  );
  expect(moveRefusal(refused, true, translator('de'))).toBe(
    'Dein vor dem Verbindungsabbruch gesendeter Zug wurde abgelehnt: das Spiel ist inzwischen weitergegangen',
  );
});
