import type { ChatChannel, ChatLine, MyGame, PublicUser, TableEvent } from '@carcassonne/protocol';
import type { TableSettings, TableState, TableStatus, TableSummary } from '@carcassonne/protocol';
import type { MatchSetup } from '@carcassonne/engine';
import type { StoredTable } from '../storage/types.js';
import type { Connection } from '../core/transport.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import { RoomParts } from './room-parts.js';
import { berserk } from './table-berserk.js';
import type { OpenTable } from './table-endings.js';
import { replay, TableData } from './table-data.js';
import { TableQueue } from './table-queue.js';
import type { TableUpdate } from '../cluster/messages.js';
import { lazyLog, type Logger } from './room-log.js';
import type { RoomDeps } from './room-core.js';

export type { Logger } from './room-log.js';
export type { RoomDeps } from './room-core.js';

/**
 * One table: its seats and lifecycle (join, leave, start, follow, moves), over the parts that
 * each do one thing (`RoomParts`): who follows it (`TableFollowers`), what they see
 * (`TableBroadcast`), clocks and substitutes (`TableClocks`), bots (`TableBots`), the commit of
 * moves (`TableMoves`) and the other processes (`TableReplication`). The only full game state
 * (`GameMatch`, rebuilt from the seed and the moves after a restart) is in `TableData`. It knows
 * nothing of the transport (followers are `Connection`s) or of the database (`Storage`). Every
 * operation runs alone, in arrival order (`TableQueue`), so a move is checked, committed and
 * broadcast before the next is read.
 */
export class TableRoom {
  readonly id: string;
  readonly game: string;
  readonly settings: TableSettings;
  readonly invite: string | null;
  readonly createdAt: number;
  /** The address the table was created from (this process only; for the per-address caps). */
  address: string | null = null;
  private search: { readonly seq: number; readonly text: string } | null = null;
  private readonly t: TableData;
  private readonly p: RoomParts;
  private readonly queue: TableQueue;
  private readonly log: Logger;

  private constructor(table: StoredTable, hostName: string, seq: number, deps: RoomDeps) {
    this.id = table.id;
    this.game = table.game;
    this.settings = table.settings;
    this.invite = table.invite;
    this.createdAt = table.createdAt;
    this.t = new TableData(table, hostName, seq);
    const tableLog = deps.tableLog;
    this.log = tableLog ? lazyLog(() => tableLog(table.id)) : deps.log;
    // The queue reads the parts only when it runs, after they are made.
    this.queue = new TableQueue(
      this.t,
      this.log,
      deps.clock,
      () => this.p.replication.catchUp(),
      () => this.p.audience.served,
    );
    this.p = new RoomParts(
      this,
      this.t,
      deps,
      this.log,
      (fn) => this.queue.run(fn),
      (fn) => this.queue.detach(fn),
    );
  }

  /** A new table (already stored). */
  static open(table: StoredTable, hostName: string, deps: RoomDeps): TableRoom {
    return new TableRoom(table, hostName, 0, deps);
  }

  /** A stored table after a restart: the game is replayed from its seed and moves; timers are re-armed. */
  static async restore(table: StoredTable, deps: RoomDeps, seqBefore?: number): Promise<Outcome<TableRoom>> {
    const storage = deps.storage;
    const [host, seq, moves, events] = await Promise.all([
      storage.user(table.host),
      seqBefore ?? storage.lastSeq(table.id),
      storage.moves(table.id),
      storage.eventsSince(table.id, 0),
    ]);
    const match = replay(table, moves);
    if (!match.ok) return match;
    const room = new TableRoom(table, host?.name ?? '?', seq, deps);
    room.t.match = match.value;
    room.t.rebuild(events);
    return success(room);
  }

