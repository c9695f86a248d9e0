import type { Transporter } from 'nodemailer';
import { randomBytes } from 'node:crypto';
import type { AlertStore, DigestLine, QueuedMail } from '../storage/alerts.js';
import type { AlertConfig } from './alert-config.js';
import { alertMail, type MailContent } from './mail-content.js';
import { alertWords, fill } from './alert-words.js';
import { quietUntil } from './quiet-hours.js';
import { nodemailerModule } from '../core/optional-modules.js';

export interface QueueLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Attempts of one mail before it is given up (failed). */
export const MAIL_ATTEMPTS = 8;
/** The longest wait between two attempts. */
const MAX_RETRY_MS = 6 * 3600_000;
/** A digest leaves this long after its oldest line. */
export const DIGEST_MS = 24 * 3600_000;
const BATCH = 50;

/** Mails of alerts have ids `a…`; confirmations `c…` (they go even to an unconfirmed address). */
export type MailKind = 'alert' | 'confirm';
export const mailId = (kind: MailKind): string =>
  `${kind === 'alert' ? 'a' : 'c'}${randomBytes(15).toString('base64url')}`;

/**
 * The queue of mails in the database (`mail_queue`): a mail is stored first, then sent by
 * whichever process takes it. Taking it commits `sending` before the SMTP conversation starts, so
 * a mail leaves at most once: a crash during that conversation leaves it `sending` (not sent
 * again, possibly lost). A refusal or an unreachable server queues it again after 1, 2, 4… times
 * `MAIL_RETRY_MS` (at most 6 h), and after `MAIL_ATTEMPTS` attempts it is given up.
 */
export class MailQueue {
  private readonly transport: Transporter | null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly store: AlertStore,
    private readonly config: AlertConfig,
    private readonly log: QueueLog,
    /** The address links in mails start with (no trailing slash). */
    private readonly base: () => string,
    private readonly now: () => number = Date.now,
  ) {
    this.transport = config.smtpUrl ? nodemailerModule().createTransport(config.smtpUrl) : null;
  }

  /** Whether mails are sent at all (`SMTP_URL` set). */
  get enabled(): boolean {
    return this.transport !== null;
  }

  unsubscribeUrl(token: string): string {
    return `${this.base()}/api/mail/unsubscribe?token=${token}`;
  }

  /** Store a mail to send (at `at`, later than now during quiet hours) and look at the queue soon. */
  async enqueue(
    kind: MailKind,
    userId: string,
    address: string,
    content: MailContent,
    at: number,
  ): Promise<void> {
    if (!this.enabled) return;
    const now = this.now();
    await this.store.enqueueMail({
      id: mailId(kind),
      userId,
      address,
      ...content,
      state: 'queued',
      attempts: 0,
      nextAt: Math.max(now, at),
      createdAt: now,
      sentAt: null,
    });
    if (at <= now) this.kick();
  }

  start(): void {
    if (!this.enabled || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.config.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Stop looking at the queue; resolves once a round in progress is over. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport?.close();
  }

  /** Look at the queue now (once more after the round in progress). */
  kick(): void {
    if (!this.enabled) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.round()
      .catch((e: unknown) => this.log.warn({ err: e }, 'mail queue round failed'))
      .finally(() => {
        this.running = null;
        if (this.again && this.timer) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves once no round is in progress (nor one asked for meanwhile): for tests. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private async round(): Promise<void> {
    const now = this.now();
    for (const user of await this.store.digestsDue(now - DIGEST_MS, BATCH)) await this.digest(user);
    for (const mail of await this.store.dueMails(now, BATCH)) {
      if (!this.timer) return;
      await this.deliver(mail);
    }
  }

  private async digest(userId: string): Promise<void> {
    const address = await this.store.mailAddress(userId);
    const now = this.now();
    // Made now, sent after the player's quiet hours if they are running.
    const settings = await this.store.settings(userId);
    const at = quietUntil(settings?.quiet ?? null, now) ?? now;
    const words = alertWords(settings?.lang);
    await this.store.takeDigest(userId, (lines: readonly DigestLine[]) => {
      if (!address || address.confirmedAt === null) return null;
      const subject = lines.length === 1 ? words.digestOne : fill(words.digestMany, { n: lines.length });
      const content = alertMail(subject, lines, this.unsubscribeUrl(address.unsubscribe), words);
      return {
        id: mailId('alert'),
        userId,
        address: address.address,
        ...content,
        state: 'queued',
        attempts: 0,
        nextAt: at,
        createdAt: now,
        sentAt: null,
      } satisfies QueuedMail;
    });
  }

  private async deliver(mail: QueuedMail): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    const address = await this.store.mailAddress(mail.userId);
    const confirmation = mail.id.startsWith('c');
    if (!address || address.address !== mail.address || (!confirmation && address.confirmedAt === null)) {
      // The player removed or changed the address meanwhile: this mail is not theirs to get any more.
      if (await this.store.claimMail(mail.id)) await this.store.mailFailed(mail.id, null, 'address removed');
      return;
    }
    // Committed before the mail leaves: after a crash it is not sent again (at most once).
    if (!(await this.store.claimMail(mail.id))) return;
    const unsubscribe = this.unsubscribeUrl(address.unsubscribe);
    try {
      await transport.sendMail({
        from: this.config.mailFrom,
        to: mail.address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@carcassonne.alerts>`,
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        list: { unsubscribe },
      });
    } catch (e) {
      const attempts = mail.attempts + 1;
      const wait = Math.min(MAX_RETRY_MS, this.config.mailRetryMs * 2 ** (attempts - 1));
      const next = attempts >= MAIL_ATTEMPTS ? null : this.now() + wait;
      const why = e instanceof Error ? e.message : String(e);
      this.log.warn({ mail: mail.id, attempts, retry: next !== null, why }, 'mail not sent');
      await this.store.mailFailed(mail.id, next, why);
      return;
    }
    await this.store.mailSent(mail.id, this.now());
  }
}
