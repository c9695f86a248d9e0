import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMatch, type GameMatch } from '@carcassonne/engine';
import type { TableDelta, TableState } from '@carcassonne/protocol';
import { OnlineClient } from '../src/online/connection.js';
import { FakeSocket } from './fake-socket.js';
import { deltaOf, PLAYERS, tableStateOf } from '../../../packages/protocol/test/table-state.js';

const identity = {
  user: { id: 'u1', name: 'Ann', guest: true },
  secret: 's'.repeat(32),
} as unknown as ConstructorParameters<typeof OnlineClient>[1];

/** A table at the server: its match, the seq of its events, and the frames a move sends. */
class Table {
  readonly match: GameMatch;
  seq = 3;
  constructor(readonly socket: FakeSocket) {
    const created = createMatch({ preset: 'classic', players: PLAYERS.slice(0, 2), seed: 'deltas' });
    if (!created.ok) throw new Error(created.error.message);
    this.match = created.value;
  }
  state(): TableState {
    return tableStateOf(this.match.publicView(), { actor: this.match.actor });
  }
  /** Play a legal move; the event frame with its delta (not yet sent). */
  move(): object {
    const before = this.match.publicView();
    const m = this.match;
    const r = m.play(m.actor, m.legalMoves()[0]!);
    if (!r.ok) throw new Error(r.error.message);
    const after = m.publicView();
    const delta: TableDelta = { ...deltaOf(before, after), set: { actor: m.actor } };
    const event = {
      kind: 'move',
      seat: r.value.seat,
      move: r.value.move,
      version: r.value.version,
      by: 'player',
      events: [],
    };
    return { type: 'event', table: 't1', seq: ++this.seq, event, delta };
  }
}

describe('the online connection applies deltas, and asks for the whole state when one does not fit', () => {
  let client: OnlineClient;
  let socket: FakeSocket;
  let table: Table;
  const watches = () => socket.sent.filter((m) => m.type === 'watch').length;

  beforeEach(async () => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    client = new OnlineClient('ws://x/ws', identity);
    socket = FakeSocket.all[0]!;
    socket.open();
    socket.answer({ type: 'reply', result: { user: identity.user }, replyTo: socket.request('auth')!.id });
    await vi.advanceTimersByTimeAsync(0);
    table = new Table(socket);
    client.watch('t1', null);
    socket.answer({ type: 'state', table: 't1', seq: table.seq, state: table.state() });
  });
  afterEach(() => {
    client.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('a delta rebuilds the state the server holds', () => {
    for (let i = 0; i < 6; i++) socket.answer(table.move());
    expect(client.tables.get('t1')!.state).toEqual(table.state());
    expect(watches()).toBe(1);
  });

  it('a corrupted delta keeps the last right state and asks for the whole one', () => {
    socket.answer(table.move());
    const right = client.tables.get('t1')!.state;
    const frame = table.move() as { delta: TableDelta };
    socket.answer({ ...frame, delta: { ...frame.delta, digest: (frame.delta.digest + 1) >>> 0 } });
    expect(client.tables.get('t1')!.state).toBe(right);
    expect(watches()).toBe(2);
    // The whole state puts it right.
    socket.answer({ type: 'state', table: 't1', seq: table.seq, state: table.state() });
    expect(client.tables.get('t1')!.state).toEqual(table.state());
  });

  it('a skipped delta: the next one is not applied, the whole state is asked for', () => {
    socket.answer(table.move());
    const right = client.tables.get('t1')!.state;
    table.move();
    socket.answer(table.move());
    expect(client.tables.get('t1')!.state).toBe(right);
    expect(watches()).toBe(2);
  });

  it('a replayed delta is ignored', () => {
    const frame = table.move();
    socket.answer(frame);
    socket.answer(frame);
    expect(client.tables.get('t1')!.state).toEqual(table.state());
    expect(watches()).toBe(1);
  });

  it('a move refused as stale asks for the whole state', async () => {
    const move = client.request({ type: 'move', table: 't1', move: 'x', version: 0 });
    await vi.advanceTimersByTimeAsync(0);
    const sent = socket.sent.filter((m) => m.type === 'move').at(-1)!;
    socket.answer({ type: 'error', code: 'stale-state', message: 'stale', replyTo: sent.id });
    await move;
    expect(watches()).toBe(2);
  });
});
