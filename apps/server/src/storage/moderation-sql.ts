import type {
  AuditEntry,
  ChatLine,
  ModerationAction,
  PublicUser,
  ReportView,
  Sanction,
} from '@carcassonne/protocol';
import { isTournamentLine, type LineRef } from '@carcassonne/protocol';
import type { ModerationStore, NewAudit, NewReport, NewSanction } from './moderation.js';

/**
 * The `channel` of a report of a tournament's chat line: its `table_id` then holds the tournament
 * (the reports table names one place a line was said; a tournament's chat has one channel).
 */
const TOURNAMENT_CHANNEL = 'tournament';

/** Sign-in marks kept per user (the newest). */
const MAX_ORIGINS = 20;

/** A row as the database gives it. */
export type Row = Readonly<Record<string, unknown>>;
/** One statement (`?` placeholders) and its values. */
export interface Step {
  readonly sql: string;
  readonly values: readonly unknown[];
}

/** What the moderation statements need of a database: reads, and writes in one transaction. */
export interface Port {
  all(sql: string, values: readonly unknown[]): Promise<Row[]>;
  /** The steps in one transaction; the rows each returned (`RETURNING`). */
  batch(steps: readonly Step[]): Promise<Row[][]>;
  /** The column that orders logins by registration (`rowid` in SQLite, `registered` in PostgreSQL). */
  readonly registrationOrder: string;
}

const text = (v: unknown): string => String(v ?? '');
const num = (v: unknown): number => Number(v);
const lines = (v: unknown): ChatLine[] =>
  v === null || v === undefined ? [] : (JSON.parse(text(v)) as ChatLine[]);
const person = (id: unknown, name: unknown) => ({
  id: text(id),
  name: name === null || name === undefined ? text(id) : text(name),
});

const sanctionOf = (r: Row): Sanction => ({
  id: num(r.id),
  kind: text(r.kind) as Sanction['kind'],
  reason: text(r.reason),
  at: num(r.at),
  until: r.until === null || r.until === undefined ? null : num(r.until),
});

const auditStep = (a: NewAudit): Step => ({
  sql: 'INSERT INTO moderation_log (moderator, action, target, table_id, detail, reason, at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id',
  values: [a.moderator, a.action, a.target, a.table, a.detail, a.reason, a.at],
});

/** The moderation store over either database (the adapters give the `Port`). */
export class SqlModeration implements ModerationStore {
  constructor(private readonly db: Port) {}

  async firstAccount(): Promise<string | null> {
    const rows = await this.db.all(
      `SELECT user_id FROM logins ORDER BY ${this.db.registrationOrder} LIMIT 1`,
      [],
    );
    return rows[0] ? text(rows[0].user_id) : null;
  }

  async setBlock(blocker: string, blocked: string, on: boolean, at: number): Promise<void> {
    const step: Step = on
      ? {
          sql: 'INSERT INTO blocks (blocker, blocked, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING 1',
          values: [blocker, blocked, at],
        }
      : {
          sql: 'DELETE FROM blocks WHERE blocker = ? AND blocked = ? RETURNING 1',
          values: [blocker, blocked],
        };
    await this.db.batch([step]);
  }

  async blockedBy(blocker: string): Promise<PublicUser[]> {
    const rows = await this.db.all(
      'SELECT u.id, u.name, l.username FROM blocks b JOIN users u ON u.id = b.blocked LEFT JOIN logins l ON l.user_id = u.id WHERE b.blocker = ? ORDER BY b.at',
      [blocker],
    );
    return rows.map((r) => ({
      id: text(r.id),
      name: text(r.name),
      username: r.username === null ? null : text(r.username),
    }));
  }

  async relations(user: string): Promise<{ blocks: string[]; blockedBy: string[] }> {
    const rows = await this.db.all('SELECT blocker, blocked FROM blocks WHERE blocker = ? OR blocked = ?', [
      user,
      user,
    ]);
    return {
      blocks: rows.filter((r) => r.blocker === user).map((r) => text(r.blocked)),
      blockedBy: rows.filter((r) => r.blocked === user).map((r) => text(r.blocker)),
    };
  }

  async avoid(a: string, b: string): Promise<boolean> {
    const rows = await this.db.all(
      'SELECT 1 AS x FROM blocks WHERE (blocker = ? AND blocked = ?) OR (blocker = ? AND blocked = ?) LIMIT 1',
      [a, b, b, a],
    );
    return rows.length > 0;
  }

