import { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * What a process has sent to and received from a service (PostgreSQL or Redis) since it started:
 * the requests (statements, commands), the round trips or messages received, and the bytes either
 * way on its sockets. `/metrics` reports them; the load test divides them by the moves of a step
 * (docs/scaling.md).
 */
export class Traffic {
  /** Statements executed (PostgreSQL) or commands sent (Redis). */
  requests = 0;
  /** Round trips (PostgreSQL: ready-for-query answers) or pub/sub messages received (Redis). */
  replies = 0;
  private closedSent = 0;
  private closedReceived = 0;
  private readonly open = new Set<Socket>();

  /** Count the bytes of a socket (a plain or TLS one; other streams are not counted), now and until it closes. */
  watch(socket: Duplex): void {
    if (!(socket instanceof Socket) || this.open.has(socket)) return;
    this.open.add(socket);
    socket.once('close', () => {
      this.open.delete(socket);
      this.closedSent += socket.bytesWritten;
      this.closedReceived += socket.bytesRead;
    });
  }

  get bytesSent(): number {
    let n = this.closedSent;
    for (const s of this.open) n += s.bytesWritten;
    return n;
  }

  get bytesReceived(): number {
    let n = this.closedReceived;
    for (const s of this.open) n += s.bytesRead;
    return n;
  }
}
