import {
  cleanChat,
  LIMITS,
  type ClientMessage,
  type ClientMessageOf,
  type ClientMessageType,
  type PublicUser,
  type ReplyResults,
} from '@carcassonne/protocol';
import type { Clock } from './clock.js';
import { hashSecret } from './identity.js';
import { failure, success, type Outcome } from './rooms/outcome.js';
import { planTable } from './rooms/table-plan.js';
import type { TableRoom } from './rooms/table-room.js';
import type { StoredTable, Storage } from './storage/types.js';
import type { Connection } from './transport.js';

/** Tables one host may have waiting for players at once. */
const MAX_OPEN_TABLES = 20;

export interface Session {
  user: PublicUser | null;
  readonly watching: Set<string>;
  /** Messages of one connection are handled one after another, in arrival order. */
  queue: Promise<void>;
}

/** What the handlers need of the hub: its services, its rooms and its lobby. */
export interface HubCore {
  readonly storage: Storage;
  readonly clock: Clock;
  /** Accept test-only table options (`testTiles`). */
  readonly testOptions: boolean;
  /** A table from memory, or loaded from the database. */
  roomFor(id: string): Promise<TableRoom | null>;
  /** Stop following a table. */
  leaveRoom(id: string, conn: Connection): Promise<void>;
  /** The tables in memory. */
  roomList(): Iterable<TableRoom>;
  /** A table just planned and stored: kept, announced to the other processes and the lobby. */
  openTable(table: StoredTable, hostName: string): TableRoom;
  /** Follow the lobby's changes (sends the public tables at once) or stop. */
  followLobby(conn: Connection, on: boolean): void;
  /** Whether the connection is still open. */
  connected(conn: Connection): boolean;
  /** Whether the user may chat now (counts the message if so). */
  chatAllowed(userId: string): boolean;
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
type SignedIn = RequestContext & { readonly user: PublicUser };

/** A handler for signed-in users only. */
function signedIn<K extends Type>(
  handler: (request: SignedIn, message: ClientMessageOf<K>) => Answer<K>,
): Handler<K> {
  return (request, message) => {
    const user = request.session.user;
    if (!user) return failure('not-authenticated', 'send "auth" first');
    return handler({ ...request, user }, message);
  };
}

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

export const HANDLERS = {
  ping: () => success({}),

  async auth({ hub, session }, message) {
    const user = await hub.storage.userBySecret(hashSecret(message.secret));
    if (!user || user.id !== message.user) return failure('bad-credentials', 'unknown user or wrong secret');
    if (session.user && session.user.id !== user.id) {
      return failure('already-authenticated', 'this connection belongs to another user');
    }
    session.user = user;
    return success({ user });
  },

  lobby({ hub, conn }, { on }) {
    hub.followLobby(conn, on);
    return success({ on });
  },

  async watch({ hub, conn, session }, message) {
    // A table not in memory (finished, or created by another process) is loaded on demand.
    const room = await hub.roomFor(message.table);
    if (!room) return noSuchTable();
    const watched = await room.watch(conn, session.user, message.since, message.invite);
    if (watched.ok && hub.connected(conn)) session.watching.add(room.id);
    else void hub.leaveRoom(room.id, conn);
    return watched;
  },

  unwatch({ hub, conn, session }, message) {
    session.watching.delete(message.table);
    return hub.leaveRoom(message.table, conn).then(() => success({}));
  },

  create: signedIn<'create'>(async ({ hub, user }, message) => {
    const waiting = [...hub.roomList()].filter(
      (r) => r.host === user.id && r.currentStatus === 'open',
    ).length;
    if (waiting >= MAX_OPEN_TABLES) {
      return failure('too-many-tables', `you already have ${waiting} tables waiting for players`);
    }
    const plan = planTable(message, user, hub.clock.now(), hub.testOptions);
    if (!plan.ok) return plan;
    await hub.storage.createTable(plan.value);
    const room = hub.openTable(plan.value, user.name);
    return success({ table: room.id, invite: plan.value.invite });
  }),

  games: signedIn<'games'>(async ({ hub, user }) => {
    const mine = [...hub.roomList()].filter((r) => r.currentStatus !== 'finished' && r.isSeated(user.id));
    // Tables this process only noted changes of are read again first (whose turn it is).
    await Promise.all(mine.map((r) => r.refresh().catch(() => undefined)));
    const games = mine.flatMap((r) => (r.currentStatus === 'finished' ? [] : (r.myGame(user.id) ?? [])));
    return success({ games });
  }),

  join: atTable<'join'>(({ user }, room, message) => room.join(user, message.seat, message.invite)),
  leave: atTable<'leave'>(({ user }, room) => room.leave(user)),
  start: atTable<'start'>(({ user }, room) => room.start(user)),
  move: atTable<'move'>(({ user, key }, room, { move, version }) => room.move(user, move, version, key)),
  resume: atTable<'resume'>(({ user }, room) => room.resume(user)),
  resign: atTable<'resign'>(({ user }, room) => room.resign(user)),
  abort: atTable<'abort'>(({ user }, room) => room.abort(user)),
  rematch: atTable<'rematch'>(({ hub, user }, room) =>
    room.rematch(user, async (table, hostName) => {
      await hub.storage.createTable(table);
      hub.openTable(table, hostName);
    }),
  ),
  chat: atTable<'chat'>(({ hub, conn, user }, room, message) => {
    const text = cleanChat(message.text);
    if (!text.ok) return text;
    if (!hub.chatAllowed(user.id)) {
      const words = `at most ${LIMITS.chatMessages} chat messages in ${LIMITS.chatWindowMs / 1000} s`;
      return failure('rate-limited', words);
    }
    return room.chat(conn, user, text.value);
  }),
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
