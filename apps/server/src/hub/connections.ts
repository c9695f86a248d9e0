import { PROTOCOL_VERSION } from '@carcassonne/protocol';
import { originMarks } from '../accounts/origins.js';
import { TokenBucket } from '../core/rate-limit.js';
import { CATCH_UPS } from '../core/socket-limits.js';
import type { Connection } from '../core/transport.js';
import { frame } from './answers.js';
import type { Session } from './handlers.js';

/** The close code of a banned player's connections (the page reconnects and shows the ban). */
export const CLOSE_BANNED = 4003;
/** The close code of a connection whose secret was revoked (the page finds it refused). */
const CLOSE_SIGNED_OUT = 4001;

/** The connections of this process, each with its session: who signed in on it and what it follows. */
export class Connections {
  private readonly sessions = new Map<Connection, Session>();

  /** A new connection: greeted, with a fresh session. */
  open(conn: Connection, now: number): void {
    const catchUps = new TokenBucket(CATCH_UPS.perSecond, CATCH_UPS.burst, now);
    this.sessions.set(conn, { user: null, watching: new Set(), queue: Promise.resolve(), catchUps });
    conn.send(frame({ type: 'hello', server: 'carcassonne', protocol: PROTOCOL_VERSION }));
  }

  /** Forget a connection; its session, if it had one. */
  close(conn: Connection): Session | undefined {
    const session = this.sessions.get(conn);
    this.sessions.delete(conn);
    return session;
  }

  session(conn: Connection): Session | undefined {
    return this.sessions.get(conn);
  }

  has(conn: Connection): boolean {
    return this.sessions.has(conn);
  }

  get count(): number {
    return this.sessions.size;
  }

  all(): Iterable<Session> {
    return this.sessions.values();
  }

  connections(): Iterable<Connection> {
    return this.sessions.keys();
  }

  /** Whether a user has a connection here. */
  here(user: string): boolean {
    return [...this.sessions.values()].some((s) => s.user?.id === user);
  }

  /** Send a frame to every connection of these users here. */
  send(users: Iterable<string>, text: string): void {
    const wanted = new Set(users);
    for (const [conn, session] of this.sessions)
      if (session.user && wanted.has(session.user.id)) conn.send(text);
  }

  /** Close a banned user's connections here. */
  closeBanned(user: string): void {
    for (const [conn, session] of this.sessions)
      if (session.user?.id === user) conn.close(CLOSE_BANNED, 'banned');
  }

  /**
   * Close the connections signed in as `userId` with a revoked secret: the one whose hash starts
   * with `secretPrefix`, or all of the user's (`null`). How many closed.
   */
  closeSignIns(userId: string, secretPrefix: string | null): number {
    let closed = 0;
    for (const [conn, session] of this.sessions) {
      if (session.user?.id !== userId) continue;
      if (secretPrefix !== null && !session.secretHash?.startsWith(secretPrefix)) continue;
      conn.close(CLOSE_SIGNED_OUT, 'signed out');
      closed++;
    }
    return closed;
  }

  /** The address marks of a user's connections here (accounts/origins.ts). */
  addressesOf(userId: string): string[] {
    const marks = new Set<string>();
    for (const [conn, session] of this.sessions)
      if (session.user?.id === userId && conn.address)
        for (const m of originMarks(conn.address, undefined)) marks.add(m);
    return [...marks];
  }
}
