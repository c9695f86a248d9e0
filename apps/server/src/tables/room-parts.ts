import type { PlayOutcome } from '@carcassonne/engine';
import type { RoomCore, RunDetached, RunQueued } from './room-core.js';
import { TableAudience } from './table-audience.js';
import { TableBots } from './table-bots.js';
import { TableBroadcast } from './table-broadcast.js';
import { TableChat } from './table-chat.js';
import { TableClocks } from './table-clocks.js';
import type { TableData } from './table-data.js';
import { TableEndings } from './table-endings.js';
import { TableFollowers } from './table-followers.js';
import { TableLifecycle } from './table-lifecycle.js';
import { TableMoves } from './table-moves.js';
import { TableReplication } from './table-replication.js';
import type { Logger, RoomDeps, TableRoom } from './table-room.js';
import { TableSeats } from './table-seats.js';

/**
 * The parts of one room, each one job, made from the bottom up: each is given what every part
 * shares (`RoomCore`) and the slice of the parts made before it that it calls, never a part made
 * after it; so no part calls back into a part that calls it. The one call upwards, a bot's move
 * to its commit, is a callback given here (docs/architecture.md, "The parts of a room").
 */
export class RoomParts {
  readonly core: RoomCore;
  /** Who is at the table, here and through other processes. */
  readonly audience: TableAudience;
  /** What followers see: the frames sent to them and the views they are built from. */
  readonly broadcast: TableBroadcast;
  /** The players' and the spectators' chat. */
  readonly chat: TableChat;
  /** The turns of bot seats and substitutes. */
  readonly bots: TableBots;
  /** Deadlines, the grace period of absent players and the substitute bot. */
  readonly clocks: TableClocks;
  /** An absent host, a table nobody is at (paused, then closed), and cancelling. */
  readonly lifecycle: TableLifecycle;
  /** The writes of the other processes into this room. */
  readonly replication: TableReplication;
  /** Resigning, aborting, the rematch, and how a finished game is rated. */
  readonly endings: TableEndings;
  /** Commit of accepted moves, before anyone hears of them. */
  readonly moves: TableMoves;
  /** The seats before the game, and its start. */
  readonly seats: TableSeats;
  /** Followers coming and going, here and through other processes. */
  readonly followers: TableFollowers;

  constructor(
    room: TableRoom,
    t: TableData,
    deps: RoomDeps,
    log: Logger,
    run: RunQueued,
    detach: RunDetached,
  ) {
    const audience = new TableAudience(t, deps.clock);
    const core: RoomCore = {
      room,
      t,
      audience,
      deps,
      log,
      run,
      detach,
      written: (change, events) => deps.written?.(room, { change, events }),
    };
    this.core = core;
    this.audience = audience;
    const broadcast = new TableBroadcast(core);
    const chat = new TableChat({ ...core, broadcast });
    const bots = new TableBots({
      ...core,
      commit: (outcome: PlayOutcome) => this.moves.commit(outcome, 'bot', null, null),
    });
    const clocks = new TableClocks({ ...core, broadcast, bots });
    const lifecycle = new TableLifecycle({ ...core, broadcast, bots, clocks });
    const replication = new TableReplication({ ...core, broadcast, bots, chat, clocks, lifecycle });
    const endings = new TableEndings({ ...core, broadcast, clocks, replication });
    const moves = new TableMoves({ ...core, broadcast, clocks, endings, replication });
    const seats = new TableSeats({ ...core, broadcast, clocks, lifecycle });
    const followers = new TableFollowers({ ...core, broadcast, chat, clocks, lifecycle, seats });
    this.broadcast = broadcast;
    this.chat = chat;
    this.bots = bots;
    this.clocks = clocks;
    this.lifecycle = lifecycle;
    this.replication = replication;
    this.endings = endings;
    this.moves = moves;
    this.seats = seats;
    this.followers = followers;
  }
}
