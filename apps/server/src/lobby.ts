import { LIMITS, type LobbyFilter, type ServerMessage, type TableSummary } from '@carcassonne/protocol';
import type { Clock } from './clock.js';
import { TokenBucket } from './rate-limit.js';
import { failure, success, type Outcome } from './rooms/outcome.js';
import type { TableRoom } from './rooms/table-room.js';
import type { Connection } from './transport.js';

/** One page of the public tables: `total` match the filter; the page starts at `offset`. */
export interface LobbyPage {
  readonly tables: TableSummary[];
  readonly total: number;
  readonly offset: number;
}

/** Pages of the lobby one connection may ask for: a burst of this many, then one a second. */
const PAGES_BURST = 5;
const PAGES_PER_SECOND = 1;

/** Whether a table belongs in a view with this filter (paging aside). `text`: its search text, once. */
export function matches(room: TableRoom, filter: LobbyFilter, text: () => string): boolean {
  if (!room.listed) return false;
  if (filter.game !== undefined && room.game !== filter.game) return false;
  if (filter.seatsFree && (room.currentStatus !== 'open' || room.freeSeats === 0)) return false;
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = text();
  return words.every((w) => haystack.includes(w));
}

/** The tables matching `filter`, newest first, `limit` of them from its offset; summaries only for those. */
export function lobbyPage(rooms: Iterable<TableRoom>, filter: LobbyFilter, limit: number): LobbyPage {
  const found: TableRoom[] = [];
  for (const room of rooms) if (matches(room, filter, () => room.searchText)) found.push(room);
  found.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));
  const offset = filter.offset ?? 0;
  const tables = found.slice(offset, offset + limit).map((r) => r.summary());
  return { tables, total: found.length, offset };
}

interface View {
  readonly filter: LobbyFilter;
  /** The tables this connection was sent and still shows: id → creation time (at most one page). */
  readonly shown: Map<string, number>;
}

/**
 * The lobby's followers: each connection sees one page of the public tables (its filter), then
 * the changes of the tables on that page; on the first page a new matching table comes in at the
 * top and the oldest shown leaves, so a view never holds more than a page. A connection asks for
 * pages at a bounded rate.
 */
export class Lobby {
  private readonly views = new Map<Connection, View>();
  private readonly buckets = new Map<Connection, TokenBucket>();

  constructor(
    private readonly rooms: () => Iterable<TableRoom>,
    private readonly clock: Clock,
  ) {}

  get size(): number {
    return this.views.size;
  }

  /** Send one page and follow its changes; refused when the connection asks too often. */
  follow(conn: Connection, filter: LobbyFilter, send: (m: ServerMessage) => void): Outcome<{ on: boolean }> {
    const now = this.clock.now();
    let bucket = this.buckets.get(conn);
    if (!bucket) {
      bucket = new TokenBucket(PAGES_PER_SECOND, PAGES_BURST, now);
      this.buckets.set(conn, bucket);
    }
    if (!bucket.take(now)) return failure('rate-limited', 'at most one lobby page a second; slow down');
    const page = lobbyPage(this.rooms(), filter, LIMITS.lobbyPage);
    this.views.set(conn, { filter, shown: new Map(page.tables.map((t) => [t.id, t.createdAt])) });
    send({ type: 'lobby', ...page });
    return success({ on: true });
  }

  /** Stop following (`lobby off`); `gone`: the connection closed, forget its rate too. */
  stop(conn: Connection, gone = false): void {
    this.views.delete(conn);
    if (gone) this.buckets.delete(conn);
  }

  /** A table changed: each view showing it, or whose first page it now belongs to, hears of it. */
  changed(room: TableRoom, send: (conn: Connection, text: string) => void): void {
    if (this.views.size === 0 || !room.isPublic) return;
    let text: string | null = null;
    const searchText = () => (text ??= room.searchText);
    let summary: string | null = null;
    const table = () => (summary ??= JSON.stringify({ type: 'lobby-table', table: room.summary() }));
    const removal = (id: string) => JSON.stringify({ type: 'lobby-remove', table: id });
    for (const [conn, view] of this.views) {
      const fits = matches(room, view.filter, searchText);
      if (view.shown.has(room.id)) {
        if (fits) send(conn, table());
        else {
          view.shown.delete(room.id);
          send(conn, removal(room.id));
        }
        continue;
      }
      if (!fits || (view.filter.offset ?? 0) > 0) continue;
      if (view.shown.size >= LIMITS.lobbyPage) {
        const oldest = oldestOf(view.shown);
        if (!oldest || oldest[1] > room.createdAt) continue;
        view.shown.delete(oldest[0]);
        send(conn, removal(oldest[0]));
      }
      view.shown.set(room.id, room.createdAt);
      send(conn, table());
    }
  }
}

function oldestOf(shown: ReadonlyMap<string, number>): [string, number] | null {
  let oldest: [string, number] | null = null;
  for (const entry of shown) if (!oldest || entry[1] < oldest[1]) oldest = entry;
  return oldest;
}