  /**
   * Become (or stop being) the process that runs this table's bots and timers. A new leader gives
   * absent players the grace period again and arms the clock of the decision due.
   */
  setLeader(on: boolean): Promise<void> {
    return this.queue.run(() => {
      const t = this.t;
      if (t.leader === on || t.disposed) return;
      t.leader = on;
      if (on) {
        if (t.status === 'playing') this.p.clocks.graceForAbsent();
        this.p.clocks.schedule();
        this.p.lifecycle.review();
      } else {
        this.p.clocks.stop();
        this.p.bots.reset();
        this.p.lifecycle.stop();
      }
    });
  }

  /**
   * After a start of the only process: a time bank pauses over the restart (the player due gets
   * the bank the turn began with; the new deadline is stored). Not in a cluster, where another
   * process may have kept the table's clock running.
   */
  pauseClock(): Promise<void> {
    return this.queue.run(async () => {
      const t = this.t;
      const before = t.deadline;
      const deadline = this.p.clocks.pausedDeadline();
      if (deadline === before) return;
      await this.p.core.deps.storage.updateTable(t.id, { deadline }, []);
      t.deadline = deadline;
      this.p.broadcast.invalidate();
    });
  }

  get isLeader(): boolean {
    return this.t.leader;
  }

  // ---- seats and lifecycle -----------------------------------------------------------------

  /** Take an open seat before the start (private tables need the invite). */
  join(user: PublicUser, seat: number, invite: string | undefined): Promise<Outcome<{ seat: number }>> {
    return this.queue.runChecked(() =>
      this.p.seats.join(user, seat, invite).then((o) => this.rolesChanged(o)),
    );
  }

  leave(user: PublicUser): Promise<Outcome<{ seat: number }>> {
    return this.queue.runChecked(() => this.p.seats.leave(user).then((o) => this.rolesChanged(o)));
  }

  /** After a seat was taken or given up, the followers whose role changed move to their new chat channel. */
  private async rolesChanged<T>(outcome: Outcome<T>): Promise<Outcome<T>> {
    if (outcome.ok) await this.p.chat.rolesChanged();
    return outcome;
  }

  /** The host closes the table before the start. */
  cancel(user: PublicUser): Promise<Outcome<{ seq: number }>> {
    return this.queue.runChecked(() => this.p.lifecycle.cancel(user));
  }

  /** The host frees a seat before the start. */
  remove(user: PublicUser, seat: number): Promise<Outcome<{ seat: number }>> {
    return this.queue.runChecked(() => this.p.seats.remove(user, seat));
  }

  /** The host starts once every seat is filled and a person sits. */
  start(user: PublicUser): Promise<Outcome<{ seq: number }>> {
    return this.queue.runChecked(() => this.p.seats.start(user));
  }

  /** The server starts a table it seated (a tournament's game) with this setup (its deal). */
  startWith(setup: MatchSetup): Promise<Outcome<{ seq: number }>> {
    return this.queue.run(() => this.p.seats.startWith(setup));
  }

  /**
   * Follow the table as a player or spectator. With `since`, first every event after that seq
   * (exactly what the client missed), then the current state and the recent chat of its channel.
   */
  watch(
    conn: Connection,
    user: PublicUser | null,
    since: number | undefined,
    invite: string | undefined,
  ): Promise<Outcome<{ seq: number; seat: number | null; channel: ChatChannel }>> {
    return this.queue.run(() => this.p.followers.watch(conn, user, since, invite));
  }

  /** Stop following (also when the connection closes). */
  unwatch(conn: Connection): Promise<void> {
    return this.queue
      .run(() => this.p.followers.unwatch(conn))
      .catch((e: unknown) => {
        // The table could not be read again (the database away): the connection is forgotten all the same.
        this.p.audience.connections.delete(conn);
        throw e;
      });
  }

