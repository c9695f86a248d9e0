import type { PublicUser } from '@carcassonne/protocol';
import type { HubCore } from '../hub/handlers.js';
import type { OpenTable } from './table-endings.js';

/**
 * The hub's part of a rematch asked by `user`: the new table is stored and opened here (the
 * lobby and the other processes hear of it), and withdrawn — cancelled by its host, the asker —
 * when another process stored its rematch of the same game first.
 */
export function rematchOpener(
  hub: Pick<HubCore, 'storage' | 'openTable'>,
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
