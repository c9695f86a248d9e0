import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from './limits.js';
import { Secret, UserId } from './client.js';

/** Bodies of the HTTP API's POST requests (validated by the server before its handlers). */

export const Username = Type.String({ pattern: `^[A-Za-z0-9_.-]{3,${LIMITS.usernameLength}}$` });
export const Password = Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax });

/** A browser's own random id (kept in its storage): a ban may cover new guests made by it. */
export const DeviceId = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });

/** A new guest: the server answers with the user and its secret (kept by the browser). */
export const GuestRequest = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: LIMITS.nameLength * 4 }), device: Type.Optional(DeviceId) },
  { additionalProperties: false },
);
export type GuestRequest = Static<typeof GuestRequest>;

/** Keep this identity on other devices: attach a username and password to it. */
export const RegisterRequest = Type.Object(
  { user: UserId, secret: Secret, username: Username, password: Password },
  { additionalProperties: false },
);
export type RegisterRequest = Static<typeof RegisterRequest>;

/** Log in on another device: the same user id, a new secret for this device. */
export const LoginRequest = Type.Object(
  { username: Username, password: Password, device: Type.Optional(DeviceId) },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

/** A signed-in request of the HTTP API: who, and this browser's secret. */
const SignedIn = { user: UserId, secret: Secret };

/** Sign out: revoke this secret, or (`everywhere`) every secret of the user. */
export const LogoutRequest = Type.Object(
  { ...SignedIn, everywhere: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type LogoutRequest = Static<typeof LogoutRequest>;

/** The list of a user's sessions (`POST /api/sessions`). */
export const SessionsRequest = Type.Object(SignedIn, { additionalProperties: false });
export type SessionsRequest = Static<typeof SessionsRequest>;

/** A session's id: the first 16 hex digits of its secret's hash. */
export const SessionId = Type.String({ pattern: '^[0-9a-f]{16}$' });

/** Revoke one of the user's sessions. */
export const RevokeRequest = Type.Object(
  { ...SignedIn, session: SessionId },
  { additionalProperties: false },
);
export type RevokeRequest = Static<typeof RevokeRequest>;

/** Move a guest's finished games (this browser's former identity) into the signed-in account. */
export const MergeRequest = Type.Object(
  { ...SignedIn, guest: UserId, guestSecret: Secret },
  { additionalProperties: false },
);
export type MergeRequest = Static<typeof MergeRequest>;

export interface SessionInfo {
  readonly id: string;
  readonly createdAt: number;
  readonly lastUsedAt: number | null;
  /** The browser and system it was made on, when known ("Chrome · Linux"). */
  readonly label: string | null;
  /** The session of this request. */
  readonly current: boolean;
}

export interface SessionsResponse {
  readonly sessions: readonly SessionInfo[];
  /** A session unused for this long expires. */
  readonly idleDays: number;
}

export interface MergeResponse {
  /** Finished games moved to the account. */
  readonly merged: number;
  /** Unfinished games left with the guest (it stays usable to finish them). */
  readonly unfinished: number;
}
/**
 * `GET /api/tables`: one page of the public tables, newest first; the lobby's filter as query
 * text (`?game=the-city&seatsFree=1&search=ann&offset=20&limit=20`). At most 50 a page.
 */
export const TablesQuery = Type.Object(
  {
    game: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$' })),
    seatsFree: Type.Optional(
      Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')]),
    ),
    search: Type.Optional(
      Type.String({ maxLength: LIMITS.lobbySearchLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
    ),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
    limit: Type.Optional(Type.String({ pattern: '^(50|[1-4]?[0-9])$' })),
  },
  { additionalProperties: false },
);
export type TablesQuery = Static<typeof TablesQuery>;
