import { createMatch, fnv1a, formatMove, type GameMatch, type MatchSetup, type PlayOutcome } from '@carcassonne/engine';
import type { ChatChannel, ChatLine, SeatBot, MyGame, PublicUser, RatingChange, SeatState, TableEvent, TableSettings, TableState, TableStatus, TableSummary } from '@carcassonne/protocol';
import type { BotPlayer } from '../bots.js';
import type { Clock } from '../clock.js';
import { eloChanges, INITIAL_RATING } from '../ratings.js';
import { StorageConflict, type Storage, type StoredEvent, type StoredSeat, type StoredTable, type TableChange } from '../storage/types.js';
import type { Connection } from '../transport.js';
import { failure, success, type Outcome } from './outcome.js';
import { startSetup } from './table-plan.js';

export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a room tells the other processes after each write (the change and the events it stored). */
export interface TableUpdate {
  readonly change: TableChange;
  readonly events: readonly StoredEvent[];
}

export interface RoomDeps {
  readonly storage: Storage;
  readonly bots: BotPlayer;
  readonly clock: Clock;
  readonly log: Logger;
  /** Called after anything the lobby or "my games" shows changed. */
  readonly changed: (room: TableRoom) => void;
  /** Called after every stored write of this room (other processes apply it). */
  readonly written?: (room: TableRoom, update: TableUpdate) => void;
  /** Called when the people connected here to this table change (other processes count them). */
  readonly presence?: (room: TableRoom) => void;
  /** A log with this table's id on every line. */
  readonly tableLog?: (tableId: string) => Logger;
  /** Observes each stored move (metrics). */
  readonly moved?: () => void;
}

interface Follower {
  readonly user: string | null;
}

const CHAT_HISTORY = 50;
/**
 * The bot that plays for an absent or timed-out player: greedy, not a level. It keeps the seat
 * going until the player is back rather than playing for them, answers at once (no search on a
 * clock the player may come back to) and plays the same way at every table.
 */
const SUBSTITUTE = { bot: 'greedy', level: 1 } as const;

/**
 * One table: its seats, the only full game state (`GameMatch`, rebuilt from the seed and the moves
 * after a restart), its followers (players and spectators) and its clock. It knows nothing of the
 * transport (followers are `Connection`s) or of the database (`Storage`). Every operation runs
 * alone, in arrival order, so a move is checked, committed and broadcast before the next is read.
 */
export class TableRoom {
  readonly id: string;
  readonly host: string;
  readonly game: string;
  readonly settings: TableSettings;
  readonly invite: string | null;
  readonly createdAt: number;
  private readonly testTiles: number | null;
  private hostName: string;
  private status: TableStatus;
  private seats: StoredSeat[];
  private setup: MatchSetup | null;
  private match: GameMatch | null = null;
  private seq: number;
  private deadline: number | null;
  private readonly substitutes: Set<number>;
  private finishedAt: number | null;
  private scores: readonly number[] | null;
  private readonly followers = new Map<Connection, Follower>();
  private queue: Promise<unknown> = Promise.resolve();
  private cancelDeadline: (() => void) | null = null;
  private readonly graceTimers = new Map<number, () => void>();
  private botThinking: number | null = null;
  private cachedState: TableState | null = null;
  private disposed = false;
  /** Only the leader (the holder of the table's lease) runs its bots and timers. */
  private leader = false;
  /** The memory may differ from the database (a failed write): reload before the next operation. */
  private stale = false;
  /** People connected to this table through other processes, per process, until their report expires. */
  /** Moves answered `storage-failed` (user:number → move): their commit may have succeeded all the same. */
  private readonly uncertain = new Map<string, string>();
  /** Presence changes waiting in the queue (a renewal may skip the queue only when there are none). */
  private presenceQueued = 0;
  private readonly remotePresence = new Map<string, { readonly users: ReadonlySet<string>; until: number }>();
  private readonly log: Logger;

  private constructor(
    table: StoredTable,
    hostName: string,
    seq: number,
    private readonly deps: RoomDeps,
  ) {
    this.id = table.id;
    this.host = table.host;
    this.hostName = hostName;
    this.game = table.game;
    this.settings = table.settings;
    this.invite = table.invite;
    this.createdAt = table.createdAt;
    this.testTiles = table.testTiles;
    this.status = table.status;
    this.seats = [...table.seats];
    this.setup = table.setup;
    this.seq = seq;
    this.deadline = table.deadline;
    this.substitutes = new Set(table.substitutes);
    this.finishedAt = table.finishedAt;
    this.scores = table.scores;
    this.log = deps.tableLog?.(table.id) ?? deps.log;
  }

