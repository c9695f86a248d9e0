import {
  cleanChat,
  type ClientMessage,
  type ClientMessageOf,
  type ClientMessageType,
  type LobbyFilter,
  type PublicUser,
  type ReplyResults,
} from '@carcassonne/protocol';
import type { Limiter } from '../core/limiter.js';
import type { TokenBucket } from '../core/rate-limit.js';
import { CATCH_UPS } from '../core/socket-limits.js';
import { hashSecret } from '../core/identity.js';
import { authenticate } from '../accounts/sessions.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import { planTable } from '../tables/table-plan.js';
import { myGames } from '../tables/my-games.js';
import type { TableRoom } from '../tables/table-room.js';
import { withinCaps, type TableCaps } from '../tables/table-caps.js';
import type { Connection } from '../core/transport.js';
import type { Friends } from '../social/friends.js';
import type { Presence } from '../social/presence.js';
import type { QuickGames } from '../social/quick-games.js';
import { SOCIAL_HANDLERS } from './social-handlers.js';
import type { Moderation } from '../moderation/service.js';
import { rematchRefusal, seatRefusal } from '../moderation/guard.js';
import { rematchOpener, type TableHost } from '../tables/table-host.js';
import { signedIn, type SignedIn } from './signed-in.js';

export interface Session {
  user: PublicUser | null;
  /** The hash of the secret this connection signed in with (to close it when that secret is revoked). */
  secretHash?: string;
  readonly watching: Set<string>;
  /** Messages of one connection are handled one after another, in arrival order. */
  queue: Promise<void>;
  /** Catch-ups this connection may still ask for (`CATCH_UPS`). */
  readonly catchUps: TokenBucket;
}

/** What the handlers need of the hub: its services, its rooms and its lobby. */
export interface HubCore extends TableHost {
  /** Tables one user or address may hold (waiting, or played with nobody present). */
  readonly caps: TableCaps;
  /** A table from memory, or loaded from the database. */
  roomFor(id: string): Promise<TableRoom | null>;
  /** Stop following a table. */
  leaveRoom(id: string, conn: Connection): Promise<void>;
  /** The end of a promise chain nobody waits for: its fault is logged, never thrown. */
  logged(work: Promise<unknown>, words: string, table: string): void;
  /** The tables in memory. */
  roomList(): Iterable<TableRoom>;
  /** The tables `user` hosts or created from `address` (the caps count only those). */
  tablesOf(user: string, address: string | null): Iterable<TableRoom>;
  /** Follow a page of the lobby and its changes (the page is sent at once), or stop. */
  followLobby(conn: Connection, on: boolean, filter: LobbyFilter): Outcome<{ on: boolean }>;
  /** Be told (or no longer) when a tournament changes (tournaments/followers.ts). */
  followTournament(
    conn: Connection,
    id: string,
    on: boolean,
    viewer: string | null,
  ): Promise<Outcome<{ on: boolean; version: number }>>;
  /** A line to a tournament's chat from a connection following it (tournaments/chat.ts). */
  tournamentChat(
    conn: Connection,
    user: PublicUser,
    id: string,
    text: string,
  ): Promise<Outcome<Record<string, never>>>;
  /** Whether the connection is still open. */
  connected(conn: Connection): boolean;
  /** Whether the user may chat now from this address (counted if so); null, or why not. */
  chatAllowed(userId: string, address: string): Promise<string | null>;
  /** The server's rate limiter (core/limiter.ts): in Redis with several processes. */
  readonly limiter: Limiter;
  /** The quick-game queue (social/quick-games.ts). */
  readonly quick: QuickGames;
  /** Follows, presence and challenges (social/friends.ts). */
  readonly friends: Friends;
  /** Who is online, for the other processes (social/presence.ts). */
  readonly presence: Pick<Presence, 'arrived'>;
  /** Bans, mutes and blocks (moderation/service.ts). */
  readonly moderation: Moderation;
}

/** One request being handled: who sent it and where. `key` identifies the message id per sender. */
export interface RequestContext {
  readonly hub: HubCore;
  readonly conn: Connection;
  readonly session: Session;
  readonly key: string;
}

/** The result of a request of type K (or why it is refused), now or later. */
type Type = ClientMessageType;
export type Answer<K extends Type> = Outcome<ReplyResults[K]> | Promise<Outcome<ReplyResults[K]>>;
export type Handler<K extends Type> = (request: RequestContext, message: ClientMessageOf<K>) => Answer<K>;
/** A handler for every client message type: a new message type does not compile until it has one. */
export type HandlerTable = { readonly [K in Type]: Handler<K> };

type TableMessageType = { [K in Type]: ClientMessageOf<K> extends { table: string } ? K : never }[Type];

const noSuchTable = () => failure('no-such-table', 'there is no such table');

/** A handler for signed-in users at an existing table. */
function atTable<K extends TableMessageType>(
  handler: (request: SignedIn, room: TableRoom, message: ClientMessageOf<K>) => Answer<K>,
): Handler<K> {
  return signedIn<K>((request, message) =>
    request.hub
      .roomFor(message.table)
      .then((room) => (room ? handler(request, room, message) : noSuchTable())),
  );
}

/** Why this user may not chat now (muted, banned, or over the rate limits), or null: every chat asks. */
async function chatRefusal({ hub, conn, user }: SignedIn) {
  const silenced = await hub.moderation.refusal(user.id, 'chat');
  if (silenced) return silenced;
  const refused = await hub.chatAllowed(user.id, conn.address ?? '');
  return refused === null ? null : failure('rate-limited', refused);
}

