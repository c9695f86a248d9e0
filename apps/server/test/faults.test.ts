/**
 * No fault takes the process down: a storage that fails for one table — while a bot is thinking,
 * when a move clock runs out, on a chat line's broadcast, on a catch-up (`watch` with `since`),
 * when a follower of a table left stale disconnects, on a catch-up of other processes' writes —
 * is answered or logged, the table is read again once the database answers, and the server keeps
 * serving the other tables all along. No promise is left rejected with nobody listening (that
 * exits Node). SQLite, and PostgreSQL when it answers (always with CI=true).
 */
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { err, type Result } from '@carcassonne/engine';
import type { BotPlayer } from '../src/tables/bots.js';
import { PostgresStorage } from '../src/storage/postgres.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage } from '../src/storage/types.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { resultOf, type GameClient } from '../src/tools/client.js';
import { player, startTestServer, tempDir, twoSeatTable, type TestServer } from './helpers.js';
import { waitFor } from './processes.js';
import { dropSchema, freshSchema, POSTGRES_URL, servicesFor } from './services.js';

const withPostgres = await servicesFor('postgres');

/** Which tables' reads and writes fail now (every storage call naming one of them rejects). */
class Faults {
  readonly tables = new Set<string>();
  injected = 0;

  hits(args: readonly unknown[]): boolean {
    const first = args[0];
    const table =
      typeof first === 'string'
        ? first
        : typeof first === 'object' && first !== null && 'tableId' in first
          ? first.tableId
          : null;
    return typeof table === 'string' && this.tables.has(table);
  }
}

/** The storage with faults injected per table; every other call goes through unchanged. */
function faulty(inner: Storage, faults: Faults): Storage {
  return new Proxy(inner, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]): unknown => {
        if (faults.hits(args)) {
          faults.injected++;
          return Promise.reject(new Error(`injected fault: ${String(key)}`));
        }
        return Reflect.apply(value, target, args);
      };
    },
  });
}

/** Bots that answer only when let go (their answer refused: the table plays a seeded legal move). */
class HeldBots implements BotPlayer {
  held = true;
  private readonly waiting: (() => void)[] = [];

  get asked(): number {
    return this.waiting.length;
  }

  choose(): Promise<Result<string>> {
    const answer = () => err('illegal-move', 'held bot: the table plays its fallback move');
    if (!this.held) return Promise.resolve(answer());
    return new Promise((resolve) => this.waiting.push(() => resolve(answer())));
  }

  release(): void {
    this.held = false;
    for (const go of this.waiting.splice(0)) go();
  }

  close(): void {
    this.release();
  }
}

interface Backend {
  readonly name: string;
  open(): Promise<Storage>;
  cleanup(): Promise<void>;
}

const dir = tempDir('carc-faults-');
const schemas: string[] = [];
const backends: Backend[] = [
  {
    name: 'sqlite',
    open: async () => SqliteStorage.open({ file: join(dir, `${Math.random()}.sqlite`) }),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  },
];
if (withPostgres)
  backends.push({
    name: 'postgres',
    open: async () => {
      const schema = freshSchema();
      schemas.push(schema);
      return PostgresStorage.open({ url: POSTGRES_URL, schema });
    },
    cleanup: async () => {
      for (const s of schemas) await dropSchema(s);
    },
  });

const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
beforeAll(() => {
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  for (const b of backends) await b.cleanup();
});

/** Two people play a whole game at another table: the server serves it while the faults last. */
async function otherTablePlays(server: TestServer, seed: number): Promise<void> {
  const a = await player(server, 'Other');
  const b = await player(server, 'Other');
  const table = await twoSeatTable(a.client, b.client, 'classic');
  const stops = [a, b].map((p, seat) =>
    autoplay(p.client, table, seat, { choose: randomPick(seededRandom(seed)) }),
  );
  expect((await a.client.request({ type: 'start', table })).ok).toBe(true);
  await a.client.until(
    () => a.client.states.get(table)?.status === 'finished',
    60_000,
    'the other game ends',
  );
  for (const stop of stops) stop();
  await Promise.all([a.client.close(), b.client.close()]);
}

const startedTable = async (client: GameClient, seats: object[], clock: object): Promise<string> => {
  const created = await client.request({
    type: 'create',
    preset: 'classic',
    seats: seats as never,
    visibility: 'public',
    clock: clock as never,
    testTiles: 8,
  });
  return resultOf(created).table;
};

