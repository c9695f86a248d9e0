/**
 * 10,000 forged and malformed messages against a live server, from a seated player mid-game:
 * no crash, no state change, and the connection still usable (or cleanly closed).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seededRandom } from '../src/tools/autoplay.js';
import { player, startTestServer, type Player, type TestServer, twoSeatTable } from './helpers.js';
import { waitFor } from './processes.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: {
      rateLimits: { connectionPerSecond: 1_000_000, addressPerSecond: 1_000_000, addressConnections: 100 },
    },
  });
});
afterAll(async () => server.stop());

const COUNT = 10_000;

/** Valid messages of every type, each then broken in at least one way. */
function templates(table: string, version: number): Record<string, unknown>[] {
  return [
    { type: 'move', table, move: 'x', version },
    { type: 'join', table, seat: 1 },
    { type: 'leave', table },
    { type: 'start', table },
    { type: 'watch', table },
    { type: 'unwatch', table },
    { type: 'resume', table },
    { type: 'chat', table, text: 'hi' },
    {
      type: 'create',
      preset: 'classic',
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'public',
      clock: { kind: 'none' },
    },
    { type: 'auth', user: 'u', secret: 's' },
    { type: 'lobby', on: true },
    { type: 'games' },
  ];
}

const WEIRD: unknown[] = [
  null,
  true,
  -1,
  1e308,
  -0,
  NaN,
  2 ** 53,
  '',
  'x'.repeat(5000),
  '\u0000',
  '\ud800',
  '__proto__',
  'constructor',
  [],
  {},
  [[[[]]]],
  { __proto__: { admin: true } },
  { toString: 1 },
];

function forge(random: () => number, table: string, version: number, i: number): string {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const kind = random();
  if (kind < 0.08)
    return pick([
      '',
      '{',
      '[]',
      'null',
      '"move"',
      '{"type":',
      '\u0000binary',
      '{}'.repeat(3000),
      '1e999',
      `{"type":"move","id":1,"table":"${table}","move":`,
    ]);
  if (kind < 0.12)
    return JSON.stringify({
      type: pick([
        'MOVE',
        'mov',
        '__proto__',
        'constructor',
        'toString',
        'hasOwnProperty',
        '',
        'x'.repeat(100),
      ]),
      id: i,
    });
  const message: Record<string, unknown> = {
    ...pick(templates(table, version)),
    id: random() < 0.1 ? pick(WEIRD) : `f-${i}`,
  };
  const keys = Object.keys(message).filter((k) => k !== 'type' && k !== 'id');
  const mutation = random();
  if (mutation < 0.3 && keys.length > 0) message[pick(keys)] = pick(WEIRD);
  else if (mutation < 0.5)
    message[pick(['extra', '__proto__', 'constructor', 'admin', 'since'])] = pick(WEIRD);
  else if (mutation < 0.65 && keys.length > 0) delete message[pick(keys)];
  else if (mutation < 0.8)
    message.move = pick(['', 'T', '0,0', '99999,0 0', 'A 0,0 90 @N', '\u202e', 'x'.repeat(300)]);
  else if (mutation < 0.9) message.version = pick([version - 1, version + 1, -1, 1.5, '0', 1e12]);
  else message.table = pick(['nope', '', '../x', table.toUpperCase(), 'x'.repeat(200)]);
  // Always at least one break: an extra field makes even a lucky shape invalid.
  message.forged = true;
  return JSON.stringify(message);
}

it(`${COUNT} forged and malformed messages: no crash, no state change, the connection usable`, async () => {
  const host: Player = await player(server, 'Host');
  const guest: Player = await player(server, 'Guest');
  const table = await twoSeatTable(host.client, guest.client, 'classic');
  expect((await host.client.request({ type: 'start', table })).ok).toBe(true);
  const stateBefore = JSON.stringify(server.hub.room(table)!.state());
  const seqBefore = server.hub.room(table)!.currentSeq;
  const tablesBefore = server.hub.roomCount;
  const version = host.client.states.get(table)!.view!.version;

  const random = seededRandom(20240601);
  const attacker = guest.client;
  const before = attacker.frames.length;
  let sent = 0;
  for (let batch = 0; batch < COUNT / 500 && !attacker.isClosed; batch++) {
    for (let i = 0; i < 500; i++) attacker.sendRaw(forge(random, table, version, sent++));
    const expected = sent;
    // Every message gets exactly one answer (a refusal); wait for this batch's before the next.
    await waitFor(
      () =>
        attacker.isClosed ||
        attacker.frames.slice(before).filter((f) => f.type === 'error' || f.type === 'reply').length >=
          expected,
      60_000,
      `answers to batch ${batch}`,
    );
  }
  expect(sent).toBe(COUNT);
  const answers = attacker.frames.slice(before).filter((f) => f.type === 'error' || f.type === 'reply');
  expect(answers.filter((f) => f.type === 'reply')).toEqual([]);
  expect(JSON.stringify(server.hub.room(table)!.state())).toBe(stateBefore);
  expect(server.hub.room(table)!.currentSeq).toBe(seqBefore);
  expect(server.hub.roomCount).toBe(tablesBefore);
  // Still usable: a ping answers and the real game goes on.
  expect((await attacker.request({ type: 'ping' })).ok).toBe(true);
  const legal = host.client.legalNow(table);
  expect((await host.client.request({ type: 'move', table, move: legal[0]!, version })).ok).toBe(true);
  await Promise.all([host.client.close(), guest.client.close()]);
});
