import type { LobbyFilter, PublicUser, ServerMessage } from '@carcassonne/protocol';
import type { Clock } from '../core/clock.js';
import { MemoryLimiter, type Limiter } from '../core/limiter.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { Connection } from '../core/transport.js';
import { Moderation } from '../moderation/service.js';
import type { Friends } from '../social/friends.js';
import { localPlaying, type Presence } from '../social/presence.js';
import { TournamentFollowers } from '../tournaments/followers.js';
import { TournamentChat } from '../tournaments/chat.js';
import { DEFAULT_TOURNAMENT_TICK_MS } from '../tournaments/leader.js';
import type { QuickGames } from '../social/quick-games.js';
import { openSocial } from '../social/social-services.js';
import type { Storage, StoredTable } from '../storage/types.js';
import { ChatLimits } from '../tables/chat-limits.js';
import { Lobby, type LobbyPage } from '../tables/lobby.js';
import { DEFAULT_TABLE_CAPS, type TableCaps } from '../tables/table-caps.js';
import { TableLeases } from '../tables/table-leases.js';
import { TableRoom, type RoomDeps } from '../tables/table-room.js';
import { Answers, frame } from './answers.js';
import { receiveFromCluster } from './cluster-receiver.js';
import { Connections } from './connections.js';
import { RoomsHere } from './rooms-here.js';
import type { HubCore } from './handlers.js';
import { errorText, type HubOptions } from './hub-options.js';
import { roomDeps } from './room-deps.js';

export { frame };

/**
 * The server's message router, independent of the transport: it owns the sessions, the rooms
 * and the lobby feed; in a cluster, the leases of its tables (`tables/table-leases.ts`). Each frame is
 * answered by `answers.ts`: validated before its handler (handlers.ts, one per message type)
 * runs, and every request gets exactly one reply or one error.
 */
export class Hub implements HubCore {
  private readonly rooms: RoomsHere;
  private readonly connections = new Connections();
  private readonly lobby: Lobby;
  private readonly answers: Answers;
  private readonly chatLimits: ChatLimits;
  private readonly deps: RoomDeps;
  private readonly leases: TableLeases | null;
  private closing = false;
  readonly quick: QuickGames;
  readonly friends: Friends;
  readonly presence: Presence;
  readonly moderation: Moderation;
  readonly limiter: Limiter;
  private readonly tournaments: TournamentFollowers;

