import type pg from 'pg';
import { DEFAULT_ALERT_SETTINGS, withAllEvents, type AlertSettings } from '@carcassonne/protocol';
import {
  addressOf,
  MAIL_COLUMNS,
  mailOf,
  mailValues,
  subscriptionOf,
  type AddressDbRow,
  type AlertStore,
  type DigestLine,
  type MailAddressRow,
  type MailDbRow,
  type PushSubscriptionRow,
  type QueuedMail,
  type SubscriptionDbRow,
} from './alerts.js';

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

const SAVE_SETTINGS =
  'INSERT INTO alert_settings (user_id, body, updated_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at';
const INSERT_MAIL = `INSERT INTO mail_queue (${MAIL_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;

/** The alerts' store on PostgreSQL (see alerts.ts); several processes share it. */
export class PostgresAlerts implements AlertStore {
  constructor(
    private readonly query: Query,
    private readonly transaction: <T>(work: (q: Query) => Promise<T>) => Promise<T>,
  ) {}

  async serverKey(name: string, make: () => string): Promise<string> {
    const known = await this.query('SELECT value FROM server_keys WHERE name = $1', [name]);
    const row = known.rows[0] as { value: string } | undefined;
    if (row) return row.value;
    await this.query('INSERT INTO server_keys (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      make(),
    ]);
    const stored = await this.query('SELECT value FROM server_keys WHERE name = $1', [name]);
    return (stored.rows[0] as { value: string }).value;
  }

  async settings(userId: string): Promise<AlertSettings | null> {
    const r = await this.query('SELECT body FROM alert_settings WHERE user_id = $1', [userId]);
    const row = r.rows[0] as { body: string } | undefined;
    return row ? withAllEvents(JSON.parse(row.body) as AlertSettings) : null;
  }

  async setSettings(userId: string, settings: AlertSettings, at: number): Promise<void> {
    await this.query(SAVE_SETTINGS, [userId, JSON.stringify(settings), at]);
  }

  async addSubscription(row: PushSubscriptionRow): Promise<void> {
    await this.transaction(async (q) => {
      await q('DELETE FROM push_subscriptions WHERE endpoint = $1', [row.endpoint]);
      await q(
        'INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, label, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [row.id, row.userId, row.endpoint, row.p256dh, row.auth, row.label, row.createdAt],
      );
    });
  }

  async subscriptions(userId: string): Promise<PushSubscriptionRow[]> {
    const r = await this.query(
      'SELECT id, user_id, endpoint, p256dh, auth, label, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at',
      [userId],
    );
    return (r.rows as SubscriptionDbRow[]).map(subscriptionOf);
  }

  async removeSubscription(userId: string, id: string): Promise<boolean> {
    const r = await this.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND id = $2', [userId, id]);
    return (r.rowCount ?? 0) > 0;
  }

  async removeEndpoint(endpoint: string): Promise<void> {
    await this.query('DELETE FROM push_subscriptions WHERE endpoint = $1', [endpoint]);
  }

  async mailAddress(userId: string): Promise<MailAddressRow | null> {
    const r = await this.query(
      'SELECT user_id, address, confirmed_at, token_hash, token_expires, unsubscribe FROM mail_addresses WHERE user_id = $1',
      [userId],
    );
    const row = r.rows[0] as AddressDbRow | undefined;
    return row ? addressOf(row) : null;
  }

  async setMailAddress(row: MailAddressRow): Promise<void> {
    await this.transaction(async (q) => {
      await q('DELETE FROM mail_addresses WHERE user_id = $1', [row.userId]);
      await q(
        'INSERT INTO mail_addresses (user_id, address, confirmed_at, token_hash, token_expires, unsubscribe) VALUES ($1, $2, $3, $4, $5, $6)',
        [row.userId, row.address, row.confirmedAt, row.tokenHash, row.tokenExpires, row.unsubscribe],
      );
    });
  }

  async removeMailAddress(userId: string): Promise<void> {
    await this.query('DELETE FROM mail_addresses WHERE user_id = $1', [userId]);
  }

  async confirmMail(tokenHash: string, now: number): Promise<string | null> {
    // One statement: the token goes (used once) and the address is confirmed if it was still valid.
    const r = await this.query(
      `UPDATE mail_addresses m SET token_hash = NULL, token_expires = NULL,
         confirmed_at = CASE WHEN old.token_expires > $2 THEN $2::bigint ELSE m.confirmed_at END
       FROM (SELECT user_id, token_expires FROM mail_addresses WHERE token_hash = $1 FOR UPDATE) old
       WHERE m.user_id = old.user_id
       RETURNING m.user_id, old.token_expires`,
      [tokenHash, now],
    );
    const row = r.rows[0] as { user_id: string; token_expires: number | null } | undefined;
    return row && row.token_expires !== null && row.token_expires > now ? row.user_id : null;
  }

  async unsubscribe(token: string, at: number): Promise<string | null> {
    return this.transaction(async (q) => {
      const r = await q('SELECT user_id FROM mail_addresses WHERE unsubscribe = $1', [token]);
      const row = r.rows[0] as { user_id: string } | undefined;
      if (!row) return null;
      const s = await q('SELECT body FROM alert_settings WHERE user_id = $1 FOR UPDATE', [row.user_id]);
      const body = s.rows[0] as { body: string } | undefined;
      const settings = body ? (JSON.parse(body.body) as AlertSettings) : DEFAULT_ALERT_SETTINGS;
      await q(SAVE_SETTINGS, [row.user_id, JSON.stringify({ ...settings, mail: 'none' }), at]);
      await q('DELETE FROM mail_digest WHERE user_id = $1', [row.user_id]);
      return row.user_id;
    });
  }

  async enqueueMail(mail: QueuedMail): Promise<void> {
    await this.query(INSERT_MAIL, mailValues(mail));
  }

  async dueMails(now: number, limit: number): Promise<QueuedMail[]> {
    const r = await this.query(
      `SELECT ${MAIL_COLUMNS} FROM mail_queue WHERE state = 'queued' AND next_at <= $1 ORDER BY next_at LIMIT $2`,
      [now, limit],
    );
    return (r.rows as MailDbRow[]).map(mailOf);
  }

  async claimMail(id: string): Promise<boolean> {
    const r = await this.query(
      "UPDATE mail_queue SET state = 'sending', attempts = attempts + 1 WHERE id = $1 AND state = 'queued'",
      [id],
    );
    return r.rowCount === 1;
  }

  async mailSent(id: string, at: number): Promise<void> {
    await this.query("UPDATE mail_queue SET state = 'sent', sent_at = $1, error = NULL WHERE id = $2", [
      at,
      id,
    ]);
  }

  async mailFailed(id: string, nextAt: number | null, error: string): Promise<void> {
    await this.query(
      'UPDATE mail_queue SET state = $1, next_at = COALESCE($2::bigint, next_at), error = $3 WHERE id = $4',
      [nextAt === null ? 'failed' : 'queued', nextAt, error.slice(0, 500), id],
    );
  }

  async mail(id: string): Promise<QueuedMail | null> {
    const r = await this.query(`SELECT ${MAIL_COLUMNS} FROM mail_queue WHERE id = $1`, [id]);
    const row = r.rows[0] as MailDbRow | undefined;
    return row ? mailOf(row) : null;
  }

  async addDigestLine(userId: string, line: string, url: string, at: number): Promise<void> {
    await this.query('INSERT INTO mail_digest (user_id, line, url, created_at) VALUES ($1, $2, $3, $4)', [
      userId,
      line,
      url,
      at,
    ]);
  }

  async digestsDue(before: number, limit: number): Promise<string[]> {
    const r = await this.query(
      'SELECT user_id FROM mail_digest GROUP BY user_id HAVING MIN(created_at) <= $1 LIMIT $2',
      [before, limit],
    );
    return (r.rows as { user_id: string }[]).map((row) => row.user_id);
  }

  async takeDigest(
    userId: string,
    build: (lines: readonly DigestLine[]) => QueuedMail | null,
  ): Promise<void> {
    await this.transaction(async (q) => {
      // Taken by one process only: the others wait for the lock and find nothing left.
      await q('SELECT pg_advisory_xact_lock(hashtext($1))', [`carcassonne-digest:${userId}`]);
      const r = await q(
        'SELECT line, url, created_at FROM mail_digest WHERE user_id = $1 ORDER BY created_at',
        [userId],
      );
      const rows = r.rows as { line: string; url: string; created_at: number }[];
      if (rows.length === 0) return;
      const mail = build(rows.map((row) => ({ line: row.line, url: row.url, at: Number(row.created_at) })));
      if (mail) await q(INSERT_MAIL, mailValues(mail));
      await q('DELETE FROM mail_digest WHERE user_id = $1', [userId]);
    });
  }

  async claimAlert(key: string, at: number): Promise<boolean> {
    const r = await this.query(
      'INSERT INTO alerts_sent (alert_key, at) VALUES ($1, $2) ON CONFLICT (alert_key) DO NOTHING',
      [key, at],
    );
    return r.rowCount === 1;
  }

  async pruneAlerts(before: number): Promise<void> {
    await this.query('DELETE FROM alerts_sent WHERE at < $1', [before]);
  }
}
