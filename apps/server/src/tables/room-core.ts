import type { StoredEvent, TableChange } from '../storage/types.js';
import type { TableAudience } from './table-audience.js';
import type { TableData } from './table-data.js';
import type { Logger, RoomDeps, TableRoom } from './table-room.js';

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
