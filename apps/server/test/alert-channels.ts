/** Push and mail channels for the notifier that keep what they are given (for tests). */
import type { MailContent } from '../src/alerts/mail-content.js';
import type { MailKind } from '../src/alerts/mail-queue.js';
import type { MailChannel, PushChannel } from '../src/alerts/notifier.js';
import type { PushMessage } from '../src/alerts/push-sender.js';

export interface KeptMail {
  readonly kind: MailKind;
  readonly address: string;
  readonly content: MailContent;
  readonly at: number;
}

export interface KeepingChannels {
  readonly push: PushChannel;
  readonly mail: MailChannel;
  /** Every push, in order (each one "sent"). */
  readonly pushed: PushMessage[];
  /** Every mail queued, in order. */
  readonly mailed: KeptMail[];
}

/** Channels that keep every push and mail; unsubscribe links point at http://x. */
export function keepingChannels(): KeepingChannels {
  const pushed: PushMessage[] = [];
  const mailed: KeptMail[] = [];
  return {
    pushed,
    mailed,
    push: {
      send: async (_sub, message) => {
        pushed.push(message);
        return 'sent';
      },
    },
    mail: {
      enabled: true,
      unsubscribeUrl: (token) => `http://x/api/mail/unsubscribe?token=${token}`,
      enqueue: async (kind, _user, address, content, at) => {
        mailed.push({ kind, address, content, at });
      },
    },
  };
}
