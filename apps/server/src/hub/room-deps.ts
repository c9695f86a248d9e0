import type { ChatChannel, ChatLine } from '@carcassonne/protocol';
import type { TableLeases } from '../tables/table-leases.js';
import type { RoomDeps, TableRoom } from '../tables/table-room.js';
import type { HubOptions } from './hub-options.js';

/** What every room of the hub is made with: the hub's services, and where its news goes. */
export function roomDeps(
  options: HubOptions,
  leases: TableLeases | null,
  hub: { readonly changed: RoomDeps['changed']; readonly hides: NonNullable<RoomDeps['hides']> },
): RoomDeps {
  const { cluster, heard } = options;
  return {
    storage: options.storage,
    bots: options.bots,
    clock: options.clock,
    log: options.log,
    changed: hub.changed,
    hides: hub.hides,
    ...(options.tableLog ? { tableLog: options.tableLog } : {}),
    ...(options.moved ? { moved: options.moved } : {}),
    ...(heard && !cluster ? { written: (room: TableRoom, update) => heard(room, update.events) } : {}),
    ...(cluster && leases
      ? {
          written: (room: TableRoom, update) => {
            cluster.publish({ kind: 'update', origin: cluster.processId, table: room.id, update });
            heard?.(room, update.events);
          },
          presence: (room: TableRoom) => leases.announcePresence(room),
          chatted: (room: TableRoom, channel: ChatChannel, line: ChatLine) =>
            cluster.publish({ kind: 'chat', origin: cluster.processId, table: room.id, channel, line }),
        }
      : {}),
  };
}
