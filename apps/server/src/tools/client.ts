import WebSocket from 'ws';
import type { ClientMessageType, ClientRequest, MessageId, Problem } from '@carcassonne/protocol';
import type { ErrorFrame, ReplyFrame, ReplyResults, ServerMessage } from '@carcassonne/protocol';
import type { GuestResponse, ReplyOrRefusal, TableEvent, TableState } from '@carcassonne/protocol';
import { applyDelta, type TableDelta } from '@carcassonne/protocol';

type Frame = ServerMessage;

/**
 * The answer to a request of type K: the result the protocol declares for K, or the refusal's code
 * and sentence; with the frame that carried it. `code` is null for a reply, so it reads either way.
 */
export type Answer<K extends ClientMessageType = ClientMessageType> = ReplyOrRefusal<
  K,
  Problem & { readonly frame: ErrorFrame },
  { readonly code: null; readonly frame: ReplyFrame<K> }
>;

/** The result of an answer that must be a reply: throws with the refusal's code otherwise. */
export function resultOf<K extends ClientMessageType>(answer: Answer<K>): ReplyResults[K] {
  if (!answer.ok) throw new Error(`refused: ${answer.code} (${answer.message})`);
  return answer.result;
}

/** The invite of a private table just created: throws if it was refused or the table is public. */
export function inviteOf(created: Answer<'create'>): string {
  const invite = resultOf(created).invite;
  if (invite === null) throw new Error('a public table has no invite');
  return invite;
}

/**
 * A message written by hand, not checked against the protocol: the hostile tests send forged ones
 * with it (`requestUnchecked`). Its answer is typed by no message type.
 */
export type UncheckedRequest = { readonly type: string } & Readonly<Record<string, unknown>>;

