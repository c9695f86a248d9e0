import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlineClient } from '../src/online/connection.js';
import { choicesOf, movesOfTile } from '../src/online/choices.js';
import { FakeSocket } from './fake-socket.js';

const identity = {
  user: { id: 'u1', name: 'Ann', guest: true },
  secret: 's'.repeat(32),
} as unknown as ConstructorParameters<typeof OnlineClient>[1];

describe('the strategic variant online (docs/rules/strategic-variant.md)', () => {
  let client: OnlineClient;
  let socket: FakeSocket;
  beforeEach(async () => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    client = new OnlineClient('ws://x/ws', identity);
    socket = FakeSocket.all[0]!;
    socket.open();
    socket.answer({ type: 'reply', result: { user: identity.user }, replyTo: socket.request('auth')!.id });
    await vi.advanceTimersByTimeAsync(0);
  });
  afterEach(() => {
    client.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('keeps the hand the server sends to our seat', () => {
    client.watch('t1', null);
    socket.answer({ type: 'hand', table: 't1', seat: 1, version: 4, hand: ['U', 'E', 'K'] });
    expect(client.tables.get('t1')!.hand).toEqual({ seat: 1, version: 4, tiles: ['U', 'E', 'K'] });
  });

  it('offers the placements of the tile taken up only', () => {
    const legal = ['U@1,0r0', 'U@1,0r0 N', 'E@0,1r0', 'E@-1,0r90 E', 'K@0,-1r180'];
    expect(movesOfTile(legal, 'E')).toEqual(['E@0,1r0', 'E@-1,0r90 E']);
    expect(movesOfTile(legal, null)).toBe(legal);
    expect(choicesOf(movesOfTile(legal, 'U')).placements).toEqual([{ x: 1, y: 0, rotation: 0 }]);
  });
});
