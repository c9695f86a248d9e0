// The load test's traffic figures (`tools/loadtest.ts`): what the servers exchanged with
// PostgreSQL and Redis during a step, from their own counts (`/metrics`) and from the two services'
// statistics, divided by the step's moves; and the memory each connection adds.
import { Redis } from 'ioredis';
import pg from 'pg';
import { metricsHeaders } from '../http/metrics-access.js';

/** Totals that only grow, read at a step's start and end. */
export type Counts = Readonly<Record<string, number>>;

/** The servers' own counts (`carcassonne_<service>_<figure>` in `/metrics`), by figure. */
export const SERVER_FIGURES = [
  'postgres_requests',
  'postgres_replies',
  'postgres_sent_bytes',
  'postgres_received_bytes',
  'redis_requests',
  'redis_replies',
  'redis_sent_bytes',
  'redis_received_bytes',
] as const;

/** The value of each unlabelled `carcassonne_<figure>` in a Prometheus text, added to `into`. */
export function addMetrics(text: string, figures: readonly string[], into: Record<string, number>): void {
  for (const figure of figures) {
    const m = new RegExp(`^carcassonne_${figure} (\\S+)$`, 'm').exec(text);
    const value = m ? Number(m[1]) : Number.NaN;
    if (Number.isFinite(value)) into[figure] = (into[figure] ?? 0) + value;
  }
}

/** Redis's own totals, from `INFO stats` and `INFO commandstats` text (every client of that Redis). */
export function parseRedisInfo(text: string): Counts {
  const field = (name: string) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  const calls = (command: string) =>
    Number(new RegExp(`^cmdstat_${command}:calls=(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  return {
    redis_server_commands: field('total_commands_processed'),
    redis_server_publish: calls('publish'),
    redis_server_input_bytes: field('total_net_input_bytes'),
    redis_server_output_bytes: field('total_net_output_bytes'),
  };
}

/** What grew from `before` to `after`, per move (figures missing from either are left out). */
export function perMove(before: Counts, after: Counts, moves: number): Record<string, number> {
  const out: Record<string, number> = {};
  if (moves <= 0) return out;
  for (const [k, a] of Object.entries(after)) {
    const b = before[k];
    if (b === undefined || !Number.isFinite(a) || !Number.isFinite(b)) continue;
    out[k] = Math.round(((a - b) / moves) * 1000) / 1000;
  }
  return out;
}

/** The servers' resident memory together (MB), if each was read. */
const rssOf = (s: { servers: readonly { rssMb: number | null }[] }): number | null =>
  s.servers.every((x) => x.rssMb !== null) ? s.servers.reduce((n, x) => n + x.rssMb!, 0) : null;

/**
 * The memory one more connection costs: the growth of the servers' resident memory (MB, all
 * processes) from one step to the next, over the connections added (two per table), in KB.
 */
export function memoryPerConnection(
  steps: readonly { tables: number; servers: readonly { rssMb: number | null }[] }[],
): { fromTables: number; toTables: number; kbPerConnection: number }[] {
  const out: { fromTables: number; toTables: number; kbPerConnection: number }[] = [];
  for (let i = 1; i < steps.length; i++) {
    const a = { tables: steps[i - 1]!.tables, rssMb: rssOf(steps[i - 1]!) };
    const b = { tables: steps[i]!.tables, rssMb: rssOf(steps[i]!) };
    if (a.rssMb === null || b.rssMb === null || b.tables <= a.tables) continue;
    out.push({
      fromTables: a.tables,
      toTables: b.tables,
      kbPerConnection: Math.round(((b.rssMb - a.rssMb) * 1024) / (2 * (b.tables - a.tables))),
    });
  }
  return out;
}

/** Where the figures come from: the servers, and (when given) the PostgreSQL schema and Redis of the run. */
export class TrafficSources {
  private readonly redis: Redis | null;
  private readonly db: pg.Client | null;

  constructor(
    private readonly urls: readonly string[],
    databaseUrl: string | undefined,
    private readonly schema: string,
    redisUrl: string | undefined,
  ) {
    this.redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 }) : null;
    this.db = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : null;
  }

  async open(): Promise<void> {
    await this.redis?.connect();
    await this.db?.connect();
  }

  /** Every total now, and each server's own. */
  async read(): Promise<{ all: Counts; servers: Counts[] }> {
    const counts: Record<string, number> = {};
    const servers: Counts[] = [];
    for (const u of this.urls) {
      const text = await fetch(new URL('/metrics', u), { headers: metricsHeaders() })
        .then((r) => r.text())
        .catch(() => '');
      addMetrics(text, SERVER_FIGURES, counts);
      const own: Record<string, number> = {};
      addMetrics(text, SERVER_FIGURES, own);
      servers.push(own);
    }
    if (this.redis) {
      const info = `${await this.redis.info('stats')}\n${await this.redis.info('commandstats')}`;
      Object.assign(counts, parseRedisInfo(info));
    }
    if (this.db) {
      // Rows written to the run's own schema; WAL written by the whole database server.
      const rows = await this.db.query(
        `SELECT COALESCE(SUM(n_tup_ins), 0) AS ins, COALESCE(SUM(n_tup_upd), 0) AS upd, COALESCE(SUM(n_tup_del), 0) AS del
         FROM pg_stat_user_tables WHERE schemaname = $1`,
        [this.schema],
      );
      const r = rows.rows[0] as { ins: string; upd: string; del: string };
      counts.postgres_rows_inserted = Number(r.ins);
      counts.postgres_rows_updated = Number(r.upd);
      counts.postgres_rows_deleted = Number(r.del);
      const wal = await this.db.query('SELECT wal_bytes FROM pg_stat_wal');
      counts.postgres_server_wal_bytes = Number((wal.rows[0] as { wal_bytes: string }).wal_bytes);
    }
    return { all: counts, servers };
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
    await this.db?.end().catch(() => undefined);
  }
}

/** A step's traffic per move in one line of text. */
export function trafficSummary(p: Readonly<Record<string, number>>): string {
  const f = (k: string, unit = '') => (p[k] === undefined ? '?' : `${p[k]}${unit}`);
  const parts = [];
  if (p.postgres_requests !== undefined)
    parts.push(
      `PostgreSQL ${f('postgres_requests')} statements in ${f('postgres_replies')} round trips, ${f('postgres_sent_bytes', ' B')} sent / ${f('postgres_received_bytes', ' B')} received, ${f('postgres_rows_inserted')} rows inserted + ${f('postgres_rows_updated')} updated, WAL ${f('postgres_server_wal_bytes', ' B')} (whole server)`,
    );
  if (p.redis_requests !== undefined)
    parts.push(
      `Redis ${f('redis_requests')} commands sent, ${f('redis_replies')} messages received, ${f('redis_sent_bytes', ' B')} sent / ${f('redis_received_bytes', ' B')} received; Redis's own count (all its clients) ${f('redis_server_commands')} commands (${f('redis_server_publish')} publish), ${f('redis_server_input_bytes', ' B')} in / ${f('redis_server_output_bytes', ' B')} out`,
    );
  return parts.length > 0 ? `per move: ${parts.join('; ')}` : 'per move: no PostgreSQL or Redis';
}
