import { LIMITS } from '@carcassonne/protocol';

/** Owners remembered at most (users or addresses); past it the memory starts afresh. */
const MAX_OWNERS = 10_000;

/** A sliding window per owner: at most `limit` events in `windowMs`. */
class Window {
  private readonly times = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Whether `owner` may act at `now` (without counting it). */
  allows(owner: string, now: number): boolean {
    const recent = (this.times.get(owner) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length === 0) this.times.delete(owner);
    else this.times.set(owner, recent);
    return recent.length < this.limit;
  }

  count(owner: string, now: number): void {
    if (this.times.size > MAX_OWNERS) this.times.clear();
    const recent = this.times.get(owner) ?? [];
    recent.push(now);
    this.times.set(owner, recent);
  }
}

/**
 * The chat's rate limits: per user (`LIMITS.chatMessages` in `LIMITS.chatWindowMs`) and per client
 * address, all its users together (`LIMITS.chatAddressMessages`), so that many guests from one
 * address cannot flood a table's chat.
 */
export class ChatLimits {
  private readonly users = new Window(LIMITS.chatMessages, LIMITS.chatWindowMs);
  private readonly addresses = new Window(LIMITS.chatAddressMessages, LIMITS.chatWindowMs);

  /** Whether a line may be sent now (counted against both if so); the refusal's words otherwise. */
  take(userId: string, address: string, now: number): string | null {
    if (!this.users.allows(userId, now))
      return `at most ${LIMITS.chatMessages} chat messages in ${LIMITS.chatWindowMs / 1000} s`;
    if (!this.addresses.allows(address, now))
      return `at most ${LIMITS.chatAddressMessages} chat messages from one address in ${LIMITS.chatWindowMs / 1000} s`;
    this.users.count(userId, now);
    this.addresses.count(address, now);
    return null;
  }
}
