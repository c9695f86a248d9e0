import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from './limits.js';
import { Secret, UserId } from './client.js';

/** Bodies of the HTTP API's POST requests (validated by the server before its handlers). */

export const Username = Type.String({ pattern: `^[A-Za-z0-9_.-]{3,${LIMITS.usernameLength}}$` });
export const Password = Type.String({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax });

/** A new guest: the server answers with the user and its secret (kept by the browser). */
export const GuestRequest = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: LIMITS.nameLength * 4 }) },
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
  { username: Username, password: Password },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

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
