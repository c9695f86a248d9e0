import { LIMITS } from '@carcassonne/protocol';
import type { Limiter, Rate } from '../core/limiter.js';

const USER: Rate = { limit: LIMITS.chatMessages, windowMs: LIMITS.chatWindowMs };
const ADDRESS: Rate = { limit: LIMITS.chatAddressMessages, windowMs: LIMITS.chatWindowMs };

/**
 * The chat's rate limits: per user (`LIMITS.chatMessages` in `LIMITS.chatWindowMs`) and per client
 * address, all its users together (`LIMITS.chatAddressMessages`), so that many guests from one
 * address cannot flood a table's chat. Counted through the server's limiter (core/limiter.ts): with
 * several processes, once for all of them.
 */
export class ChatLimits {
  constructor(private readonly limiter: Limiter) {}

  /** Whether a line may be sent now (counted against both if so); the refusal's words otherwise. */
  async take(userId: string, address: string, now: number): Promise<string | null> {
    const user = { key: `chat:user:${userId}`, rate: USER };
    const full = await this.limiter.take([user, { key: `chat:address:${address}`, rate: ADDRESS }], now);
    if (full === null) return null;
    if (full === user)
      return `at most ${LIMITS.chatMessages} chat messages in ${LIMITS.chatWindowMs / 1000} s`;
    return `at most ${LIMITS.chatAddressMessages} chat messages from one address in ${LIMITS.chatWindowMs / 1000} s`;
  }
}
