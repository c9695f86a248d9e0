import { TableBots } from './table-bots.js';
import { TableBroadcast } from './table-broadcast.js';
import { TableClocks } from './table-clocks.js';
import { TableEndings } from './table-endings.js';
import { TableFollowers } from './table-followers.js';
import type { TableData } from './table-data.js';
import { TableMoves } from './table-moves.js';
import { TableReplication } from './table-replication.js';
import { TableSeats } from './table-seats.js';
import type { Logger, RoomDeps, TableRoom } from './table-room.js';

/** Runs `fn` after every operation queued before it on the table (see `TableRoom`). */
export type RunQueued = <T>(fn: () => Promise<T> | T) => Promise<T>;

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
  /** Resigning, aborting, the rematch, and how a finished game is rated. */
  readonly endings: TableEndings;

  constructor(
    readonly room: TableRoom,
    readonly t: TableData,
    readonly deps: RoomDeps,
    readonly log: Logger,
    readonly run: RunQueued,
  ) {
    this.seats = new TableSeats(this);
    this.followers = new TableFollowers(this);
    this.broadcast = new TableBroadcast(this);
    this.clocks = new TableClocks(this);
    this.bots = new TableBots(this);
    this.moves = new TableMoves(this);
    this.replication = new TableReplication(this);
    this.endings = new TableEndings(this);
  }
}