  /** A new table (already stored). */
  static open(table: StoredTable, hostName: string, deps: RoomDeps): TableRoom {
    return new TableRoom(table, hostName, 0, deps);
  }

  /** A stored table after a restart: the game is replayed from its seed and moves; timers are re-armed. */
  static async restore(table: StoredTable, deps: RoomDeps): Promise<Outcome<TableRoom>> {
    const [host, seq, moves] = await Promise.all([deps.storage.user(table.host), deps.storage.lastSeq(table.id), deps.storage.moves(table.id)]);
    const room = new TableRoom(table, host?.name ?? '?', seq, deps);
    if (table.setup) {
      const created = createMatch(table.setup);
      if (!created.ok) return failure(created.error.code, `table ${table.id}: ${created.error.message}`);
      const match = created.value;
      for (const m of moves) {
        const played = match.play(m.seat, m.move, m.number);
        if (!played.ok) return failure(played.error.code, `table ${table.id}, move ${m.number} (${m.move}): ${played.error.message}`);
      }
      room.match = match;
    }
    return success(room);
  }

  /**
   * Become (or stop being) the process that runs this table's bots and timers. A new leader gives
   * absent players the grace period again and arms the clock of the decision due.
   */
  setLeader(on: boolean): Promise<void> {
    return this.run(() => {
      if (this.leader === on || this.disposed) return;
      this.leader = on;
      if (on) {
        if (this.status === 'playing')
          this.seats.forEach((s, i) => {
            if (s.kind === 'human' && !this.isConnected(s.user)) this.startGrace(i);
          });
        this.schedule();
      } else {
        this.cancelDeadline?.();
        this.cancelDeadline = null;
        for (const cancel of this.graceTimers.values()) cancel();
        this.graceTimers.clear();
        this.botThinking = null;
      }
    });
  }

  get isLeader(): boolean {
    return this.leader;
  }

  // ---- serialised operations ---------------------------------------------------------------

  private run<T>(fn: () => Promise<T> | T): Promise<T> {
    const next = this.queue.then(async () => {
      if (this.stale) await this.catchUpNow();
      try {
        return await fn();
      } catch (e) {
        // A failed write may have left the memory ahead of the database.
        this.stale = true;
        throw e;
      }
    });
    this.queue = next.catch((e: unknown) => this.log.error({ err: e }, 'table operation failed'));
    return next;
  }

  /** Resolves once every operation queued so far is done (graceful shutdown). */
  idle(): Promise<void> {
    return this.queue.then(() => undefined);
  }

  /** Take an open seat before the start (private tables need the invite). */
  join(user: PublicUser, seat: number, invite: string | undefined): Promise<Outcome<{ seat: number }>> {
    return this.run(async () => {
      if (this.status !== 'open') return failure('already-started', 'the game has started; you can watch it');
      if (!this.admits(user.id, invite)) return failure('forbidden', 'this table is private: use its invite link');
      if (this.seatOf(user.id) !== null) return failure('already-seated', 'you already have a seat at this table');
      const occupant = this.seats[seat];
      if (!occupant) return failure('bad-seat', `this table has seats 0 to ${this.seats.length - 1}`);
      if (occupant.kind !== 'open') return failure('seat-taken', `seat ${seat} is taken`);
      const seats = [...this.seats];
      seats[seat] = { kind: 'human', user: user.id, name: user.name };
      await this.changeSeats(seats, seat);
      return success({ seat });
    });
  }

  leave(user: PublicUser): Promise<Outcome<{ seat: number }>> {
    return this.run(async () => {
      if (this.status !== 'open') return failure('already-started', 'a seat cannot be left once the game has started');
      const seat = this.seatOf(user.id);
      if (seat === null) return failure('not-seated', 'you have no seat at this table');
      const seats = [...this.seats];
      seats[seat] = { kind: 'open' };
      await this.changeSeats(seats, seat);
      return success({ seat });
    });
  }

  private async changeSeats(seats: StoredSeat[], seat: number): Promise<void> {
    const event: StoredEvent = { seq: this.seq + 1, event: { kind: 'seat', seat, occupant: seats[seat]! } };
    await this.deps.storage.updateTable(this.id, { seats }, [event]);
    this.seats = seats;
    this.seq = event.seq;
    this.written({ seats }, [event]);
    this.publish([event]);
    this.deps.changed(this);
  }

