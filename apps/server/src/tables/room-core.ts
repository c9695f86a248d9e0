import type { ChatChannel, ChatLine } from '@carcassonne/protocol';
import type { Clock } from '../core/clock.js';
import type { TableUpdate } from '../cluster/messages.js';
import type { Storage, StoredEvent, TableChange } from '../storage/types.js';
import type { BotPlayer } from './bots.js';
import type { Logger } from './room-log.js';
import type { TableAudience } from './table-audience.js';
import type { TableData } from './table-data.js';
import type { TableRoom } from './table-room.js';

/** What a room needs of the server: storage, bots, the clock, the log, and who to tell of changes. */
export interface RoomDeps {
  readonly storage: Storage;
  readonly bots: BotPlayer;
  readonly clock: Clock;
  readonly log: Logger;
  /** Called after anything the lobby or "my games" shows changed. */
  readonly changed: (room: TableRoom) => void;
  /** Called after every stored write of this room (other processes apply it). */
  readonly written?: (room: TableRoom, update: TableUpdate) => void;
  /** Called after a chat line is stored (the other processes deliver it to their followers). */
  readonly chatted?: (room: TableRoom, channel: ChatChannel, line: ChatLine) => void;
  /** Called when the people connected here to this table change (other processes count them). */
  readonly presence?: (room: TableRoom) => void;
  /** A log with this table's id on every line. */
  readonly tableLog?: (tableId: string) => Logger;
  /** Observes each stored move (metrics). */
  readonly moved?: () => void;
  /** Whether a follower's view hides an author's chat (the follower blocked them). */
  readonly hides?: (viewer: string | null, author: string) => boolean;
}

/** Runs `fn` after every operation queued before it on the table (see `TableRoom`). */
export type RunQueued = <T>(fn: () => Promise<T> | T) => Promise<T>;
/** Runs `fn` in the queue for nobody waiting: a fault is logged and the table reloaded (never thrown). */
export type RunDetached = (fn: () => Promise<unknown> | unknown) => void;

/**
 * What every part of a room shares, none of it a part: the table in memory (`t`), who is at it
 * (`audience`), the room's dependencies, its queue, and the hand-over of each write to the other
 * processes. Each part is given this and the slice of the parts below it that it calls
 * (`RoomParts` makes them).
 */
export interface RoomCore {
  /** The room, as the hub and the lobby know it (handed to the dependencies' callbacks). */
  readonly room: TableRoom;
  readonly t: TableData;
  readonly audience: TableAudience;
  readonly deps: RoomDeps;
  readonly log: Logger;
  readonly run: RunQueued;
  readonly detach: RunDetached;
  /** Tell the other processes what was just stored (`RoomDeps.written`, published through Redis). */
  written(change: TableChange, events: readonly StoredEvent[]): void;
}
