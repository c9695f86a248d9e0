import { createECDH } from 'node:crypto';
import { webPushModule } from '../core/optional-modules.js';
import type { AlertConfig } from './alert-config.js';
import type { AlertStore, PushSubscriptionRow } from '../storage/alerts.js';

/** What a push says; the service worker (`apps/web/public/push-worker.js`) shows it. */
export interface PushMessage {
  readonly title: string;
  readonly body: string;
  /** The page a click opens (the table). */
  readonly url: string;
  /** Notifications with the same tag replace each other (one per table). */
  readonly tag: string;
}

/**
 * A new VAPID key pair (RFC 8292): P-256, the public key as its uncompressed point (65 bytes), the
 * private key as 32 bytes, both base64url, as web-push reads them. Made here, not by web-push: a
 * server that sends no push never loads it.
 */
export function vapidKeys(): { publicKey: string; privateKey: string } {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  const secret = curve.getPrivateKey();
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: Buffer.concat([Buffer.alloc(32 - secret.length), secret]).toString('base64url'),
  };
}

/** A push waits at the push service for at most a day (a turn alert is stale after that). */
const TIME_TO_LIVE_S = 24 * 3600;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Web Push (RFC 8030, 8291, 8292): the server's VAPID keys, the check of a browser's
 * subscription, and sending one encrypted message to one subscription. A subscription the push
 * service no longer knows (404, 410) is removed.
 */
export class PushSender {
  private constructor(
    private readonly store: AlertStore,
    private readonly config: AlertConfig,
    private readonly keys: { readonly publicKey: string; readonly privateKey: string },
    /** Tests: endpoints on http://127.0.0.1 are accepted. */
    private readonly testOptions: boolean,
  ) {}

  /** The keys from the environment, or those kept in the database (made at the first start). */
  static async open(store: AlertStore, config: AlertConfig, testOptions: boolean): Promise<PushSender> {
    const keys =
      config.vapid ??
      (JSON.parse(await store.serverKey('vapid', () => JSON.stringify(vapidKeys()))) as {
        publicKey: string;
        privateKey: string;
      });
    return new PushSender(store, config, keys, testOptions);
  }

  get publicKey(): string {
    return this.keys.publicKey;
  }

  /** Why an endpoint is refused (null: accepted): https on an allowed push service only. */
  endpointProblem(endpoint: string): string | null {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return 'the endpoint is not a URL';
    }
    if (this.testOptions && url.protocol === 'http:' && url.hostname === '127.0.0.1') return null;
    if (url.protocol !== 'https:') return 'the endpoint must be https';
    if (url.username || url.password) return 'the endpoint may not carry credentials';
    const host = url.hostname.toLowerCase();
    const allowed = this.config.pushServices.some((s) => host === s || host.endsWith(`.${s}`));
    return allowed ? null : `push service ${host} is not allowed (PUSH_SERVICES)`;
  }

  /** Send one message: `gone` when the push service no longer knows the subscription (removed). */
  async send(sub: PushSubscriptionRow, message: PushMessage): Promise<'sent' | 'gone' | 'failed'> {
    // Checked again at sending: PUSH_SERVICES may have changed since the subscription was stored.
    if (this.endpointProblem(sub.endpoint) !== null) return 'failed';
    const details = webPushModule().generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(message),
      {
        vapidDetails: { subject: this.config.vapidSubject, ...this.keys },
        TTL: TIME_TO_LIVE_S,
        contentEncoding: 'aes128gcm',
        urgency: 'normal',
        topic: topicOf(message.tag),
      },
    );
    let status: number;
    try {
      const answer = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers,
        body: details.body === null ? null : new Uint8Array(details.body),
        redirect: 'error',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      status = answer.status;
      await answer.body?.cancel();
    } catch {
      return 'failed';
    }
    if (status === 404 || status === 410) {
      await this.store.removeEndpoint(sub.endpoint);
      return 'gone';
    }
    return status >= 200 && status < 300 ? 'sent' : 'failed';
  }
}

/** A push topic (RFC 8030: up to 32 URL-safe characters) from a notification's tag. */
function topicOf(tag: string): string {
  return tag.replace(/[^A-Za-z0-9_-]/g, '').slice(-32) || 'alert';
}
