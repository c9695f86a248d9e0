import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlineClient } from '../src/online/connection.js';

/** A stand-in for the browser's WebSocket: records what is sent, lets the test answer. */
class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; id: string }[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text) as { type: string; id: string });
  }
  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  answer(frame: object): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  get auth() {
    return this.sent.find((m) => m.type === 'auth');
  }
}

const identity = {
  user: { id: 'u1', name: 'Ann', guest: true },
  secret: 's'.repeat(32),
} as unknown as ConstructorParameters<typeof OnlineClient>[1];

describe('the online connection signs in again rather than wait for ever', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a refused sign-in that is not about the credentials (rate-limited, storage-failed) connects again', async () => {
    const client = new OnlineClient('ws://x/ws', identity);
    const first = FakeSocket.all[0]!;
    first.open();
    first.answer({
      type: 'error',
      code: 'storage-failed',
      message: 'the database could not be reached',
      replyTo: first.auth!.id,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeSocket.all[1]!;
    expect(second).toBeDefined();
    second.open();
    second.answer({ type: 'reply', result: { user: identity.user }, replyTo: second.auth!.id });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe('open');
  });

  it('an unanswered sign-in is given up after a while and tried on a new connection', async () => {
    const client = new OnlineClient('ws://x/ws', identity);
    FakeSocket.all[0]!.open();
    await vi.advanceTimersByTimeAsync(9_000);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(FakeSocket.all.length).toBeGreaterThanOrEqual(2);
    expect(client.status).not.toBe('open');
  });

  it('unknown credentials are final: no new connection', async () => {
    const client = new OnlineClient('ws://x/ws', identity);
    const first = FakeSocket.all[0]!;
    first.open();
    first.answer({
      type: 'error',
      code: 'bad-credentials',
      message: 'unknown user or wrong secret',
      replyTo: first.auth!.id,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.status).toBe('offline');
  });
});