  /** The host starts once every seat is filled. */
  start(user: PublicUser): Promise<Outcome<{ seq: number }>> {
    return this.run(async () => {
      if (user.id !== this.host) return failure('not-host', 'only the host starts the game');
      if (this.status !== 'open') return failure('already-started', 'the game has already started');
      if (this.seats.some((s) => s.kind === 'open')) return failure('seats-open', 'every seat needs a player or a bot first');
      const setup = startSetup(this.stored());
      if (!setup.ok) return setup;
      const created = createMatch(setup.value);
      if (!created.ok) return failure(created.error.code, created.error.message);
      const match = created.value;
      const event: StoredEvent = { seq: this.seq + 1, event: { kind: 'started', players: match.players } };
      this.match = match;
      this.status = 'playing';
      const deadline = this.nextDeadline();
      try {
        await this.deps.storage.updateTable(this.id, { status: 'playing', setup: setup.value, deadline }, [event]);
      } catch (e) {
        this.match = null;
        this.status = 'open';
        throw e;
      }
      this.setup = setup.value;
      this.deadline = deadline;
      this.seq = event.seq;
      this.written({ status: 'playing', setup: setup.value, deadline }, [event]);
      this.seats.forEach((s, i) => {
        if (s.kind === 'human' && !this.isConnected(s.user)) this.startGrace(i);
      });
      this.log.info({ players: match.players.length }, 'game started');
      this.publish([event]);
      this.schedule();
      this.deps.changed(this);
      return success({ seq: this.seq });
    });
  }

  /**
   * Follow the table as a player or spectator. With `since`, first every event after that seq
   * (exactly what the client missed), then the current state and the recent chat of its channel.
   */
  watch(conn: Connection, user: PublicUser | null, since: number | undefined, invite: string | undefined): Promise<Outcome<{ seq: number; seat: number | null; channel: ChatChannel }>> {
    return this.run(async () => {
      if (!this.admits(user?.id ?? null, invite)) return failure('forbidden', 'this table is private: use its invite link');
      const wasConnected = user ? this.isConnected(user.id) : true;
      this.followers.set(conn, { user: user?.id ?? null });
      if (user && !wasConnected) this.deps.presence?.(this);
      if (since !== undefined && since < this.seq) {
        for (const e of await this.deps.storage.eventsSince(this.id, since)) conn.send(JSON.stringify({ type: 'event', table: this.id, seq: e.seq, event: e.event }));
      }
      const seat = user ? this.seatOf(user.id) : null;
      if (seat !== null && !wasConnected) {
        this.cancelGrace(seat);
        this.cachedState = null;
        // Coming back takes the seat back from the substitute bot.
        if (this.substitutes.has(seat)) await this.giveBack(seat);
        else this.publishState();
      }
      conn.send(JSON.stringify({ type: 'state', table: this.id, seq: this.seq, state: this.state() }));
      this.sendLegal(conn);
      const channel = this.channelOf(user?.id ?? null);
      const lines = await this.deps.storage.recentChat(this.id, channel, CHAT_HISTORY);
      if (lines.length > 0) conn.send(JSON.stringify({ type: 'chat', table: this.id, channel, lines }));
      this.deps.changed(this);
      return success({ seq: this.seq, seat, channel });
    });
  }

  /** Stop following (also when the connection closes). */
  unwatch(conn: Connection): Promise<void> {
    return this.run(() => {
      const follower = this.followers.get(conn);
      if (!follower) return;
      this.followers.delete(conn);
      const user = follower.user;
      if (user === null || this.localUsers().has(user)) return;
      this.deps.presence?.(this);
      if (this.isConnected(user)) return;
      const seat = this.seatOf(user);
      if (seat === null) return;
      this.cachedState = null;
      this.publishState();
      this.startGrace(seat);
      this.deps.changed(this);
    });
  }

  /** A move by a seated player, against the version the client saw. */
  move(user: PublicUser, move: string, version: number, clientId: string): Promise<Outcome<{ version: number; seq: number }>> {
    return this.run(async () => {
      const seat = this.seatOf(user.id);
      if (this.status === 'finished') return this.refusedMove(user, clientId, move, version, failure('game-over', 'the game is over'));
      if (this.status !== 'playing' || !this.match) return failure('not-started', 'the game has not started');
      if (seat === null) return failure('not-seated', 'you have no seat at this table');
      const played = this.match.play(seat, move, version);
      if (!played.ok) return this.refusedMove(user, clientId, move, version, played);
      const returned = this.substitutes.delete(seat);
      if (returned) this.cachedState = null;
      return this.commit(played.value, 'player', user.id, clientId, returned);
    });
  }

