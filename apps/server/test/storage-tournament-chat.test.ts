/**
 * The tournaments' chat store on SQLite and PostgreSQL alike: lines are numbered in the order
 * stored, a tournament keeps its newest lines, and the followers' tick reads those after a number.
 */
import { expect, it } from 'vitest';
import { storageAdapters } from './storage-adapters.js';
import type { StoredTournament } from '../src/storage/tournaments.js';

const { adapters } = await storageAdapters('carc-tournament-chat-store-');

const cup = (id: string): StoredTournament => ({
  id,
  organizer: 'organizer1',
  status: 'upcoming',
  settings: {
    name: 'Cup',
    game: 'carcassonne',
    preset: 'classic',
    options: {},
    clock: { kind: 'none' },
    format: 'swiss',
    rounds: 3,
    tableSize: 2,
    gamesPerMatch: 1,
    duplicate: true,
    tieBreaks: ['buchholz'],
    ranking: 'score',
    arena: null,
    startsAt: 5000,
    registrationOpensAt: 0,
    checkInMinutes: 0,
    maxPlayers: 3,
    rated: false,
    visibility: 'public',
    testTiles: null,
  },
  secret: 'secret',
  invite: null,
  state: null,
  version: 0,
  createdAt: 1,
});

const line = (n: number) => ({ user: 'organizer1', name: 'Orga', text: `line ${n}`, at: 1000 + n });

for (const adapter of adapters)
  it(`${adapter.name}: lines numbered, the newest kept, read after a number`, async () => {
    const storage = await adapter.open();
    try {
      await storage.createUser({ id: 'organizer1', name: 'Orga', createdAt: 0 }, 'hash');
      await storage.tournaments.create(cup('cup000001'));
      await storage.tournaments.create(cup('cup000002'));
      const chat = storage.tournamentChat;
      expect(await chat.last()).toBe(0);
      expect(await chat.recent('cup000001', 10)).toEqual([]);

      const first = await chat.add('cup000001', line(1), 3);
      const other = await chat.add('cup000002', line(9), 3);
      const numbers = [first, other];
      for (const n of [2, 3, 4]) numbers.push(await chat.add('cup000001', line(n), 3));
      // Rising, whatever the tournament.
      expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      expect(await chat.last()).toBe(numbers.at(-1));

      // cup000001 keeps its newest three lines, oldest first; cup000002 keeps its own.
      const recent = await chat.recent('cup000001', 10);
      expect(recent.map((l) => l.line)).toEqual([line(2), line(3), line(4)]);
      expect((await chat.recent('cup000001', 2)).map((l) => l.line.text)).toEqual(['line 3', 'line 4']);
      expect((await chat.recent('cup000002', 10)).map((l) => l.line)).toEqual([line(9)]);

      // After a number: only that tournament's later lines, at most `limit`.
      const after = await chat.since('cup000001', other, 10);
      expect(after.map((l) => [l.seq, l.line.text])).toEqual([
        [numbers[2], 'line 2'],
        [numbers[3], 'line 3'],
        [numbers[4], 'line 4'],
      ]);
      expect((await chat.since('cup000001', other, 1)).map((l) => l.line.text)).toEqual(['line 2']);
      expect(await chat.since('cup000001', numbers[4]!, 10)).toEqual([]);

      // Many lines at once: each its own number, all read after the last one seen, in order.
      const seen = await chat.last();
      const many = await Promise.all([5, 6, 7, 8, 9, 10].map((n) => chat.add('cup000002', line(n), 50)));
      expect(new Set(many).size).toBe(6);
      const read = await chat.since('cup000002', seen, 50);
      expect(read.map((l) => l.seq)).toEqual([...many].sort((a, b) => a - b));
    } finally {
      await storage.close();
    }
  });

for (const adapter of adapters)
  it(`${adapter.name}: a tournament line reported with the lines around it, then removed`, async () => {
    const storage = await adapter.open();
    try {
      await storage.createUser({ id: 'organizer1', name: 'Orga', createdAt: 0 }, 'hash');
      await storage.createUser({ id: 'player0001', name: 'Ann', createdAt: 0 }, 'hash2');
      await storage.tournaments.create(cup('cup000003'));
      for (const n of [1, 2, 3, 4, 5]) await storage.tournamentChat.add('cup000003', line(n), 50);
      const ref = { tournament: 'cup000003', author: 'organizer1', at: 1003 };
      const found = await storage.moderation.chatAround(ref, 1);
      expect(found?.line.text).toBe('line 3');
      expect(found?.context.map((l) => l.text)).toEqual(['line 2', 'line 3', 'line 4']);
      expect(await storage.moderation.chatAround({ ...ref, tournament: 'cup000001' }, 1)).toBeNull();
      await storage.moderation.addReport({
        reporter: 'player0001',
        player: 'organizer1',
        reason: 'rude',
        table: null,
        channel: null,
        tournament: 'cup000003',
        line: found!.line,
        context: found!.context,
        at: 2000,
      });
      const [report] = await storage.moderation.reports(10);
      expect(report).toMatchObject({ table: null, channel: null, tournament: 'cup000003' });
      expect(report?.line?.text).toBe('line 3');
      const audit = {
        moderator: 'organizer1',
        action: 'remove-chat',
        target: 'organizer1',
        table: null,
        detail: null,
        reason: 'rude',
        at: 2100,
      } as const;
      expect(await storage.moderation.removeChat(ref, audit)).toBe(1);
      expect(await storage.moderation.removeChat(ref, audit)).toBe(0);
      const left = await storage.tournamentChat.recent('cup000003', 10);
      expect(left.map((l) => l.line.text)).toEqual(['line 1', 'line 2', 'line 4', 'line 5']);
    } finally {
      await storage.close();
    }
  });
