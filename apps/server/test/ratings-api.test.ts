/**
 * The ratings HTTP API over games really played to their end (short test bags): a player's
 * rating history, games with filters, head-to-head records, statistics from the replayed
 * records, the leaderboard, and bad input refused as values.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HeadToHead,
  LeaderboardPage,
  PlayerStatistics,
  Profile,
  ProfileGames,
  PublicUser,
  RatingHistory,
} from '@carcassonne/protocol';
import { startTestServer, type TestServer } from './helpers.js';
import { Follower, kit, playFirst, settle, tableOf, type Kit } from './room-kit.js';
import { fixedRatings } from './seed-ratings.js';

// User ids as the server makes them (6 to 32 characters).
const alice: PublicUser = { id: 'user-alice', name: 'Alice', username: 'user-alice' };
const bob: PublicUser = { id: 'user-bob', name: 'Bob', username: 'user-bob' };
const carol: PublicUser = { id: 'user-carol', name: 'Carol', username: 'user-carol' };

let k: Kit;
let server: TestServer;
/** The finished tables, oldest first, with their players. */
const played: { table: string; people: readonly PublicUser[] }[] = [];

/** A rated game of these people played out with each one's first legal move. */
async function playOut(people: readonly PublicUser[]): Promise<void> {
  const r = await tableOf(k, people);
  const followers = people.map(() => new Follower());
  for (const [i, p] of people.entries()) await r.watch(followers[i]!, p, undefined, undefined);
  await r.setLeader(true);
  expect((await r.start(people[0]!)).ok).toBe(true);
  for (let n = 0; r.state().status === 'playing'; n++) {
    const seat = r.state().actor;
    await playFirst(r, people[seat]!, followers[seat]!, `m${played.length}-${n}`);
    await settle(r);
  }
  played.push({ table: r.id, people });
  r.dispose();
  k.clock.advance(60_000);
}

const get = async <T>(path: string): Promise<{ status: number; body: T }> => {
  const response = await fetch(`${server.url}${path.slice(1)}`);
  return { status: response.status, body: (await response.json()) as T };
};