/** Create a guest over HTTP. */
export async function newGuest(baseUrl: string, name: string): Promise<GuestResponse> {
  const response = await fetch(new URL('/api/guests', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (response.status !== 201) throw new Error(`guest: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as GuestResponse;
}

/**
 * A WebSocket client of the game server for tests and the load test: requests with ids and their
 * answers, every frame it received (raw text and parsed), and per-table event logs and states.
 */
export class GameClient {
  readonly raw: string[] = [];
  readonly frames: Frame[] = [];
  readonly events = new Map<string, { seq: number; event: TableEvent }[]>();
  readonly states = new Map<string, TableState>();
  readonly lastSeq = new Map<string, number>();
  /** The legal moves last sent to this client, per table (only when its decision is due). */
  readonly legal = new Map<string, { seat: number; version: number; moves: readonly string[] }>();
  /**
   * Requests waiting for their answer. The server answers an id with the result of that request's
   * type (the protocol's contract), so the answer is handed on as the request's own.
   */
  private readonly pending = new Map<string, { settle(answer: Answer): void; sentAt: number }>();
  private readonly waiters: { test: () => boolean; resolve: () => void; closed: () => void }[] = [];
  private readonly listeners = new Set<(frame: Frame) => void>();
  private nextId = 1;
  private closed = false;
  /** How each table was followed (its invite), to ask for its whole state again. */
  private readonly invites = new Map<string, string | undefined>();
  /** Deltas that did not fit the state held (each answered by asking for the whole state). */
  resyncs = 0;

  private constructor(
    readonly socket: WebSocket,
    readonly prefix: string,
    /**
     * Keep every frame (tests). The load test keeps only answers, legal moves and states, and
     * does not read the state a move's event carries (see `parseLean`).
     */
    private readonly record: boolean,
  ) {
    socket.on('message', (data) => this.onFrame(data));
    socket.on('close', () => {
      this.closed = true;
      this.check();
    });
  }

  /** `localAddress`: the loopback address to connect from (the load test's players each have one). */
  static connect(
    wsUrl: string,
    prefix = Math.random().toString(36).slice(2, 8),
    record = true,
    localAddress?: string,
  ): Promise<GameClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(wsUrl, localAddress ? { localAddress } : {});
      socket.once('open', () => resolve(new GameClient(socket, prefix, record)));
      socket.once('error', reject);
    });
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private onFrame(data: WebSocket.RawData): void {
    let frame: Frame;
    if (this.record) {
      const text = String(data);
      frame = JSON.parse(text) as Frame;
      this.raw.push(text);
      this.frames.push(frame);
    } else frame = parseLean(Buffer.isBuffer(data) ? data : Buffer.from(String(data)));
    if (frame.type === 'event') {
      if (this.record) {
        const log = this.events.get(frame.table) ?? [];
        log.push({ seq: frame.seq, event: frame.event });
        this.events.set(frame.table, log);
      }
      const gap = frame.seq !== (this.lastSeq.get(frame.table) ?? 0) + 1;
      this.lastSeq.set(frame.table, frame.seq);
      if (frame.state) this.states.set(frame.table, frame.state);
      else if (frame.delta) this.applyDelta(frame.table, frame.delta, gap);
    } else if (frame.type === 'state') {
      this.states.set(frame.table, frame.state);
      this.lastSeq.set(frame.table, frame.seq);
    } else if (frame.type === 'legal') {
      this.legal.set(frame.table, { seat: frame.seat, version: frame.version, moves: frame.moves });
    } else if (frame.type === 'reply' || frame.type === 'error') {
      const key = frame.replyTo === null ? null : String(frame.replyTo);
      const waiting = key === null ? undefined : this.pending.get(key);
      if (waiting && key !== null) {
        this.pending.delete(key);
        waiting.settle(
          frame.type === 'reply'
            ? { ok: true, frame, result: frame.result, code: null }
            : { ok: false, frame, code: frame.code, message: frame.message },
        );
      }
    }
    for (const fn of this.listeners) fn(frame);
    this.check();
  }

  /**
   * A move's delta on the state held, with the moves of the events received; when it does not
   * fit (or an event was missed), the whole state is asked for again. Without a record (the load
   * test) only what the simulated players read is kept: the fields, seats and the view's version.
   */
  private applyDelta(table: string, delta: TableDelta, gap: boolean): void {
    const state = this.states.get(table);
    if (!state) return;
    if (!this.record) {
      const view = state.view && { ...state.view, version: delta.version };
      const seats = state.seats.map((s, i) => delta.seats?.[String(i)] ?? s);
      this.states.set(table, { ...state, ...delta.set, seats, view });
      return;
    }
    const moves = (this.events.get(table) ?? [])
      .map((e) => e.event)
      .flatMap((e) =>
        e.kind === 'move' && e.version > delta.from && e.version <= delta.version ? [e.move] : [],
      );
    const next = gap ? null : applyDelta(state, delta, moves);
    if (next) {
      this.states.set(table, next);
      return;
    }
    this.resyncs++;
    const invite = this.invites.get(table);
    void this.request({
      type: 'watch',
      table,
      since: this.lastSeq.get(table) ?? 0,
      ...(invite !== undefined ? { invite } : {}),
    });
  }

  /** Call `fn` after every frame; returns the unsubscribe function. */
  listen(fn: (frame: Frame) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** The legal moves for the current view of `table`, if this client's decision is due. */
  legalNow(table: string): readonly string[] {
    const state = this.states.get(table);
    const legal = this.legal.get(table);
    const current =
      state?.status === 'playing' &&
      state.view &&
      legal &&
      legal.version === state.view.version &&
      legal.seat === state.actor;
    return current ? legal.moves : [];
  }

  /** Send a request with a fresh id (or the id given) and wait for its answer: the result of its type. */
  request<K extends ClientMessageType>(
    message: ClientRequest<K> & { readonly type: K },
    id: MessageId = `${this.prefix}-${this.nextId++}`,
  ): Promise<Answer<K>> {
    return this.send<K>(message, id);
  }

  /**
   * Send a message the protocol may refuse (forged or malformed: any type, any fields) with a fresh
   * id (or the id given) and wait for its answer, typed by no message type.
   */
  requestUnchecked(
    message: UncheckedRequest,
    id: MessageId = `${this.prefix}-${this.nextId++}`,
  ): Promise<Answer> {
    return this.send(message, id);
  }

  private send<K extends ClientMessageType>(message: object, id: MessageId): Promise<Answer<K>> {
    const m = message as { type?: unknown; table?: unknown; invite?: unknown };
    if (m.type === 'watch' && typeof m.table === 'string')
      this.invites.set(m.table, typeof m.invite === 'string' ? m.invite : undefined);
    return new Promise((resolve) => {
      const settle = (answer: Answer<K>) => resolve(answer);
      this.pending.set(String(id), { settle, sentAt: performance.now() });
      this.socket.send(JSON.stringify({ ...message, id }));
    });
  }

  /** Send raw text (malformed and oversized messages). */
  sendRaw(text: string): void {
    this.socket.send(text);
  }

  /**
   * Resolve once `test` holds (checked after every frame); rejects after `ms` as a safety bound,
   * and at once when the connection closes with `test` still false (it would never hold: nothing
   * more arrives), saying so.
   */
  until(test: () => boolean, ms = 30_000, what = 'condition'): Promise<void> {
    if (test()) return Promise.resolve();
    const closedWhile = () => new Error(`${this.prefix}: the connection closed while waiting for ${what}`);
    if (this.closed) return Promise.reject(closedWhile());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.prefix}: timed out waiting for ${what}`)), ms);
      this.waiters.push({
        test,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        closed: () => {
          clearTimeout(timer);
          reject(closedWhile());
        },
      });
    });
  }

  private check(): void {
    for (let i = this.waiters.length - 1; i >= 0; i--) {
      const w = this.waiters[i]!;
      if (w.test()) {
        this.waiters.splice(i, 1);
        w.resolve();
      } else if (this.closed) {
        this.waiters.splice(i, 1);
        w.closed();
      }
    }
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }

  /** Drop the connection without a closing handshake (a network failure). */
  kill(): void {
    this.socket.terminate();
  }
}

/**
 * A frame as the load test needs it: a move's event without the state it carries (the simulated
 * players act on `legal` frames; reading every state would cost the load generator as much CPU as
 * the server spends writing it). Other events keep their state (seats, the end). The server writes
 * an event's keys in the order type, table, seq, event, state. Read from the bytes: the state is
 * not even decoded into a string.
 */
export function parseLean(data: Buffer): Frame {
  if (EVENT_OPENING.compare(data, 0, EVENT_OPENING.length) === 0) {
    const at = data.indexOf(STATE_KEY);
    const move = data.indexOf(MOVE_EVENT);
    if (at > 0 && move > 0 && move < at) {
      try {
        return JSON.parse(`${data.toString('utf8', 0, at)}}`) as Frame;
      } catch {
        // not the expected layout: read it all
      }
    }
  }
  return JSON.parse(data.toString('utf8')) as Frame;
}
const EVENT_OPENING = Buffer.from('{"type":"event"');
const STATE_KEY = Buffer.from(',"state":{');
const MOVE_EVENT = Buffer.from('"event":{"kind":"move"');