for (const backend of backends) {
  describe(`faults: ${backend.name}`, () => {
    let server: TestServer;
    const faults = new Faults();
    const bots = new HeldBots();

    beforeAll(async () => {
      server = await startTestServer({ storage: faulty(await backend.open(), faults), bots });
    });
    afterAll(async () => {
      bots.release();
      await server.stop();
    });
    afterEach(() => {
      faults.tables.clear();
      expect(unhandled).toEqual([]);
    });

    it('the database fails while a bot is thinking: logged, read again later, the game goes on', async () => {
      const host = await player(server, 'Host');
      const watcher = await player(server, 'Watcher');
      const table = await startedTable(
        host.client,
        [{ kind: 'me' }, { kind: 'bot', bot: 'random', level: 1 }],
        { kind: 'none' },
      );
      await host.client.request({ type: 'watch', table });
      await watcher.client.request({ type: 'watch', table });
      const stop = autoplay(host.client, table, 0, { choose: randomPick(seededRandom(1)) });
      expect((await host.client.request({ type: 'start', table })).ok).toBe(true);
      // The person moved; the bot thinks (held).
      await waitFor(() => bots.asked > 0, 10_000, 'the bot is asked');
      faults.tables.add(table);
      // A write fails: the table is now stale (its memory may be ahead of the database).
      const chat = await host.client.request({ type: 'chat', table, text: 'hello' });
      expect(chat.ok ? null : chat.code).toBe('storage-failed');
      // The bot answers: its move is played after a reload, which fails (before: Node exited here).
      bots.release();
      // A follower of the stale table leaves: it is forgotten all the same.
      await watcher.client.close();
      // A catch-up of the failing table is refused with a code.
      const late = await player(server, 'Late');
      const watched = await late.client.request({ type: 'watch', table, since: 0 });
      expect(watched.ok ? null : watched.code).toBe('storage-failed');
      // Neither the one who left nor the one refused stays among the table's followers.
      await waitFor(() => server.hub.room(table)?.followerCount === 1, 10_000, 'only the host follows');
      const injected = faults.injected;
      expect(injected).toBeGreaterThan(2);
      // Meanwhile every other table is served.
      await otherTablePlays(server, 2);
      // The database answers again: the table is read again on its own and the bots play on.
      faults.tables.clear();
      await host.client.until(
        () => host.client.states.get(table)?.status === 'finished',
        60_000,
        'the bot table ends after the database is back',
      );
      expect((await late.client.request({ type: 'watch', table, since: 0 })).ok).toBe(true);
      stop();
      await Promise.all([host.client.close(), late.client.close()]);
    });

    it("the database fails during a catch-up of other processes' writes: refused, the table reads itself again", async () => {
      const a = await player(server, 'Ann');
      const b = await player(server, 'Bob');
      const table = await twoSeatTable(a.client, b.client, 'classic');
      expect((await a.client.request({ type: 'start', table })).ok).toBe(true);
      const room = server.hub.room(table)!;
      faults.tables.add(table);
      const chat = await a.client.request({ type: 'chat', table, text: 'hello' });
      expect(chat.ok ? null : chat.code).toBe('storage-failed');
      // Redis came back (or a gap in seqs): the catch-up cannot read the database.
      await expect(room.catchUp()).rejects.toThrow(/injected fault/);
      await expect(
        room.applyRemote({
          change: {},
          events: [
            { seq: room.currentSeq + 5, event: { kind: 'control', seat: 0, by: 'bot', reason: 'absent' } },
          ],
        }),
      ).rejects.toThrow(/injected fault/);
      const states = () => a.client.frames.filter((f) => f.type === 'state').length;
      const before = states();
      await otherTablePlays(server, 4);
      // The database answers: nobody sends anything, and the table is read again and sent to its followers.
      faults.tables.clear();
      await waitFor(() => states() > before, 30_000, 'the table read again by itself');
      expect((await a.client.request({ type: 'chat', table, text: 'back' })).ok).toBe(true);
      await Promise.all([a.client.close(), b.client.close()]);
    });

    it('the database fails when a move clock runs out: logged, the substitute plays once it is back', async () => {
      bots.release();
      const host = await player(server, 'Clocked');
      const guest = await player(server, 'Guest');
      const table = await startedTable(host.client, [{ kind: 'me' }, { kind: 'open' }], {
        kind: 'move',
        seconds: 1,
      });
      await guest.client.request({ type: 'join', table, seat: 1 });
      await host.client.request({ type: 'watch', table });
      expect((await host.client.request({ type: 'start', table })).ok).toBe(true);
      faults.tables.add(table);
      const before = faults.injected;
      // The clock runs out with the database away: the hand-over to the substitute is not stored.
      await waitFor(() => faults.injected > before, 10_000, 'the timeout tried to write');
      await otherTablePlays(server, 3);
      faults.tables.clear();
      await host.client.until(
        () =>
          (host.client.events.get(table) ?? []).some(
            (e) => e.event.kind === 'control' && e.event.by === 'bot' && e.event.reason === 'timeout',
          ),
        30_000,
        'the substitute takes the seat once the database is back',
      );
      await Promise.all([host.client.close(), guest.client.close()]);
    });
  });
}
