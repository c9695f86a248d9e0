import type { Aids, GameView, ReplayEvent, ReplayReport } from '@carcassonne/engine';
import type { ClientMessageType, MessageId, SeatSpec, TimeControl } from './client.js';
import type { ErrorCode, Problem } from './errors.js';
import type { SeatBot } from './seats.js';
import type { RatingInfo } from './ratings.js';
import type { SocialMessage, SocialResults } from './social.js';
import type {
  TournamentChatMessage,
  TournamentChatRemovedMessage,
  TournamentMessage,
  TournamentResults,
} from './tournament-messages.js';
import type { Sanction } from './moderation.js';
import type { EndedBy } from './endings.js';
import type { TableDelta } from './deltas.js';

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
  | ({
      readonly kind: 'human';
      readonly user: string;
      readonly name: string;
      readonly connected: boolean;
      /** A bot plays this seat until the player comes back (timeout or absence). */
      readonly substitute: boolean;
    } & SeatPresence)
  | { readonly kind: 'bot'; readonly bot: SeatBot; readonly level: number; readonly name: string };

/** `closed`: ended without a result (cancelled by the host, or expired: docs/server/tables.md, "Tables that expire"). */
export type TableStatus = 'open' | 'playing' | 'finished' | 'closed';

/** Why a table was closed without a result. */
export type ClosedReason = 'cancelled' | 'host-away' | 'abandoned' | 'moderator';

/** Why a bot plays a person's seat: see `SeatPresence.reason`. */
export type BotReason = 'absent' | 'timeout' | 'timeouts' | 'resigned';

/**
 * What everyone at the table sees of a person's seat besides its occupant: since when the player
 * is away, when the bot takes over, why a bot plays it, how many moves it played since the player
 * last played, the clock. Old servers did not send these; clients treat them as absent.
 */
export interface SeatPresence {
  /** Since when the player is connected nowhere (ms since the epoch); null while connected. */
  readonly awaySince?: number | null;
  /** When the substitute bot takes the seat if the player does not come back; null if not counting. */
  readonly botAt?: number | null;
  /** Why a bot plays the seat (absent past the grace, out of time, too many timeouts, resigned). */
  readonly reason?: BotReason | null;
  /** Moves a bot played for this seat since the player last played or came back. */
  readonly botMoves?: number;
  /** Timeouts in a row (the seat goes to the bot after `CLOCK_BOUNDS.timeoutsToBot`). */
  readonly timeouts?: number;
  /** The player resigned: a bot plays the seat out and it is ranked last. */
  readonly resigned?: boolean;
  /** Arena: the player berserked (halved their own time bank). */
  readonly berserk?: boolean;
  /**
   * Time left in ms (bank clocks: the bank; move clocks: the time a move gets). For the seat due
   * it is the value at the start of the turn: it runs out at the table's `deadline`.
   */
  readonly bank?: number | null;
}

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
  /** How an abandoned seat is rated (absent: `unrated`); see docs/server/ratings.md. */
  readonly abandon?: 'unrated' | 'rated';
  /** Player aids for everyone at the table alike (absent: off); see docs/server/tables.md, "Player aids". */
  readonly aids?: boolean;
  /**
   * The tournament whose game this table plays (absent: none; docs/server/tournaments.md): the
   * server seated and started it, its bots play with nobody present, its results are the tournament's.
   */
  readonly tournament?: string;
  /** An arena tournament's table whose players may berserk (absent: no). */
  readonly berserk?: boolean;
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
  /** How the game ended (once finished): played to the end, won by resignation, or aborted. */
  readonly ending?: GameEnding | null;
  /** The table of the rematch, once a player asked for one. */
  readonly rematch?: string | null;
  /** On a table with aids, while the game is played: the aids of the position (public information only). */
  readonly aids?: Aids | null;
}

