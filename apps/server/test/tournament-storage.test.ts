/**
 * The tournaments' store on SQLite and PostgreSQL alike: a change of state is a compare-and-set on
 * the version (of two writers holding one version, one wins), entries respect the cap even when
 * many arrive at once, a game's table is claimed once, and the lists read what was written.
 */
import { expect, it } from 'vitest';
import type { StoredEntry, StoredTournament } from '../src/storage/tournaments.js';
import type { Storage } from '../src/storage/types.js';
import { storageAdapters } from './storage-adapters.js';

const { adapters } = await storageAdapters('carc-tournament-store-');

const tournament = (id: string, organizer: string): StoredTournament => ({
  id,
  organizer,
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

const entry = (t: string, n: number): StoredEntry => ({
  tournament: t,
  entrant: `bot:level1:${n}`,
  user: null,
  bot: 'level1',
  name: `Bot ${n}`,
  rating: 1100,
  registeredAt: n,
  checkedIn: true,
  withdrawn: false,
});

async function withOrganizer(storage: Storage): Promise<string> {
  await storage.createUser({ id: 'organizer1', name: 'Orga', createdAt: 0 }, 'hash');
  return 'organizer1';
}

for (const adapter of adapters)
  it(`${adapter.name}: compare-and-set, the cap, one table per game`, async () => {
    const storage = await adapter.open();
    try {
      const store = storage.tournaments;
      const organizer = await withOrganizer(storage);
      await store.create(tournament('cup000001', organizer));
      // Two writers read version 0: one wins, the other changes nothing.
      const results = await Promise.all([
        store.update('cup000001', 0, { status: 'running', state: { round: 'a' } }),
        store.update('cup000001', 0, { status: 'paused', state: { round: 'b' } }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const read = (await store.get('cup000001'))!;
      expect(read.version).toBe(1);
      expect(read.state).toEqual(read.status === 'running' ? { round: 'a' } : { round: 'b' });
      expect(await store.update('cup000001', 0, { status: 'finished' })).toBe(false);
      expect((await store.get('cup000001'))!.version).toBe(1);

      // Six entries at once for a cap of 3: three are in.
      await store.create(tournament('cup000002', organizer));
      const entered = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => store.enter(entry('cup000002', n), 3)));
      expect(entered.filter((r) => r === null)).toHaveLength(3);
      expect(entered.filter((r) => r === 'full')).toHaveLength(3);
      const entries = await store.entries('cup000002');
      expect(entries).toHaveLength(3);
      const inside = Number(entries[0]!.entrant.split(':')[2]);
      expect(await store.enter(entry('cup000002', inside), 10)).toBe('already');
      expect(await store.mark('cup000002', entries[0]!.entrant, { withdrawn: true })).toBe(true);
      expect((await store.entries('cup000002'))[0]!.withdrawn).toBe(true);
      expect(await store.leave('cup000002', 'nobody')).toBe(false);

      // One table per game.
      const game = { tournament: 'cup000002', round: 1, pairing: 1, game: 0, forfeit: null };
      expect(await store.gameCounts('cup000002')).toEqual({ games: 0, forfeits: 0 });
      expect(await store.addGame({ ...game, table: 'table0001' })).toBe(true);
      expect(await store.addGame({ ...game, table: 'table0002' })).toBe(false);
      expect(await store.gameCounts('cup000002')).toEqual({ games: 1, forfeits: 0 });
      await store.forfeit('cup000002', 1, 1, 0, 'bot:level1:2');
      expect(await store.gameCounts('cup000002')).toEqual({ games: 1, forfeits: 1 });
      expect(await store.gameOf('table0001')).toEqual({
        ...game,
        table: 'table0001',
        forfeit: 'bot:level1:2',
      });
      expect(await store.gameOf('table0002')).toBeNull();

      // The tournaments a person entered.
      expect(
        await store.enter({ ...entry('cup000001', 9), entrant: organizer, user: organizer, bot: null }, 5),
      ).toBeNull();
      const mine = await store.ofPlayer(organizer, 0, 10);
      expect([mine.total, mine.tournaments.map((t) => t.id)]).toEqual([1, ['cup000001']]);
      // Lists and counts.
      expect(await store.countOf(organizer, ['upcoming', 'running', 'paused'])).toBe(2);
      expect(await store.countOf(organizer, ['finished'])).toBe(0);
      // Due a step: cup000001 is running or paused; cup000002 once its start (5000) has come.
      expect(await store.due(4999)).toEqual(['cup000001']);
      expect((await store.due(5000)).sort()).toEqual(['cup000001', 'cup000002']);
      const page = await store.list(['upcoming', 'running', 'paused'], 0, 1, false);
      expect(page.total).toBe(2);
      expect(page.tournaments).toHaveLength(1);
      expect(page.tournaments[0]!.settings).toEqual(tournament('x', organizer).settings);
    } finally {
      await storage.close();
    }
  });
