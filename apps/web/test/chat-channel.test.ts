import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableState } from '@carcassonne/protocol';
import { roleChannel } from '../src/online/Chat.js';
import { OnlineClient } from '../src/online/connection.js';
import { FakeSocket } from './fake-socket.js';

const identity = {
  user: { id: 'u1', name: 'Ann', guest: true },
  secret: 's'.repeat(32),
} as unknown as ConstructorParameters<typeof OnlineClient>[1];

const line = (text: string) => ({ user: 'u9', name: 'Bo', text, at: 1 });
const seats = (seated: boolean) =>
  [
    { kind: 'human', user: 'u9', name: 'Bo', connected: true, substitute: false },
    seated
      ? { kind: 'human', user: 'u1', name: 'Ann', connected: true, substitute: false }
      : { kind: 'open' },
  ] as unknown as TableState['seats'];

describe('the chat follows the viewer’s role', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a spectator who takes a seat moves to the players’ chat: its lines replace the spectators’', async () => {
    const client = new OnlineClient('ws://x/ws', identity);
    const socket = FakeSocket.all[0]!;
    socket.open();
    socket.answer({ type: 'reply', result: { user: identity.user }, replyTo: socket.request('auth')!.id });
    await vi.advanceTimersByTimeAsync(0);
    const feed = client.watch('table1', null);
    await vi.advanceTimersByTimeAsync(0);
    socket.answer({ type: 'chat', table: 'table1', channel: 'spectators', lines: [line('go!')] });
    socket.answer({
      type: 'reply',
      result: { seq: 1, seat: null, channel: 'spectators' },
      replyTo: socket.request('watch')!.id,
    });
    await vi.advanceTimersByTimeAsync(0);
    feed.state = { host: 'u9', seats: seats(false), settings: {} } as unknown as TableState;
    expect(roleChannel(feed, 'u1')).toBe('spectators');
    expect(feed.chat.map((l) => l.text)).toEqual(['go!']);

    // The join: the state shows the seat, and the server sends the players' recent lines.
    feed.state = { ...feed.state, seats: seats(true) };
    expect(roleChannel(feed, 'u1')).toBe('players');
    socket.answer({ type: 'chat', table: 'table1', channel: 'players', lines: [line('welcome')] });
    expect(feed.channel).toBe('players');
    expect(feed.chat.map((l) => l.text)).toEqual(['welcome']);
    socket.answer({ type: 'chat', table: 'table1', channel: 'players', lines: [line('gl hf')] });
    expect(feed.chat.map((l) => l.text)).toEqual(['welcome', 'gl hf']);
    // Back to watching (the seat given up before the start): an empty channel empties the lines.
    socket.answer({ type: 'chat', table: 'table1', channel: 'spectators', lines: [] });
    expect(feed.channel).toBe('spectators');
    expect(feed.chat).toEqual([]);
  });
});
