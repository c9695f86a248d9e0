import type { GameView, ReplayEvent, ReplayReport } from '@carcassonne/engine';
import type { ClientMessageType, MessageId, SeatSpec, TimeControl } from './client.js';
import type { ErrorCode, Problem } from './errors.js';
import type { SeatBot } from './seats.js';

/** Messages the server sends. Types only: the server builds them, clients read them. */

export interface PublicUser {
  readonly id: string;
  readonly name: string;
  /** Set once the user registered a username and password. */
  readonly username: string | null;
}

/** Who sits in a seat (what the database keeps). */
export type SeatOccupant =
  | { readonly kind: 'open' }
  | { readonly kind: 'human'; readonly user: string; readonly name: string }
  | { readonly kind: 'bot'; readonly bot: SeatBot; readonly level: number; readonly name: string };

/** A seat as followers of the table see it: the occupant, and for a person whether they are here. */
export type SeatState =
  | { readonly kind: 'open' }
  | {
      readonly kind: 'human';
      readonly user: string;
      readonly name: string;
      readonly connected: boolean;
      /** A bot plays this seat until the player comes back (timeout or absence). */
      readonly substitute: boolean;
    }
  | { readonly kind: 'bot'; readonly bot: SeatBot; readonly level: number; readonly name: string };

/** `closed`: ended without a result (cancelled by the host, or expired: docs/server.md, "Tables that expire"). */
export type TableStatus = 'open' | 'playing' | 'finished' | 'closed';

/** Why a table was closed without a result. */
export type ClosedReason = 'cancelled' | 'host-away' | 'abandoned';

export interface TableSettings {
  readonly preset: string;
  readonly options: Readonly<Record<string, boolean | string>>;
  readonly visibility: 'public' | 'private';
  readonly clock: TimeControl;
  /** Seconds of absence before a bot takes the seat; null for correspondence. */
  readonly grace: number | null;
  readonly rated: boolean;
  /** Whether spectators may chat (absent: yes); the host turns it off and on. */
  readonly spectatorChat?: boolean;
}

/** What everyone following a table sees: the same for players and spectators. */
export interface TableState {
  readonly id: string;
  readonly game: string;
  readonly status: TableStatus;
  readonly host: string;
  readonly hostName: string;
  /**
   * While the table waits (open) and its host is connected nowhere: when the host role passes to
   * the next seated person present, or the table closes if nobody is (ms since the epoch). While
   * it is played and no seated person is present: when it closes (the bots wait meanwhile).
   * Null otherwise.
   */
  readonly expires: number | null;
  readonly settings: TableSettings;
  readonly seats: readonly SeatState[];
  /** The public view once the game started (never the order of the bag). */
  readonly view: GameView | null;
  /** The seat whose decision is due (-1 when none: before the start, at the end). */
  readonly actor: number;
  /** When the seat to move runs out of time (ms since the epoch), if the table has a clock. */
  readonly deadline: number | null;
  /** The end-of-game report, once finished. */
  readonly report: ReplayReport | null;
}

/** What happened at a table, in order; each carries the table's sequence number. */
export type TableEvent =
  | { readonly kind: 'seat'; readonly seat: number; readonly occupant: SeatOccupant }
  | {
      readonly kind: 'started';
      readonly players: readonly { readonly name: string; readonly color: string }[];
    }
  | {
      readonly kind: 'move';
      readonly seat: number;
      readonly move: string;
      readonly version: number;
      readonly by: 'player' | 'bot';
      readonly events: readonly ReplayEvent[];
    }
  | {
      readonly kind: 'control';
      readonly seat: number;
      readonly by: 'player' | 'bot';
      readonly reason: 'timeout' | 'absent' | 'returned';
    }
  /** The host role passed to another seated person (the host was away too long). */
  | { readonly kind: 'host'; readonly user: string; readonly name: string }
  /** The table closed without a result. */
  | { readonly kind: 'closed'; readonly reason: ClosedReason }
  | {
      readonly kind: 'finished';
      readonly scores: readonly number[];
      readonly winners: readonly string[];
      readonly ratings: readonly RatingChange[];
    };

export interface RatingChange {
  readonly user: string;
  readonly before: number;
  readonly after: number;
}

export interface TableSummary {
  readonly id: string;
  readonly game: string;
  readonly preset: string;
  readonly status: TableStatus;
  readonly host: string;
  readonly hostName: string;
  readonly seats: readonly SeatState[];
  readonly clock: TimeControl;
  readonly rated: boolean;
  readonly createdAt: number;
}