  /**
   * A refused move may be a repeat of one accepted before a restart (same message id), or the
   * retry of one answered `storage-failed` here that was stored after all (same move number and
   * move): answer it as acknowledged.
   */
  private async refusedMove<T extends { ok: false }>(user: PublicUser, clientId: string, move: string, version: number, refusal: T): Promise<T | Outcome<{ version: number; seq: number }>> {
    const earlier = await this.deps.storage.moveByClientId(this.id, user.id, clientId);
    if (earlier) return success({ version: earlier.number + 1, seq: earlier.seq });
    const key = `${user.id}:${version}`;
    if (this.uncertain.get(key) !== move) return refusal;
    const stored = (await this.deps.storage.moves(this.id)).find((m) => m.number === version);
    if (!stored) return refusal;
    this.uncertain.delete(key);
    return stored.move === move && stored.userId === user.id ? success({ version: stored.number + 1, seq: stored.seq }) : refusal;
  }

  /** Take the seat back from the substitute bot. */
  resume(user: PublicUser): Promise<Outcome<{ seat: number }>> {
    return this.run(async () => {
      const seat = this.seatOf(user.id);
      if (seat === null) return failure('not-seated', 'you have no seat at this table');
      if (this.status !== 'playing') return failure('not-started', 'the game is not being played');
      if (this.substitutes.has(seat)) await this.giveBack(seat);
      return success({ seat });
    });
  }

  chat(conn: Connection, user: PublicUser, text: string): Promise<Outcome<Record<string, never>>> {
    return this.run(async () => {
      if (!this.followers.has(conn)) return failure('not-watching', 'watch the table before chatting');
      const channel = this.channelOf(user.id);
      const line: ChatLine = { user: user.id, name: user.name, text, at: this.deps.clock.now() };
      await this.deps.storage.addChat(this.id, channel, line);
      const frame = JSON.stringify({ type: 'chat', table: this.id, channel, lines: [line] });
      for (const [c, f] of this.followers) if (this.channelOf(f.user) === channel) c.send(frame);
      return success({});
    });
  }

  // ---- moves, bots and clocks --------------------------------------------------------------

  /** Commit an accepted move (and the end of the game) before anyone hears of it, then broadcast. */
  private async commit(
    outcome: PlayOutcome,
    by: 'player' | 'bot',
    userId: string | null,
    clientId: string | null,
    substitutesChanged = false,
  ): Promise<Outcome<{ version: number; seq: number }>> {
    const match = this.match!;
    const now = this.deps.clock.now();
    const moveSeq = this.seq + 1;
    const events: StoredEvent[] = [{ seq: moveSeq, event: { kind: 'move', seat: outcome.seat, move: outcome.move, version: outcome.version, by, events: outcome.events } }];
    let change: TableChange;
    let ratings: { changes: RatingChange[]; rows: { user: string; rating: number; games: number }[] } | null = null;
    if (match.finished) {
      const scores = match.scores;
      ratings = await this.ratingsFor(scores);
      events.push({ seq: moveSeq + 1, event: { kind: 'finished', scores, winners: match.report().winners, ratings: ratings?.changes ?? [] } });
      change = { status: 'finished', deadline: null, finishedAt: now, scores, substitutes: [] };
    } else {
      // Only what changed: most moves (no clock, nobody replaced) leave the table's row alone.
      const deadline = this.nextDeadline();
      change = { ...(deadline !== this.deadline ? { deadline } : {}), ...(substitutesChanged ? { substitutes: [...this.substitutes] } : {}) };
    }
    try {
      await this.deps.storage.commitMove(
        { tableId: this.id, number: outcome.version - 1, seat: outcome.seat, move: outcome.move, userId, clientId, seq: moveSeq, at: now },
        change,
        events,
        ratings ? { game: this.game, rows: ratings.rows } : undefined,
      );
    } catch (e) {
      // The move is not acknowledged; the memory (already past it) is rebuilt from the database.
      this.stale = true;
      if (e instanceof StorageConflict) {
        // Followers here get the winner's events now (its Redis message will find them known).
        await this.catchUpNow().catch(() => undefined);
        // The "winner" may be this very move, stored by an attempt whose answer was lost.
        const own = userId && clientId ? await this.deps.storage.moveByClientId(this.id, userId, clientId).catch(() => null) : null;
        if (own) return success({ version: own.number + 1, seq: own.seq });
        return failure('stale-state', 'the table changed meanwhile (another move was stored first); here is its state');
      }
      this.log.error({ err: e }, 'could not store a move; replaying the table from the database');
      await this.catchUpNow().catch(() => undefined);
      // The commit may have succeeded with only its answer lost: then the move was played.
      const stored = userId && clientId ? await this.deps.storage.moveByClientId(this.id, userId, clientId).catch(() => null) : null;
      if (stored) return success({ version: stored.number + 1, seq: stored.seq });
      if (userId) {
        // A retry of this move is checked against the database (see refusedMove).
        if (this.uncertain.size >= 16) this.uncertain.delete(this.uncertain.keys().next().value!);
        this.uncertain.set(`${userId}:${outcome.version - 1}`, outcome.move);
      }
      return failure('storage-failed', 'the move could not be saved (database unavailable); it was not played, please try again');
    }
    this.deps.moved?.();
    this.seq = events[events.length - 1]!.seq;
    if (change.status) this.status = change.status;
    if (change.deadline !== undefined) this.deadline = change.deadline;
    if (change.finishedAt !== undefined) this.finishedAt = change.finishedAt;
    if (change.scores !== undefined) this.scores = change.scores;
    if (this.status === 'finished') {
      this.substitutes.clear();
      this.log.info({ scores: this.scores }, 'game finished');
    }
    this.written(change, events);
    this.publish(events);
    this.schedule();
    this.deps.changed(this);
    return success({ version: outcome.version, seq: moveSeq });
  }

