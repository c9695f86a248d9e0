/** The pairing rule alone: the window, the choices, the `avoid` hook, tables of more than two. */
import { describe, expect, it } from 'vitest';
import type { QuickChoice } from '@carcassonne/protocol';
import { formGroups, windowAfter, type QueueEntry } from '../src/social/matchmaking.js';
import { botLevelFor } from '../src/social/bot-level.js';

const choice: QuickChoice = { preset: 'classic', players: 2, clock: { kind: 'none' }, rated: true };
const entry = (user: string, rating: number, since = 0, c: QuickChoice = choice): QueueEntry => ({
  user,
  name: user,
  username: null,
  rating,
  choice: c,
  since,
  token: `t-${user}`,
});
const users = (groups: QueueEntry[][]) => groups.map((g) => g.map((e) => e.user).sort());

describe('pairing', () => {
  it('widens the window by 50 every 10 s from ±100', () => {
    expect([0, 9_999, 10_000, 25_000, 60_000].map(windowAfter)).toEqual([100, 100, 150, 200, 400]);
  });

  it('pairs within the window of the longer wait, closest ratings first', () => {
    const queue = [entry('a', 1500), entry('b', 1620), entry('c', 1590)];
    expect(users(formGroups(queue, 0))).toEqual([['a', 'c']]);
    expect(users(formGroups([entry('a', 1500), entry('b', 1640, 5_000)], 5_000))).toEqual([]);
    expect(users(formGroups([entry('a', 1500), entry('b', 1640, 5_000)], 20_000))).toEqual([['a', 'b']]);
  });

  it('never mixes choices, and never seats a pair the hook avoids', () => {
    const other = { ...choice, clock: { kind: 'move' as const, seconds: 30 } };
    expect(users(formGroups([entry('a', 1500), entry('b', 1500, 0, other)], 0))).toEqual([]);
    const avoid = (x: string, y: string) => x === 'b' && y === 'a';
    expect(users(formGroups([entry('a', 1500), entry('b', 1500), entry('c', 1550)], 0, avoid))).toEqual([
      ['a', 'c'],
    ]);
  });

  it('fills a table of three with players all within each other’s window', () => {
    const three = { ...choice, players: 3 };
    const queue = [entry('a', 1500, 0, three), entry('b', 1580, 0, three), entry('c', 1420, 0, three)];
    expect(users(formGroups(queue, 0))).toEqual([]);
    expect(users(formGroups(queue, 20_000))).toEqual([['a', 'b', 'c']]);
  });

  it('offers bots of the player’s strength', () => {
    expect(botLevelFor(1500, 'classic')).toBe('level3');
    expect(botLevelFor(800, 'classic')).toBe('level1');
    expect(botLevelFor(2200, 'classic')).toBe('level5');
  });
});
