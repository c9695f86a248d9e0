import { PROTOCOL_VERSION } from '@carcassonne/protocol';
import type { ChatChannel, ChatLine } from '@carcassonne/protocol';
import type { ErrorCode } from '@carcassonne/protocol';
import type { LobbyFilter, ServerMessage } from '@carcassonne/protocol';
import type { Friends, Notify } from '../social/friends.js';
import type { Avoid } from '../social/matchmaking.js';
import { localPlaying, type Presence } from '../social/presence.js';
import type { QuickGames } from '../social/quick-games.js';
import { openSocial } from '../social/social-services.js';
import type { BotPlayer } from '../tables/bots.js';
import type { Cluster } from '../cluster/cluster.js';
import type { ClusterMessage } from '../cluster/messages.js';
import type { Clock } from '../core/clock.js';
import type { HubCore, Session } from './handlers.js';
import { success, type Outcome } from '../core/outcome.js';
import { TableRoom, type Logger, type RoomDeps } from '../tables/table-room.js';
import { readTable } from '../tables/table-data.js';
import type { Storage, StoredEvent, StoredTable } from '../storage/types.js';
import type { Connection } from '../core/transport.js';
import { Answers, frame } from './answers.js';
import { TableLeases } from '../tables/table-leases.js';
import { Lobby, type LobbyPage } from '../tables/lobby.js';
import { DEFAULT_TABLE_CAPS, type TableCaps } from '../tables/table-caps.js';
import { ChatLimits } from '../tables/chat-limits.js';
import { MemoryLimiter, type Limiter } from '../core/limiter.js';
import { TokenBucket } from '../core/rate-limit.js';
import { CATCH_UPS } from '../core/socket-limits.js';
import { Moderation } from '../moderation/service.js';
import type { AnalysisOwner } from '../analysis/queue.js';
import { originMarks } from '../accounts/origins.js';

/** The close code of a banned player's connections (the page reconnects and shows the ban). */
export const CLOSE_BANNED = 4003;

/** An error as one line (its class and message, no stack): for faults already logged where they happened. */
export const errorText = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

export { frame };

export interface HubOptions {
  readonly storage: Storage;
  readonly bots: BotPlayer;
  readonly clock: Clock;
  readonly log: Logger;
  /** Accept test-only table options (`testTiles`). */
  readonly testOptions: boolean;
  /** Tables one user or address may hold (default `DEFAULT_TABLE_CAPS`). */
  readonly caps?: TableCaps;
  /** Several processes through Redis; without it this process runs every table alone. */
  readonly cluster?: Cluster;
  /** A log with the table's id on every line. */
  readonly tableLog?: (tableId: string) => Logger;
  /** Observes each stored move (metrics). */
  readonly moved?: () => void;
  /** Hears each write this process commits (the alerts outside the page: alerts/notifier.ts). */
  readonly heard?: (room: TableRoom, events: readonly StoredEvent[]) => void;
  /** Observes each answered move request: its time from arrival to answer, and the error code. */
  readonly moveAnswered?: (ms: number, code: ErrorCode | null) => void;
  /** Pairs the quick-game queue never seats together (social/matchmaking.ts; default: none). */
  readonly avoid?: Avoid;
  /** Told of each challenge sent or answered, for notices outside the page (social/friends.ts). */
  readonly notify?: Notify;
  /** Usernames of moderators besides the first registered account (`ADMIN_USERS`). */
  readonly adminUsers?: readonly string[];
  /**
   * Told of each table seen finished, with when it ended and whom its analysis counts against (its
   * host, the address it was made from when this process knows it): the analysis is queued;
   * repeated calls are harmless.
   */
  readonly finished?: (tableId: string, endedAt: number | null, owner: AnalysisOwner) => void;
  /** The rate limiter shared with the HTTP routes (default: counts of this process, in memory). */
  readonly limiter?: Limiter;
}

/**
 * The server's message router, independent of the transport: it owns the sessions, the rooms
 * and the lobby feed; in a cluster, the leases of its tables (`table-leases.ts`). Each frame is
 * answered by `answers.ts`: validated before its handler (handlers.ts, one per message type)
 * runs, and every request gets exactly one reply or one error.
 */
export class Hub implements HubCore {
  private readonly rooms = new Map<string, TableRoom>();
  private readonly sessions = new Map<Connection, Session>();
  private readonly lobby: Lobby;
  private readonly answers: Answers;
  private readonly chatLimits: ChatLimits;
  private readonly deps: RoomDeps;
  private readonly loading = new Map<string, Promise<TableRoom | null>>();
  private readonly leases: TableLeases | null;
  private closing = false;
  readonly quick: QuickGames;
  readonly friends: Friends;
  readonly presence: Presence;
  readonly moderation: Moderation;
  readonly limiter: Limiter;