beforeAll(async () => {
  k = await kit();
  // Accounts: only they play rated.
  for (const u of [alice, bob, carol]) {
    await k.storage.createUser({ id: u.id, name: u.name, createdAt: k.clock.now() }, `h-${u.id}`);
    await k.storage.setLogin(u.id, u.id, 'password-hash');
  }
  await playOut([alice, bob]);
  await playOut([alice, carol]);
  await playOut([bob, alice, carol]);
  await playOut([alice, bob]);
  server = await startTestServer({ storage: k.storage, clock: k.clock });
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('ratings API', () => {
  it('rating history: one point per rated game, each starting where the last ended', async () => {
    const { status, body } = await get<RatingHistory>(`/api/players/${alice.id}/history?family=carcassonne`);
    expect(status).toBe(200);
    expect(body.points.map((p) => p.table)).toEqual(played.map((g) => g.table));
    expect(body.points[0]!.before).toBe(1500);
    for (let i = 1; i < body.points.length; i++)
      expect(body.points[i]!.before).toBe(body.points[i - 1]!.rating);
    expect(body.points.every((p) => p.family === 'carcassonne' && p.pace === 'realtime')).toBe(true);
    // The profile's rating is the history's last point; still provisional after four games.
    const profile = await get<Profile>(`/api/players/${alice.id}/profile`);
    expect(profile.body.ratings).toEqual([
      expect.objectContaining({
        family: 'carcassonne',
        pace: 'realtime',
        rating: body.points.at(-1)!.rating,
        games: 4,
        provisional: true,
      }),
    ]);
    const other = await get<RatingHistory>(`/api/players/${alice.id}/history?family=winter`);
    expect(other.body.points).toEqual([]);
  });

  it('games: filters by opponent, result and game, paged; head-to-head by the two players’ scores', async () => {
    const all = await get<ProfileGames>(`/api/players/${alice.id}/games`);
    expect(all.body.total).toBe(4);
    // Newest first.
    expect(all.body.games.map((g) => g.table)).toEqual(played.map((g) => g.table).reverse());
    const withCarol = await get<ProfileGames>(`/api/players/${alice.id}/games?opponent=${carol.id}`);
    expect(withCarol.body.games.map((g) => g.table).sort()).toEqual(
      played
        .filter((g) => g.people.includes(carol))
        .map((g) => g.table)
        .sort(),
    );
    for (const result of ['win', 'draw', 'loss'] as const) {
      const some = await get<ProfileGames>(`/api/players/${alice.id}/games?result=${result}`);
      expect(some.body.games.map((g) => g.table)).toEqual(
        all.body.games.filter((g) => g.result === result).map((g) => g.table),
      );
    }
    const paged = await get<ProfileGames>(`/api/players/${alice.id}/games?offset=1&limit=2`);
    expect(paged.body).toMatchObject({ offset: 1, total: 4 });
    expect(paged.body.games.map((g) => g.table)).toEqual(all.body.games.slice(1, 3).map((g) => g.table));
    expect((await get<ProfileGames>(`/api/players/${alice.id}/games?game=the-city`)).body.total).toBe(0);

    const versus = await get<HeadToHead>(`/api/players/${alice.id}/versus/${bob.id}`);
    expect(versus.status).toBe(200);
    const together = all.body.games.filter((g) => g.players.some((p) => p.id === bob.id));
    const margin = (g: (typeof together)[number]) =>
      g.players.find((p) => p.id === alice.id)!.score - g.players.find((p) => p.id === bob.id)!.score;
    expect(versus.body).toMatchObject({
      games: 3,
      wins: together.filter((g) => margin(g) > 0).length,
      draws: together.filter((g) => margin(g) === 0).length,
      losses: together.filter((g) => margin(g) < 0).length,
    });
    const back = await get<HeadToHead>(`/api/players/${bob.id}/versus/${alice.id}`);
    expect([back.body.wins, back.body.losses]).toEqual([versus.body.losses, versus.body.wins]);
  });

  it('statistics: average score, and from the replayed records the points by kind add up to the scores', async () => {
    const all = await get<ProfileGames>(`/api/players/${alice.id}/games`);
    const scores = all.body.games.map((g) => g.players.find((p) => p.id === alice.id)!.score);
    const stats: PlayerStatistics = (await get<Profile>(`/api/players/${alice.id}/profile`)).body.statistics;
    expect(stats.games).toBe(4);
    expect(stats.replayed).toBe(4);
    expect(stats.averageScore).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / 4, 2);
    const points = Object.values(stats.pointsByKind).reduce((a, b) => a + b, 0);
    expect(points).toBe(scores.reduce((a, b) => a + b, 0));
    for (const kind of Object.keys(stats.pointsByKind)) expect(stats.featuresByKind[kind]).toBeGreaterThan(0);
  });

  it('leaderboard: nobody established after a few games; own position null', async () => {
    const { status, body } = await get<LeaderboardPage>(
      `/api/leaderboards/carcassonne/realtime?player=${alice.id}`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, rows: [], own: null, bounds: { deviation: 110, days: 90 } });
  });

  it('leaderboard: established ratings paged, with the asking player’s own position', async () => {
    const at = k.clock.now();
    const established = (user: string, rating: number) => ({
      user,
      before: 1500,
      rating,
      deviation: 80,
      volatility: 0.06,
      games: 30,
    });
    await k.storage.updateTable(
      played[0]!.table,
      {},
      [],
      fixedRatings({
        family: 'winter',
        pace: 'realtime',
        tableId: 'winter-board',
        at,
        rows: [established(alice.id, 1650), established(bob.id, 1600), established(carol.id, 1550)],
      }),
    );
    const page = await get<LeaderboardPage>(
      `/api/leaderboards/winter/realtime?offset=1&limit=1&player=${carol.id}`,
    );
    expect(page.body).toMatchObject({ family: 'winter', pace: 'realtime', offset: 1, total: 3 });
    expect(page.body.rows.map((r) => [r.position, r.user.name, r.rating, r.games])).toEqual([
      [2, 'Bob', 1600, 30],
    ]);
    expect(page.body.rows[0]!.lastPlayedAt).toBe(at);
    expect(page.body.own).toMatchObject({ position: 3, user: { id: carol.id }, rating: 1550 });
  });

  it('bad input is refused with a code and a sentence; an unknown player is not found', async () => {
    const refused = [
      '/api/leaderboards/chess/realtime',
      '/api/leaderboards/carcassonne/blitz',
      '/api/leaderboards/carcassonne/realtime?limit=500',
      '/api/leaderboards/carcassonne/realtime?offset=99999',
      '/api/leaderboards/carcassonne/realtime?limit=0',
      `/api/players/${alice.id}/games?result=maybe`,
      `/api/players/${alice.id}/games?opponent=x`,
      `/api/players/${alice.id}/games?extra=1`,
      `/api/players/${alice.id}/history?pace=slow`,
      `/api/players/${alice.id}/versus/${alice.id}`,
    ];
    for (const path of refused) {
      const r = await get<{ error: { code: string; message: string } }>(path);
      expect([path, r.status, r.body.error.code]).toEqual([path, 400, 'bad-request']);
      expect(r.body.error.message.length).toBeGreaterThan(0);
    }
    const missing = await get<{ error: { code: string } }>('/api/players/nobody-here/profile');
    expect([missing.status, missing.body.error.code]).toEqual([404, 'no-such-player']);
  });
});
