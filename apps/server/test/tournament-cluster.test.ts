/**
 * A tournament on two real server processes sharing PostgreSQL and Redis: one leads it at a time
 * (a lease), neither opens a game's table twice nor records a result twice (compare-and-set), and
 * when the leading process is killed with `kill -9` the other takes the tournament to its end.
 * Runs whenever both services answer, and always in CI (where a missing service fails it).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { account } from './helpers.js';
import { killHard, startServerProcess, type ServerProcess } from './processes.js';
import { adminQuery, dropSchema, freshSchema, POSTGRES_URL, REDIS_URL, servicesFor } from './services.js';
import { api, createTournament, quickSettings, signed, view, viewUntil } from './tournament-helpers.js';

const run = await servicesFor('postgres', 'redis');
const schema = freshSchema();
const prefix = `test-${randomBytes(4).toString('hex')}:`;
const started: ServerProcess[] = [];

async function serve(): Promise<ServerProcess> {
  const p = await startServerProcess({
    DATABASE_URL: POSTGRES_URL,
    DATABASE_SCHEMA: schema,
    REDIS_URL,
    REDIS_PREFIX: prefix,
    LEASE_MS: '1500',
    TOURNAMENT_TICK_MS: '50',
  });
  started.push(p);
  return p;
}

afterAll(async () => {
  for (const p of started) await killHard(p);
  if (run) await dropSchema(schema);
});

describe.skipIf(!run)('tournaments on several processes (PostgreSQL + Redis)', () => {
  it('one process leads; its kill -9 hands the tournament to the other, nothing doubled', async () => {
    const [a, b] = [await serve(), await serve()];
    const organizer = await account(a, 'Orga');
    const id = await createTournament(a, organizer, quickSettings({ rounds: 2, maxPlayers: 6 }, 3000));
    // Entries through both processes.
    for (let i = 0; i < 6; i++)
      expect(
        (
          await api(i % 2 ? a : b, 'POST', `/api/tournaments/${id}/bots`, {
            ...signed(organizer),
            bot: 'level1',
          })
        ).status,
      ).toBe(200);
    // Round 1 under way: kill the process holding the tournament's lease.
    await viewUntil(b, id, (v) => v.rounds.length >= 1 && v.live.length > 0);
    const redis = new Redis(REDIS_URL);
    const holder = await redis.get(`${prefix}lease:tournament:${id}`);
    redis.disconnect();
    expect(holder).not.toBeNull();
    const victim = [a, b].find((p) => holder!.split(':')[1] === String(p.child.pid))!;
    const survivor = victim === a ? b : a;
    await killHard(victim);
    const done = await viewUntil(survivor, id, (v) => v.status === 'finished');
    expect(done.rounds).toHaveLength(2);
    // Each game has one table, finished; no other table of the tournament is left open or playing.
    const games = done.rounds.flatMap((r) => r.pairings.flatMap((p) => p.games));
    expect(games).toHaveLength(6);
    const tables = await adminQuery(
      `SELECT id, status FROM ${schema}.game_tables WHERE settings::jsonb ->> 'tournament' = $1`,
      [id],
    );
    const byId = new Map(tables.rows.map((r: { id: string; status: string }) => [r.id, r.status]));
    for (const g of games) expect(byId.get(g.table!)).toBe('finished');
    expect([...byId.values()].filter((s) => s === 'open' || s === 'playing')).toEqual([]);
    const rows = await adminQuery(
      `SELECT COUNT(*)::int AS n FROM ${schema}.tournament_games WHERE tournament_id = $1`,
      [id],
    );
    expect(rows.rows[0].n).toBe(6);
    // The view is the same through either process's reading of the database.
    expect((await view(survivor, id)).version).toBe(done.version);
  }, 60_000);
});
