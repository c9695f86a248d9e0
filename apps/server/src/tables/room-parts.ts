import { TableBots } from './table-bots.js';
import { TableBroadcast } from './table-broadcast.js';
import { TableChat } from './table-chat.js';
import { TableClocks } from './table-clocks.js';
import { TableEndings } from './table-endings.js';
import { TableFollowers } from './table-followers.js';
import { TableLifecycle } from './table-lifecycle.js';
import type { TableData } from './table-data.js';
import { TableMoves } from './table-moves.js';
import { TableReplication } from './table-replication.js';
import { TableSeats } from './table-seats.js';
import type { Logger, RoomDeps, TableRoom } from './table-room.js';

/** Runs `fn` after every operation queued before it on the table (see `TableRoom`). */
export type RunQueued = <T>(fn: () => Promise<T> | T) => Promise<T>;
/** Runs `fn` in the queue for nobody waiting: a fault is logged and the table reloaded (never thrown). */
export type RunDetached = (fn: () => Promise<unknown> | unknown) => void;

/**
 * The parts of one room, each one job, and what they share: the table (`t`), the room's
 * dependencies and its queue. A part reaches another through here when it is called, never while
 * the parts are being made.
 */
export class RoomParts {
  /** The seats before the game, and its start. */
  readonly seats: TableSeats;
  /** Who follows the table, here and through other processes, and their chat. */
  readonly followers: TableFollowers;
  /** What followers see: the frames sent to them and the views they are built from. */
  readonly broadcast: TableBroadcast;
  /** Deadlines, the grace period of absent players and the substitute bot. */
  readonly clocks: TableClocks;
  /** The turns of bot seats and substitutes. */
  readonly bots: TableBots;
  /** Commit of accepted moves, before anyone hears of them. */
  readonly moves: TableMoves;
  /** The writes of this room to the other processes, and theirs into this room. */
  readonly replication: TableReplication;
  /** An absent host, a table nobody is at (paused, then closed), and cancelling. */
  readonly lifecycle: TableLifecycle;
  /** The players' and the spectators' chat. */
  readonly chat: TableChat;
  /** Resigning, aborting, the rematch, and how a finished game is rated. */
  readonly endings: TableEndings;

  constructor(
    readonly room: TableRoom,
    readonly t: TableData,
    readonly deps: RoomDeps,
    readonly log: Logger,
    readonly run: RunQueued,
    readonly detach: RunDetached,
  ) {
    this.seats = new TableSeats(this);
    this.followers = new TableFollowers(this);
    this.broadcast = new TableBroadcast(this);
    this.clocks = new TableClocks(this);
    this.bots = new TableBots(this);
    this.moves = new TableMoves(this);
    this.replication = new TableReplication(this);
    this.lifecycle = new TableLifecycle(this);
    this.chat = new TableChat(this);
    this.endings = new TableEndings(this);
  }
}
