import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { LIMITS } from './limits.js';
import { SeatSpec } from './seats.js';
import { socialSchemas } from './social.js';
import { tournamentSchemas } from './tournament-messages.js';

/**
 * Every message a client may send, as TypeBox schemas. The server validates each incoming
 * message against the schema of its `type` before any handler runs; unknown properties are refused.
 */

/** A message id as text: 1 to 64 characters, none of them a control character (NUL, newline, DEL …). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters an id may not hold
export const MESSAGE_ID_TEXT = /^[^\u0000-\u001f\u007f-\u009f]{1,64}$/;

/** A client-chosen message id; the reply (or error) carries it back as `replyTo`. */
export const MessageId = Type.Union([
  Type.String({ minLength: 1, maxLength: 64, pattern: MESSAGE_ID_TEXT.source }),
  Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER }),
]);
export type MessageId = Static<typeof MessageId>;

/** Whether a value is a usable message id (what a refusal may carry back as `replyTo`). */
export const isMessageId = (v: unknown): v is MessageId =>
  (typeof v === 'string' && MESSAGE_ID_TEXT.test(v)) ||
  (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0);

export const TableId = Type.String({ pattern: '^[A-Za-z0-9_-]{6,32}$' });
export const UserId = Type.String({ pattern: '^[A-Za-z0-9_-]{6,32}$' });
/** 128-bit secret as 32 hex digits. */
export const Secret = Type.String({ pattern: '^[0-9a-f]{32}$' });
export const InviteToken = Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' });
const Seq = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

export { SeatSpec };

export const TimeControl = Type.Union([
  Type.Object({ kind: Type.Literal('none') }, { additionalProperties: false }),
  /** Seconds per move. */
  Type.Object(
    { kind: Type.Literal('move'), seconds: Type.Integer({ minimum: 1, maximum: 3600 }) },
    { additionalProperties: false },
  ),
  /** Correspondence: days per move. */
  Type.Object(
    { kind: Type.Literal('days'), days: Type.Integer({ minimum: 1, maximum: 30 }) },
    { additionalProperties: false },
  ),
  /**
   * A time bank: `minutes` for the whole game, and `increment` seconds added after each move
   * (5 min + 10 s: `{kind: 'bank', minutes: 5, increment: 10}`). Values outside the bounds of
   * `CLOCK_BOUNDS` (clocks.ts) are refused at table creation with `bad-clock`.
   */
  Type.Object(
    {
      kind: Type.Literal('bank'),
      minutes: Type.Integer({ minimum: 0, maximum: 100_000 }),
      increment: Type.Integer({ minimum: 0, maximum: 100_000 }),
    },
    { additionalProperties: false },
  ),
]);
export type TimeControl = Static<typeof TimeControl>;

export const RuleOptions = Type.Record(
  Type.String({ pattern: '^[A-Za-z]{1,32}$' }),
  Type.Union([Type.Boolean(), Type.String({ maxLength: 32 })]),
  { maxProperties: 8 },
);

/**
 * The part of the public tables a lobby view shows: one page, newest first (docs/server/tables.md,
 * "The lobby"). The same fields page `GET /api/tables`.
 */
export const LobbyFilter = Type.Object(
  {
    /** Only tables of this game (`carcassonne`, `the-city`). */
    game: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,32}$' })),
    /** Only tables waiting for players with a seat free. */
    seatsFree: Type.Optional(Type.Boolean()),
    /** Words in the host's name, a seated player's name or the preset (case-insensitive). */
    search: Type.Optional(
      Type.String({ maxLength: LIMITS.lobbySearchLength, pattern: '^[^\\u0000-\\u001f\\u007f]*$' }),
    ),
    /** How many matching tables to skip (a later page). */
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: LIMITS.lobbyOffsetMax })),
  },
  { additionalProperties: false },
);
export type LobbyFilter = Static<typeof LobbyFilter>;

function message<K extends string, T extends Record<string, TSchema>>(type: K, fields: T) {
  return Type.Object({ type: Type.Literal(type), id: MessageId, ...fields }, { additionalProperties: false });
}

