import type { AlertSettings } from '@carcassonne/protocol';

/**
 * What the alerts outside the page keep (`Storage.alerts`, docs/server/alerts.md): the server's
 * VAPID keys, each player's settings, push subscriptions, a mail address with its tokens, the
 * queue of mails and the lines of daily digests, and the keys of alerts already sent.
 */
export interface AlertStore {
  /** A server-wide value by name, made by `make` and stored when absent (the first writer wins). */
  serverKey(name: string, make: () => string): Promise<string>;

  settings(userId: string): Promise<AlertSettings | null>;
  setSettings(userId: string, settings: AlertSettings, at: number): Promise<void>;

  /** Add a subscription; an endpoint known already moves to this user and device. */
  addSubscription(row: PushSubscriptionRow): Promise<void>;
  subscriptions(userId: string): Promise<PushSubscriptionRow[]>;
  /** Remove one of this user's subscriptions; false when the user has none by that id. */
  removeSubscription(userId: string, id: string): Promise<boolean>;
  /** Remove a subscription the push service no longer knows (404 or 410). */
  removeEndpoint(endpoint: string): Promise<void>;

  mailAddress(userId: string): Promise<MailAddressRow | null>;
  /** A new address, unconfirmed, with the hash of its confirmation token (replaces the old one). */
  setMailAddress(row: MailAddressRow): Promise<void>;
  removeMailAddress(userId: string): Promise<void>;
  /** Confirm the address whose token has this hash, once and before it expires: its user, or null. */
  confirmMail(tokenHash: string, now: number): Promise<string | null>;
  /** The user whose unsubscribe token this is (their mail setting becomes `none`), or null. */
  unsubscribe(token: string, at: number): Promise<string | null>;

  /** Queue a mail (state `queued`, due at `nextAt`). */
  enqueueMail(mail: QueuedMail): Promise<void>;
  /** Mails queued and due, oldest first. */
  dueMails(now: number, limit: number): Promise<QueuedMail[]>;
  /** Take a queued mail to send it (state `sending`, committed before it leaves); false when another took it. */
  claimMail(id: string): Promise<boolean>;
  mailSent(id: string, at: number): Promise<void>;
  /** A failed attempt: queued again at `nextAt`, or given up (`failed`) when null. */
  mailFailed(id: string, nextAt: number | null, error: string): Promise<void>;
  mail(id: string): Promise<QueuedMail | null>;

  /** A line for a player's next digest. */
  addDigestLine(userId: string, line: string, url: string, at: number): Promise<void>;
  /** Players whose oldest digest line is older than `before`. */
  digestsDue(before: number, limit: number): Promise<string[]>;
  /** A player's digest lines, removed as `build` turns them into one queued mail (one transaction). */
  takeDigest(userId: string, build: (lines: readonly DigestLine[]) => QueuedMail | null): Promise<void>;

  /** Note an alert as sent once (a key such as `deadline:table:seq:24`): false when already noted. */
  claimAlert(key: string, at: number): Promise<boolean>;
  /** Forget notes older than `before`. */
  pruneAlerts(before: number): Promise<void>;
}

export interface PushSubscriptionRow {
  readonly id: string;
  readonly userId: string;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly label: string;
  readonly createdAt: number;
}

export interface MailAddressRow {
  readonly userId: string;
  readonly address: string;
  readonly confirmedAt: number | null;
  readonly tokenHash: string | null;
  readonly tokenExpires: number | null;
  /** The random token of the unsubscribe link in every mail. */
  readonly unsubscribe: string;
}

export type MailState = 'queued' | 'sending' | 'sent' | 'failed';

export interface QueuedMail {
  readonly id: string;
  readonly userId: string;
  readonly address: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly state: MailState;
  readonly attempts: number;
  readonly nextAt: number;
  readonly createdAt: number;
  readonly sentAt: number | null;
}

export interface DigestLine {
  readonly line: string;
  readonly url: string;
  readonly at: number;
}

/** Rows as both databases give them. */
export interface MailDbRow {
  id: string;
  user_id: string;
  address: string;
  subject: string;
  text_body: string;
  html_body: string;
  state: string;
  attempts: number;
  next_at: number;
  created_at: number;
  sent_at: number | null;
}

export const mailOf = (r: MailDbRow): QueuedMail => ({
  id: r.id,
  userId: r.user_id,
  address: r.address,
  subject: r.subject,
  text: r.text_body,
  html: r.html_body,
  state: r.state as MailState,
  attempts: Number(r.attempts),
  nextAt: Number(r.next_at),
  createdAt: Number(r.created_at),
  sentAt: r.sent_at === null ? null : Number(r.sent_at),
});

export interface SubscriptionDbRow {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  label: string;
  created_at: number;
}

export const subscriptionOf = (r: SubscriptionDbRow): PushSubscriptionRow => ({
  id: r.id,
  userId: r.user_id,
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
  label: r.label,
  createdAt: Number(r.created_at),
});

export interface AddressDbRow {
  user_id: string;
  address: string;
  confirmed_at: number | null;
  token_hash: string | null;
  token_expires: number | null;
  unsubscribe: string;
}

export const addressOf = (r: AddressDbRow): MailAddressRow => ({
  userId: r.user_id,
  address: r.address,
  confirmedAt: r.confirmed_at === null ? null : Number(r.confirmed_at),
  tokenHash: r.token_hash,
  tokenExpires: r.token_expires === null ? null : Number(r.token_expires),
  unsubscribe: r.unsubscribe,
});

export const MAIL_COLUMNS =
  'id, user_id, address, subject, text_body, html_body, state, attempts, next_at, created_at, sent_at';

/** A mail's values in the order of `MAIL_COLUMNS`. */
export const mailValues = (m: QueuedMail): unknown[] => [
  m.id,
  m.userId,
  m.address,
  m.subject,
  m.text,
  m.html,
  m.state,
  m.attempts,
  m.nextAt,
  m.createdAt,
  m.sentAt,
];