/** How a game ended and how it was rated (docs/server/ratings.md). */
export interface GameEnding {
  readonly end: 'played' | 'resigned' | 'aborted';
  /** Seats whose player resigned (ranked last). */
  readonly resigned: readonly number[];
  /** Seats left to the bot for absence until the end (a loss for them; unrated for the others). */
  readonly abandoned: readonly number[];
  /**
   * Of `abandoned`, the seats lost by running out of time too many times in a row (absent in
   * endings of older servers).
   */
  readonly timedOut?: readonly number[];
  readonly rated: boolean;
  /**
   * Why a game at a rated table of people ends unrated, when one of these (docs/server/ratings.md):
   * `early`, a seat's player made fewer moves than a rated game needs (an end then
   * is `aborted`, or a seat was left to the bot early); `repeated`, the same accounts have played
   * their rated games together for the day; `guest`, a seat's player is a guest (not a
   * registered account).
   */
  readonly unrated?: 'early' | 'repeated' | 'guest';
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
      /** A bot's move for a person's seat, and why (the game log marks it). */
      readonly for?: BotReason;
      /** Time left per seat after the move (ms; tables with a clock). */
      readonly banks?: readonly (number | null)[];
    }
  | {
      readonly kind: 'control';
      readonly seat: number;
      readonly by: 'player' | 'bot';
      readonly reason: BotReason | 'returned';
      /** On `returned`: the moves the bot played for the player while they were away. */
      readonly botMoves?: number;
    }
  /** The host role passed to another seated person (the host was away too long). */
  | { readonly kind: 'host'; readonly user: string; readonly name: string }
  /** The table closed without a result. */
  | { readonly kind: 'closed'; readonly reason: ClosedReason }
  | { readonly kind: 'resigned'; readonly seat: number }
  /** Arena: the seat's player halved their own time bank before their first move; every seat's time after it. */
  | { readonly kind: 'berserk'; readonly seat: number; readonly banks: readonly (number | null)[] }
  | { readonly kind: 'rematch'; readonly table: string; readonly by: string }
  | {
      readonly kind: 'finished';
      readonly scores: readonly number[];
      readonly winners: readonly string[];
      readonly ratings: readonly RatingChange[];
      /** How the game ended (absent in events of older servers: played to the end). */
      readonly ending?: GameEnding;
    };

export interface RatingChange {
  readonly user: string;
  readonly before: number;
  readonly after: number;
  /** The Glicko-2 deviation after the game (absent in events of older servers). */
  readonly deviation?: number;
  /** The rating after the game is provisional (its deviation above the bound): shown as "1500?". */
  readonly provisional?: boolean;
  /** The rating before the game was provisional. */
  readonly provisionalBefore?: boolean;
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
  /** Whether the table plays with player aids (absent: no). */
  readonly aids?: boolean;
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
  /** The player due is on vacation until then (their deadline is paused meanwhile). */
  readonly vacationUntil?: number | null;
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
export interface ReplyResults extends SocialResults, TournamentResults {
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
  readonly resign: { readonly seat: number };
  readonly berserk: { readonly seat: number };
  readonly abort: Record<string, never>;
  readonly rematch: { readonly table: string; readonly invite: string | null };
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
export type ReplyOrRefusal<
  K extends ClientMessageType = ClientMessageType,
  Refused = Problem,
  Replied = unknown,
> = ({ readonly ok: true; readonly result: ReplyResults[K] } & Replied) | ({ readonly ok: false } & Refused);

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
      /** On the last event of a batch: the new state whole, or what changed since the last (`delta`). */
      readonly state?: TableState;
      readonly delta?: TableDelta;
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
  /**
   * The strategic variant (docs/rules/strategic-variant.md): to a seated player's own
   * connections only, their hand (tile ids, oldest first) at `version`. Every other frame is the
   * same for everyone and shows hand sizes only.
   */
  | {
      readonly type: 'hand';
      readonly table: string;
      readonly seat: number;
      readonly version: number;
      readonly hand: readonly string[];
    }
  | {
      readonly type: 'chat';
      readonly table: string;
      readonly channel: ChatChannel;
      readonly lines: readonly ChatLine[];
    }
  | SocialMessage
  | TournamentMessage
  | TournamentChatMessage
  | TournamentChatRemovedMessage
  /** A moderator warned, muted or banned this user (also shown on their next page: `POST /api/standing`). */
  | { readonly type: 'sanction'; readonly sanction: Sanction }
  /** A moderator lifted this user's mute and ban. */
  | { readonly type: 'sanctions-lifted' }
  /** A moderator removed lines of a channel (by author and time): clients drop them from view. */
  | {
      readonly type: 'chat-removed';
      readonly table: string;
      readonly channel: ChatChannel;
      readonly lines: readonly { readonly user: string; readonly at: number }[];
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
  readonly ratings: readonly RatingInfo[];
  readonly games: readonly {
    readonly table: string;
    readonly preset: string;
    readonly finishedAt: number;
    readonly players: readonly { readonly name: string; readonly score: number }[];
    readonly won: boolean;
    readonly rated: boolean;
    /** How the game ended (absent from older servers). */
    readonly ended?: EndedBy;
  }[];
  /** Until when the player is on vacation (docs/server/tables.md, "Vacations"); absent or null: not now. */
  readonly vacationUntil?: number | null;
}

export type { SeatSpec, TimeControl, MessageId };