  constructor(private readonly options: HubOptions) {
    const cluster = options.cluster;
    this.limiter = options.limiter ?? new MemoryLimiter();
    this.chatLimits = new ChatLimits(this.limiter);
    this.answers = new Answers(this, options);
    this.moderation = new Moderation(
      options.storage,
      options.clock,
      options.adminUsers ?? [],
      cluster,
      (n) => this.rooms.get(n.table)?.chatRemoved(n.channel, n.lines),
      (user, text) => {
        for (const [conn, session] of this.sessions) if (session.user?.id === user) conn.send(text);
      },
      (user) => {
        for (const [conn, session] of this.sessions)
          if (session.user?.id === user) conn.close(CLOSE_BANNED, 'banned');
      },
    );
    const leases = cluster ? new TableLeases(cluster, options.clock, this.rooms, () => this.closing) : null;
    this.leases = leases;
    this.lobby = new Lobby(() => this.rooms.values(), options.clock);
    ({
      quick: this.quick,
      friends: this.friends,
      presence: this.presence,
    } = openSocial({
      hub: this,
      cluster: cluster ?? null,
      log: options.log,
      deliver: (users, message) => this.deliver(users, message),
      local: () => localPlaying(this.sessions.values(), (id) => this.rooms.get(id)),
      avoid: options.avoid,
      notify: options.notify,
    }));
    this.deps = {
      storage: options.storage,
      bots: options.bots,
      clock: options.clock,
      log: options.log,
      changed: (room) => this.roomChanged(room),
      hides: (viewer, author) => this.moderation.hides(viewer, author),
      ...(options.tableLog ? { tableLog: options.tableLog } : {}),
      ...(options.moved ? { moved: options.moved } : {}),
      ...(options.heard && !cluster
        ? { written: (room: TableRoom, update) => options.heard?.(room, update.events) }
        : {}),
      ...(cluster && leases
        ? {
            written: (room: TableRoom, update) => {
              cluster.publish({ kind: 'update', origin: cluster.processId, table: room.id, update });
              options.heard?.(room, update.events);
            },
            presence: (room: TableRoom) => leases.announcePresence(room),
            chatted: (room: TableRoom, channel: ChatChannel, line: ChatLine) =>
              cluster.publish({ kind: 'chat', origin: cluster.processId, table: room.id, channel, line }),
          }
        : {}),
    };
  }

  /** The tables in memory (the deadline reminders look at those this process leads). */
  tables(): Iterable<TableRoom> {
    return this.rooms.values();
  }

  /** Resume every unfinished table from the database (after a start or a crash). */
  async restore(): Promise<number> {
    let n = 0;
    const storage = this.options.storage;
    for (const listed of await storage.unfinishedTables()) {
      // Read again with its event number first (`readTable`): in a cluster another process may
      // have written the table since the list was read, and the row must not be older than the number.
      const read = await readTable(storage, listed.id);
      if (!read) continue;
      const room = await TableRoom.restore(read.stored, this.deps, read.seq);
      if (!room.ok) {
        this.options.log.error({ table: listed.id, problem: room.error }, 'could not resume a table');
        continue;
      }
      // Alone, this process was down: a time bank did not run meanwhile.
      if (!this.options.cluster) await room.value.pauseClock();
      this.adopt(room.value);
      n++;
    }
    return n;
  }

  /** Keep a room in memory; alone, this process leads it at once; in a cluster, the lease decides. */
  private adopt(room: TableRoom): TableRoom {
    const existing = this.rooms.get(room.id);
    if (existing) {
      room.dispose();
      return existing;
    }
    this.rooms.set(room.id, room);
    this.lobby.invalidate();
    if (!this.options.cluster) this.logged(room.setLeader(true), 'could not lead a table', room.id);
    else void this.leases!.claim(room).catch(() => undefined);
    return room;
  }

  get storage(): Storage {
    return this.options.storage;
  }

  get clock(): Clock {
    return this.options.clock;
  }

  get testOptions(): boolean {
    return this.options.testOptions;
  }

  get caps(): TableCaps {
    return this.options.caps ?? DEFAULT_TABLE_CAPS;
  }