  /**
   * The table as the database has it (after a failed write, a lost race or missed updates from
   * other processes). Throws while the database is unreachable; the room stays stale until then.
   */
  private async reload(): Promise<void> {
    this.stale = true;
    const stored = await this.deps.storage.table(this.id);
    if (!stored) return;
    const restored = await TableRoom.restore(stored, { ...this.deps, changed: () => undefined });
    if (!restored.ok) {
      this.log.error({ problem: restored.error }, 'could not rebuild the table from the database');
      return;
    }
    const fresh = restored.value;
    this.match = fresh.match;
    this.seq = fresh.seq;
    this.status = fresh.status;
    this.seats = fresh.seats;
    this.setup = fresh.setup;
    this.deadline = fresh.deadline;
    this.substitutes.clear();
    for (const s of fresh.substitutes) this.substitutes.add(s);
    this.finishedAt = fresh.finishedAt;
    this.scores = fresh.scores;
    this.cachedState = null;
    this.botThinking = null;
    this.stale = false;
    fresh.dispose();
    this.schedule();
  }

  /** Tell the other processes what was just stored. */
  private written(change: TableChange, events: readonly StoredEvent[]): void {
    this.deps.written?.(this, { change, events });
  }

  /**
   * A write of another process (through Redis): applied when it follows our last seq, ignored
   * when already known; after a gap, everything missed is read from the database.
   */
  applyRemote(update: TableUpdate): Promise<void> {
    return this.run(async () => {
      const first = update.events[0]?.seq;
      const last = update.events[update.events.length - 1]?.seq;
      if (this.disposed || first === undefined || last === undefined || last <= this.seq) return;
      if (!this.served) return this.skipUpdate(update);
      if (first !== this.seq + 1 || !this.applyUpdate(update)) return this.catchUpNow();
      this.publish(update.events);
      this.schedule();
      this.deps.changed(this);
    });
  }

  /** Someone follows this table here, or this process runs its bots and timers. */
  private get served(): boolean {
    return this.leader || this.followers.size > 0;
  }

  /**
   * A table this process does not serve only notes another process's write: what the lobby shows
   * is kept, the game itself is dropped and rebuilt from the database when first needed again.
   */
  private skipUpdate(update: TableUpdate): void {
    if (update.change.setup !== undefined) this.setup = update.change.setup;
    this.takeChange(update.change);
    this.seq = Math.max(this.seq, update.events[update.events.length - 1]!.seq);
    this.match = null;
    this.cachedState = null;
    this.stale = true;
    this.deps.changed(this);
  }

  /** The memory as the database has it, if this table was left behind (before "my games" reads it). */
  refresh(): Promise<void> {
    return this.stale ? this.run(() => undefined) : Promise.resolve();
  }

  /** Apply another process's write to the memory; false if it does not fit (then reload). */
  private applyUpdate(update: TableUpdate): boolean {
    const c = update.change;
    if (c.setup !== undefined) {
      this.setup = c.setup;
      if (c.setup && !this.match) {
        const created = createMatch(c.setup);
        if (!created.ok) return false;
        this.match = created.value;
      }
    }
    for (const e of update.events) {
      if (e.event.kind !== 'move') continue;
      const played = this.match?.play(e.event.seat, e.event.move, e.event.version - 1);
      if (!played?.ok) return false;
    }
    this.takeChange(c);
    this.seq = update.events[update.events.length - 1]!.seq;
    this.cachedState = null;
    return true;
  }

  /** The fields of another process's write, but the setup, into the memory. */
  private takeChange(c: TableChange): void {
    if (c.status !== undefined) this.status = c.status;
    if (c.seats !== undefined) this.seats = [...c.seats];
    if (c.deadline !== undefined) this.deadline = c.deadline;
    if (c.substitutes !== undefined) {
      this.substitutes.clear();
      for (const s of c.substitutes) this.substitutes.add(s);
    }
    if (c.finishedAt !== undefined) this.finishedAt = c.finishedAt;
    if (c.scores !== undefined) this.scores = c.scores;
  }

