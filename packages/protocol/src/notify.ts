import { Type, type Static } from '@sinclair/typebox';
import { Secret, UserId } from './client.js';

/**
 * Alerts outside the page (docs/server/alerts.md): which events alert a player, by which
 * channel, and when not. Bodies of the `/api/notify/*` and `/api/mail/*` routes.
 */

/**
 * Events that may alert a player (`challenge`: a friend's challenge to a game; `paired`: a round
 * of a tournament one plays is paired; `gameStart`: one's tournament game starts).
 */
export const ALERT_EVENTS = [
  'turn',
  'deadline',
  'ended',
  'joined',
  'challenge',
  'paired',
  'gameStart',
] as const;
export type AlertEvent = (typeof ALERT_EVENTS)[number];

const Channels = Type.Object({ push: Type.Boolean(), mail: Type.Boolean() }, { additionalProperties: false });
export type AlertChannels = Static<typeof Channels>;

/** `HH:MM`, 24-hour. */
const Clock = Type.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });

export const QuietHours = Type.Object(
  {
    from: Clock,
    to: Clock,
    /** An IANA time zone (`Europe/Berlin`); the server refuses one it does not know. */
    timeZone: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_+/-]+$' }),
  },
  { additionalProperties: false },
);
export type QuietHours = Static<typeof QuietHours>;

/** The languages alerts are worded in (those of the web page). */
export const ALERT_LANGUAGES = ['en', 'de', 'nl', 'sv'] as const;
export type AlertLanguage = (typeof ALERT_LANGUAGES)[number];
export const AlertLanguage = Type.Union([
  Type.Literal('en'),
  Type.Literal('de'),
  Type.Literal('nl'),
  Type.Literal('sv'),
]);

export const AlertSettings = Type.Object(
  {
    events: Type.Object(
      {
        turn: Channels,
        deadline: Channels,
        ended: Channels,
        joined: Channels,
        challenge: Channels,
        paired: Channels,
        gameStart: Channels,
      },
      { additionalProperties: false },
    ),
    /** How mails leave: one per event, one a day at most (a digest), or none. */
    mail: Type.Union([Type.Literal('immediate'), Type.Literal('digest'), Type.Literal('none')]),
    /** No push and no mail between `from` and `to` (mails wait for the end); null: none. */
    quiet: Type.Union([QuietHours, Type.Null()]),
    /** The language of pushes and mails (the page's when saved); English when absent. */
    lang: Type.Optional(AlertLanguage),
  },
  { additionalProperties: false },
);
export type AlertSettings = Static<typeof AlertSettings>;

const SignedIn = { user: UserId, secret: Secret };

export const AlertSettingsRequest = Type.Object(SignedIn, { additionalProperties: false });
export type AlertSettingsRequest = Static<typeof AlertSettingsRequest>;

export const SaveAlertSettingsRequest = Type.Object(
  { ...SignedIn, settings: AlertSettings },
  { additionalProperties: false },
);
export type SaveAlertSettingsRequest = Static<typeof SaveAlertSettingsRequest>;

/** A browser's push subscription (`PushSubscription.toJSON()`), with a label for its device. */
export const PushSubscribeRequest = Type.Object(
  {
    ...SignedIn,
    subscription: Type.Object(
      {
        endpoint: Type.String({ minLength: 10, maxLength: 1000 }),
        expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
        keys: Type.Object(
          {
            p256dh: Type.String({ pattern: '^[A-Za-z0-9_-]{80,100}={0,2}$' }),
            auth: Type.String({ pattern: '^[A-Za-z0-9_-]{16,32}={0,2}$' }),
          },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
    /** The page's language: alerts are worded in it from now on. */
    lang: Type.Optional(AlertLanguage),
  },
  { additionalProperties: false },
);
export type PushSubscribeRequest = Static<typeof PushSubscribeRequest>;

export const PushUnsubscribeRequest = Type.Object(
  { ...SignedIn, subscription: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) },
  { additionalProperties: false },
);
export type PushUnsubscribeRequest = Static<typeof PushUnsubscribeRequest>;

/** Set (or with `null`, remove) the address mails go to; a new one waits for its confirmation. */
export const MailAddressRequest = Type.Object(
  { ...SignedIn, address: Type.Union([Type.String({ minLength: 3, maxLength: 254 }), Type.Null()]) },
  { additionalProperties: false },
);
export type MailAddressRequest = Static<typeof MailAddressRequest>;

/** A confirmation or unsubscribe link's token. */
export const MailTokenQuery = Type.Object(
  { token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' }) },
  { additionalProperties: false },
);
export type MailTokenQuery = Static<typeof MailTokenQuery>;

/** A player's alert settings and channels, as `/api/notify/settings` answers. */
export interface AlertSettingsResponse {
  readonly settings: AlertSettings;
  /** Whether the server sends mail at all (`SMTP_URL` set). */
  readonly mailEnabled: boolean;
  /** Whether this player may receive mail (registered players only). */
  readonly mailAllowed: boolean;
  readonly address: { readonly address: string; readonly confirmed: boolean } | null;
  /** The server's public VAPID key (base64url) for `PushManager.subscribe`. */
  readonly pushKey: string;
  readonly subscriptions: readonly {
    readonly id: string;
    readonly label: string;
    readonly createdAt: number;
  }[];
}

/** What every player has before choosing: push for their turn, deadlines and endings; mail immediate. */
export const DEFAULT_ALERT_SETTINGS: AlertSettings = {
  events: {
    turn: { push: true, mail: true },
    deadline: { push: true, mail: true },
    ended: { push: true, mail: false },
    joined: { push: true, mail: false },
    challenge: { push: true, mail: true },
    paired: { push: true, mail: false },
    gameStart: { push: true, mail: true },
  },
  mail: 'immediate',
  quiet: null,
};

/**
 * Settings as kept, with the events added since they were saved given their defaults (a kept
 * body is never rewritten when an event is added).
 */
export function withAllEvents(kept: AlertSettings): AlertSettings {
  return { ...kept, events: { ...DEFAULT_ALERT_SETTINGS.events, ...kept.events } };
}
