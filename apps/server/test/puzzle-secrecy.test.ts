/**
 * A puzzle cannot be looked up: a hostile client reads every field of the puzzle API's answers
 * and finds no table id, no draw order, no future move and no best move before it answers or gives
 * up, nor the players' names; the position it gets is the game's view at that move. Answers are judged on the server, and
 * only the verdict names the solution and the game.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PuzzlePage, PuzzleVerdict } from '@carcassonne/protocol';
import { newPuzzleId } from '../src/analysis/analyse-table.js';
import { finishedBotGame } from './bot-game.js';
import { player, startTestServer, type Player, type TestServer } from './helpers.js';

let server: TestServer;
let ann: Player;
let table = '';
let record: { tiles?: string[]; seed?: string; moves: string[]; players: { name: string }[] };
const index = 5;
const puzzleId = newPuzzleId();

beforeAll(async () => {
  server = await startTestServer();
  ann = await player(server, 'Ann');
  table = await finishedBotGame(ann, 7, 14);
  record = (await (await fetch(new URL(`/api/tables/${table}/record`, server.url))).json()) as typeof record;
  // The move played there stands for the analysis' best one: what matters is that it stays hidden.
  const best = record.moves[index]!;
  await server.storage.analyses.request(table, null, 1);
  await server.storage.analyses.finish(
    table,
    {
      status: 'done',
      summary: '{}',
      puzzles: [{ id: puzzleId, tableId: table, index, gain: 9, best, createdAt: 1 }],
    },
    2,
  );
}, 60_000);
afterAll(async () => {
  await ann.client.close();
  await server.stop();
});

/** Every key and every value in a JSON answer, however deep. */
function fields(value: unknown, keys: string[] = [], strings: string[] = [], lists: string[][] = []) {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) lists.push(value as string[]);
    for (const v of value) fields(v, keys, strings, lists);
  } else if (typeof value === 'object' && value !== null)
    for (const [k, v] of Object.entries(value)) {
      keys.push(k);
      fields(v, keys, strings, lists);
    }
  return { keys, strings, lists };
}

const get = async (path: string, secret?: string) => {
  const r = await fetch(new URL(path, server.url), {
    headers: secret ? { authorization: `Bearer ${secret}` } : {},
  });
  expect(r.status).toBe(200);
  return { text: await r.clone().text(), body: (await r.json()) as PuzzlePage };
};

const post = async (path: string, secret: string | null, body?: unknown) => {
  const headers: Record<string, string> = secret ? { authorization: `Bearer ${secret}` } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const r = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: r.status, body: (await r.json()) as PuzzleVerdict & { error?: { code: string } } };
};

it('the puzzle API sends the position only: no table, no draw order, no future move, no best move', async () => {
  const eve = await player(server, 'Eve');
  const answers = [
    await get(`/api/puzzles/${puzzleId}`),
    await get('/api/puzzles/daily'),
    await get(`/api/puzzles/${puzzleId}`, eve.guest.secret),
  ];
  const future = record.moves.slice(index);
  for (const { text, body } of answers) {
    expect(Object.keys(body).sort()).toEqual(['day', 'id', 'position']);
    expect(body.id).toBe(puzzleId);
    expect(text).not.toContain(table);
    const { keys, strings, lists } = fields(body);
    for (const hidden of ['table', 'tableId', 'record', 'seed', 'tiles', 'best', 'solution'])
      expect(keys).not.toContain(hidden);
    // Not the players' names (their profiles list their games): seats stand for them.
    for (const name of record.players.map((p) => p.name)) expect(strings).not.toContain(name);
    // Not the best move (the move played there here), nor any move after it.
    for (const move of future) expect(strings).not.toContain(move);
    const position = body.position as {
      moves: string[];
      drawnTiles: string[];
      remaining: Record<string, number>;
    };
    expect(position.moves).toEqual(record.moves.slice(0, index));
    // The tiles drawn so far (the one in hand included) are public; the rest only as counts.
    const drawn = position.drawnTiles.length;
    if (record.tiles) {
      expect(position.drawnTiles).toEqual(record.tiles.slice(0, drawn));
      const unseen = record.tiles.slice(drawn);
      expect(Object.values(position.remaining).reduce((a, b) => a + b, 0)).toBe(unseen.length);
      // No list anywhere holds the next tiles in their order.
      const next = unseen.slice(0, 3).join('\n');
      for (const list of lists) expect(list.join('\n')).not.toContain(next);
    }
  }
  // The record's draw order exists (so the test above looked for something real).
  expect(record.tiles?.length ?? 0).toBeGreaterThan(index + 3);
  await eve.client.close();
});

it('answers are judged on the server; only an answer or giving up reveals the solution and its game', async () => {
  expect((await post(`/api/puzzles/${puzzleId}/give-up`, null)).status).toBe(401);
  const sol = await player(server, 'Sol');
  const quitter = await player(server, 'Quin');
  const best = record.moves[index]!;
  const solved = await post(`/api/puzzles/${puzzleId}/answer`, sol.guest.secret, { move: best });
  expect(solved).toEqual({ status: 200, body: { solved: true, best, recorded: true, table, index } });
  const gaveUp = await post(`/api/puzzles/${puzzleId}/give-up`, quitter.guest.secret);
  expect(gaveUp).toEqual({ status: 200, body: { solved: false, best, recorded: true, table, index } });
  // Giving up was the first answer: the right move afterwards is judged but not recorded.
  const late = await post(`/api/puzzles/${puzzleId}/answer`, quitter.guest.secret, { move: best });
  expect(late.body).toMatchObject({ solved: true, recorded: false });
  expect(await server.storage.analyses.answers(quitter.guest.user.id)).toMatchObject([
    { puzzleId, solved: false, answer: '' },
  ]);
  expect((await post('/api/puzzles/nothing/give-up', quitter.guest.secret)).body.error?.code).toBe(
    'no-such-puzzle',
  );
  await Promise.all([sol.client.close(), quitter.client.close()]);
});
