/**
 * The program that plays a seat (tools/autoplay.ts) at a server with a tight message rate: a move
 * refused as `rate-limited` is read by nobody, so no frame would come to wake the player again;
 * it tries again after a wait, and the game reaches its end.
 */
import type { ClientMessageType } from '@carcassonne/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer } from '../src/tools/client.js';
import { autoplay, RATE_LIMITED_RETRY_MS, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { openTable, player, startTestServer, type TestServer } from './helpers.js';

let server: TestServer;
beforeAll(async () => {
  // One message a second per connection, a burst of three.
  server = await startTestServer({
    config: { rateLimits: { connectionPerSecond: 1, addressPerSecond: 100_000, addressConnections: 64 } },
  });
});
afterAll(async () => {
  await server?.stop();
});

/** A request sent again while the server refuses it as too fast (as autoplay does for moves). */
async function accepted<K extends ClientMessageType>(send: () => Promise<Answer<K>>): Promise<Answer<K>> {
  for (;;) {
    const answer = await send();
    if (answer.code !== 'rate-limited') return answer;
    await new Promise((resolve) => setTimeout(resolve, RATE_LIMITED_RETRY_MS));
  }
}

describe('autoplay at a rate-limited server', () => {
  it('sends a move refused as rate-limited again, and plays the game to its end', async () => {
    const a = await player(server, 'Alice');
    const b = await player(server, 'Bob');
    // Among Alice's first messages: within her burst of three.
    const table = await openTable(a.client, { preset: 'modern', testTiles: 8 });
    expect((await accepted(() => b.client.request({ type: 'join', table, seat: 1 }))).ok).toBe(true);
    for (const c of [a.client, b.client])
      expect((await accepted(() => c.request({ type: 'watch', table }))).ok).toBe(true);
    const answers: (string | null)[] = [];
    const random = seededRandom(5);
    const onAnswer = (_ms: number, code: string | null) => answers.push(code);
    autoplay(a.client, table, 0, { choose: randomPick(random), onAnswer });
    autoplay(b.client, table, 1, { choose: randomPick(random), onAnswer });
    // Alice's requests spent her burst: her first move comes too soon.
    expect((await accepted(() => a.client.request({ type: 'start', table }))).ok).toBe(true);
    await a.client.until(() => a.client.states.get(table)?.status === 'finished', 100_000, 'the end');
    expect(answers).toContain('rate-limited');
    expect(answers.filter((code) => code !== null && code !== 'rate-limited')).toEqual([]);
  });
});
