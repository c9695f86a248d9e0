/** The page's side of quick games and friends: the players offered per game, and the pushes heard. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialMessage } from '@carcassonne/protocol';
import { OnlineClient } from '../src/online/connection.js';
import { QUICK_CLOCKS, quickPlayers } from '../src/online/quick-choices.js';

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
    this.onclose?.();
  }
  answer(frame: object): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

const identity = {
  user: { id: 'u1', name: 'Ann', username: null },
  secret: 's'.repeat(32),
} as unknown as ConstructorParameters<typeof OnlineClient>[1];

describe('quick games and friends in the page', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers the players each game allows, within 2 to 5, and the same clocks everywhere', () => {
    expect(quickPlayers('classic')).toEqual([2, 3, 4, 5]);
    for (const n of quickPlayers('the-city')) expect(n >= 2 && n <= 5).toBe(true);
    expect(QUICK_CLOCKS.map((c) => c.kind)).toEqual(['none', 'move', 'bank']);
  });

  it('hands the quick-game and challenge messages to whoever listens, and nothing else', () => {
    const client = new OnlineClient('ws://x/ws', identity);
    const heard: SocialMessage[] = [];
    const stop = client.onSocial((m) => heard.push(m));
    const socket = FakeSocket.all[0]!;
    socket.answer({ type: 'lobby-remove', table: 't1' });
    socket.answer({ type: 'quick-offer', level: 'level3' });
    socket.answer({ type: 'quick-seated', table: 'table-1' });
    stop();
    socket.answer({ type: 'quick-seated', table: 'table-2' });
    expect(heard).toEqual([
      { type: 'quick-offer', level: 'level3' },
      { type: 'quick-seated', table: 'table-1' },
    ]);
    client.close();
  });
});