  constructor(private readonly options: HubOptions) {
    this.tournaments = new TournamentFollowers(
      options.storage,
      options.tournamentTickMs ?? DEFAULT_TOURNAMENT_TICK_MS,
      new TournamentChat(options.storage, options.clock, (viewer, author) =>
        this.moderation.hides(viewer, author),
      ),
    );
    this.tournaments.start();
    const cluster = options.cluster;
    this.limiter = options.limiter ?? new MemoryLimiter();
    this.chatLimits = new ChatLimits(this.limiter);
    this.answers = new Answers(this, options);
    this.moderation = new Moderation(
      options.storage,
      options.clock,
      options.adminUsers ?? [],
      cluster,
      (n) =>
        n.what === 'chat-removed'
          ? this.rooms.get(n.table)?.chatRemoved(n.channel, n.lines)
          : this.tournaments.chatRemoved(n.tournament, n.lines),
      (user, text) => this.connections.send([user], text),
      (user) => this.connections.closeBanned(user),
    );
    this.rooms = new RoomsHere({
      storage: options.storage,
      log: options.log,
      alone: !cluster,
      deps: () => this.deps,
      kept: (room) => {
        this.lobby.invalidate();
        // Alone, this process leads every table at once; in a cluster, the lease decides.
        if (!cluster) this.logged(room.setLeader(true), 'could not lead a table', room.id);
        else void this.leases!.claim(room).catch(() => undefined);
      },
    });
    const leases = cluster
      ? new TableLeases(cluster, options.clock, this.rooms.byId, () => this.closing)
      : null;
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
      local: (only) => localPlaying(this.connections.all(), (id) => this.rooms.get(id), only),
      avoid: options.avoid,
      notify: options.notify,
    }));
    this.deps = roomDeps(options, leases, {
      changed: (room) => this.roomChanged(room),
      hides: (viewer, author) => this.moderation.hides(viewer, author),
    });
  }

  /** The tables in memory (the deadline reminders look at those this process leads). */
  tables(): Iterable<TableRoom> {
    return this.rooms.values();
  }

  /** Resume every unfinished table from the database (after a start or a crash). */
  restore(): Promise<number> {
    return this.rooms.restore();
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
    return this.rooms.load(id);
  }

  // ---- several processes ----------------------------------------------------------------------

  /** Join the cluster: follow other processes' writes and hold leases of tables. */
  async startCluster(): Promise<void> {
    this.quick.start();
    const cluster = this.options.cluster;
    if (!cluster) return;
    await cluster.start({
      message: (m) =>
        receiveFromCluster(
          {
            closing: () => this.closing,
            room: (id) => this.rooms.get(id),
            loading: (id) => this.rooms.loadingOf(id),
            opened: (id) =>
              this.logged(
                this.roomFor(id).then((room) => room && this.roomChanged(room)),
                'could not load a table another process opened',
                id,
              ),
            deliverHere: (users, message) => this.deliver(users, message, true),
            moderation: this.moderation,
          },
          m,
        ),
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
    this.connections.send(users, frame(message));
    const cluster = this.options.cluster;
    if (cluster && !here) cluster.publish({ kind: 'note', origin: cluster.processId, users, message });
  }

  // ---- connections ----------------------------------------------------------------------------

  connect(conn: Connection): void {
    this.connections.open(conn, this.options.clock.now());
  }

  disconnect(conn: Connection): void {
    const session = this.connections.close(conn);
    this.lobby.stop(conn, true);
    this.tournaments.drop(conn);
    if (!session) return;
    const user = session.user?.id;
    if (user) {
      this.quick.disconnected(conn, user);
      // This process no longer counts the user as here once their last connection closed: the
      // other processes (their field in Redis) and their followers' pages are told.
      if (!this.connections.here(user)) {
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
      if (this.rooms.dropIfDone(room)) this.lobby.invalidate();
    });
  }

  /** One frame from a client; resolves once it is answered. */
  receive(conn: Connection, text: string): Promise<void> {
    const session = this.connections.session(conn);
    if (!session || this.closing) return Promise.resolve();
    session.queue = session.queue
      .then(() => this.answers.process(conn, session, text))
      .catch((e: unknown) => this.options.log.error({ err: e }, 'message failed'));
    return session.queue;
  }

  roomList(): Iterable<TableRoom> {
    return this.rooms.values();
  }

  /** The tables in memory `user` hosts or created from `address` (what the caps count). */
  tablesOf(user: string, address: string | null): Iterable<TableRoom> {
    return this.rooms.owners.of(user, address);
  }

  connected(conn: Connection): boolean {
    return this.connections.has(conn);
  }

  /**
   * Close this process's connections signed in as `userId` with a revoked secret: the one whose
   * hash starts with `secretPrefix`, or all of the user's (`null`). The page then finds its secret
   * refused on reconnecting.
   */
  closeSignIns(userId: string, secretPrefix: string | null): number {
    return this.connections.closeSignIns(userId, secretPrefix);
  }

  /** The address marks of a user's connections on this process (accounts/origins.ts). */
  addressesOf(userId: string): string[] {
    return this.connections.addressesOf(userId);
  }

  openTable(table: StoredTable, hostName: string, address: string | null = null): TableRoom {
    const opened = TableRoom.open(table, hostName, this.deps);
    opened.address = address;
    const room = this.rooms.keep(opened);
    const cluster = this.options.cluster;
    cluster?.publish({ kind: 'table', origin: cluster.processId, table: room.id });
    this.roomChanged(room);
    return room;
  }

  /** Be told (or no longer) when a tournament changes (`tournament-follow`). */
  followTournament(
    conn: Connection,
    id: string,
    on: boolean,
    viewer: string | null,
  ): Promise<Outcome<{ on: boolean; version: number }>> {
    return this.tournaments.follow(conn, (m) => conn.send(frame(m)), id, on, viewer);
  }

  /** A line to a tournament's chat: only from a connection following it here. */
  async tournamentChat(
    conn: Connection,
    user: PublicUser,
    id: string,
    text: string,
  ): Promise<Outcome<Record<string, never>>> {
    if (!this.tournaments.follows(conn, id))
      return failure('not-following', 'follow the tournament before chatting');
    return this.tournaments.chat.say(id, user, text);
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
    this.rooms.refile(room);
    if (room.currentStatus === 'finished')
      this.options.finished?.(room.id, room.endedAt, { user: room.host, address: room.address });
    // A table finished elsewhere that nobody follows here leaves memory (it is reloaded on demand).
    if (!this.closing && this.rooms.dropIfDone(room)) this.lobby.invalidate();
    this.lobby.changed(room, (conn, text) => conn.send(text));
  }

  room(id: string): TableRoom | undefined {
    return this.rooms.get(id);
  }

  get roomCount(): number {
    return this.rooms.size;
  }

  get connectionCount(): number {
    return this.connections.count;
  }

  /**
   * Graceful stop: no new requests, every table's writes finished, leases released, clients told
   * to reconnect (close code 1012, "service restart") so they move to another process.
   */
  async drain(): Promise<void> {
    this.closing = true;
    this.quick.stop();
    this.tournaments.stop();
    this.presence.stop();
    this.leases?.stop();
    await Promise.all([...this.connections.all()].map((s) => s.queue));
    await Promise.all([...this.rooms.values()].map((r) => r.idle()));
    if (this.leases) await this.leases.release();
    for (const conn of this.connections.connections()) conn.close(1012, 'server restarting; reconnect');
  }

  /** Stop every timer and bot (shutdown). */
  close(): void {
    this.closing = true;
    this.quick.stop();
    this.tournaments.stop();
    this.presence.stop();
    this.leases?.stop();
    for (const room of this.rooms.values()) room.dispose();
    this.options.bots.close();
  }
}
