/**
 * Two games of one player ending at once on two processes (two storages on one database: two
 * PostgreSQL pools on one schema, two connections to one SQLite file), each with its own room:
 * both rating changes are applied, one after the other (the second from the first's result), the
 * games are counted, and the history chains (each row's rating before is the previous row's
 * rating). Both ends are held until both are under way: on PostgreSQL a third connection locks
 * the ratings table until both wait on it or on each other; on SQLite (one process, where the
 * write itself cannot interleave) a read of the ratings made outside the writing transaction is
 * held until both made it.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStorage } from '../src/storage/postgres.js';
import { SqliteStorage } from '../src/storage/sqlite.js';
import type { Storage } from '../src/storage/types.js';
import { gate } from './gate.js';
import { tempDir } from './helpers.js';
import { ManualClock } from './manual-clock.js';
import { waitFor } from './processes.js';
import { gameOn } from './rated-game.js';
import { alice, bob, carol, createAccounts } from './room-kit.js';
import { dropSchema, freshSchema, POSTGRES_URL, servicesFor } from './services.js';

const runPostgres = await servicesFor('postgres');

/** Alice's games at both storages, the others resigning at once (held by `hold` until both are under way). */
async function bothEnd(
  storages: readonly [Storage, Storage],
  hold: { before(): Promise<void>; during(ends: Promise<unknown>): Promise<void> },
) {
  const clock = new ManualClock();
  await createAccounts(storages[0], clock);
  const rooms = [
    await gameOn(storages[0], clock, alice, bob),
    await gameOn(storages[1], clock, alice, carol),
  ];
  try {
    await hold.before();
    const ends = Promise.all([rooms[0]!.resign(bob), rooms[1]!.resign(carol)]);
    await hold.during(ends);
    expect((await ends).map((r) => r.ok)).toEqual([true, true]);
    const history = await storages[0].standings.history(alice.id, {}, 10);
    const current = (await storages[0].standings.current([alice.id], 'carcassonne', 'realtime')).get(
      alice.id,
    );
    // Both applied: two games, two wins, the second from the first's result.
    expect(current?.games).toBe(2);
    expect(history).toHaveLength(2);
    expect(history[0]!.before).toBe(1500);
    expect(history[1]!.before).toBe(history[0]!.rating);
    expect(current?.rating).toBe(history[1]!.rating);
    expect(history[1]!.rating).toBeGreaterThan(history[0]!.rating);
    // Each end's event tells the change as stored.
    const told = await Promise.all(
      rooms.map(async (r) => {
        const events = await storages[0].eventsSince(r.id, 0);
        const finished = events.find((e) => e.event.kind === 'finished')?.event;
        return finished?.kind === 'finished' ? finished.ratings.find((c) => c.user === alice.id) : undefined;
      }),
    );
    expect(told.map((c) => [c?.before, c?.after]).sort()).toEqual(
      history.map((h) => [h.before, h.rating]).sort(),
    );
  } finally {
    for (const r of rooms) r.dispose();
  }
}

describe.runIf(runPostgres)('PostgreSQL: two pools on one schema', () => {
  const schema = freshSchema();
  afterAll(() => dropSchema(schema));

  it('two ends of one player’s games at once: both applied in turn, the history chains', async () => {
    const first = await PostgresStorage.open({ url: POSTGRES_URL, schema });
    const second = await PostgresStorage.open({ url: POSTGRES_URL, schema });
    const locker = new pg.Client({ connectionString: POSTGRES_URL });
    // The waits are watched from a connection of their own: inside the locker's transaction
    // PostgreSQL shows pg_stat_activity as it was at the transaction's first look, so a connection
    // an end opened after that look would never be seen waiting (the cause of a rare timeout).
    const watcher = new pg.Client({ connectionString: POSTGRES_URL });
    await locker.connect();
    await watcher.connect();
    try {
      await bothEnd([first, second], {
        before: async () => {
          await locker.query('BEGIN');
          await locker.query(`LOCK TABLE ${schema}.player_ratings IN ACCESS EXCLUSIVE MODE`);
        },
        during: async (ends) => {
          // An end that settles before both wait (an error, or no wait at all) is told, not timed out on.
          let settled: string | null = null;
          void ends.then(
            (r) => (settled = `the ends settled first: ${JSON.stringify(r)}`),
            (e: unknown) => (settled = `an end failed: ${String(e)}`),
          );
          // Both ends wait: on the table locked here, or one on the other's lock of the player.
          const waiting = async () => {
            const r = await watcher.query(
              'SELECT COUNT(*)::integer AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.application_name = $1',
              [`carcassonne:${schema}`],
            );
            return (r.rows[0] as { n: number }).n;
          };
          try {
            await waitFor(
              async () => settled !== null || (await waiting()) >= 2,
              20_000,
              'both ends waiting',
            );
          } catch (e) {
            // Say what each connection of the schema was doing.
            const r = await watcher.query(
              'SELECT a.pid, a.state, a.wait_event_type, a.wait_event, left(a.query, 80) AS query FROM pg_stat_activity a WHERE a.application_name = $1',
              [`carcassonne:${schema}`],
            );
            throw new Error(
              `${String(e)}; ${await waiting()} waiting; connections: ${JSON.stringify(r.rows)}`,
            );
          }
          if (settled !== null) throw new Error(settled);
          await locker.query('COMMIT');
        },
      });
    } finally {
      await locker.end();
      await watcher.end();
      await first.close();
      await second.close();
    }
  });
});

describe('SQLite: two connections to one file', () => {
  const dir = tempDir('carc-ratings-');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('two ends of one player’s games at once: both applied in turn, the history chains', async () => {
    const file = join(dir, 'ratings.sqlite');
    const storages = [SqliteStorage.open({ file }), SqliteStorage.open({ file })] as const;
    // A read of the ratings outside the writing transaction is held until both ends made it.
    const held = gate();
    const reads = storages.map((s) => s.standings.current.bind(s.standings));
    for (const s of storages) s.standings.current = held.hold(s.standings.current.bind(s.standings));
    let settled = false;
    try {
      await bothEnd(storages, {
        before: async () => undefined,
        during: async (ends) => {
          void ends.finally(() => (settled = true)).catch(() => undefined);
          await waitFor(() => held.count >= 2 || settled, 20_000, 'both ends under way');
          held.release();
        },
      });
    } finally {
      held.release();
      for (const [i, s] of storages.entries()) s.standings.current = reads[i]!;
      for (const s of storages) await s.close();
    }
  });
});