  /** A table from memory, or loaded from the database (another process may have created it). */
  roomFor(id: string): Promise<TableRoom | null> {
    const room = this.rooms.get(id);
    if (room) return Promise.resolve(room);
    let loading = this.loading.get(id);
    if (!loading) {
      loading = (async () => {
        // A write during the read is applied by its own update, chained to this load below.
        const read = await readTable(this.options.storage, id);
        if (!read) return null;
        const restored = await TableRoom.restore(read.stored, this.deps, read.seq);
        if (!restored.ok) {
          this.options.log.error({ table: id, problem: restored.error }, 'could not load a table');
          return null;
        }
        return this.adopt(restored.value);
      })().finally(() => this.loading.delete(id));
      this.loading.set(id, loading);
    }
    return loading;
  }

  // ---- several processes ----------------------------------------------------------------------

  /** Join the cluster: follow other processes' writes and hold leases of tables. */
  async startCluster(): Promise<void> {
    this.quick.start();
    const cluster = this.options.cluster;
    if (!cluster) return;
    await cluster.start({
      message: (m) => this.onClusterMessage(m),
      reconnected: () => {
        for (const room of this.rooms.values()) void room.catchUp().catch(() => undefined);
      },
    });
    // Writes published between our restore and our subscription: read from the database.
    for (const room of this.rooms.values()) void room.catchUp().catch(() => undefined);
    this.leases!.start();
    this.presence.start();
  }

  /** Send a message to every connection of these users, here and (through Redis) on the other processes. */
  deliver(users: readonly string[], message: ServerMessage, here = false): void {
    const wanted = new Set(users);
    const text = frame(message);
    for (const [conn, session] of this.sessions)
      if (session.user && wanted.has(session.user.id)) conn.send(text);
    const cluster = this.options.cluster;
    if (cluster && !here) cluster.publish({ kind: 'note', origin: cluster.processId, users, message });
  }

  private onClusterMessage(m: ClusterMessage): void {
    if (this.closing) return;
    if (m.kind === 'table') {
      this.logged(
        this.roomFor(m.table).then((room) => room && this.roomChanged(room)),
        'could not load a table another process opened',
        m.table,
      );
      return;
    }
    if (m.kind === 'note') {
      this.deliver(m.users, m.message, true);
      return;
    }
    if (m.kind === 'chat') {
      this.rooms.get(m.table)?.chatFromElsewhere(m.channel, m.line);
      return;
    }
    if (m.kind === 'moderation') {
      this.moderation.fromElsewhere(m.news);
      return;
    }
    if (m.kind === 'presence') {
      for (const [table, users] of Object.entries(m.tables))
        this.rooms
          .get(table)
          ?.setRemotePresence(m.origin, users, m.until)
          .catch(() => undefined);
      return;
    }
    const room = this.rooms.get(m.table);
    if (room) void room.applyRemote(m.update).catch(() => undefined);
    // A table still being read here (opened elsewhere a moment ago): the read may predate this
    // write, so it applies once the table is in memory (a write the read holds already is skipped).
    else
      void this.loading
        .get(m.table)
        ?.then((loaded) => loaded?.applyRemote(m.update))
        .catch(() => undefined);
  }

  connect(conn: Connection): void {
    const catchUps = new TokenBucket(CATCH_UPS.perSecond, CATCH_UPS.burst, this.options.clock.now());
    this.sessions.set(conn, { user: null, watching: new Set(), queue: Promise.resolve(), catchUps });
    conn.send(frame({ type: 'hello', server: 'carcassonne', protocol: PROTOCOL_VERSION }));
  }

  disconnect(conn: Connection): void {
    const session = this.sessions.get(conn);
    this.sessions.delete(conn);
    this.lobby.stop(conn, true);
    if (!session) return;
    const user = session.user?.id;
    if (user) {
      this.quick.disconnected(conn, user);
      // This process no longer counts the user as here once their last connection closed: the
      // other processes (their field in Redis) and their followers' pages are told.
      if (![...this.sessions.values()].some((s) => s.user?.id === user)) {
        if (this.options.cluster) this.presence.left(user);
        this.friends.presenceChanged(user);
      }
    }
    // A table that cannot be read now (the database away) is left all the same: logged, not thrown.
    for (const id of session.watching) this.logged(this.leaveRoom(id, conn), 'could not unwatch a table', id);
    if (!session.user) this.answers.forget(conn);
  }

  /** The end of a promise chain nobody waits for: its fault is logged (the table reloads later). */
  logged(work: Promise<unknown>, words: string, table: string): void {
    work.catch((e: unknown) => this.options.log.warn({ table, err: errorText(e) }, words));
  }