export interface MyGame {
  readonly table: string;
  readonly preset: string;
  readonly status: TableStatus;
  readonly seat: number;
  /** Seat whose decision is due (-1 before the start). */
  readonly actor: number;
  readonly yourTurn: boolean;
  readonly deadline: number | null;
  readonly invite: string | null;
}

export interface ChatLine {
  readonly user: string;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

export type ChatChannel = 'players' | 'spectators';

/**
 * Results of requests, by request type: a request of type K is answered by a `reply` whose
 * result is `ReplyResults[K]`, or by an `error`. The server's handlers are typed by it.
 */
export interface ReplyResults {
  readonly auth: { readonly user: PublicUser };
  readonly lobby: { readonly on: boolean };
  readonly cancel: { readonly seq: number };
  readonly remove: { readonly seat: number };
  readonly create: { readonly table: string; readonly invite: string | null };
  readonly join: { readonly seat: number };
  readonly leave: { readonly seat: number };
  readonly watch: { readonly seq: number; readonly seat: number | null; readonly channel: ChatChannel };
  readonly unwatch: Record<string, never>;
  readonly start: { readonly seq: number };
  readonly move: { readonly version: number; readonly seq: number };
  readonly resume: { readonly seat: number };
  readonly chat: Record<string, never>;
  readonly 'spectator-chat': { readonly on: boolean };
  readonly games: { readonly games: readonly MyGame[] };
  readonly ping: Record<string, never>;
}

/** The result of a request of type K. */
export type ReplyResult<K extends ClientMessageType> = ReplyResults[K];

/** The answer to a request of type K: its result, or why it was refused. */
export type ReplyFrame<K extends ClientMessageType = ClientMessageType> = {
  readonly type: 'reply';
  readonly replyTo: MessageId;
  readonly result: ReplyResults[K];
};
export type ErrorFrame = {
  readonly type: 'error';
  readonly code: ErrorCode;
  readonly message: string;
  readonly replyTo: MessageId | null;
};

/**
 * The answer to a request of type K as a client hands it on: the result the protocol declares for
 * K, or why it was refused. A client may add its own fields to either (`Refused`, `Replied`).
 */
export type Answer<K extends ClientMessageType = ClientMessageType, Refused = Problem, Replied = unknown> =
  | ({ readonly ok: true; readonly result: ReplyResults[K] } & Replied)
  | ({ readonly ok: false } & Refused);

export type ServerMessage =
  | { readonly type: 'hello'; readonly server: string; readonly protocol: number }
  | ReplyFrame
  | ErrorFrame
  /** One page of the lobby: `total` tables match the view's filter; this page starts at `offset`. */
  | {
      readonly type: 'lobby';
      readonly tables: readonly TableSummary[];
      readonly total: number;
      readonly offset: number;
    }
  | { readonly type: 'lobby-table'; readonly table: TableSummary }
  | { readonly type: 'lobby-remove'; readonly table: string }
  | {
      readonly type: 'event';
      readonly table: string;
      readonly seq: number;
      readonly event: TableEvent;
      readonly state?: TableState;
    }
  | { readonly type: 'state'; readonly table: string; readonly seq: number; readonly state: TableState }
  /** To the player whose decision is due: its legal moves in notation, for the view of `version`. */
  | {
      readonly type: 'legal';
      readonly table: string;
      readonly seat: number;
      readonly version: number;
      readonly moves: readonly string[];
    }
  | {
      readonly type: 'chat';
      readonly table: string;
      readonly channel: ChatChannel;
      readonly lines: readonly ChatLine[];
    };

export const PROTOCOL_VERSION = 1;

// Every request type has a declared result, and nothing else has one (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const everyRequestHasAResult: Same<keyof ReplyResults, ClientMessageType> = true;
void everyRequestHasAResult;

/** HTTP API bodies. */
export interface GuestResponse {
  readonly user: PublicUser;
  readonly secret: string;
}
export interface PlayerPage {
  readonly user: PublicUser;
  readonly ratings: readonly { readonly game: string; readonly rating: number; readonly games: number }[];
  readonly games: readonly {
    readonly table: string;
    readonly preset: string;
    readonly finishedAt: number;
    readonly players: readonly { readonly name: string; readonly score: number }[];
    readonly won: boolean;
    readonly rated: boolean;
  }[];
}

export type { SeatSpec, TimeControl, MessageId };
