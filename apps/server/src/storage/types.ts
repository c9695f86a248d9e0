import type { MatchSetup } from '@carcassonne/engine';
import type { AlertStore } from './alerts.js';
import type {
  ChatChannel,
  ChatLine,
  GameEnding,
  PublicUser,
  SeatOccupant,
  TableEvent,
  TableSettings,
  TableStatus,
} from '@carcassonne/protocol';
import type { RatingStore, RatingUpdate } from './ratings.js';
import type { FriendsStore } from './friends.js';
import type { VacationStore } from './vacations.js';
import type { TournamentStore } from './tournaments.js';
import type { TournamentChatStore } from './tournament-chat.js';
import type { ModerationStore } from './moderation.js';
import type { AnalysisStore } from './analyses.js';

/**
 * Everything the server keeps, behind one async interface so that another database (PostgreSQL)
 * can replace SQLite. Every method that writes several rows does so atomically.
 */
export interface Storage {
  /** Blocks, reports, sanctions and the moderators' log (moderation.ts). */
  readonly moderation: ModerationStore;
  // ---- users ----------------------------------------------------------------------------
  createUser(user: { id: string; name: string; createdAt: number }, secretHash: string): Promise<void>;
  /** The user a secret (its hash) belongs to. */
  userBySecret(secretHash: string): Promise<PublicUser | null>;
  user(id: string): Promise<PublicUser | null>;
  addSecret(userId: string, secretHash: string, at: number): Promise<void>;
  /** Attach a username and password hash to a user; false when the username is taken. */
  setLogin(userId: string, username: string, passwordHash: string): Promise<boolean>;
  login(username: string): Promise<{ userId: string; passwordHash: string } | null>;

  // ---- accounts and sessions (accounts/sessions.ts) -------------------------------------
  /**
   * The user of a secret still in use: one unused for longer than `idleMs` is deleted and gives
   * null; otherwise its last use becomes `now` (written at most once a minute).
   */
  useSecret(secretHash: string, now: number, idleMs: number): Promise<PublicUser | null>;
  /** Name a secret's device (a short label from the browser), shown in the list of sessions. */
  labelSecret(secretHash: string, label: string): Promise<void>;
  /** A user's secrets, most recently used first; `id` is the first 16 digits of the secret's hash. */
  sessions(userId: string): Promise<SessionRow[]>;
  /** Delete one secret by its hash. */
  revokeSecret(secretHash: string): Promise<void>;
  /** Delete one of a user's secrets by its session id, or all of them (`null`); how many went. */
  revokeSessions(userId: string, sessionId: string | null): Promise<number>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** The registered user whose display name has this key (`nameKey`), if any. */
  nameHolder(nameKey: string): Promise<string | null>;
  /** Reserve a registered user's display name by its key; false when another user holds it. */
  reserveName(userId: string, nameKey: string): Promise<boolean>;
  /**
   * Move the finished games of one user (a guest) to another: their seats and moves name the other
   * user. Returns how many tables moved, and how many unfinished ones stay with the guest.
   */
  mergeFinishedGames(fromUser: string, intoUser: string): Promise<{ merged: number; unfinished: number }>;

  /** Alerts outside the page: push subscriptions, mail, settings (alerts.ts). */
  readonly alerts: AlertStore;
  /** Players' vacations (vacations.ts). */
  readonly vacations: VacationStore;
  /** Tournaments, their entries and their games' tables (tournaments.ts). */
  readonly tournaments: TournamentStore;
  /** The tournaments' chats (tournament-chat.ts). */
  readonly tournamentChat: TournamentChatStore;

