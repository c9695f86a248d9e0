import type { ServerMessage } from '@carcassonne/protocol';
import type { Cluster } from '../cluster/cluster.js';
import type { SocialHub } from './social-hub.js';
import type { Logger } from '../tables/table-room.js';
import { Friends, type Notify } from './friends.js';
import type { Avoid } from './matchmaking.js';
import { Presence, type Playing } from './presence.js';
import { QuickGames } from './quick-games.js';
import { MemoryQueue, RedisQueue } from './quick-queue.js';

export interface SocialOptions {
  readonly hub: SocialHub;
  readonly cluster: Cluster | null;
  readonly log: Logger;
  /** Send to every connection of these users, on every process. */
  readonly deliver: (users: readonly string[], message: ServerMessage) => void;
  /** The users signed in through this process and the games they play. */
  readonly local: (only?: ReadonlySet<string>) => Map<string, Playing[]>;
  readonly avoid?: Avoid | undefined;
  readonly notify?: Notify | undefined;
}

/** The quick-game queue (in Redis with several processes, else in memory), presence and friends. */
export function openSocial(options: SocialOptions): {
  quick: QuickGames;
  friends: Friends;
  presence: Presence;
} {
  const { hub, cluster, log, deliver } = options;
  const store = cluster
    ? new RedisQueue(
        cluster.commands,
        cluster.key('quick:queue'),
        cluster.key('quick:lock'),
        cluster.processId,
      )
    : new MemoryQueue();
  const presence = new Presence(hub.clock, options.local, cluster);
  const quick = new QuickGames({
    hub,
    store,
    deliver,
    log,
    ...(options.avoid ? { avoid: options.avoid } : {}),
  });
  const friends = new Friends({
    hub,
    presence,
    deliver,
    log,
    ...(options.notify ? { notify: options.notify } : {}),
  });
  return { quick, friends, presence };
}
