/** What the alerts outside the page read from the environment (docs/server/alerts.md). */
export interface AlertConfig {
  /** `smtp://…` or `smtps://…` (nodemailer's form); null: no mail at all. */
  readonly smtpUrl: string | null;
  /** The sender of every mail. */
  readonly mailFrom: string;
  /** The address players open (links in mails and pushes); null: the server's own address. */
  readonly publicUrl: string | null;
  /** VAPID keys given by the operator; null: made at the first start and kept in the database. */
  readonly vapid: { readonly publicKey: string; readonly privateKey: string } | null;
  /** Who runs this server, for the push services (`mailto:` or `https:`). */
  readonly vapidSubject: string;
  /** Hosts push endpoints may be on (a host or a parent domain of it). */
  readonly pushServices: readonly string[];
  /** First wait before a failed mail is tried again (ms); doubled each time. */
  readonly mailRetryMs: number;
  /** How often the mail queue and the deadlines are looked at (ms). */
  readonly pollMs: number;
}

/** The push services of the usual browsers (Chrome, Edge, Firefox, Safari). */
export const KNOWN_PUSH_SERVICES: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
];

function positive(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 10 || n > 86_400_000)
    throw new Error(`${name} must be an integer from 10 to 86400000 (ms), not ${JSON.stringify(value)}`);
  return n;
}

export function alertConfigFromEnv(env: NodeJS.ProcessEnv): AlertConfig {
  const smtpUrl = env.SMTP_URL?.trim() || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || null;
  if (publicUrl && !/^https?:\/\/[^/\s]+/.test(publicUrl))
    throw new Error('PUBLIC_URL must be an http(s):// URL');
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? '';
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? '';
  if ((publicKey === '') !== (privateKey === ''))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both or neither');
  const subject =
    env.VAPID_SUBJECT?.trim() || (publicUrl?.startsWith('https://') ? publicUrl : 'mailto:admin@localhost');
  if (!/^(mailto:|https:\/\/)/.test(subject))
    throw new Error('VAPID_SUBJECT must be a mailto: or https:// URL');
  const services = env.PUSH_SERVICES?.trim()
    ? env.PUSH_SERVICES.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s !== '')
    : KNOWN_PUSH_SERVICES;
  for (const s of services)
    if (!/^[a-z0-9.-]+$/.test(s)) throw new Error(`PUSH_SERVICES: ${JSON.stringify(s)} is not a host name`);
  return {
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'Carcassonne <noreply@localhost>',
    publicUrl,
    vapid: publicKey ? { publicKey, privateKey } : null,
    vapidSubject: subject,
    pushServices: services,
    mailRetryMs: positive(env.MAIL_RETRY_MS, 60_000, 'MAIL_RETRY_MS'),
    pollMs: positive(env.ALERT_POLL_MS, 15_000, 'ALERT_POLL_MS'),
  };
}
