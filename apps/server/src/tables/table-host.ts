import type { PublicUser } from '@carcassonne/protocol';
import type { Clock } from '../core/clock.js';
import type { Storage, StoredTable } from '../storage/types.js';
import type { OpenTable } from './table-endings.js';
import type { TableRoom } from './table-room.js';

/**
 * What opening a table needs of the hub (the hub is one): the database, the clock, and a place
 * for the table just stored (kept, announced to the other processes and the lobby).
 */
export interface TableHost {
  readonly storage: Storage;
  readonly clock: Clock;
  /** Accept test-only table options (`testTiles`). */
  readonly testOptions: boolean;
  /** A table just planned and stored (from `address`): kept, announced to the other processes and the lobby. */
  openTable(table: StoredTable, hostName: string, address: string | null): TableRoom;
}

/**
 * The hub's part of a rematch asked by `user`: the new table is stored and opened here (the
 * lobby and the other processes hear of it), and withdrawn — cancelled by its host, the asker —
 * when another process stored its rematch of the same game first.
 */
export function rematchOpener(
  hub: Pick<TableHost, 'storage' | 'openTable'>,
  user: PublicUser,
  address: string | null,
): OpenTable {
  return async (table, hostName) => {
    await hub.storage.createTable(table);
    const room = hub.openTable(table, hostName, address);
    return {
      withdraw: async () => {
        await room.cancel(user);
      },
    };
  };
}
