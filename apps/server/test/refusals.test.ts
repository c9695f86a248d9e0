/**
 * Bad messages are refused with one error carrying a code (and the message id when there is one),
 * change nothing, and leave the connection usable; a repeated message id is applied once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@carcassonne/protocol';
import { GameClient } from '../src/tools/client.js';
import { player, startTestServer, type Player, type TestServer, twoSeatTable } from './helpers.js';

let server: TestServer;
let a: Player;
let b: Player;
let table: string;

beforeAll(async () => {
  server = await startTestServer();
  a = await player(server, 'Ann');
  b = await player(server, 'Ben');
  table = await twoSeatTable(a.client, b.client, 'classic');
  await a.client.request({ type: 'start', table });
  await a.client.until(() => a.client.states.get(table)?.status === 'playing');
});
afterAll(async () => {
  await a?.client.close();
  await b?.client.close();
  await server?.stop();
});

const state = () => a.client.states.get(table)!;
/** Seat 0 (Ann) is due in these tests: her legal moves. */
const legal = () => a.client.legalNow(table);
/** The errors a client received after frame `from`. */
const errorsSince = (c: GameClient, from: number) => c.frames.slice(from).filter((f) => f.type === 'error');
/** The table's events on the server (from the database), to prove nothing changed. */
const storedEvents = () => server.storage.eventsSince(table, 0);

async function refusedWithoutChange(c: GameClient, send: () => unknown, code: string): Promise<void> {
  const before = await storedEvents();
  const from = c.frames.length;
  await send();
  await c.until(() => errorsSince(c, from).length > 0, 10_000, code);
  // One ping later every earlier message has been answered (messages of a connection are handled in order).
  expect((await c.request({ type: 'ping' })).ok).toBe(true);
  const errors = errorsSince(c, from);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ type: 'error', code });
  expect(await storedEvents()).toEqual(before);
}

describe('refused messages', () => {
  it('a move by the seat not due: not-your-turn', async () => {
    const s = state();
    expect(s.actor).toBe(0);
    await refusedWithoutChange(
      b.client,
      () => b.client.request({ type: 'move', table, move: legal()[0]!, version: s.view!.version }),
      'not-your-turn',
    );
  });

  it('a move against a stale version: stale-state', async () => {
    const s = state();
    await refusedWithoutChange(
      a.client,
      () => a.client.request({ type: 'move', table, move: legal()[0]!, version: s.view!.version + 1 }),
      'stale-state',
    );
  });

  it('an illegal move: the engine says why', async () => {
    const s = state();
    const from = a.client.frames.length;
    await refusedWithoutChange(
      a.client,
      () =>
        a.client.request({ type: 'move', table, move: `${s.view!.drawn}@40,40r0`, version: s.view!.version }),
      'not-adjacent',
    );
    expect(errorsSince(a.client, from)[0]).toMatchObject({ replyTo: expect.any(String) });
  });

  it('malformed JSON, unknown type, schema violations', async () => {
    await refusedWithoutChange(a.client, () => a.client.sendRaw('{"type":"move",'), 'malformed-json');
    await refusedWithoutChange(
      a.client,
      () => a.client.sendRaw(JSON.stringify({ type: 'teleport', id: 'x1' })),
      'unknown-type',
    );
    await refusedWithoutChange(
      a.client,
      () => a.client.sendRaw(JSON.stringify({ type: 'move', id: 'x2', table, move: 'A 0,1 0', version: -1 })),
      'bad-message',
    );
    await refusedWithoutChange(
      a.client,
      () =>
        a.client.sendRaw(
          JSON.stringify({ type: 'move', id: 'x3', table, move: 'A 0,1 0', version: 0, extra: 1 }),
        ),
      'bad-message',
    );
    await refusedWithoutChange(a.client, () => a.client.sendRaw(JSON.stringify([1, 2])), 'bad-message');
    // A message id with a control character (PostgreSQL stores no NUL) is refused by the schema.
    await refusedWithoutChange(
      a.client,
      () => a.client.sendRaw(JSON.stringify({ type: 'ping', id: 'a\u0000b' })),
      'bad-message',
    );
    // Frames over the protocol's limit never reach the parser: backpressure.test.ts.
  });

  it("someone else's secret: bad-credentials, and the connection stays anonymous", async () => {
    const intruder = await GameClient.connect(server.ws, 'intruder');
    const answer = await intruder.request({ type: 'auth', user: a.guest.user.id, secret: b.guest.secret });
    expect(answer.code).toBe('bad-credentials');
    await refusedWithoutChange(
      intruder,
      () => intruder.request({ type: 'move', table, move: legal()[0]!, version: state().view!.version }),
      'not-authenticated',
    );
    await intruder.close();
  });

  it('a player who is not seated cannot move; a spectator cannot start', async () => {
    const c = await player(server, 'Cid');
    await refusedWithoutChange(
      c.client,
      () => c.client.request({ type: 'move', table, move: legal()[0]!, version: state().view!.version }),
      'not-seated',
    );
    await refusedWithoutChange(c.client, () => c.client.request({ type: 'start', table }), 'not-host');
    await c.client.close();
  });

  it('a repeated message id is applied once and answered the same', async () => {
    const s = state();
    const move = { type: 'move' as const, table, move: legal()[0]!, version: s.view!.version };
    const from = a.client.frames.length;
    // The same message twice at once (as a client resending after a lost connection would).
    a.client.sendRaw(JSON.stringify({ ...move, id: 'same-id' }));
    const first = await a.client.request(move, 'same-id');
    expect(first.ok).toBe(true);
    const replies = () => a.client.frames.slice(from).filter((f) => f.type === 'reply' || f.type === 'error');
    await a.client.until(() => replies().length === 2);
    expect(replies()[0]).toEqual(replies()[1]);
    const third = await a.client.request(move, 'same-id');
    expect(third.frame).toEqual(first.frame);
    // Still remembered after as many other requests as the server keeps ids for, less one.
    // (Paced under the connection's rate limit.)
    for (let i = 1; i < LIMITS.recentIds; i++) {
      await new Promise((r) => setTimeout(r, 60));
      expect(
        (await a.client.request({ type: 'unwatch', table: 'no-such-table' }, `other-${i}`)).code,
      ).not.toBe('rate-limited');
    }
    await new Promise((r) => setTimeout(r, 60));
    const late = await a.client.request(move, 'same-id');
    expect(late.frame).toEqual(first.frame);
    const moves = await server.storage.moves(table);
    expect(moves.filter((m) => m.clientId === 'string:same-id')).toHaveLength(1);
    expect(moves).toHaveLength(1);
  });
});