  /** A move by a seated player, against the version the client saw. */
  move(
    user: PublicUser,
    move: string,
    version: number,
    clientId: string,
  ): Promise<Outcome<{ version: number; seq: number }>> {
    return this.queue.run(async () => {
      const t = this.t;
      const seat = t.seatOf(user.id);
      if (t.status === 'finished') {
        return this.p.moves.refused(user, clientId, move, version, failure('game-over', 'the game is over'));
      }
      if (t.status !== 'playing' || !t.match) return failure('not-started', 'the game has not started');
      if (seat === null) return failure('not-seated', 'you have no seat at this table');
      if (t.history.resigned.has(seat)) return failure('resigned', 'you resigned this game');
      const played = t.match.play(seat, move, version);
      if (!played.ok) return this.p.moves.refused(user, clientId, move, version, played);
      const returned = t.substitutes.delete(seat);
      if (returned) this.p.broadcast.invalidate();
      return this.p.moves.commit(played.value, 'player', user.id, clientId, returned);
    });
  }

  /** Take the seat back from the substitute bot. */
  resume(user: PublicUser): Promise<Outcome<{ seat: number }>> {
    return this.queue.run(async () => {
      const t = this.t;
      const seat = t.seatOf(user.id);
      if (seat === null) return failure('not-seated', 'you have no seat at this table');
      if (t.status !== 'playing') return failure('not-started', 'the game is not being played');
      if (t.history.resigned.has(seat)) return failure('resigned', 'you resigned this game');
      if (t.substitutes.has(seat)) await this.p.clocks.giveBack(seat);
      return success({ seat });
    });
  }

  /** Give up: 2 players, the other wins; more, a bot plays the seat out and it ranks last. */
  resign(user: PublicUser): Promise<Outcome<{ seat: number }>> {
    return this.queue.runChecked(() => this.p.endings.resign(user));
  }

  /** Arena: halve your own time bank before your first move (table-berserk.ts). */
  berserk(user: PublicUser): Promise<Outcome<{ seat: number }>> {
    return this.queue.runChecked(() => berserk(this.p, user));
  }

  /** End the game without rating, while some seat has not moved yet. */
  abort(user: PublicUser): Promise<Outcome<Record<string, never>>> {
    return this.queue.runChecked(() => this.p.endings.abort(user));
  }

  /** After the end: the same table again, the seat order rotated (`open` stores and opens it). */
  rematch(user: PublicUser, open: OpenTable): Promise<Outcome<{ table: string; invite: string | null }>> {
    return this.queue.run(() => this.p.endings.rematch(user, open));
  }

  chat(conn: Connection, user: PublicUser, text: string): Promise<Outcome<Record<string, never>>> {
    return this.queue.run(() => this.p.chat.say(conn, user, text));
  }

  /** A chat line said through another process, for the followers of its channel here. */
  chatFromElsewhere(channel: ChatChannel, line: ChatLine): void {
    this.p.chat.deliver(channel, line);
  }

  /** Lines a moderator removed (by author and time), gone from every follower's view here. */
  chatRemoved(channel: ChatChannel, lines: readonly { user: string; at: number }[]): void {
    this.p.chat.removed(channel, lines);
  }

  /** A moderator closes the table (not finished yet): false when it is over already. */
  closeByModerator(): Promise<boolean> {
    return this.queue.run(async () => {
      const status = this.t.status;
      if (status === 'finished' || status === 'closed') return false;
      await this.p.lifecycle.close('moderator');
      return true;
    });
  }

  /** The host opens or closes the spectators' chat. */
  setSpectatorChat(user: PublicUser, on: boolean): Promise<Outcome<{ on: boolean }>> {
    return this.queue.runChecked(() => this.p.chat.setSpectators(user, on));
  }

  // ---- the other processes -----------------------------------------------------------------

  /**
   * A write of another process (through Redis): applied when it follows our last seq, ignored
   * when already known; after a gap, everything missed is read from the database.
   */
  applyRemote(update: TableUpdate): Promise<void> {
    // Left stale (the database away during the catch-up): read again later, as for a bot's move.
    // A table this process does not serve (dropped by `TableReplication.skip`) is not read again for it.
    return this.queue
      .run(
        () => this.p.replication.apply(update),
        () => this.p.audience.served,
      )
      .finally(() => this.queue.reloadLater());
  }

