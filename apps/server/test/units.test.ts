import { describe, expect, it } from 'vitest';
import { createMatch } from '@carcassonne/engine';
import { readFileSync } from 'node:fs';
import { entryBudget, LEVEL_IDS as BOT_LEVEL_IDS, LEVELS, makeBot } from '@carcassonne/ai';
import { BOT_LEVELS, LEVEL_IDS, LEVEL_NUMBERS, SEAT_BOTS } from '@carcassonne/protocol';
import { botNameOf, SEAT_BUDGET } from '../src/tables/bots.js';
import { checkPassword, hashPassword } from '../src/core/identity.js';
import { botSeat, planTable, playersOf, startSetup } from '../src/tables/table-plan.js';
import { replay, TableData } from '../src/tables/table-data.js';
import type { TableChange } from '../src/storage/types.js';

describe('server units', () => {
  it('seat bots are bots of the ai registry; a level plays with its own budget, the old mcts + level as that level', () => {
    for (const b of SEAT_BOTS) for (const l of BOT_LEVELS) expect(makeBot(botNameOf(b, l)).ok).toBe(true);
    expect(BOT_LEVELS).toEqual(LEVELS.map((l) => l.level));
    // Declared apart (levels.ts checks the types agree); the protocol does not depend on the bots.
    expect(LEVEL_IDS).toEqual(BOT_LEVEL_IDS);
    for (const level of LEVELS) expect(LEVEL_NUMBERS[level.id]).toBe(level.level);
    const manifest = new URL('../../../packages/protocol/package.json', import.meta.url);
    const protocol = JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(protocol.dependencies)).not.toContain('@carcassonne/ai');
    for (const level of LEVELS) {
      expect(botNameOf(level.id, level.level)).toBe(level.id);
      expect(botNameOf('mcts', level.level)).toBe(level.id);
      const entry = makeBot(botNameOf(level.id, level.level));
      for (const game of ['carcassonne', 'the-city'] as const)
        expect(entry.ok && entryBudget(entry.value, SEAT_BUDGET, game)).toEqual(level.budget[game]);
    }
    expect(botNameOf('random', 4)).toBe('random');
    expect(botNameOf('greedy', 2)).toBe('greedy');
  });

  it('a bot seat is stored as a level (the old mcts + level too), named by the level', () => {
    expect(botSeat({ kind: 'bot', bot: 'level3' })).toEqual({ bot: 'level3', level: 3, title: 'Club bot' });
    expect(botSeat({ kind: 'bot', bot: 'level5', level: 5 })).toEqual({
      bot: 'level5',
      level: 5,
      title: 'Master bot',
    });
    expect(botSeat({ kind: 'bot', bot: 'mcts', level: 1 })).toEqual({
      bot: 'level1',
      level: 1,
      title: 'Beginner bot',
    });
    expect(botSeat({ kind: 'bot', bot: 'greedy', level: 2 })).toEqual({
      bot: 'greedy',
      level: 2,
      title: 'Greedy bot',
    });
  });

  it('passwords: salted scrypt, checked', async () => {
    const [h1, h2] = [await hashPassword('secret words'), await hashPassword('secret words')];
    expect(h1).not.toBe(h2);
    expect(await checkPassword('secret words', h1)).toBe(true);
    expect(await checkPassword('secret word', h1)).toBe(false);
  });

  it('players: seat names made distinct, colours in order', () => {
    const players = playersOf(
      [
        { kind: 'human', user: 'u1', name: 'Sam' },
        { kind: 'human', user: 'u2', name: 'Sam' },
        { kind: 'bot', bot: 'greedy', level: 1, name: 'Greedy bot' },
      ],
      ['red', 'blue', 'green'],
    );
    expect(players).toEqual([
      { name: 'Sam', color: 'red' },
      { name: 'Sam (2)', color: 'blue' },
      { name: 'Greedy bot', color: 'green' },
    ]);
  });

  it('a table takes six seats with Inns & Cathedrals (the sixth player grey), five without', () => {
    const host = { id: 'u1', name: 'Sam', username: null };
    const seats = [{ kind: 'me' as const }, ...Array.from({ length: 5 }, () => ({ kind: 'open' as const }))];
    const request = { type: 'create', id: 'm1', preset: 'modern', seats, clock: { kind: 'none' } } as const;
    const refused = planTable({ ...request, visibility: 'public' }, host, 1000, false);
    expect(refused.ok || refused.error).toEqual({
      code: 'bad-seats',
      message: 'Carcassonne has 2 to 5 players (6 with Inns & Cathedrals), not 6',
    });
    const options = { innsAndCathedrals: true };
    const plan = planTable({ ...request, visibility: 'public', options }, host, 1000, false);
    if (!plan.ok) throw new Error(plan.error.message);
    expect(plan.value.seats).toHaveLength(6);
    const sat = plan.value.seats.map((s, i) =>
      s.kind === 'open' ? { kind: 'human' as const, user: `u${i + 1}`, name: `P${i + 1}` } : s,
    );
    const setup = startSetup({ ...plan.value, seats: sat });
    if (!setup.ok) throw new Error(setup.error.message);
    expect(setup.value.players.map((p) => p.color)).toEqual([
      'red',
      'blue',
      'green',
      'yellow',
      'black',
      'gray',
    ]);
    expect(createMatch(setup.value).ok).toBe(true);
  });

  it('a table in memory: one copy of the stored fields, for a new room and a reload', () => {
    const host = { id: 'u1', name: 'Sam', username: null };
    const seats = [{ kind: 'me' }, { kind: 'open' }] as const;
    const request = { type: 'create', id: 'm1', preset: 'classic', seats, visibility: 'public' } as const;
    const plan = planTable({ ...request, seats: [...seats], clock: { kind: 'none' } }, host, 1000, false);
    if (!plan.ok) throw new Error(plan.error.message);
    const table = { ...plan.value, deadline: 5000, substitutes: [1] };
    const data = new TableData(table, 'Sam', 7);
    expect(data.stored()).toEqual(table);
    expect(data.seq).toBe(7);
    const substitutes = data.substitutes;
    const change: TableChange = { status: 'playing', seats: [], deadline: null, substitutes: [] };
    data.take(change);
    data.seq = 9;
    expect(data.stored()).toEqual({ ...table, ...change });
    data.load(table, 7);
    expect(data.stored()).toEqual(table);
    expect(data.seq).toBe(7);
    // The set every part holds stays the same object; the seats are the room's own copy.
    expect(data.substitutes).toBe(substitutes);
    expect(data.seats).not.toBe(table.seats);
    expect(replay(table, [])).toEqual({ ok: true, value: null });
  });
});
