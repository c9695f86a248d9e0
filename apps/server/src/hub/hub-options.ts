import type { ErrorCode } from '@carcassonne/protocol';
import type { AnalysisOwner } from '../analysis/queue.js';
import type { Cluster } from '../cluster/cluster.js';
import type { Clock } from '../core/clock.js';
import type { Limiter } from '../core/limiter.js';
import type { Notify } from '../social/friends.js';
import type { Avoid } from '../social/matchmaking.js';
import type { StoredEvent, Storage } from '../storage/types.js';
import type { BotPlayer } from '../tables/bots.js';
import type { TableCaps } from '../tables/table-caps.js';
import type { Logger, TableRoom } from '../tables/table-room.js';

/** An error as one line (its class and message, no stack): for faults already logged where they happened. */
export const errorText = (e: unknown): string => (e instanceof Error ? `${e.name}: ${e.message}` : String(e));

/** What the hub is made with: its services, and the hooks the server observes it by. */
export interface HubOptions {
  readonly storage: Storage;
  readonly bots: BotPlayer;
  readonly clock: Clock;
  readonly log: Logger;
  /** Accept test-only table options (`testTiles`). */
  readonly testOptions: boolean;
  /** Tables one user or address may hold (default `DEFAULT_TABLE_CAPS`). */
  readonly caps?: TableCaps;
  /** Several processes through Redis; without it this process runs every table alone. */
  readonly cluster?: Cluster;
  /** A log with the table's id on every line. */
  readonly tableLog?: (tableId: string) => Logger;
  /** Observes each stored move (metrics). */
  readonly moved?: () => void;
  /** Hears each write this process commits (the alerts outside the page: alerts/notifier.ts). */
  readonly heard?: (room: TableRoom, events: readonly StoredEvent[]) => void;
  /** Observes each answered move request: its time from arrival to answer, and the error code. */
  readonly moveAnswered?: (ms: number, code: ErrorCode | null) => void;
  /** Pairs the quick-game queue never seats together (social/matchmaking.ts; default: none). */
  readonly avoid?: Avoid;
  /** Told of each challenge sent or answered, for notices outside the page (social/friends.ts). */
  readonly notify?: Notify;
  /** Usernames of moderators besides the first registered account (`ADMIN_USERS`). */
  readonly adminUsers?: readonly string[];
  /**
   * Told of each table seen finished, with when it ended and whom its analysis counts against (its
   * host, the address it was made from when this process knows it): the analysis is queued;
   * repeated calls are harmless.
   */
  readonly finished?: (tableId: string, endedAt: number | null, owner: AnalysisOwner) => void;
  /** The rate limiter shared with the HTTP routes (default: counts of this process, in memory). */
  readonly limiter?: Limiter;
  /** How often followed tournaments are read for changes, ms (`TOURNAMENT_TICK_MS`). */
  readonly tournamentTickMs?: number;
}