  /** Read what other processes stored since our last seq (after Redis was away, or a gap). */
  catchUp(): Promise<void> {
    return this.run(() => this.catchUpNow());
  }

  private async catchUpNow(): Promise<void> {
    const before = this.seq;
    const last = await this.deps.storage.lastSeq(this.id);
    if (last <= before && !this.stale) return;
    const missed = await this.deps.storage.eventsSince(this.id, before);
    await this.reload();
    for (const e of missed) {
      const frame = JSON.stringify({ type: 'event', table: this.id, seq: e.seq, event: e.event });
      for (const conn of this.followers.keys()) conn.send(frame);
    }
    this.publishState();
    this.sendLegal();
    this.deps.changed(this);
  }

  /** People connected to this table through this process. */
  localUsers(): Set<string> {
    const users = new Set<string>();
    for (const f of this.followers.values()) if (f.user !== null) users.add(f.user);
    return users;
  }

  /** Another process reports who is connected there (until `until`); the leader acts on absences. */
  setRemotePresence(process: string, users: readonly string[], until: number): Promise<void> {
    const known = this.remotePresence.get(process);
    if (this.presenceQueued === 0 && known && known.users.size === users.length && users.every((u) => known.users.has(u))) {
      // The usual renewal: nobody came or went.
      known.until = until;
      return Promise.resolve();
    }
    if (this.presenceQueued === 0 && !this.served) {
      // Nothing to tell or time here: kept for when this process takes the lease.
      if (users.length === 0) this.remotePresence.delete(process);
      else this.remotePresence.set(process, { users: new Set(users), until });
      return Promise.resolve();
    }
    this.presenceQueued++;
    const change = this.run(() => {
      const before = this.seats.map((s) => s.kind === 'human' && this.isConnected(s.user));
      if (users.length === 0) this.remotePresence.delete(process);
      else this.remotePresence.set(process, { users: new Set(users), until });
      const after = this.seats.map((s) => s.kind === 'human' && this.isConnected(s.user));
      if (before.every((b, i) => b === after[i])) return;
      this.cachedState = null;
      this.publishState();
      this.seats.forEach((s, i) => {
        if (s.kind !== 'human') return;
        if (after[i]) this.cancelGrace(i);
        else this.startGrace(i);
      });
      this.deps.changed(this);
    });
    return change.finally(() => this.presenceQueued--);
  }

  private async ratingsFor(scores: readonly number[]): Promise<{ changes: RatingChange[]; rows: { user: string; rating: number; games: number }[] } | null> {
    if (!this.settings.rated) return null;
    const users: string[] = [];
    for (const s of this.seats) {
      if (s.kind !== 'human') return null;
      users.push(s.user);
    }
    const current = await this.deps.storage.ratings(users, this.game);
    const changes = eloChanges(users.map((user, i) => ({ user, score: scores[i] ?? 0, rating: current.get(user)?.rating ?? INITIAL_RATING, games: current.get(user)?.games ?? 0 })));
    return { changes, rows: changes.map((c) => ({ user: c.user, rating: c.after, games: (current.get(c.user)?.games ?? 0) + 1 })) };
  }

  /** Who plays the seat due: a person (with a deadline when the table has a clock) or a bot. */
  private schedule(): void {
    this.cancelDeadline?.();
    this.cancelDeadline = null;
    const match = this.match;
    if (this.disposed || !this.leader || this.status !== 'playing' || !match || match.finished) return;
    const actor = match.actor;
    const seat = this.seats[actor];
    if (!seat) return;
    if (seat.kind === 'bot') {
      this.botTurn(actor, seat.bot, seat.level);
      return;
    }
    if (this.substitutes.has(actor)) {
      this.botTurn(actor, SUBSTITUTE.bot, SUBSTITUTE.level);
      return;
    }
    if (this.deadline !== null) {
      const version = match.version;
      this.cancelDeadline = this.deps.clock.after(this.deadline - this.deps.clock.now(), () => void this.run(() => this.timeout(actor, version)));
    }
  }

