import type { Limiter } from '../core/limiter.js';
import type { Moderation } from '../moderation/service.js';
import type { TableHost } from '../tables/table-host.js';

/** What quick games and friends need of the hub (the hub is one): opening tables, limits, blocks. */
export interface SocialHub extends TableHost {
  /** The server's rate limiter (core/limiter.ts): in Redis with several processes. */
  readonly limiter: Limiter;
  /** Bans, mutes and blocks (moderation/service.ts). */
  readonly moderation: Moderation;
}
