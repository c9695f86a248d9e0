import type { ClientMessageType, LobbyFilter } from '@carcassonne/protocol';
import type {
  ServerMessage,
  SocialMessage,
  TableSummary,
  TournamentChatMessage,
  TournamentChatRemovedMessage,
  TournamentMessage,
} from '@carcassonne/protocol';
import { applyDelta, type TableDelta } from '@carcassonne/protocol/deltas';
import type { Identity } from './identity.js';
import type { Request, RequestAnswer, Status, TableFeed } from './connection-types.js';

export type { Request, RequestAnswer, RequestRefusal, Status, TableFeed } from './connection-types.js';

/** What a page following a tournament hears: it changed, chat lines, lines a moderator removed. */
export type TournamentNews = TournamentMessage | TournamentChatMessage | TournamentChatRemovedMessage;

/**
 * A request waiting for its answer. The server answers an id with the result of that request's
 * type (the protocol's contract), so the answer is handed on as the request's own.
 */
interface Pending {
  readonly text: string;
  readonly type: ClientMessageType;
  settle(answer: RequestAnswer): void;
}

/** Requests that write to the database: a reply to one shows that saving works again. */
const WRITING: ReadonlySet<ClientMessageType> = new Set([
  'move',
  'chat',
  'create',
  'join',
  'start',
  'resign',
]);
/** Refusals that say nothing can be saved now (the database away, or refusing writes). */
const NOT_SAVED: ReadonlySet<string> = new Set(['storage-failed', 'storage-unwritable']);

/** How long a new connection waits for the answer to its sign-in before it starts again. */
const AUTH_TIMEOUT_MS = 10_000;
/** The page's own heartbeat: a `ping` this often, and a connection silent for `SILENCE_MS` is dropped. */
export const PING_MS = 10_000;
export const SILENCE_MS = 30_000;

/**
 * The browser's connection to the game server: requests with ids, automatic reconnection with
 * backoff (then auth again, the lobby again, and every followed table again from the last seq
 * seen), and requests not yet answered sent again with the same id, which the server answers once.
 */
export class OnlineClient {
  status: Status = 'connecting';
  /** The server refused this identity's secret (signed out elsewhere, or expired): it will not sign in again. */
  refused = false;
  /** The lobby page followed (at most one page of tables), and how many match its filter. */
  readonly lobby = new Map<string, TableSummary>();
  lobbyTotal = 0;
  lobbyOffset = 0;
  readonly tables = new Map<string, TableFeed>();
  /** Warnings, mutes, bans and lifts a moderator gave while this page was open (`Standing` reads its standing again). */
  sanctionNews = 0;
  private socket: WebSocket | null = null;
  private ready = false;
  private lobbyOn = false;
  private lobbyFilter: LobbyFilter = {};
  private attempts = 0;
  private counter = 0;
  private readonly prefix = Math.random().toString(36).slice(2, 10);
  private readonly pending = new Map<string, Pending>();
  /** The server could not save the last write (a banner says so until a write succeeds). */
  savingRefused = false;
  private readonly listeners = new Set<() => void>();
  /** Who hears the quick-game and challenge messages (`onSocial`). */
  private readonly social = new Set<(message: SocialMessage) => void>();
  /** Who hears that a followed tournament changed, and its chat lines (`onTournament`). */
  private readonly tournaments = new Set<(message: TournamentNews) => void>();
  private closed = false;
  private heard = 0;
  private pinger: ReturnType<typeof setInterval> | null = null;
  /** Connections lost since the page opened (a request answered after one was sent over a dead link). */
  drops = 0;
  /** Tables whose events skipped a seq since their last whole state: a delta cannot apply there. */
  private readonly outOfStep = new Set<string>();
  /** Tables whose whole state was asked for again and has not come yet. */
  private readonly resyncing = new Set<string>();

  constructor(
    private readonly url: string,
    private readonly identity: Identity,
  ) {
    this.open();
  }