  private botTurn(seat: number, bot: SeatBot, level: number): void {
    const match = this.match!;
    const version = match.version;
    if (this.botThinking === version) return;
    this.botThinking = version;
    const seed = fnv1a(`${this.id}:${version}`);
    void this.deps.bots.choose({ bot, level, view: match.view(), seed }).then((answer) =>
      this.run(async () => {
        if (this.botThinking === version) this.botThinking = null;
        const m = this.match;
        if (this.disposed || !this.leader || this.status !== 'playing' || !m || m.version !== version || m.actor !== seat) return;
        const occupant = this.seats[seat];
        if (occupant?.kind !== 'bot' && !this.substitutes.has(seat)) return;
        let played = answer.ok ? m.play(seat, answer.value, version) : answer;
        if (!played.ok) {
          // A failed or refused bot move must not stall the game: a seeded legal move instead.
          this.log.warn({ seat, problem: played.error }, 'bot move refused; playing a fallback move');
          const legal = m.legalMoves();
          const fallback = legal[seed % Math.max(1, legal.length)];
          if (!fallback) return;
          played = m.play(seat, formatMove(fallback), version);
          if (!played.ok) return;
        }
        await this.commit(played.value, 'bot', null, null);
      }),
    );
  }

  /** The seat due ran out of time: a bot plays it until the player comes back. */
  private async timeout(seat: number, version: number): Promise<void> {
    const m = this.match;
    if (this.disposed || !m || this.status !== 'playing' || m.version !== version || m.actor !== seat || this.substitutes.has(seat)) return;
    if (this.deadline !== null && this.deadline > this.deps.clock.now()) return this.schedule();
    await this.handOver(seat, 'timeout');
  }

  private startGrace(seat: number): void {
    const grace = this.settings.grace;
    if (grace === null || !this.leader || this.status !== 'playing' || this.graceTimers.has(seat)) return;
    const cancel = this.deps.clock.after(grace * 1000, () =>
      void this.run(async () => {
        this.graceTimers.delete(seat);
        const s = this.seats[seat];
        if (this.disposed || !this.leader || this.status !== 'playing' || s?.kind !== 'human' || this.isConnected(s.user) || this.substitutes.has(seat)) return;
        await this.handOver(seat, 'absent');
      }),
    );
    this.graceTimers.set(seat, cancel);
  }

  private cancelGrace(seat: number): void {
    this.graceTimers.get(seat)?.();
    this.graceTimers.delete(seat);
  }

  private async handOver(seat: number, reason: 'timeout' | 'absent'): Promise<void> {
    this.substitutes.add(seat);
    const deadline = this.nextDeadline();
    const event: StoredEvent = { seq: this.seq + 1, event: { kind: 'control', seat, by: 'bot', reason } };
    await this.deps.storage.updateTable(this.id, { substitutes: [...this.substitutes], deadline }, [event]);
    this.deadline = deadline;
    this.seq = event.seq;
    this.written({ substitutes: [...this.substitutes], deadline }, [event]);
    this.publish([event]);
    this.schedule();
  }

  private async giveBack(seat: number): Promise<void> {
    this.substitutes.delete(seat);
    const deadline = this.nextDeadline();
    const event: StoredEvent = { seq: this.seq + 1, event: { kind: 'control', seat, by: 'player', reason: 'returned' } };
    await this.deps.storage.updateTable(this.id, { substitutes: [...this.substitutes], deadline }, [event]);
    this.deadline = deadline;
    this.seq = event.seq;
    this.written({ substitutes: [...this.substitutes], deadline }, [event]);
    this.publish([event]);
    this.schedule();
  }

  /** The deadline of the decision now due, if the table has a clock and a person is to play it. */
  private nextDeadline(): number | null {
    const clock = this.settings.clock;
    const match = this.match;
    if (clock.kind === 'none' || !match || match.finished) return null;
    const actor = match.actor;
    if (this.seats[actor]?.kind !== 'human' || this.substitutes.has(actor)) return null;
    const seconds = clock.kind === 'move' ? clock.seconds : clock.days * 86_400;
    return this.deps.clock.now() + seconds * 1000;
  }

  // ---- what followers see -------------------------------------------------------------------

  private publish(events: readonly StoredEvent[]): void {
    this.cachedState = null;
    const state = this.state();
    events.forEach((e, i) => {
      const last = i === events.length - 1;
      const frame = JSON.stringify(last ? { type: 'event', table: this.id, seq: e.seq, event: e.event, state } : { type: 'event', table: this.id, seq: e.seq, event: e.event });
      for (const conn of this.followers.keys()) conn.send(frame);
    });
    // Not kept until the next move: held for a second, every table's view would outlive the young
    // generation and be copied into the old one. A newcomer's state is built again.
    this.cachedState = null;
    this.sendLegal();
  }