  /** Read what other processes stored since our last seq (after Redis was away, or a gap). */
  catchUp(): Promise<void> {
    return this.queue.run(() => this.p.replication.catchUp()).finally(() => this.queue.reloadLater());
  }

  /** The memory as the database has it, if this table was left behind (before "my games" reads it). */
  refresh(): Promise<void> {
    return this.t.stale ? this.queue.run(() => undefined) : Promise.resolve();
  }

  /** People connected to this table through this process. */
  localUsers(): Set<string> {
    return this.p.audience.localUsers();
  }

  /** Another process reports who is connected there (until `until`); the leader acts on absences. */
  setRemotePresence(process: string, users: readonly string[], until: number): Promise<void> {
    return this.p.followers.setRemote(process, users, until);
  }

  /** Resolves once every operation queued so far is done (graceful shutdown). */
  idle(): Promise<void> {
    return this.queue.idle();
  }

  // ---- what the hub reads ------------------------------------------------------------------

  /** The table as every follower sees it: never the seed or the order of the bag. */
  state(): TableState {
    return this.p.broadcast.state();
  }

  /** What an alert reads (the notifier's `brief`): no board's view built. */
  brief(): Pick<TableState, 'status' | 'seats' | 'actor'> {
    return this.p.broadcast.brief();
  }

  summary(): TableSummary {
    return this.p.broadcast.summary();
  }

  /** The host (it may pass to another seated person while the table waits). */
  get host(): string {
    return this.t.host;
  }

  /**
   * A table being played (not by correspondence) where no seated person is present (its bots
   * wait), counted against its host's and address's caps (docs/server/tables.md, "Caps").
   */
  get unattended(): boolean {
    return this.t.status === 'playing' && this.p.audience.pauses();
  }

  /** Whether the lobby lists it (a public table waiting or being played). */
  get listed(): boolean {
    return this.isPublic && (this.t.status === 'open' || this.t.status === 'playing');
  }

  /** Over: finished or closed (it leaves memory once nobody follows it). */
  get over(): boolean {
    return this.t.status === 'finished' || this.t.status === 'closed';
  }

  /** Names the lobby's search looks in: the host's, the seated players' and the preset. */
  get searchText(): string {
    const t = this.t;
    // Built again only after an event (a seat or the host changed): every search reads it.
    if (this.search?.seq === t.seq) return this.search.text;
    const names = t.seats.map((s) => (s.kind === 'open' ? '' : s.name));
    const text = [t.hostName, t.settings.preset, ...names].join('\n').toLowerCase();
    this.search = { seq: t.seq, text };
    return text;
  }

  /** A seat nobody has taken yet. */
  get hasFreeSeat(): boolean {
    return this.t.seats.some((s) => s.kind === 'open');
  }

  get isPublic(): boolean {
    return this.settings.visibility === 'public';
  }

  get currentStatus(): TableStatus {
    return this.t.status;
  }

  /** The table's kind of clock (read without building the state). */
  get clockKind(): TableSettings['clock']['kind'] {
    return this.t.settings.clock.kind;
  }

  /** When the game ended (null while it has not). */
  get endedAt(): number | null {
    return this.t.finishedAt;
  }

  get currentSeq(): number {
    return this.t.seq;
  }

  /** This user's game here, for "my games" (null when not seated). */
  myGame(userId: string): MyGame | null {
    return this.p.broadcast.myGame(userId);
  }

  /** Whether this person follows the table now, here or through another process. */
  isWatching(userId: string): boolean {
    return this.p.audience.isConnected(userId);
  }

  isSeated(userId: string): boolean {
    return this.t.seatOf(userId) !== null;
  }

  /** Stop every timer (server shutdown, or a finished table leaving memory). */
  dispose(): void {
    this.t.disposed = true;
    this.p.clocks.stop();
    this.p.lifecycle.stop();
    this.queue.stop();
  }

  /** Followers' connections (for tests and shutdown). */
  get followerCount(): number {
    return this.p.audience.connections.size;
  }
}

export type { TableEvent };