export const HANDLERS = {
  ping: () => success({}),

  async auth({ hub, session }, message) {
    const user = await authenticate(hub.storage, message.user, message.secret);
    if (!user) return failure('bad-credentials', 'unknown user or wrong secret');
    if (session.user && session.user.id !== user.id) {
      return failure('already-authenticated', 'this connection belongs to another user');
    }
    const first = session.user === null;
    session.user = user;
    session.secretHash = hashSecret(message.secret);
    // Online for the other processes before the answer (a failure waits for the next round).
    if (first) {
      await hub.presence.arrived(user.id);
      hub.friends.presenceChanged(user.id);
    }
    return success({ user });
  },

  lobby: ({ hub, conn }, { on, filter }) => hub.followLobby(conn, on, filter ?? {}),
  async 'tournament-follow'({ hub, conn, session }, { tournament, on }) {
    const viewer = session.user?.id ?? null;
    if (viewer !== null) await hub.moderation.know(viewer);
    return hub.followTournament(conn, tournament, on, viewer);
  },
  'tournament-chat': signedIn<'tournament-chat'>(async (request, message) => {
    const text = cleanChat(message.text);
    if (!text.ok) return text;
    return (
      (await chatRefusal(request)) ??
      request.hub.tournamentChat(request.conn, request.user, message.tournament, text.value)
    );
  }),

  async watch({ hub, conn, session }, message) {
    // A table not in memory (finished, or created by another process) is loaded on demand.
    const room = await hub.roomFor(message.table);
    if (!room) return noSuchTable();
    if (session.user) await hub.moderation.know(session.user.id);
    if (message.since !== undefined && message.since < room.currentSeq) {
      if (!session.catchUps.take(hub.clock.now())) {
        const words = `at most ${CATCH_UPS.burst} catch-ups at once, then one every ${1 / CATCH_UPS.perSecond} s`;
        return failure('rate-limited', words);
      }
    }
    const watched = await room
      .watch(conn, session.user, message.since, message.invite)
      .catch((e: unknown) => {
        // Not followed after all (the database failed on the way): not left among its followers either.
        hub.logged(hub.leaveRoom(room.id, conn), 'could not unwatch a table', room.id);
        throw e;
      });
    if (watched.ok && hub.connected(conn)) session.watching.add(room.id);
    else hub.logged(hub.leaveRoom(room.id, conn), 'could not unwatch a table', room.id);
    return watched;
  },

  unwatch({ hub, conn, session }, message) {
    session.watching.delete(message.table);
    return hub.leaveRoom(message.table, conn).then(() => success({}));
  },

  create: signedIn<'create'>(async ({ hub, conn, user }, message) => {
    const address = conn.address ?? null;
    const allowed = withinCaps(hub.tablesOf(user.id, address), hub.caps, user, address, { open: true });
    if (!allowed.ok) return allowed;
    const banned = await hub.moderation.refusal(user.id, 'play');
    if (banned) return banned;
    const plan = planTable(message, user, hub.clock.now(), hub.testOptions);
    if (!plan.ok) return plan;
    await hub.storage.createTable(plan.value);
    const room = hub.openTable(plan.value, user.name, address);
    return success({ table: room.id, invite: plan.value.invite });
  }),

  games: signedIn<'games'>(async ({ hub, user }) => success({ games: await myGames(hub, user.id) })),

  join: atTable<'join'>(
    async ({ hub, user }, room, message) =>
      (await seatRefusal(hub.moderation, user.id, room)) ?? room.join(user, message.seat, message.invite),
  ),
  leave: atTable<'leave'>(({ user }, room) => room.leave(user)),
  start: atTable<'start'>(({ hub, conn, user }, room) => {
    if (room.host === user.id && room.currentStatus === 'open') {
      const check = { open: false, except: room };
      const address = conn.address ?? null;
      const allowed = withinCaps(hub.tablesOf(user.id, address), hub.caps, user, address, check);
      if (!allowed.ok) return allowed;
    }
    return room.start(user);
  }),
  cancel: atTable<'cancel'>(({ user }, room) => room.cancel(user)),
  remove: atTable<'remove'>(({ user }, room, message) => room.remove(user, message.seat)),
  move: atTable<'move'>(({ user, key }, room, { move, version }) => room.move(user, move, version, key)),
  resume: atTable<'resume'>(({ user }, room) => room.resume(user)),
  resign: atTable<'resign'>(({ user }, room) => room.resign(user)),
  abort: atTable<'abort'>(({ user }, room) => room.abort(user)),
  berserk: atTable<'berserk'>(({ user }, room) => room.berserk(user)),
  rematch: atTable<'rematch'>(
    async ({ hub, conn, user }, room) =>
      (await rematchRefusal(hub.moderation, user.id, room)) ??
      room.rematch(user, rematchOpener(hub, user, conn.address ?? null)),
  ),
  chat: atTable<'chat'>(async (request, room, message) => {
    const text = cleanChat(message.text);
    if (!text.ok) return text;
    return (await chatRefusal(request)) ?? room.chat(request.conn, request.user, text.value);
  }),
  'spectator-chat': atTable<'spectator-chat'>(({ user }, room, { on }) => room.setSpectatorChat(user, on)),
  ...SOCIAL_HANDLERS,
} satisfies HandlerTable;

const TABLE: HandlerTable = HANDLERS;

/** Run the handler of a message's type; its answer is the result type of that message. */
export function handle<K extends Type>(
  type: K,
  request: RequestContext,
  message: ClientMessageOf<K>,
): Answer<K> {
  const handler: Handler<K> = TABLE[type];
  return handler(request, message);
}

/** Any validated message, answered by its type's handler. */
export const handleMessage = (request: RequestContext, message: ClientMessage): Answer<Type> =>
  handle(message.type, request, message);
