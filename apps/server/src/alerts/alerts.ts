import type { Storage } from '../storage/types.js';
import type { AlertConfig } from './alert-config.js';
import { MailQueue, type QueueLog } from './mail-queue.js';
import { Notifier, type AlertTable } from './notifier.js';
import { PushSender } from './push-sender.js';

/**
 * The alerts outside the page of one server process: push (always on: the VAPID keys come from
 * the environment or the database), the mail queue (on when `SMTP_URL` is set) and the notifier
 * that hears tables and dispatches to both.
 */
export class Alerts {
  private baseUrl = 'http://localhost';

  private constructor(
    readonly config: AlertConfig,
    readonly push: PushSender,
    readonly mail: MailQueue,
    readonly notifier: Notifier,
  ) {}

  static async open(
    storage: Storage,
    config: AlertConfig,
    testOptions: boolean,
    log: QueueLog,
  ): Promise<Alerts> {
    const push = await PushSender.open(storage.alerts, config, testOptions);
    const ref: { alerts: Alerts | null } = { alerts: null };
    const base = () => ref.alerts?.base ?? 'http://localhost';
    const mail = new MailQueue(storage.alerts, config, log, base);
    const notifier = new Notifier(storage, push, mail, base, log);
    ref.alerts = new Alerts(config, push, mail, notifier);
    return ref.alerts;
  }

  /** The address links start with: `PUBLIC_URL`, or the server's own once it listens. */
  get base(): string {
    return this.config.publicUrl ?? this.baseUrl;
  }

  /** Start the mail queue and the deadline reminders, once the server listens at `url`. */
  start(url: string, tables: () => Iterable<AlertTable>): void {
    this.baseUrl = url.replace(/\/+$/, '');
    this.mail.start();
    this.notifier.start(tables, this.config.pollMs);
  }

  async stop(): Promise<void> {
    await this.notifier.stop();
    await this.mail.stop();
  }
}
