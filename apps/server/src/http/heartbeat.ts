/** What the heartbeat needs of a WebSocket (the `ws` library's socket has all of it). */
export interface Beating {
  ping(): void;
  terminate(): void;
  on(event: 'pong' | 'message', listener: () => void): unknown;
}

/** The default bound of silence: a connection heard from by neither pong nor message for this long is closed. */
export const DEFAULT_HEARTBEAT_MS = 30_000;

/**
 * Dead connections are noticed: every connection is pinged (WebSocket ping) three times per
 * bound, and any pong or message counts as a sign of life; one silent for longer than the bound
 * (`HEARTBEAT_MS`, 30 s by default) is terminated, so its player counts as away and the grace
 * period starts, as for a closed connection. One timer serves every connection.
 */
export class Heartbeat {
  private readonly heard = new Map<Beating, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly boundMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  add(socket: Beating): void {
    this.heard.set(socket, this.now());
    const alive = () => {
      if (this.heard.has(socket)) this.heard.set(socket, this.now());
    };
    socket.on('pong', alive);
    socket.on('message', alive);
    if (!this.timer) {
      this.timer = setInterval(() => this.beat(), Math.max(50, Math.floor(this.boundMs / 3)));
      this.timer.unref();
    }
  }

  remove(socket: Beating): void {
    this.heard.delete(socket);
    if (this.heard.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  /** Close the silent, ping the others. */
  beat(): void {
    const now = this.now();
    for (const [socket, at] of this.heard) {
      if (now - at > this.boundMs) {
        this.remove(socket);
        socket.terminate();
      } else {
        try {
          socket.ping();
        } catch {
          // A socket closing meanwhile: its close event removes it.
        }
      }
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.heard.clear();
  }
}
