import { LIMITS, type LobbyFilter, type ServerMessage, type TableSummary } from '@carcassonne/protocol';
import type { Clock } from '../core/clock.js';
import { TokenBucket } from '../core/rate-limit.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import type { TableRoom } from './table-room.js';
import type { Connection } from '../core/transport.js';

/** One page of the public tables: `total` match the filter; the page starts at `offset`. */
export interface LobbyPage {
  readonly tables: TableSummary[];
  readonly total: number;
  readonly offset: number;
}

/** Pages of the lobby one connection may ask for: a burst of this many, then one a second. */
const PAGES_BURST = 5;
const PAGES_PER_SECOND = 1;

/** Whether a table belongs in a view with this filter (paging aside), the filter read once. */
export function matcher(filter: LobbyFilter): (room: TableRoom) => boolean {
  const { game, seatsFree } = filter;
  const words = (filter.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return (room) => {
    if (!room.listed) return false;
    if (game !== undefined && room.game !== game) return false;
    if (seatsFree && (room.currentStatus !== 'open' || !room.hasFreeSeat)) return false;
    if (words.length === 0) return true;
    const text = room.searchText;
    return words.every((w) => text.includes(w));
  };
}

/**
 * The tables matching `filter`, `limit` of them from its offset, out of `ordered` (newest first):
 * one pass that counts them all, summaries only for the page.
 */
export function lobbyPage(ordered: readonly TableRoom[], filter: LobbyFilter, limit: number): LobbyPage {
  const offset = filter.offset ?? 0;
  const matches = matcher(filter);
  const page: TableRoom[] = [];
  let total = 0;
  for (const room of ordered) {
    if (!matches(room)) continue;
    if (total >= offset && page.length < limit) page.push(room);
    total++;
  }
  return { tables: page.map((r) => r.summary()), total, offset };
}

/** Newest first (ties by id): the order of every page. */
export const newestFirst = (rooms: Iterable<TableRoom>): TableRoom[] =>
  [...rooms].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1));

interface View {
  readonly filter: LobbyFilter;
  readonly matches: (room: TableRoom) => boolean;
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
  /** The tables in memory, newest first; sorted again only after a table came or left. */
  private order: TableRoom[] | null = null;

  constructor(
    private readonly rooms: () => Iterable<TableRoom>,
    private readonly clock: Clock,
  ) {}

  get size(): number {
    return this.views.size;
  }

  /** A table came into memory or left it. */
  invalidate(): void {
    this.order = null;
  }

  /** One page of the tables matching `filter` (`GET /api/tables` too). */
  page(filter: LobbyFilter, limit: number): LobbyPage {
    this.order ??= newestFirst(this.rooms());
    return lobbyPage(this.order, filter, limit);
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
    const page = this.page(filter, LIMITS.lobbyPage);
    const shown = new Map(page.tables.map((t) => [t.id, t.createdAt]));
    this.views.set(conn, { filter, matches: matcher(filter), shown });
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
    let summary: string | null = null;
    const table = () => (summary ??= JSON.stringify({ type: 'lobby-table', table: room.summary() }));
    const removal = (id: string) => JSON.stringify({ type: 'lobby-remove', table: id });
    for (const [conn, view] of this.views) {
      const fits = view.matches(room);
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

/**
 * Pages answered over HTTP (`GET /api/tables`), each kept for `ms`: the same request repeated
 * costs one page per `ms`. At most `max` kept (all forgotten beyond).
 */
export class RecentPages {
  private readonly pages = new Map<string, { readonly at: number; readonly page: LobbyPage }>();

  constructor(
    private readonly ms: number,
    private readonly max = 256,
  ) {}

  get(key: string, now: number, make: () => LobbyPage): LobbyPage {
    const kept = this.pages.get(key);
    if (kept && now - kept.at < this.ms) return kept.page;
    if (this.pages.size >= this.max) this.pages.clear();
    const page = make();
    this.pages.set(key, { at: now, page });
    return page;
  }
}