export const CLIENT_SCHEMAS = {
  /** Prove who you are: the user id and secret the server gave (guest or login). */
  auth: message('auth', { user: UserId, secret: Secret }),
  /**
   * Receive one page of the public tables (`filter`: which) now, then the changes of that view
   * only. A new `lobby` replaces the view; too many in a short time are refused (`rate-limited`).
   */
  lobby: message('lobby', { on: Type.Boolean(), filter: Type.Optional(LobbyFilter) }),
  create: message('create', {
    preset: Type.String({ minLength: 1, maxLength: 32 }),
    options: Type.Optional(RuleOptions),
    seats: Type.Array(SeatSpec, { minItems: 1, maxItems: 8 }),
    visibility: Type.Union([Type.Literal('public'), Type.Literal('private')]),
    clock: TimeControl,
    /** Seconds a disconnected player keeps the seat before a bot plays it (not for correspondence). */
    grace: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })),
    /**
     * A seat abandoned until the end (away past the grace period): `unrated` (the default) leaves
     * the others' ratings alone; `rated` rates everyone, the seat that left ranking last.
     */
    abandon: Type.Optional(Type.Union([Type.Literal('unrated'), Type.Literal('rated')])),
    rated: Type.Optional(Type.Boolean()),
    /** Player aids for everyone at the table alike (docs/server/tables.md, "Player aids"). */
    aids: Type.Optional(Type.Boolean()),
    /** Only on a server started with test options: play only the first N tiles of the bag. */
    testTiles: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  }),
  /** Take an open seat. */
  join: message('join', {
    table: TableId,
    seat: Type.Integer({ minimum: 0, maximum: 7 }),
    invite: Type.Optional(InviteToken),
  }),
  /** Give up a seat before the game starts. */
  leave: message('leave', { table: TableId }),
  /** Follow a table (player or spectator); `since` = the last seq seen, to get exactly what was missed. */
  watch: message('watch', { table: TableId, since: Type.Optional(Seq), invite: Type.Optional(InviteToken) }),
  unwatch: message('unwatch', { table: TableId }),
  /** The host closes a table before the start (everyone seated is told). */
  cancel: message('cancel', { table: TableId }),
  /** The host frees a seat before the start (a person or a bot; not the host's own: use leave). */
  remove: message('remove', { table: TableId, seat: Type.Integer({ minimum: 0, maximum: 7 }) }),
  /** The host starts the game once every seat is filled and at least one person sits. */
  start: message('start', { table: TableId }),
  /** A move in notation, played against the state version the client saw. */
  move: message('move', {
    table: TableId,
    move: Type.String({ minLength: 1, maxLength: 80 }),
    version: Type.Integer({ minimum: 0, maximum: 100_000 }),
  }),
  /** Take your seat back from the bot that played it while you were away. */
  resume: message('resume', { table: TableId }),
  /** Give up the game (any time while it is played; see docs/server/ratings.md). */
  resign: message('resign', { table: TableId }),
  /**
   * Arena: halve your own time bank before your first move (a won game then scores one point
   * more); only at a table whose tournament allows berserk (docs/server/tournaments.md, "Arena").
   */
  berserk: message('berserk', { table: TableId }),
  /** End the game without rating, before every player has made a move. */
  abort: message('abort', { table: TableId }),
  /** After the end: the same table again (same seats and options, seat order rotated). */
  rematch: message('rematch', { table: TableId }),
  chat: message('chat', {
    table: TableId,
    text: Type.String({ minLength: 1, maxLength: LIMITS.chatLength * 2 }),
  }),
  /** The host opens or closes the spectators' chat (players' chat stays open). */
  'spectator-chat': message('spectator-chat', { table: TableId, on: Type.Boolean() }),
  /** My unfinished games and whose turn it is. */
  games: message('games', {}),
  ping: message('ping', {}),
  ...socialSchemas(MessageId, TimeControl),
  ...tournamentSchemas(MessageId),
} as const;

export type ClientMessageType = keyof typeof CLIENT_SCHEMAS;
export type ClientMessageOf<K extends ClientMessageType> = Static<(typeof CLIENT_SCHEMAS)[K]>;
export type ClientMessage = { [K in ClientMessageType]: ClientMessageOf<K> }[ClientMessageType];
/** A request of type K as a client writes it: the message without its id (the client adds it). */
export type ClientRequest<K extends ClientMessageType = ClientMessageType> = K extends ClientMessageType
  ? Omit<ClientMessageOf<K>, 'id'>
  : never;
export const CLIENT_MESSAGE_TYPES = Object.keys(CLIENT_SCHEMAS) as ClientMessageType[];