  async addReport(r: NewReport): Promise<number> {
    const [rows] = await this.db.batch([
      {
        sql: 'INSERT INTO reports (reporter, player, reason, table_id, channel, line, context, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
        values: [
          r.reporter,
          r.player,
          r.reason,
          r.tournament ?? r.table,
          r.tournament !== null ? TOURNAMENT_CHANNEL : r.channel,
          r.line === null ? null : JSON.stringify([r.line]),
          JSON.stringify(r.context),
          r.at,
        ],
      },
    ]);
    return num(rows?.[0]?.id);
  }

  async reportsSince(reporter: string, since: number): Promise<number> {
    const rows = await this.db.all('SELECT COUNT(*) AS n FROM reports WHERE reporter = ? AND at >= ?', [
      reporter,
      since,
    ]);
    return num(rows[0]?.n ?? 0);
  }

  async reports(handled: number): Promise<ReportView[]> {
    const select =
      'SELECT r.*, a.name AS reporter_name, b.name AS player_name FROM reports r LEFT JOIN users a ON a.id = r.reporter LEFT JOIN users b ON b.id = r.player';
    const open = await this.db.all(`${select} WHERE r.resolved_at IS NULL ORDER BY r.at, r.id LIMIT 200`, []);
    const done = await this.db.all(
      `${select} WHERE r.resolved_at IS NOT NULL ORDER BY r.resolved_at DESC, r.id DESC LIMIT ?`,
      [handled],
    );
    return [...open, ...done].map((r) => ({
      id: num(r.id),
      reporter: person(r.reporter, r.reporter_name),
      player: person(r.player, r.player_name),
      reason: text(r.reason),
      // A tournament line's report keeps its tournament where a table's is kept (channel `tournament`).
      ...(r.channel === TOURNAMENT_CHANNEL
        ? { table: null, channel: null, tournament: text(r.table_id) }
        : {
            table: r.table_id === null ? null : text(r.table_id),
            channel: r.channel === null ? null : (text(r.channel) as ReportView['channel']),
            tournament: null,
          }),
      line: lines(r.line)[0] ?? null,
      context: lines(r.context),
      at: num(r.at),
      resolved: r.resolved_at === null ? null : { by: text(r.resolved_by), at: num(r.resolved_at) },
    }));
  }

  async addSanction(s: NewSanction, audit: NewAudit): Promise<Sanction> {
    const [rows] = await this.db.batch([
      {
        sql: 'INSERT INTO sanctions (user_id, kind, reason, by_user, at, until) VALUES (?, ?, ?, ?, ?, ?) RETURNING id, kind, reason, at, until',
        values: [s.user, s.kind, s.reason, s.by, s.at, s.until],
      },
      auditStep(audit),
    ]);
    const row = rows?.[0];
    if (!row) throw new Error('the sanction was not stored');
    return sanctionOf(row);
  }

  async noteOrigins(user: string, marks: readonly string[], at: number): Promise<void> {
    if (marks.length === 0) return;
    await this.db.batch([
      ...marks.map((mark) => ({
        sql: 'INSERT INTO user_origins (user_id, mark, at) VALUES (?, ?, ?) ON CONFLICT (user_id, mark) DO UPDATE SET at = excluded.at',
        values: [user, mark, at],
      })),
      // A user keeps their newest marks only.
      {
        sql: 'DELETE FROM user_origins WHERE user_id = ? AND mark NOT IN (SELECT mark FROM user_origins WHERE user_id = ? ORDER BY at DESC LIMIT ?)',
        values: [user, user, MAX_ORIGINS],
      },
    ]);
  }

  async coverBan(user: string, sanction: number, kinds: readonly string[], until: number): Promise<number> {
    if (kinds.length === 0) return 0;
    const marks = (await this.db.all('SELECT mark FROM user_origins WHERE user_id = ?', [user]))
      .map((r) => text(r.mark))
      .filter((m) => kinds.includes(m.slice(0, m.indexOf(':'))));
    if (marks.length === 0) return 0;
    await this.db.batch(
      marks.map((mark) => ({
        sql: 'INSERT INTO ban_marks (mark, sanction_id, user_id, until) VALUES (?, ?, ?, ?) ON CONFLICT (mark, sanction_id) DO NOTHING',
        values: [mark, sanction, user, until],
      })),
    );
    return marks.length;
  }

