import { LIMITS } from '@carcassonne/protocol';

/**
 * What one WebSocket connection may cost the server (docs/deploy/bounds.md): frames larger
 * than the protocol's limit are refused by the socket before they are decoded; frames waiting
 * to be written to a client that does not read are bounded; a client that keeps sending past its
 * rate is closed.
 */

/** The largest frame read: the protocol's message limit (a larger one closes the socket, 1009). */
export const MAX_FRAME_BYTES = LIMITS.messageBytes;

/** Frames waiting for a slow reader (bytes) before the server closes its connection (1013). */
export const DEFAULT_SEND_BUFFER_BYTES = 1024 * 1024;

/** A slow reader closed has this long to read its close frame before its socket is dropped. */
export const SLOW_READER_GRACE_MS = 5000;

/** Close codes the server uses; a client may reconnect after each of them. */
export const CLOSE = {
  /** Too many connections from the address, or messages refused on and on (policy violation). */
  policy: 1008,
  /** A frame over the protocol's limit (sent by the socket library). */
  tooBig: 1009,
  /** The server restarts (graceful shutdown): reconnect, to another process behind a proxy. */
  restart: 1012,
  /** The client reads too slowly: too much waits to be sent to it. Reconnect and catch up. */
  slowReader: 1013,
} as const;

/** Refused messages (over the rate) with no pause of this long between them count as one flood. */
const FLOOD_PAUSE_MS = 1000;
/** A flood of this many refusals closes the connection. */
export const CLOSE_AFTER_REFUSALS = 200;

/**
 * The refusals of one connection: a client that keeps sending regardless of the `rate-limited`
 * answers (never pausing a second) is closed at the 200th. A message let through between them —
 * the bucket refills a little all the time — does not start the count again; a pause does.
 */
export class RefusalCount {
  private count = 0;
  private last = Number.NEGATIVE_INFINITY;

  /** One more refusal at `now`; true when the connection should be closed. */
  refused(now: number): boolean {
    if (now - this.last >= FLOOD_PAUSE_MS) this.count = 0;
    this.last = now;
    return ++this.count >= CLOSE_AFTER_REFUSALS;
  }
}

/** The part of a `ws` socket the bound reads. */
export interface Buffered {
  readonly bufferedAmount: number;
}

/**
 * Whether more than `limit` bytes already wait to be written to the connection (then it is closed
 * rather than sent more). A frame is never refused for its own size: what waits stays under the
 * limit plus one frame.
 */
export const overBuffer = (socket: Buffered, limit: number): boolean => socket.bufferedAmount > limit;

/**
 * Catch-ups (`watch` with a `since` behind the table) per connection: 10 at once, then one every
 * 2 s. Each sends up to `CATCH_UP_EVENTS` stored events; the rest are refused `rate-limited`.
 */
export const CATCH_UPS = { burst: 10, perSecond: 0.5 } as const;
