/** A token bucket: `perSecond` refill, up to `burst` at once. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

export interface RateLimits {
  /** Messages per second per connection (burst: 3 s worth). */
  readonly connectionPerSecond: number;
  /** Messages per second per client address, all its connections together (burst: 3 s worth). */
  readonly addressPerSecond: number;
  /** Open WebSocket connections per client address. */
  readonly addressConnections: number;
}

/** Per-address buckets and connection counts (addresses forgotten when their last connection closes). */
export class AddressLimits {
  private readonly addresses = new Map<string, { bucket: TokenBucket; connections: number }>();

  constructor(private readonly limits: RateLimits) {}

  /** A new connection from `address`; false when it has too many already. */
  open(address: string, now: number): boolean {
    let entry = this.addresses.get(address);
    if (!entry) {
      entry = {
        bucket: new TokenBucket(this.limits.addressPerSecond, this.limits.addressPerSecond * 3, now),
        connections: 0,
      };
      this.addresses.set(address, entry);
    }
    if (entry.connections >= this.limits.addressConnections) return false;
    entry.connections++;
    return true;
  }

  close(address: string): void {
    const entry = this.addresses.get(address);
    if (!entry) return;
    entry.connections--;
    if (entry.connections <= 0) this.addresses.delete(address);
  }

  message(address: string, now: number): boolean {
    return this.addresses.get(address)?.bucket.take(now) ?? false;
  }
}