  async bannedUntil(marks: readonly string[], now: number): Promise<number | null> {
    if (marks.length === 0) return null;
    const rows = await this.db.all(
      `SELECT MAX(until) AS until FROM ban_marks WHERE mark IN (${marks.map(() => '?').join(', ')}) AND until > ?`,
      [...marks, now],
    );
    const until = rows[0]?.until;
    return until === null || until === undefined ? null : num(until);
  }

  async lift(user: string, at: number, audit: NewAudit): Promise<number> {
    const [rows] = await this.db.batch([
      {
        sql: "UPDATE sanctions SET lifted_at = ? WHERE user_id = ? AND kind <> 'warn' AND lifted_at IS NULL AND until > ? RETURNING id",
        values: [at, user, at],
      },
      // The marks its bans covered are free again.
      { sql: 'DELETE FROM ban_marks WHERE user_id = ?', values: [user] },
      auditStep(audit),
    ]);
    return rows?.length ?? 0;
  }

  async sanctions(user: string, now: number, since: number): Promise<Sanction[]> {
    const rows = await this.db.all(
      "SELECT id, kind, reason, at, until FROM sanctions WHERE user_id = ? AND lifted_at IS NULL AND ((kind <> 'warn' AND until > ?) OR (kind = 'warn' AND at >= ?)) ORDER BY at DESC, id DESC LIMIT 100",
      [user, now, since],
    );
    return rows.map(sanctionOf);
  }

  async removeChat(line: LineRef, audit: NewAudit): Promise<number> {
    const [rows] = await this.db.batch([
      isTournamentLine(line)
        ? {
            sql: 'DELETE FROM tournament_chat WHERE tournament_id = ? AND user_id = ? AND at = ? RETURNING 1',
            values: [line.tournament, line.author, line.at],
          }
        : {
            sql: 'DELETE FROM chat WHERE table_id = ? AND channel = ? AND user_id = ? AND at = ? RETURNING 1',
            values: [line.table, line.channel, line.author, line.at],
          },
      auditStep(audit),
    ]);
    return rows?.length ?? 0;
  }

  async chatAround(ref: LineRef, around: number): Promise<{ line: ChatLine; context: ChatLine[] } | null> {
    const rows = isTournamentLine(ref)
      ? await this.db.all(
          'SELECT user_id, name, text, at FROM tournament_chat WHERE tournament_id = ? ORDER BY seq',
          [ref.tournament],
        )
      : await this.db.all(
          'SELECT user_id, name, text, at FROM chat WHERE table_id = ? AND channel = ? ORDER BY at, user_id',
          [ref.table, ref.channel],
        );
    const all: ChatLine[] = rows.map((r) => ({
      user: text(r.user_id),
      name: text(r.name),
      text: text(r.text),
      at: num(r.at),
    }));
    const i = all.findIndex((l) => l.user === ref.author && l.at === ref.at);
    const line = all[i];
    if (!line) return null;
    return { line, context: all.slice(Math.max(0, i - around), i + around + 1) };
  }

  async resolveReport(id: number, audit: NewAudit): Promise<boolean> {
    const [rows] = await this.db.batch([
      {
        sql: 'UPDATE reports SET resolved_by = ?, resolved_at = ? WHERE id = ? AND resolved_at IS NULL RETURNING id',
        values: [audit.moderator, audit.at, id],
      },
    ]);
    if ((rows?.length ?? 0) === 0) return false;
    await this.audit(audit);
    return true;
  }

  async audit(entry: NewAudit): Promise<void> {
    await this.db.batch([auditStep(entry)]);
  }

  async auditLog(limit: number): Promise<AuditEntry[]> {
    const rows = await this.db.all(
      'SELECT m.*, a.name AS moderator_name, b.name AS target_name FROM moderation_log m LEFT JOIN users a ON a.id = m.moderator LEFT JOIN users b ON b.id = m.target ORDER BY m.id DESC LIMIT ?',
      [limit],
    );
    return rows.map((r) => ({
      id: num(r.id),
      moderator: person(r.moderator, r.moderator_name),
      action: text(r.action) as ModerationAction,
      target: r.target === null ? null : person(r.target, r.target_name),
      table: r.table_id === null ? null : text(r.table_id),
      detail: r.detail === null ? null : text(r.detail),
      reason: text(r.reason),
      at: num(r.at),
    }));
  }
}
