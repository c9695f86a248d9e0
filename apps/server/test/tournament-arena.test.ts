/**
 * An arena (docs/server/tournaments.md, "Arena") of four bots and two people (driven over the real
 * WebSocket) with short games, the server's clock the test's: waves keep being paired while time
 * remains, nobody is ever at two unfinished games (Bob sits at his first one without moving until
 * the end), the time's end stops pairing while the game in play finishes and counts, and the
 * standings are the arena points worked here from the results.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  createTournament as createState,
  loadTournament,
  pendingGames,
  recordResult,
  type TournamentState,
} from '@carcassonne/tournament';
import type { MyTournament, TournamentEntrant, TournamentView } from '@carcassonne/protocol';
import { account, startTestServer, type TestServer } from './helpers.js';
import { ManualClock } from './manual-clock.js';
import { advance } from '../src/tournaments/advance.js';
import { arenaWave } from '../src/tournaments/arena.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import {
  api,
  createTournament,
  playGames,
  quickSettings,
  signed,
  stepsOf,
  view,
  viewUntil,
} from './tournament-helpers.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
});

const MINUTE = 60_000;

/** Every entrant's games without a result: at most one each, in any view. */
function unfinished(v: TournamentView): Map<string, number> {
  const out = new Map<string, number>();
  for (const round of v.rounds)
    for (const p of round.pairings)
      if (p.games[0]!.scores === null) for (const id of p.players) out.set(id, (out.get(id) ?? 0) + 1);
  return out;
}

