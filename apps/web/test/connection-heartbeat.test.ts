/**
 * The page notices a dead link by itself: it pings every PING_MS, and when it has heard nothing
 * for SILENCE_MS it drops the connection (even if the browser never reports the close) and
 * connects again; a move sent on the dead link stays waiting, is sent again with the same id
 * after signing in again, and its answer (here a refusal) reaches the page.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { OnlineClient, PING_MS, SILENCE_MS } from '../src/online/connection.js';
import { FakeSocket } from './fake-socket.js';

/** A browser WebSocket whose link can die silently: close() then reports nothing. */
class DeadableSocket extends FakeSocket {
  static made: DeadableSocket[] = [];
  dead = false;
  constructor(url: string) {
    super(url);
    DeadableSocket.made.push(this);
  }
  override send(text: string): void {
    if (!this.dead) super.send(text);
  }
  override close(): void {
    if (this.dead || this.readyState === 3) return;
    super.close();
  }
  override answer(frame: object): void {
    if (!this.dead) super.answer(frame);
  }
  signIn(): void {
    const auth = this.sent.find((m) => m.type === 'auth')!;
    this.answer({ type: 'reply', result: { user: identity.user }, replyTo: auth.id });
  }
}

const identity = {
  user: { id: 'u1', name: 'Ann', guest: true },
  secret: 's'.repeat(32),
} as unknown as ConstructorParameters<typeof OnlineClient>[1];

beforeEach(() => {
  DeadableSocket.made = [];
  vi.useFakeTimers();
  vi.stubGlobal('WebSocket', DeadableSocket);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('pings, drops a silent link, reconnects and sends the unanswered move again with the same id', async () => {
  const client = new OnlineClient('ws://x/ws', identity);
  const first = DeadableSocket.made[0]!;
  first.open();
  first.signIn();
  await vi.advanceTimersByTimeAsync(0);
  expect(client.status).toBe('open');
  await vi.advanceTimersByTimeAsync(PING_MS);
  const ping = first.sent.find((m) => m.type === 'ping')!;
  expect(ping).toBeDefined();
  first.answer({ type: 'reply', result: {}, replyTo: ping.id });

  // A move goes out, then the link dies without a word.
  const answer = client.request({ type: 'move', table: 'tableA1', move: 'E@0,1r0', version: 1 });
  const sent = first.sent.find((m) => m.type === 'move')!;
  first.dead = true;
  await vi.advanceTimersByTimeAsync(SILENCE_MS + PING_MS);
  expect(client.status).not.toBe('open');
  expect(client.drops).toBe(1);
  expect(client.waiting).toBe(1);

  // A new connection, signed in: the move is sent again with the same id, and answered once.
  await vi.advanceTimersByTimeAsync(6_000);
  const second = DeadableSocket.made[1]!;
  expect(second).toBeDefined();
  second.open();
  second.signIn();
  await vi.advanceTimersByTimeAsync(0);
  const resent = second.sent.find((m) => m.type === 'move')!;
  expect(resent.id).toBe(sent.id);
  second.answer({ type: 'error', code: 'stale-state', message: 'changed', replyTo: resent.id });
  expect(await answer).toEqual({ ok: false, code: 'stale-state', message: 'changed' });
  expect(client.waiting).toBe(0);
  client.close();
});
