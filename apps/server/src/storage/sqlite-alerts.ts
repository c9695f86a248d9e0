import type Database from 'better-sqlite3';
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

/** The alerts' store on SQLite (see alerts.ts); each method one synchronous transaction. */
export class SqliteAlerts implements AlertStore {
  constructor(
    private readonly db: Database.Database,
    private readonly sql: (text: string) => Database.Statement,
  ) {}

  async serverKey(name: string, make: () => string): Promise<string> {
    const read = () =>
      this.sql('SELECT value FROM server_keys WHERE name = ?').get(name) as { value: string } | undefined;
    const known = read();
    if (known) return known.value;
    this.sql('INSERT INTO server_keys (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(
      name,
      make(),
    );
    return read()!.value;
  }

  async settings(userId: string): Promise<AlertSettings | null> {
    const row = this.sql('SELECT body FROM alert_settings WHERE user_id = ?').get(userId) as
      | { body: string }
      | undefined;
    return row ? withAllEvents(JSON.parse(row.body) as AlertSettings) : null;
  }

  async setSettings(userId: string, settings: AlertSettings, at: number): Promise<void> {
    this.sql(
      'INSERT INTO alert_settings (user_id, body, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at',
    ).run(userId, JSON.stringify(settings), at);
  }

  async addSubscription(row: PushSubscriptionRow): Promise<void> {
    this.db.transaction(() => {
      this.sql('DELETE FROM push_subscriptions WHERE endpoint = ?').run(row.endpoint);
      this.sql(
        'INSERT INTO push_subscriptions (id, user_id, endpoint, p256dh, auth, label, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(row.id, row.userId, row.endpoint, row.p256dh, row.auth, row.label, row.createdAt);
    })();
  }

  async subscriptions(userId: string): Promise<PushSubscriptionRow[]> {
    const rows = this.sql(
      'SELECT id, user_id, endpoint, p256dh, auth, label, created_at FROM push_subscriptions WHERE user_id = ? ORDER BY created_at',
    ).all(userId) as SubscriptionDbRow[];
    return rows.map(subscriptionOf);
  }

  async removeSubscription(userId: string, id: string): Promise<boolean> {
    return (
      this.sql('DELETE FROM push_subscriptions WHERE user_id = ? AND id = ?').run(userId, id).changes > 0
    );
  }

  async removeEndpoint(endpoint: string): Promise<void> {
    this.sql('DELETE FROM push_subscriptions WHERE endpoint = ?').run(endpoint);
  }

  async mailAddress(userId: string): Promise<MailAddressRow | null> {
    const row = this.sql(
      'SELECT user_id, address, confirmed_at, token_hash, token_expires, unsubscribe FROM mail_addresses WHERE user_id = ?',
    ).get(userId) as AddressDbRow | undefined;
    return row ? addressOf(row) : null;
  }

  async setMailAddress(row: MailAddressRow): Promise<void> {
    this.db.transaction(() => {
      this.sql('DELETE FROM mail_addresses WHERE user_id = ?').run(row.userId);
      this.sql(
        'INSERT INTO mail_addresses (user_id, address, confirmed_at, token_hash, token_expires, unsubscribe) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(row.userId, row.address, row.confirmedAt, row.tokenHash, row.tokenExpires, row.unsubscribe);
    })();
  }

  async removeMailAddress(userId: string): Promise<void> {
    this.sql('DELETE FROM mail_addresses WHERE user_id = ?').run(userId);
  }

  async confirmMail(tokenHash: string, now: number): Promise<string | null> {
    return this.db.transaction(() => {
      const row = this.sql('SELECT user_id, token_expires FROM mail_addresses WHERE token_hash = ?').get(
        tokenHash,
      ) as { user_id: string; token_expires: number | null } | undefined;
      if (!row) return null;
      // Used once: the token goes, whether it was still valid or not.
      const valid = row.token_expires !== null && row.token_expires > now;
      this.sql(
        'UPDATE mail_addresses SET token_hash = NULL, token_expires = NULL, confirmed_at = CASE WHEN ? THEN ? ELSE confirmed_at END WHERE user_id = ?',
      ).run(valid ? 1 : 0, now, row.user_id);
      return valid ? row.user_id : null;
    })();
  }

  async unsubscribe(token: string, at: number): Promise<string | null> {
    return this.db.transaction(() => {
      const row = this.sql('SELECT user_id FROM mail_addresses WHERE unsubscribe = ?').get(token) as
        | { user_id: string }
        | undefined;
      if (!row) return null;
      const body = this.sql('SELECT body FROM alert_settings WHERE user_id = ?').get(row.user_id) as
        | { body: string }
        | undefined;
      const settings = body ? (JSON.parse(body.body) as AlertSettings) : DEFAULT_ALERT_SETTINGS;
      this.sql(
        'INSERT INTO alert_settings (user_id, body, updated_at) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET body = excluded.body, updated_at = excluded.updated_at',
      ).run(row.user_id, JSON.stringify({ ...settings, mail: 'none' }), at);
      this.sql('DELETE FROM mail_digest WHERE user_id = ?').run(row.user_id);
      return row.user_id;
    })();
  }

  async enqueueMail(mail: QueuedMail): Promise<void> {
    this.insertMail(mail);
  }

  private insertMail(m: QueuedMail): void {
    this.sql(`INSERT INTO mail_queue (${MAIL_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      ...mailValues(m),
    );
  }

  async dueMails(now: number, limit: number): Promise<QueuedMail[]> {
    const rows = this.sql(
      `SELECT ${MAIL_COLUMNS} FROM mail_queue WHERE state = 'queued' AND next_at <= ? ORDER BY next_at LIMIT ?`,
    ).all(now, limit) as MailDbRow[];
    return rows.map(mailOf);
  }

  async claimMail(id: string): Promise<boolean> {
    return (
      this.sql(
        "UPDATE mail_queue SET state = 'sending', attempts = attempts + 1 WHERE id = ? AND state = 'queued'",
      ).run(id).changes === 1
    );
  }

  async mailSent(id: string, at: number): Promise<void> {
    this.sql("UPDATE mail_queue SET state = 'sent', sent_at = ?, error = NULL WHERE id = ?").run(at, id);
  }

  async mailFailed(id: string, nextAt: number | null, error: string): Promise<void> {
    this.sql('UPDATE mail_queue SET state = ?, next_at = COALESCE(?, next_at), error = ? WHERE id = ?').run(
      nextAt === null ? 'failed' : 'queued',
      nextAt,
      error.slice(0, 500),
      id,
    );
  }

  async mail(id: string): Promise<QueuedMail | null> {
    const row = this.sql(`SELECT ${MAIL_COLUMNS} FROM mail_queue WHERE id = ?`).get(id) as
      | MailDbRow
      | undefined;
    return row ? mailOf(row) : null;
  }

  async addDigestLine(userId: string, line: string, url: string, at: number): Promise<void> {
    this.sql('INSERT INTO mail_digest (user_id, line, url, created_at) VALUES (?, ?, ?, ?)').run(
      userId,
      line,
      url,
      at,
    );
  }

  async digestsDue(before: number, limit: number): Promise<string[]> {
    const rows = this.sql(
      'SELECT user_id FROM mail_digest GROUP BY user_id HAVING MIN(created_at) <= ? LIMIT ?',
    ).all(before, limit) as { user_id: string }[];
    return rows.map((r) => r.user_id);
  }

  async takeDigest(
    userId: string,
    build: (lines: readonly DigestLine[]) => QueuedMail | null,
  ): Promise<void> {
    this.db.transaction(() => {
      const rows = this.sql(
        'SELECT line, url, created_at FROM mail_digest WHERE user_id = ? ORDER BY created_at',
      ).all(userId) as { line: string; url: string; created_at: number }[];
      if (rows.length === 0) return;
      const mail = build(rows.map((r) => ({ line: r.line, url: r.url, at: r.created_at })));
      if (mail) this.insertMail(mail);
      this.sql('DELETE FROM mail_digest WHERE user_id = ?').run(userId);
    })();
  }

  async claimAlert(key: string, at: number): Promise<boolean> {
    return (
      this.sql(
        'INSERT INTO alerts_sent (alert_key, at) VALUES (?, ?) ON CONFLICT (alert_key) DO NOTHING',
      ).run(key, at).changes === 1
    );
  }

  async pruneAlerts(before: number): Promise<void> {
    this.sql('DELETE FROM alerts_sent WHERE at < ?').run(before);
  }
}
