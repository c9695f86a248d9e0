import type { ServerMessage } from '@carcassonne/protocol';
import type { ClusterMessage } from '../cluster/messages.js';
import type { Moderation } from '../moderation/service.js';
import type { TableRoom } from '../tables/table-room.js';

/** What the hub hands the messages of the other processes to. */
export interface ClusterReceiver {
  /** The hub is stopping: nothing more is taken. */
  closing(): boolean;
  /** A table in memory here. */
  room(id: string): TableRoom | undefined;
  /** A table being read here, if it is. */
  loading(id: string): Promise<TableRoom | null> | undefined;
  /** A table another process opened: read here, and the lobby told. */
  opened(id: string): void;
  /** A message for the connections of these users here. */
  deliverHere(users: readonly string[], message: ServerMessage): void;
  readonly moderation: Pick<Moderation, 'fromElsewhere'>;
}

/** One message of another process, handed to the part of this one it is for. */
export function receiveFromCluster(hub: ClusterReceiver, m: ClusterMessage): void {
  if (hub.closing()) return;
  switch (m.kind) {
    case 'table':
      hub.opened(m.table);
      return;
    case 'note':
      hub.deliverHere(m.users, m.message);
      return;
    case 'chat':
      hub.room(m.table)?.chatFromElsewhere(m.channel, m.line);
      return;
    case 'moderation':
      hub.moderation.fromElsewhere(m.news);
      return;
    case 'presence':
      for (const [table, users] of Object.entries(m.tables))
        hub
          .room(table)
          ?.setRemotePresence(m.origin, users, m.until)
          .catch(() => undefined);
      return;
    case 'update': {
      const room = hub.room(m.table);
      if (room) void room.applyRemote(m.update).catch(() => undefined);
      // A table still being read here (opened elsewhere a moment ago): the read may predate this
      // write, so it applies once the table is in memory (a write the read holds already is skipped).
      else
        void hub
          .loading(m.table)
          ?.then((loaded) => loaded?.applyRemote(m.update))
          .catch(() => undefined);
    }
  }
}