  get user() {
    return this.identity.user;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Hear that a tournament followed (`tournament-follow`) changed; returns the unsubscribe function. */
  onTournament(fn: (message: TournamentNews) => void): () => void {
    this.tournaments.add(fn);
    return () => this.tournaments.delete(fn);
  }

  /** Hear the server's quick-game and challenge messages; returns the unsubscribe function. */
  onSocial(fn: (message: SocialMessage) => void): () => void {
    this.social.add(fn);
    return () => this.social.delete(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
  }

  private open(): void {
    if (this.closed) return;
    this.status = 'connecting';
    this.ready = false;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onmessage = (e) => {
      this.heard = Date.now();
      this.onFrame(String(e.data));
    };
    socket.onopen = () => {
      this.heard = Date.now();
      this.beat(socket);
      void this.welcome(socket);
    };
    socket.onclose = () => this.lost(socket);
    this.changed();
  }

  /** The connection is gone (closed, or silent too long): unanswered session requests fail, the rest wait; start again. */
  private lost(socket: WebSocket): void {
    if (this.socket !== socket) return;
    this.socket = null;
    this.drops++;
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = null;
    this.ready = false;
    this.status = 'offline';
    // Session requests (auth, watch, lobby) are made again on the next connection; the rest wait.
    for (const [id, p] of this.pending) {
      if (p.text !== '') continue;
      this.pending.delete(id);
      p.settle({ ok: false, code: 'disconnected', message: 'connection lost' });
    }
    this.changed();
    if (this.closed) return;
    // Back off: 0.25 s, 0.5 s, 1 s … up to 5 s, with jitter so that many clients do not return at once.
    const wait = Math.min(5000, 250 * 2 ** this.attempts++) * (0.75 + Math.random() * 0.5);
    setTimeout(() => this.open(), wait);
  }

  /**
   * A dead link is noticed: a `ping` every `PING_MS`; when nothing at all was heard for
   * `SILENCE_MS` the socket is closed and the connection starts again (requests not yet answered
   * are sent again with the same ids, and the server answers each once).
   */
  private beat(socket: WebSocket): void {
    if (this.pinger) clearInterval(this.pinger);
    this.pinger = setInterval(() => {
      if (this.socket !== socket) return;
      if (Date.now() - this.heard > SILENCE_MS) {
        socket.close();
        // A dead link may never report its close: start again without waiting for it.
        this.lost(socket);
        return;
      }
      if (this.ready) void this.send({ type: 'ping' }, true);
    }, PING_MS);
  }

  /** Requests sent and not yet answered (moves on a dead link among them). */
  get waiting(): number {
    let n = 0;
    for (const p of this.pending.values()) if (p.text !== '') n++;
    return n;
  }

  private async welcome(socket: WebSocket): Promise<void> {
    // A server too busy to answer (or an answer lost) must not leave the page waiting for ever.
    const unanswered = setTimeout(() => {
      if (this.socket === socket && !this.ready) socket.close();
    }, AUTH_TIMEOUT_MS);
    const auth = await this.send(
      { type: 'auth', user: this.identity.user.id, secret: this.identity.secret },
      true,
    );
    clearTimeout(unanswered);
    if (this.socket !== socket) return;
    if (!auth.ok) {
      // Only unknown credentials are final; anything else (rate-limited, storage-failed, …) is tried again.
      if (auth.code !== 'bad-credentials') {
        socket.close();
        return;
      }
      this.status = 'offline';
      this.refused = true;
      this.changed();
      return;
    }
    this.attempts = 0;
    this.ready = true;
    this.status = 'open';
    if (this.lobbyOn) void this.send({ type: 'lobby', on: true, filter: this.lobbyFilter }, true);
    for (const feed of this.tables.values()) void this.sendWatch(feed);
    for (const p of this.pending.values()) if (p.text !== '') socket.send(p.text);
    this.changed();
  }

  private sendWatch(feed: TableFeed): Promise<RequestAnswer<'watch'>> {
    const invite = feed.invite ? { invite: feed.invite } : {};
    return this.send({ type: 'watch', table: feed.id, since: feed.lastSeq, ...invite }, true).then((a) => {
      if (a.ok) feed.channel = a.result.channel;
      else if (a.code !== 'disconnected') feed.problem = { code: a.code, message: a.message };
      this.changed();
      return a;
    });
  }

  /** Send a request (queued while disconnected) and wait for its answer: the result of its type. */
  request<K extends ClientMessageType>(
    message: Request<K> & { readonly type: K },
  ): Promise<RequestAnswer<K>> {
    const answer = this.send<K>(message, false);
    if (message.type !== 'move' || !('table' in message)) return answer;
    // A move against an old version: whatever this page holds, it takes the whole state again.
    const table = message.table;
    return answer.then((a) => {
      const feed = typeof table === 'string' ? this.tables.get(table) : undefined;
      if (!a.ok && a.code === 'stale-state' && feed) this.resync(feed);
      return a;
    });
  }

  /**
   * Ask for a table's whole state again (a delta that did not fit): following it again from the
   * last seq seen sends the state, as after a reconnection. The board shown meanwhile is the last
   * right one.
   */
  private resync(feed: TableFeed): void {
    if (this.resyncing.has(feed.id) || !this.ready) return;
    this.resyncing.add(feed.id);
    void this.sendWatch(feed).then(() => this.resyncing.delete(feed.id));
  }

  /** A move's delta on `feed`'s state (the moves from the events received), or a resync when it does not fit. */
  private applyDelta(feed: TableFeed, delta: TableDelta): void {
    const state = feed.state;
    const moves: string[] = [];
    for (const { event } of feed.events)
      if (event.kind === 'move' && event.version > delta.from && event.version <= delta.version)
        moves.push(event.move);
    const next = state && !this.outOfStep.has(feed.id) ? applyDelta(state, delta, moves) : null;
    if (next) feed.state = next;
    else this.resync(feed);
  }

  private send<K extends ClientMessageType>(message: Request<K> & { readonly type: K }, now: boolean) {
    const id = `${this.prefix}-${++this.counter}`;
    const text = JSON.stringify({ ...message, id });
    return new Promise<RequestAnswer<K>>((resolve) => {
      this.pending.set(id, {
        text: now ? '' : text,
        type: message.type,
        settle: (answer: RequestAnswer<K>) => resolve(answer),
      });
      const socket = this.socket;
      if (socket && socket.readyState === WebSocket.OPEN && (this.ready || now)) socket.send(text);
    });
  }

  private onFrame(text: string): void {
    let frame: ServerMessage;
    try {
      frame = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (frame.type) {
      case 'reply':
      case 'error': {
        const key = frame.replyTo === null ? null : String(frame.replyTo);
        const p = key === null ? undefined : this.pending.get(key);
        if (p && key !== null) {
          this.pending.delete(key);
          if (frame.type === 'error' && NOT_SAVED.has(frame.code)) this.savingRefused = true;
          else if (frame.type === 'reply' && WRITING.has(p.type)) this.savingRefused = false;
          if (frame.type === 'reply') p.settle({ ok: true, result: frame.result });
          else p.settle({ ok: false, code: frame.code, message: frame.message });
        }
        break;
      }
      case 'lobby':
        this.lobby.clear();
        for (const t of frame.tables) this.lobby.set(t.id, t);
        this.lobbyTotal = frame.total;
        this.lobbyOffset = frame.offset;
        break;
      case 'lobby-table':
        this.lobby.set(frame.table.id, frame.table);
        break;
      case 'lobby-remove':
        this.lobby.delete(frame.table);
        break;
      case 'event': {
        const feed = this.tables.get(frame.table);
        if (!feed || frame.seq <= feed.lastSeq) break;
        if (frame.seq !== feed.lastSeq + 1) this.outOfStep.add(feed.id);
        feed.events.push({ seq: frame.seq, event: frame.event });
        feed.lastSeq = frame.seq;
        if (frame.state) {
          feed.state = frame.state;
          this.outOfStep.delete(feed.id);
        } else if (frame.delta) this.applyDelta(feed, frame.delta);
        break;
      }
      case 'state': {
        const feed = this.tables.get(frame.table);
        if (!feed) break;
        feed.state = frame.state;
        this.outOfStep.delete(feed.id);
        this.resyncing.delete(feed.id);
        feed.lastSeq = Math.max(feed.lastSeq, frame.seq);
        break;
      }
      case 'legal':
      case 'hand': {
        const feed = this.tables.get(frame.table);
        if (feed && frame.type === 'legal')
          feed.legal = { seat: frame.seat, version: frame.version, moves: frame.moves };
        else if (feed && frame.type === 'hand')
          feed.hand = { seat: frame.seat, version: frame.version, tiles: frame.hand };
        break;
      }
      case 'chat': {
        const feed = this.tables.get(frame.table);
        if (!feed) break;
        if (frame.channel !== feed.channel) {
          // Our role changed (a seat taken or given up): the new channel's recent lines replace the old.
          feed.channel = frame.channel;
          feed.chat = [...frame.lines];
          break;
        }
        const seen = new Set(feed.chat.map((l) => `${l.at}:${l.user}:${l.text}`));
        feed.chat = [
          ...feed.chat,
          ...frame.lines.filter((l) => !seen.has(`${l.at}:${l.user}:${l.text}`)),
        ].slice(-100);
        break;
      }
      case 'quick-seated':
      case 'quick-offer':
      case 'challenge':
      case 'friend-presence':
        for (const fn of this.social) fn(frame);
        break;
      case 'tournament':
      case 'tournament-chat':
      case 'tournament-chat-removed':
        for (const fn of this.tournaments) fn(frame);
        break;
      case 'sanction':
      case 'sanctions-lifted':
        this.sanctionNews++;
        break;
      case 'chat-removed': {
        // A moderator removed these lines for everyone.
        const feed = this.tables.get(frame.table);
        if (!feed || frame.channel !== feed.channel) break;
        const gone = new Set(frame.lines.map((l) => `${l.at}:${l.user}`));
        feed.chat = feed.chat.filter((l) => !gone.has(`${l.at}:${l.user}`));
        break;
      }
      default:
        break;
    }
    this.changed();
  }

  /** Follow one page of the lobby (`filter`: which) or stop; the page replaces the one shown. */
  setLobby(on: boolean, filter: LobbyFilter = {}): void {
    this.lobbyOn = on;
    this.lobbyFilter = filter;
    if (this.ready) void this.send(on ? { type: 'lobby', on, filter } : { type: 'lobby', on }, true);
  }

  /** Follow a table (from its beginning the first time, so the log is complete). */
  watch(table: string, invite: string | null): TableFeed {
    let feed = this.tables.get(table);
    if (!feed) {
      feed = {
        id: table,
        invite,
        events: [],
        state: null,
        lastSeq: 0,
        chat: [],
        channel: null,
        problem: null,
        legal: null,
      };
      this.tables.set(table, feed);
      if (this.ready) void this.sendWatch(feed);
    }
    return feed;
  }

  unwatch(table: string): void {
    this.outOfStep.delete(table);
    this.resyncing.delete(table);
    if (this.tables.delete(table) && this.ready) void this.send({ type: 'unwatch', table }, true);
  }

  close(): void {
    this.closed = true;
    if (this.pinger) clearInterval(this.pinger);
    this.socket?.close();
  }
}

export function socketUrl(): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws`;
}