  /**
   * The legal moves of the decision due, sent only to the connections of the person who must
   * decide (nothing is sent on a bot's or substitute's turn).
   */
  private sendLegal(only?: Connection): void {
    const match = this.match;
    if (this.status !== 'playing' || !match || match.finished) return;
    const actor = match.actor;
    const seat = this.seats[actor];
    if (seat?.kind !== 'human' || this.substitutes.has(actor)) return;
    const targets = [...this.followers].filter(([conn, f]) => f.user === seat.user && (!only || conn === only)).map(([conn]) => conn);
    if (targets.length === 0) return;
    // Not kept for a newcomer: held until the next move, every table's frame would be copied into the old generation.
    const frame = JSON.stringify({ type: 'legal', table: this.id, seat: actor, version: match.version, moves: match.legalMoves().map(formatMove) });
    for (const conn of targets) conn.send(frame);
  }

  private publishState(): void {
    const frame = JSON.stringify({ type: 'state', table: this.id, seq: this.seq, state: this.state() });
    for (const conn of this.followers.keys()) conn.send(frame);
  }

  /** The table as every follower sees it: never the seed or the order of the bag. */
  state(): TableState {
    if (this.cachedState) return this.cachedState;
    const match = this.match;
    const actor = match && !match.finished ? match.actor : -1;
    this.cachedState = {
      id: this.id,
      game: this.game,
      status: this.status,
      host: this.host,
      settings: this.settings,
      seats: this.seatStates(),
      // The engine builds views whose key order follows nothing hidden (its tests prove it byte for byte).
      view: match ? match.publicView() : null,
      actor: this.status === 'playing' ? actor : -1,
      deadline: this.deadline,
      report: this.status === 'finished' && match ? match.report() : null,
    };
    return this.cachedState;
  }

  private seatStates(): SeatState[] {
    return this.seats.map((s, i): SeatState => (s.kind === 'human' ? { ...s, connected: this.isConnected(s.user), substitute: this.substitutes.has(i) } : s));
  }

  summary(): TableSummary {
    return {
      id: this.id,
      game: this.game,
      preset: this.settings.preset,
      status: this.status,
      host: this.host,
      hostName: this.hostName,
      seats: this.seatStates(),
      clock: this.settings.clock,
      rated: this.settings.rated,
      createdAt: this.createdAt,
    };
  }

  get isPublic(): boolean {
    return this.settings.visibility === 'public';
  }

  get currentStatus(): TableStatus {
    return this.status;
  }

  get currentSeq(): number {
    return this.seq;
  }

  /** This user's game here, for "my games" (null when not seated). */
  myGame(userId: string): MyGame | null {
    const seat = this.seatOf(userId);
    if (seat === null) return null;
    const actor = this.match && !this.match.finished ? this.match.actor : -1;
    return {
      table: this.id,
      preset: this.settings.preset,
      status: this.status,
      seat,
      actor,
      yourTurn: actor === seat && this.status === 'playing',
      deadline: this.deadline,
      invite: this.invite,
    };
  }

  isSeated(userId: string): boolean {
    return this.seatOf(userId) !== null;
  }

  private seatOf(userId: string): number | null {
    const i = this.seats.findIndex((s) => s.kind === 'human' && s.user === userId);
    return i < 0 ? null : i;
  }

  private isConnected(userId: string): boolean {
    for (const f of this.followers.values()) if (f.user === userId) return true;
    const now = this.deps.clock.now();
    for (const [process, p] of this.remotePresence) {
      if (p.until < now) this.remotePresence.delete(process);
      else if (p.users.has(userId)) return true;
    }
    return false;
  }

  private channelOf(userId: string | null): ChatChannel {
    return userId !== null && this.seatOf(userId) !== null ? 'players' : 'spectators';
  }

  /** Public tables admit anyone; private ones the host, the seated players and holders of the invite. */
  private admits(userId: string | null, invite: string | undefined): boolean {
    if (this.invite === null) return true;
    if (invite === this.invite) return true;
    return userId !== null && (userId === this.host || this.seatOf(userId) !== null);
  }

  private stored(): StoredTable {
    return {
      id: this.id,
      host: this.host,
      game: this.game,
      settings: this.settings,
      invite: this.invite,
      status: this.status,
      seats: this.seats,
      setup: this.setup,
      deadline: this.deadline,
      substitutes: [...this.substitutes],
      testTiles: this.testTiles,
      createdAt: this.createdAt,
      finishedAt: this.finishedAt,
      scores: this.scores,
    };
  }

  /** Stop every timer (server shutdown, or a finished table leaving memory). */
  dispose(): void {
    this.disposed = true;
    this.cancelDeadline?.();
    for (const cancel of this.graceTimers.values()) cancel();
    this.graceTimers.clear();
  }

  /** Followers' connections (for tests and shutdown). */
  get followerCount(): number {
    return this.followers.size;
  }
}

export type { TableEvent };
