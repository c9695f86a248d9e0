/**
 * Bot seats play their moves (in worker threads); a player who runs out of time loses that move to
 * a bot, and after three timeouts in a row the seat until they take it back; a player who stays
 * away past the grace period has the seat played by a bot until back; rated
 * games between people update ratings shown on the player page.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlayerPage, TableEvent } from '@carcassonne/protocol';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { inviteOf, resultOf } from '../src/tools/client.js';
import { account, player, startTestServer, tempDir, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { botConcurrency: 2 } });
});
afterAll(async () => {
  await server?.stop();
});

const kinds = (events: readonly { event: TableEvent }[] | undefined) => (events ?? []).map((e) => e.event);

it('bot seats (greedy, MCTS) play a whole game with a person', async () => {
  const a = await player(server, 'Solo');
  const created = await a.client.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'bot', bot: 'greedy', level: 1 }, { kind: 'bot', bot: 'mcts', level: 1 }],
    visibility: 'public',
    clock: { kind: 'none' },
    testTiles: 12,
  });
  expect(created.ok).toBe(true);
  const table = resultOf(created).table;
  await a.client.request({ type: 'watch', table });
  autoplay(a.client, table, 0, { choose: randomPick(seededRandom(5)) });
  expect((await a.client.request({ type: 'start', table })).ok).toBe(true);
  await a.client.until(() => a.client.states.get(table)?.status === 'finished', 100_000, 'the end');
  const moves = kinds(a.client.events.get(table)).flatMap((e) => (e.kind === 'move' ? [e] : []));
  expect(moves.filter((m) => m.seat === 1 && m.by === 'bot').length).toBeGreaterThan(2);
  expect(moves.filter((m) => m.seat === 2 && m.by === 'bot').length).toBeGreaterThan(2);
  expect(a.client.states.get(table)!.settings.rated).toBe(false);
  await a.client.close();
});

it('a player out of time loses moves to a bot; three timeouts in a row hand over the seat until taken back', async () => {
  const a = await player(server, 'Slow');
  const b = await player(server, 'Fast');
  const created = await a.client.request({
    type: 'create',
    preset: 'modern',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'move', seconds: 1 },
    testTiles: 14,
  });
  const table = resultOf(created).table;
  await b.client.request({ type: 'join', table, seat: 1 });
  await a.client.request({ type: 'watch', table });
  await b.client.request({ type: 'watch', table });
  autoplay(b.client, table, 1, { choose: randomPick(seededRandom(3)) });
  await a.client.request({ type: 'start', table });
  // Slow never moves: after a second a bot plays that move (only), twice; the third timeout hands over the seat.
  const botMoved = () =>
    kinds(a.client.events.get(table)).some((e) => e.kind === 'move' && e.seat === 0 && e.by === 'bot');
  await a.client.until(botMoved, 30_000, 'a bot move for seat 0');
  expect(kinds(a.client.events.get(table))).toContainEqual({
    kind: 'control',
    seat: 0,
    by: 'bot',
    reason: 'timeout',
  });
  const handedOver = () =>
    kinds(a.client.events.get(table)).some((e) => e.kind === 'control' && e.reason === 'timeouts');
  await a.client.until(handedOver, 30_000, 'the seat handed over after three timeouts');
  const timeouts = kinds(a.client.events.get(table)).filter((e) => e.kind === 'control' && e.by === 'bot');
  expect(timeouts.map((e) => e.kind === 'control' && e.reason)).toEqual(['timeout', 'timeout', 'timeouts']);
  const seat = a.client.states.get(table)!.seats[0]!;
  expect(seat.kind === 'human' && seat.substitute && seat.reason === 'timeouts').toBe(true);
  // Taking it back: the player moves again from then on.
  expect((await a.client.request({ type: 'resume', table })).ok).toBe(true);
  expect(kinds(a.client.events.get(table))).toContainEqual(
    expect.objectContaining({ kind: 'control', seat: 0, by: 'player', reason: 'returned' }),
  );
  autoplay(a.client, table, 0, { choose: randomPick(seededRandom(4)) });
  await a.client.until(
    () =>
      kinds(a.client.events.get(table)).some((e) => e.kind === 'move' && e.seat === 0 && e.by === 'player') ||
      a.client.states.get(table)?.status === 'finished',
    30_000,
    'a player move',
  );
  await a.client.until(() => a.client.states.get(table)?.status === 'finished', 60_000, 'the end');
  await Promise.all([a.client.close(), b.client.close()]);
});

it('a player who stays away past the grace period is replaced; reconnecting takes the seat back', async () => {
  const a = await player(server, 'Away');
  const b = await player(server, 'Here');
  const created = await a.client.request({
    type: 'create',
    preset: 'winter',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'none' },
    grace: 1,
    testTiles: 30,
  });
  const table = resultOf(created).table;
  await b.client.request({ type: 'join', table, seat: 1 });
  await b.client.request({ type: 'watch', table });
  const stopB = autoplay(b.client, table, 1, { choose: randomPick(seededRandom(8)) });
  // Away never comes to the table: after the grace period a bot plays for them, the game goes on.
  await a.client.request({ type: 'start', table });
  await b.client.until(
    () => kinds(b.client.events.get(table)).some((e) => e.kind === 'move' && e.seat === 0 && e.by === 'bot'),
    30_000,
    'a bot move for seat 0',
  );
  expect(kinds(b.client.events.get(table))).toContainEqual({
    kind: 'control',
    seat: 0,
    by: 'bot',
    reason: 'absent',
  });
  stopB();
  // Coming to the table takes the seat back.
  await a.client.request({ type: 'watch', table });
  await b.client.until(
    () =>
      kinds(b.client.events.get(table)).some(
        (e) => e.kind === 'control' && e.seat === 0 && e.reason === 'returned',
      ),
    10_000,
    'the seat given back',
  );
  autoplay(a.client, table, 0, { choose: randomPick(seededRandom(9)) });
  autoplay(b.client, table, 1, { choose: randomPick(seededRandom(10)) });
  await b.client.until(() => b.client.states.get(table)?.status === 'finished', 60_000, 'the end');
  await Promise.all([a.client.close(), b.client.close()]);
});

it('a rated game between people updates both ratings', async () => {
  const a = await account(server, 'Rater A');
  const b = await account(server, 'Rater B');
  const created = await a.client.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'public',
    clock: { kind: 'none' },
    testTiles: 8,
  });
  const table = resultOf(created).table;
  await b.client.request({ type: 'join', table, seat: 1 });
  for (const c of [a.client, b.client]) await c.request({ type: 'watch', table });
  autoplay(a.client, table, 0, { choose: randomPick(seededRandom(1)) });
  autoplay(b.client, table, 1, { choose: randomPick(seededRandom(2)) });
  await a.client.request({ type: 'start', table });
  await a.client.until(() => a.client.states.get(table)?.status === 'finished', 60_000, 'the end');
  const finished = kinds(a.client.events.get(table)).find((e) => e.kind === 'finished');
  expect(finished?.kind === 'finished' && finished.ratings).toHaveLength(2);
  const page = (await (
    await fetch(new URL(`/api/players/${a.guest.user.id}`, server.url))
  ).json()) as PlayerPage;
  expect(page.ratings).toEqual([
    expect.objectContaining({
      family: 'carcassonne',
      pace: 'realtime',
      rating: expect.any(Number),
      games: 1,
      provisional: true,
    }),
  ]);
  expect(page.games[0]).toMatchObject({ table, rated: true });
  const scores = a.client.states.get(table)!.view!.scores;
  if (scores[0] !== scores[1]) expect(page.ratings[0]!.rating > 1500).toBe(scores[0]! > scores[1]!);
  await Promise.all([a.client.close(), b.client.close()]);
});

it('correspondence: the deadline survives a restart and is enforced from the database', async () => {
  const dataDir = tempDir();
  const first = await startTestServer({ dataDir });
  const a = await player(first, 'Pen');
  const b = await player(first, 'Pal');
  const created = await a.client.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'open' }],
    visibility: 'private',
    clock: { kind: 'days', days: 3 },
    testTiles: 6,
  });
  const table = resultOf(created).table;
  await b.client.request({ type: 'join', table, seat: 1, invite: inviteOf(created) });
  await a.client.request({ type: 'start', table });
  const deadline = (await first.storage.table(table))!.deadline!;
  expect(deadline).toBeGreaterThan(Date.now() + 2 * 86_400_000);
  await Promise.all([a.client.close(), b.client.close()]);
  await first.close();
  // Four days later (a clock running ahead): the restarted server finds the deadline passed.
  const later = {
    now: () => Date.now() + 4 * 86_400_000,
    after: (ms: number, fn: () => void) => {
      const timer = setTimeout(fn, Math.max(0, ms));
      return () => clearTimeout(timer);
    },
  };
  const second = await startTestServer({ dataDir, clock: later });
  expect(second.resumed).toBeGreaterThanOrEqual(1);
  const waiter = await player(second, 'Watcher');
  await waiter.client.request({ type: 'watch', table, invite: inviteOf(created) });
  await waiter.client.until(
    () => kinds(waiter.client.events.get(table)).some((e) => e.kind === 'move' && e.by === 'bot'),
    30_000,
    'a bot move',
  );
  const events = await second.storage.eventsSince(table, 0);
  expect(events.map((e) => e.event)).toContainEqual({
    kind: 'control',
    seat: 0,
    by: 'bot',
    reason: 'timeout',
  });
  await waiter.client.close();
  await second.stop();
});
