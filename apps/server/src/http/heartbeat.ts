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
 *
 * A beat that comes late shows the server itself was busy (its event loop held up): the pongs
 * that arrived meanwhile are still unread, so the silence it measures includes the server's own
 * delay. That delay is added to the bound for that beat; a dead connection is closed by a later
 * one. (Tests that ran the server beside a busy process saw live connections closed so.)
 */
export class Heartbeat {
  private readonly heard = new Map<Beating, number>();
  private timer: NodeJS.Timeout | null = null;
  /** When the next beat is due (a beat later than that is late by the difference). */
  private due = 0;

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
      this.due = this.now() + this.intervalMs;
      this.timer = setInterval(() => this.beat(), this.intervalMs);
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

  private get intervalMs(): number {
    return Math.max(50, Math.floor(this.boundMs / 3));
  }

  /** Close the silent (beyond the bound and this beat's own delay), ping the others. */
  beat(): void {
    const now = this.now();
    const late = Math.max(0, now - this.due);
    this.due = now + this.intervalMs;
    for (const [socket, at] of this.heard) {
      if (now - at > this.boundMs + late) {
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