  /** Stop following; a finished table nobody follows leaves memory (it is reloaded on demand). */
  leaveRoom(id: string, conn: Connection): Promise<void> {
    const room = this.rooms.get(id);
    if (!room) return Promise.resolve();
    return room.unwatch(conn).then(() => {
      if (room.over && room.followerCount === 0 && this.rooms.get(id) === room) {
        this.rooms.delete(id);
        this.lobby.invalidate();
        room.dispose();
      }
    });
  }

  /** One frame from a client; resolves once it is answered. */
  receive(conn: Connection, text: string): Promise<void> {
    const session = this.sessions.get(conn);
    if (!session || this.closing) return Promise.resolve();
    session.queue = session.queue
      .then(() => this.answers.process(conn, session, text))
      .catch((e: unknown) => this.options.log.error({ err: e }, 'message failed'));
    return session.queue;
  }

  roomList(): Iterable<TableRoom> {
    return this.rooms.values();
  }

  connected(conn: Connection): boolean {
    return this.sessions.has(conn);
  }

  /**
   * Close this process's connections signed in as `userId` with a revoked secret: the one whose
   * hash starts with `secretPrefix`, or all of the user's (`null`). The page then finds its secret
   * refused on reconnecting.
   */
  closeSignIns(userId: string, secretPrefix: string | null): number {
    let closed = 0;
    for (const [conn, session] of this.sessions) {
      if (session.user?.id !== userId) continue;
      if (secretPrefix !== null && !session.secretHash?.startsWith(secretPrefix)) continue;
      conn.close(4001, 'signed out');
      closed++;
    }
    return closed;
  }

  /** The address marks of a user's connections on this process (moderation/origins.ts). */
  addressesOf(userId: string): string[] {
    const marks = new Set<string>();
    for (const [conn, session] of this.sessions)
      if (session.user?.id === userId && conn.address)
        for (const m of originMarks(conn.address, undefined)) marks.add(m);
    return [...marks];
  }

  openTable(table: StoredTable, hostName: string, address: string | null = null): TableRoom {
    const opened = TableRoom.open(table, hostName, this.deps);
    opened.address = address;
    const room = this.adopt(opened);
    const cluster = this.options.cluster;
    cluster?.publish({ kind: 'table', origin: cluster.processId, table: room.id });
    this.roomChanged(room);
    return room;
  }

  chatAllowed(userId: string, address: string): Promise<string | null> {
    return this.chatLimits.take(userId, address, this.options.clock.now());
  }

  followLobby(conn: Connection, on: boolean, filter: LobbyFilter): Outcome<{ on: boolean }> {
    if (!on) {
      this.lobby.stop(conn);
      return success({ on });
    }
    return this.lobby.follow(conn, filter, (m) => conn.send(frame(m)));
  }

  /** One page of the public tables (`GET /api/tables`). */
  lobbyPage(filter: LobbyFilter, limit: number): LobbyPage {
    return this.lobby.page(filter, limit);
  }

  private roomChanged(room: TableRoom): void {
    if (room.currentStatus === 'finished')
      this.options.finished?.(room.id, room.endedAt, { user: room.host, address: room.address });
    // A table finished elsewhere that nobody follows here leaves memory (it is reloaded on demand).
    if (room.over && room.followerCount === 0 && !this.closing && this.rooms.get(room.id) === room) {
      this.rooms.delete(room.id);
      this.lobby.invalidate();
      room.dispose();
    }
    this.lobby.changed(room, (conn, text) => conn.send(text));
  }

  room(id: string): TableRoom | undefined {
    return this.rooms.get(id);
  }

  get roomCount(): number {
    return this.rooms.size;
  }

  get connectionCount(): number {
    return this.sessions.size;
  }

  /**
   * Graceful stop: no new requests, every table's writes finished, leases released, clients told
   * to reconnect (close code 1012, "service restart") so they move to another process.
   */
  async drain(): Promise<void> {
    this.closing = true;
    this.quick.stop();
    this.presence.stop();
    this.leases?.stop();
    await Promise.all([...this.sessions.values()].map((s) => s.queue));
    await Promise.all([...this.rooms.values()].map((r) => r.idle()));
    if (this.leases) await this.leases.release();
    for (const conn of this.sessions.keys()) conn.close(1012, 'server restarting; reconnect');
  }

  /** Stop every timer and bot (shutdown). */
  close(): void {
    this.closing = true;
    this.quick.stop();
    this.presence.stop();
    this.leases?.stop();
    for (const room of this.rooms.values()) room.dispose();
    this.options.bots.close();
  }
}
