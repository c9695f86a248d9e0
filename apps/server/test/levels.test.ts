/**
 * The bot levels at online tables: a seat holds `level1` … `level5` (or, as before, mcts with a
 * level, which plays as that level) and plays the game to the end with its own legal moves;
 * forged seat values are refused with a clear error and create nothing; the server has no message
 * that gives a hint or an analysis of a running game.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMatch, type Result } from '@carcassonne/engine';
import type { TableEvent } from '@carcassonne/protocol';
import { WorkerBotPool, type BotPlayer, type BotRequest } from '../src/tables/bots.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { resultOf } from '../src/tools/client.js';
import { player, startTestServer, type Player, type TestServer } from './helpers.js';

/** The real worker pool, with every request and answer kept. */
class RecordingBots implements BotPlayer {
  readonly asked: { request: BotRequest; answer: Result<string> }[] = [];
  private readonly pool = new WorkerBotPool(2);
  async choose(request: BotRequest): Promise<Result<string>> {
    const answer = await this.pool.choose(request);
    this.asked.push({ request, answer });
    return answer;
  }
  close(): void {
    this.pool.close();
  }
}

let server: TestServer;
let bots: RecordingBots;
let ann: Player;
beforeAll(async () => {
  bots = new RecordingBots();
  server = await startTestServer({ bots });
  ann = await player(server, 'Ann');
});
afterAll(async () => {
  await ann?.client.close();
  await server?.stop();
  bots?.close();
});

const kinds = (events: readonly { event: TableEvent }[] | undefined) => (events ?? []).map((e) => e.event);

it('a level3 seat and an old-style mcts level 2 seat play a whole game with a person, only legal moves of their own', async () => {
  const a = ann.client;
  const created = await a.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'bot', bot: 'level3' }, { kind: 'bot', bot: 'mcts', level: 2 }],
    visibility: 'public',
    clock: { kind: 'none' },
    testTiles: 12,
  });
  expect(created.ok).toBe(true);
  const table = resultOf(created).table;
  await a.request({ type: 'watch', table });
  const seats = a.states.get(table)!.seats;
  expect(seats[1]).toEqual({ kind: 'bot', bot: 'level3', level: 3, name: 'Club bot' });
  // The first protocol's form is stored as the level it plays at.
  expect(seats[2]).toEqual({ kind: 'bot', bot: 'level2', level: 2, name: 'Casual bot' });
  autoplay(a, table, 0, { choose: randomPick(seededRandom(7)) });
  expect((await a.request({ type: 'start', table })).ok).toBe(true);
  await a.until(() => a.states.get(table)?.status === 'finished', 120_000, 'the end');

  const moves = kinds(a.events.get(table)).flatMap((e) => (e.kind === 'move' ? [e] : []));
  expect(moves.filter((m) => m.seat === 1 && m.by === 'bot').length).toBeGreaterThan(2);
  expect(moves.filter((m) => m.seat === 2 && m.by === 'bot').length).toBeGreaterThan(2);
  // Every bot move was the level's own answer (no fallback move was needed)…
  const mine = bots.asked.filter((x) => x.request.bot === 'level3' || x.request.bot === 'level2');
  expect(mine.length).toBe(moves.filter((m) => m.by === 'bot').length);
  expect(mine.every((x) => x.answer.ok)).toBe(true);
  // …and the whole game replays on the engine from the stored setup: every move legal.
  const stored = await server.storage.table(table);
  const replay = createMatch(stored!.setup!);
  expect(replay.ok).toBe(true);
  if (!replay.ok) return;
  for (const m of await server.storage.moves(table))
    expect(replay.value.play(m.seat, m.move, replay.value.version).ok).toBe(true);
  expect(replay.value.finished).toBe(true);
  expect([...replay.value.scores]).toEqual(stored!.scores);
  expect(a.states.get(table)!.settings.rated).toBe(false);
});

it('forged bot seats are refused with a clear error and create nothing', async () => {
  const a = ann.client;
  const before = (await server.storage.unfinishedTables()).length;
  for (const seat of [
    { kind: 'bot', bot: 'level6' },
    { kind: 'bot', bot: 'level3', level: 5 },
    { kind: 'bot', bot: 'baseline', level: 3 },
    { kind: 'bot', bot: 'mcts:k=99', level: 3 },
    { kind: 'bot', bot: 'mcts' },
    { kind: 'bot', bot: 'level4', budget: { iterations: 1_000_000 } },
  ]) {
    // Forged seats: sent unchecked, as an old or hostile client would.
    const seats = [{ kind: 'me' }, seat];
    const clock = { kind: 'none' };
    const create = { type: 'create', preset: 'classic', seats, visibility: 'public', clock };
    const answer = await a.requestUnchecked(create);
    expect(answer.ok).toBe(false);
    expect(answer.code).toBe('bad-message');
    const message = answer.frame.type === 'error' ? answer.frame.message : '';
    expect(message).toContain('/seats/1');
    expect(message).toContain("'level1' … 'level5'");
  }
  expect((await server.storage.unfinishedTables()).length).toBe(before);
});

it('no message gives a hint or an analysis of a game: a forged one is an unknown type', async () => {
  const a = ann.client;
  const created = await a.request({
    type: 'create',
    preset: 'classic',
    seats: [{ kind: 'me' }, { kind: 'bot', bot: 'level1' }],
    visibility: 'public',
    clock: { kind: 'none' },
  });
  const table = resultOf(created).table;
  await a.request({ type: 'watch', table });
  await a.request({ type: 'start', table });
  await a.until(() => a.states.get(table)?.actor === 0, 30_000, 'my turn');
  const version = a.states.get(table)!.view!.version;
  for (const type of ['hint', 'analysis', 'analyse', 'analyse-position', 'analyse-move', 'suggest']) {
    const from = a.frames.length;
    a.sendRaw(JSON.stringify({ type, id: `forged-${type}`, table }));
    expect((await a.request({ type: 'ping' })).ok).toBe(true);
    const answers = a.frames.slice(from).filter((f) => f.type === 'error');
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({
      type: 'error',
      code: 'unknown-type',
      replyTo: `forged-${type}`,
      message: `unknown message type "${type}"`,
    });
  }
  // Nothing changed: still my turn at the same version.
  expect(a.states.get(table)!.view!.version).toBe(version);
  expect(a.states.get(table)!.actor).toBe(0);
});
