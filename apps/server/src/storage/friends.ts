import type { ChallengeStatus, TimeControl } from '@carcassonne/protocol';

/** A challenge as the database keeps it (names are read from `users`). */
export interface StoredChallenge {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly preset: string;
  readonly clock: TimeControl;
  readonly rated: boolean;
  readonly status: ChallengeStatus;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly table: string | null;
}

/** A challenge with its players' names. */
export interface NamedChallenge extends StoredChallenge {
  readonly fromName: string;
  readonly toName: string;
}

/**
 * Who follows whom, and challenges between players (`storage.friends`). Implemented on SQLite
 * (sqlite-friends.ts) and PostgreSQL (postgres-friends.ts) alike.
 */
export interface FriendsStore {
  /** `follower` follows `followed` (again: no change). */
  follow(follower: string, followed: string, at: number): Promise<void>;
  /** Stop following; false when `follower` did not follow `followed`. */
  unfollow(follower: string, followed: string): Promise<boolean>;
  /** The players `follower` follows, by name. */
  following(follower: string): Promise<{ id: string; name: string }[]>;
  /** Who follows `followed` (user ids, at most `limit`, in no particular order). */
  followers(followed: string, limit: number): Promise<string[]>;
  addChallenge(challenge: StoredChallenge): Promise<void>;
  challenge(id: string): Promise<NamedChallenge | null>;
  /** Pending challenges sent to or by `user` that lapse after `now`, newest first. */
  pendingChallenges(user: string, now: number): Promise<NamedChallenge[]>;
  /**
   * Settle a pending challenge (not lapsed at `now`): its new status and table. False when it was
   * not pending any more (answered meanwhile, elsewhere): the one answer that counts is the first.
   */
  settleChallenge(
    id: string,
    status: Exclude<ChallengeStatus, 'pending'>,
    now: number,
    table: string | null,
  ): Promise<boolean>;
  /** Set the table of an accepted challenge. */
  challengeTable(id: string, table: string): Promise<void>;
  /**
   * Write status `expired` on the challenges sent to or by `user` still `pending` though lapsed
   * at `now` (done as they are read); how many changed.
   */
  expireChallenges(user: string, now: number): Promise<number>;
}

/** The columns of a challenge row, as both databases return them. */
export interface ChallengeRow {
  id: string;
  from_user: string;
  to_user: string;
  preset: string;
  clock: string;
  rated: number | boolean;
  status: string;
  created_at: number | string;
  expires_at: number | string;
  table_id: string | null;
  from_name: string;
  to_name: string;
}

export const CHALLENGE_SELECT =
  'SELECT c.*, f.name AS from_name, t.name AS to_name FROM challenges c JOIN users f ON f.id = c.from_user JOIN users t ON t.id = c.to_user';

export function challengeOf(row: ChallengeRow): NamedChallenge {
  return {
    id: row.id,
    from: row.from_user,
    to: row.to_user,
    preset: row.preset,
    clock: JSON.parse(row.clock) as TimeControl,
    rated: row.rated === true || row.rated === 1,
    status: row.status as ChallengeStatus,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    table: row.table_id,
    fromName: row.from_name,
    toName: row.to_name,
  };
}

export const challengeValues = (c: StoredChallenge): unknown[] => [
  c.id,
  c.from,
  c.to,
  c.preset,
  JSON.stringify(c.clock),
  c.rated ? 1 : 0,
  c.status,
  c.createdAt,
  c.expiresAt,
  c.table,
];
