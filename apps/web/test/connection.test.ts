import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlineClient } from '../src/online/connection.js';
import { FakeSocket } from './fake-socket.js';

/** The fake socket closing once, as a browser's does: a second close reports nothing. */
class ClosingOnceSocket extends FakeSocket {
  override close(): void {
    if (this.readyState === 3) return;
    super.close();
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
    vi.stubGlobal('WebSocket', ClosingOnceSocket);
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
      replyTo: first.request('auth')!.id,
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(1000);
    const second = FakeSocket.all[1]!;
    expect(second).toBeDefined();
    second.open();
    second.answer({ type: 'reply', result: { user: identity.user }, replyTo: second.request('auth')!.id });
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
      replyTo: first.request('auth')!.id,
    });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.all).toHaveLength(1);
    expect(client.status).toBe('offline');
  });
});

describe('the online connection tells when moves cannot be saved', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', ClosingOnceSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a write refused by the database sets the banner; a saved write clears it', async () => {
    const client = new OnlineClient('ws://x/ws', identity);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.answer({ type: 'reply', result: { user: identity.user }, replyTo: socket.request('auth')!.id });
    await vi.advanceTimersByTimeAsync(0);
    const sentOf = (type: string) => socket.sent.filter((m) => m.type === type).at(-1)!;
    const chat = client.request({ type: 'chat', table: 't1', text: 'hi' });
    await vi.advanceTimersByTimeAsync(0);
    socket.answer({
      type: 'error',
      code: 'storage-unwritable',
      message: 'refused',
      replyTo: sentOf('chat').id,
    });
    expect((await chat).ok).toBe(false);
    expect(client.savingRefused).toBe(true);
    // A read answered says nothing of writes.
    const ping = client.request({ type: 'ping' });
    await vi.advanceTimersByTimeAsync(0);
    socket.answer({ type: 'reply', result: {}, replyTo: sentOf('ping').id });
    await ping;
    expect(client.savingRefused).toBe(true);
    const again = client.request({ type: 'chat', table: 't1', text: 'hi again' });
    await vi.advanceTimersByTimeAsync(0);
    socket.answer({ type: 'reply', result: {}, replyTo: sentOf('chat').id });
    await again;
    expect(client.savingRefused).toBe(false);
  });
});