  // ---- tables ---------------------------------------------------------------------------
  createTable(table: StoredTable): Promise<void>;
  /**
   * Change a table's row and seats, and append events, in one transaction (with the new ratings
   * of a game that ended without a move: a resignation). Returns the events stored: `events`,
   * then those the ratings' `rate` gave (computed inside the transaction, see `RatingUpdate`).
   */
  updateTable(
    id: string,
    change: TableChange,
    events: readonly StoredEvent[],
    ratings?: RatingUpdate,
  ): Promise<readonly StoredEvent[]>;
  /**
   * Append a move, its events, the table's new state and (when the move ended a rated game) the
   * new ratings, in one transaction. The move is kept in the row of its event (the one of its
   * seq, which `events` must hold). Fails if the move number exists. Returns the events stored,
   * as `updateTable` does.
   */
  commitMove(
    move: StoredMove,
    change: TableChange,
    events: readonly StoredEvent[],
    ratings?: RatingUpdate,
  ): Promise<readonly StoredEvent[]>;
  table(id: string): Promise<StoredTable | null>;
  /** Tables not finished (open or playing), to resume after a restart. */
  unfinishedTables(): Promise<StoredTable[]>;
  moves(tableId: string): Promise<StoredMove[]>;
  /** The move a user sent with this client message id, if it was accepted. */
  moveByClientId(tableId: string, userId: string, clientId: string): Promise<StoredMove | null>;
  /** The events after `seq`, in order; with `limit`, only the last `limit` of them. */
  eventsSince(tableId: string, seq: number, limit?: number): Promise<StoredEvent[]>;
  lastSeq(tableId: string): Promise<number>;

  // ---- chat -----------------------------------------------------------------------------
  /** Store a line; the channel keeps its newest `keep` lines (older ones are deleted). */
  addChat(tableId: string, channel: ChatChannel, line: ChatLine, keep: number): Promise<void>;
  recentChat(tableId: string, channel: ChatChannel, limit: number): Promise<ChatLine[]>;

  // ---- ratings and history --------------------------------------------------------------
  /** Glicko-2 ratings, leaderboards and rating history (ratings.ts). */
  readonly standings: RatingStore;
  finishedTablesOf(userId: string, limit: number): Promise<StoredTable[]>;

  /** Who follows whom, and challenges (friends.ts). */
  readonly friends: FriendsStore;
  // ---- analyses and puzzles (analyses.ts) ------------------------------------------------
  readonly analyses: AnalysisStore;

  /** Resolves when the database answers (readiness); rejects otherwise. */
  ping(): Promise<void>;
  /** A tiny real write (the schema's version row rewritten): fails while the database refuses writes. */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}

export type StoredSeat = SeatOccupant;

export interface SessionRow {
  readonly id: string;
  readonly createdAt: number;
  /** null: not used since it was made. */
  readonly lastUsedAt: number | null;
  readonly label: string | null;
}

export interface StoredTable {
  readonly id: string;
  readonly host: string;
  readonly game: string;
  readonly settings: TableSettings;
  readonly invite: string | null;
  readonly status: TableStatus;
  readonly seats: readonly StoredSeat[];
  /** Server-only: the seed (or test bag) and players; null until the game starts. */
  readonly setup: MatchSetup | null;
  readonly deadline: number | null;
  /** Seats a bot plays for an absent or timed-out player. */
  readonly substitutes: readonly number[];
  /** Test-only: how many tiles of the bag are played (null: all). */
  readonly testTiles: number | null;
  readonly createdAt: number;
  readonly finishedAt: number | null;
  /** Final scores by seat, once finished. */
  readonly scores: readonly number[] | null;
  /**
   * How the game ended (who resigned, left or ran out of time), once finished; null for a table
   * not finished, and for games finished before the column existed that nothing could fill.
   */
  readonly ending?: GameEnding | null;
}

export type TableChange = Partial<
  Pick<
    StoredTable,
    | 'host'
    | 'status'
    | 'seats'
    | 'setup'
    | 'deadline'
    | 'substitutes'
    | 'finishedAt'
    | 'scores'
    | 'ending'
    | 'settings'
  >
>;

export interface StoredMove {
  readonly tableId: string;
  /** 0-based; equals the state version the move was played against. */
  readonly number: number;
  readonly seat: number;
  readonly move: string;
  readonly userId: string | null;
  readonly clientId: string | null;
  readonly at: number;
  /** The seq of the move's event. */
  readonly seq: number;
}

export type { RatingUpdate } from './ratings.js';

export interface StoredEvent {
  readonly seq: number;
  readonly event: TableEvent;
}

/**
 * Thrown by a write that lost a race: the move number or event seq it appends already exists
 * (another process wrote first). The caller reloads the table and reports `stale-state`.
 */
export class StorageConflict extends Error {
  readonly code = 'stale-state';
  constructor(tableId: string) {
    super(`table ${tableId} changed meanwhile`);
  }
}