it('pairs an arena continuously until its time is up, scored as lichess scores', async () => {
  const clock = new ManualClock();
  const server = await startTestServer({ clock, config: { tournamentTickMs: 30 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const ann = await account(server, 'Ann');
  const bob = await account(server, 'Bob');
  const start = clock.now() + MINUTE;
  const id = await createTournament(
    server,
    organizer,
    quickSettings({
      format: 'arena',
      arena: { minutes: 5, berserk: false },
      startsAt: start,
      maxPlayers: 8,
      checkInMinutes: 5,
    }),
  );
  const levels = ['level1', 'level2', 'level3'] as const;
  for (let i = 0; i < 4; i++) {
    const bot = await api<TournamentEntrant>(server, 'POST', `/api/tournaments/${id}/bots`, {
      ...signed(organizer),
      bot: levels[i % 3],
    });
    expect(bot.status).toBe(200);
  }
  for (const who of [ann, bob]) {
    expect((await api(server, 'POST', `/api/tournaments/${id}/register`, signed(who))).status).toBe(200);
    expect((await api(server, 'POST', `/api/tournaments/${id}/check-in`, signed(who))).status).toBe(200);
  }
  const annId = ann.guest.user.id;
  const bobId = bob.guest.user.id;
  const stopAnn = playGames(server, ann, id, 7);
  let busiest = 0;
  const once = (v: TournamentView) => {
    for (const n of unfinished(v).values()) busiest = Math.max(busiest, n);
    return v;
  };
  clock.advance(MINUTE);
  // Bob comes to his first table and watches it without moving: his game stays in play.
  const bobTable = (
    await viewUntil(server, id, (v) => v.live.some((l) => l.seats.includes(bobId)))
  ).live.find((l) => l.seats.includes(bobId))!.table;
  const mine = await api<MyTournament>(server, 'POST', `/api/tournaments/${id}/me`, signed(bob));
  const invite = mine.body.games.find((g) => g.table === bobTable)!.invite;
  await bob.client.request({ type: 'watch', table: bobTable, invite });
  await bob.client.until(() => bob.client.states.has(bobTable), 10_000, 'the state');
  // Pairings keep going while time remains: the clock moves on half a minute each time three
  // more games have ended and each person watches their table (less than the grace between two
  // looks: nobody is ever absent), to 4½ minutes.
  const scored = (v: TournamentView) =>
    v.rounds.flatMap((r) => r.pairings).filter((p) => p.games[0]!.scores !== null).length;
  const watched = (v: TournamentView) =>
    v.live.every((l) =>
      [ann, bob].every((who) => !l.seats.includes(who.guest.user.id) || who.client.states.has(l.table)),
    );
  for (let step = 0; step < 10; step++) {
    const before = scored(once(await view(server, id)));
    await viewUntil(server, id, (v) => scored(once(v)) >= before + 3 && watched(v));
    if (step < 9) clock.advance(MINUTE / 2);
  }
  clock.advance(MINUTE / 2);
  expect(clock.now()).toBe(start + 5 * MINUTE);
  // Time is up: the games in play end (Bob's stands) and nothing new is paired.
  const ended = await viewUntil(server, id, (v) =>
    once(v).rounds.every((r) =>
      r.pairings.every((p) => p.games[0]!.scores !== null || p.games[0]!.table === bobTable),
    ),
  );
  for (let i = 0; i < 3; i++) await advance(stepsOf(server), id);
  const still = once(await view(server, id));
  expect(still.status).toBe('running');
  expect(still.rounds).toHaveLength(ended.rounds.length);
  expect(still.live.map((l) => l.table)).toEqual([bobTable]);
  // Bob plays his game out: it counts, and the arena finishes.
  const bobState = bob.client.states.get(bobTable)!;
  const bobSeat = bobState.seats.findIndex((s) => s.kind === 'human' && s.user === bobId);
  const stopBob = autoplay(bob.client, bobTable, bobSeat, { choose: randomPick(seededRandom(9)) });
  const done = once(await viewUntil(server, id, (v) => v.status === 'finished'));
  stopAnn();
  stopBob();
  expect(busiest).toBe(1);
  expect(done.rounds).toHaveLength(ended.rounds.length);
  // Bob was never paired while at his one table: one game, played to its end after the time.
  const bobs = done.rounds.flatMap((r) => r.pairings).filter((p) => p.players.includes(bobId));
  expect(bobs.map((p) => p.games[0]!.table)).toEqual([bobTable]);
  expect(bobs[0]!.games[0]!.scores).not.toBeNull();
  expect(bobs[0]!.games[0]!.forfeit).toBeNull();
  const stored = await server.storage.tournaments.get(id);
  // The stored state replays wave by wave (as after a restart, or on another process).
  expect(loadTournament(stored!.state).ok).toBe(true);
  const waves = (stored!.state as { rounds: { minute: number }[] }).rounds;
  expect(waves.every((w) => w.minute >= 0 && w.minute < 5)).toBe(true);
  expect(done.rounds.length).toBeGreaterThan(6);
  const annGames = done.rounds.flatMap((r) => r.pairings).filter((p) => p.players.includes(annId));
  expect(annGames.length).toBeGreaterThan(0);
  expect(annGames.every((p) => p.games[0]!.forfeit === null)).toBe(true);

  // The standings worked by hand: wave by wave, 2 a win, 1 a draw, doubled after two wins in a row.
  const points = new Map<string, number>();
  const streak = new Map<string, number>();
  const games = new Map<string, number>();
  for (const round of done.rounds)
    for (const pairing of round.pairings) {
      const game = pairing.games[0]!;
      const table = await server.storage.table(game.table!);
      expect(table?.status).toBe('finished');
      expect(game.scores).toEqual(table!.scores);
      const [a, b] = game.seats as [string, string];
      const [sa, sb] = table!.scores as [number, number];
      for (const [who, mine, theirs] of [
        [a, sa, sb],
        [b, sb, sa],
      ] as const) {
        const base = mine > theirs ? 2 : mine === theirs ? 1 : 0;
        const run = streak.get(who) ?? 0;
        points.set(who, (points.get(who) ?? 0) + (run >= 2 ? 2 * base : base));
        streak.set(who, mine > theirs ? run + 1 : 0);
        games.set(who, (games.get(who) ?? 0) + 1);
      }
    }
  expect(done.standings).toHaveLength(6);
  for (const row of done.standings) {
    expect(row.score).toBe(points.get(row.entrant) ?? 0);
    expect(row.games).toBe(games.get(row.entrant) ?? 0);
  }
  const scores = done.standings.map((r) => r.score);
  expect(scores).toEqual([...scores].sort((x, y) => y - x));
}, 60_000);

it('stops pairing a player who withdraws; the others play on', async () => {
  const clock = new ManualClock();
  const server = await startTestServer({ clock, config: { tournamentTickMs: 30 } });
  servers.push(server);
  const organizer = await account(server, 'Orga');
  const ann = await account(server, 'Ann');
  const id = await createTournament(
    server,
    organizer,
    quickSettings({ format: 'arena', arena: { minutes: 5, berserk: false }, startsAt: clock.now() + MINUTE }),
  );
  for (const bot of ['level1', 'level2', 'level3'])
    await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot });
  expect((await api(server, 'POST', `/api/tournaments/${id}/register`, signed(ann))).status).toBe(200);
  expect((await api(server, 'POST', `/api/tournaments/${id}/check-in`, signed(ann))).status).toBe(200);
  const annId = ann.guest.user.id;
  const stopAnn = playGames(server, ann, id, 3);
  clock.advance(MINUTE);
  const pairings = (v: TournamentView) => v.rounds.flatMap((r) => r.pairings);
  const hers = (v: TournamentView) => pairings(v).filter((p) => p.players.includes(annId));
  await viewUntil(server, id, (v) => hers(v).some((p) => p.games[0]!.scores !== null));
  stopAnn();
  expect((await api(server, 'POST', `/api/tournaments/${id}/withdraw`, signed(ann))).status).toBe(200);
  // The bots play on: six more games after Ann's last pairing.
  const after = (v: TournamentView) => {
    const last = Math.max(
      ...v.rounds.map((r, i) => (r.pairings.some((p) => p.players.includes(annId)) ? i : -1)),
    );
    return v.rounds
      .slice(last + 1)
      .flatMap((r) => r.pairings)
      .filter((p) => p.games[0]!.scores !== null);
  };
  const later = await viewUntil(
    server,
    id,
    (v) => hers(v).every((p) => p.games[0]!.scores !== null) && after(v).length >= 6,
  );
  const annGames = hers(later);
  // Only her last game can be a forfeit (the one in play, or paired as she left); none came after.
  expect(annGames.slice(0, -1).every((p) => p.games[0]!.forfeit === null)).toBe(true);
  expect([null, annId]).toContain(annGames[annGames.length - 1]!.games[0]!.forfeit);
  expect(hers(await view(server, id))).toHaveLength(annGames.length);
  expect(later.standings.some((r) => r.entrant === annId)).toBe(true);
}, 30_000);

describe('an arena wave (arenaWave)', () => {
  const players = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, rating: 2000 - i }));
  const arena = (): TournamentState => {
    const created = createState({ format: 'arena', players, arena: { minutes: 60, berserk: false } });
    if (!created.ok) throw new Error(created.error.message);
    return created.value;
  };
  const finish = (state: TournamentState, table: number, scores: number[]): TournamentState => {
    const plan = pendingGames(state).find((g) => g.table === table)!;
    const done = recordResult(state, { round: plan.round, table, game: plan.game, scores });
    if (!done.ok) throw new Error(done.error.message);
    return done.value;
  };
  const pairs = (s: TournamentState) =>
    s.rounds[s.rounds.length - 1]!.tables.map((t) => [...t.players].sort().join('-'));

  it('holds back a pair who just met while others play, and pairs them when nobody else is', () => {
    const first = arenaWave(arena(), new Set(), 0)!;
    expect(pairs(first)).toEqual(['a-b', 'c-d']);
    // a and b are free again, c and d still playing: no rematch, nobody paired.
    const ab = finish(first, 1, [10, 5]);
    expect(arenaWave(ab, new Set(), 1)).toBeNull();
    // Everyone free: a meets c, b meets d (the nearest who was not the last opponent).
    const all = finish(ab, 2, [3, 8]);
    expect(pairs(arenaWave(all, new Set(), 1)!).sort()).toEqual(['a-d', 'b-c'].sort());
    // Only a and b left in (c and d stopped): nobody else could come, so they meet again.
    expect(pairs(arenaWave(all, new Set(['c', 'd']), 1)!)).toEqual(['a-b']);
  });

  it('pairs nobody who stopped, and nobody at a table', () => {
    const first = arenaWave(arena(), new Set(['d']), 0)!;
    expect(pairs(first)).toEqual(['a-b']);
    const next = arenaWave(first, new Set(['d']), 0);
    expect(next).toBeNull(); // c alone is free
  });
});
