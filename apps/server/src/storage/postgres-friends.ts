import type pg from 'pg';
import type { ChallengeStatus } from '@carcassonne/protocol';
import {
  CHALLENGE_SELECT,
  challengeOf,
  challengeValues,
  type ChallengeRow,
  type FriendsStore,
  type NamedChallenge,
  type StoredChallenge,
} from './friends.js';

type Query = (text: string, values?: readonly unknown[]) => Promise<pg.QueryResult>;

/** Follows and challenges on PostgreSQL (see friends.ts). */
export class PostgresFriends implements FriendsStore {
  constructor(private readonly query: Query) {}

  async follow(follower: string, followed: string, at: number): Promise<void> {
    await this.query(
      'INSERT INTO follows (follower, followed, created_at) VALUES ($1, $2, $3) ON CONFLICT (follower, followed) DO NOTHING',
      [follower, followed, at],
    );
  }

  async unfollow(follower: string, followed: string): Promise<boolean> {
    const r = await this.query('DELETE FROM follows WHERE follower = $1 AND followed = $2', [
      follower,
      followed,
    ]);
    return (r.rowCount ?? 0) > 0;
  }

  async following(follower: string): Promise<{ id: string; name: string }[]> {
    const r = await this.query(
      'SELECT u.id, u.name FROM follows f JOIN users u ON u.id = f.followed WHERE f.follower = $1 ORDER BY u.name, u.id',
      [follower],
    );
    return r.rows as { id: string; name: string }[];
  }

  async followers(followed: string, limit: number): Promise<string[]> {
    const r = await this.query('SELECT follower FROM follows WHERE followed = $1 LIMIT $2', [
      followed,
      limit,
    ]);
    return (r.rows as { follower: string }[]).map((row) => row.follower);
  }

  async addChallenge(c: StoredChallenge): Promise<void> {
    await this.query(
      'INSERT INTO challenges (id, from_user, to_user, preset, clock, rated, status, created_at, expires_at, table_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
      challengeValues(c),
    );
  }

  async challenge(id: string): Promise<NamedChallenge | null> {
    const r = await this.query(`${CHALLENGE_SELECT} WHERE c.id = $1`, [id]);
    const row = r.rows[0] as ChallengeRow | undefined;
    return row ? challengeOf(row) : null;
  }

  async pendingChallenges(user: string, now: number): Promise<NamedChallenge[]> {
    const r = await this.query(
      `${CHALLENGE_SELECT} WHERE (c.to_user = $1 OR c.from_user = $1) AND c.status = 'pending' AND c.expires_at > $2 ORDER BY c.created_at DESC LIMIT 50`,
      [user, now],
    );
    return (r.rows as ChallengeRow[]).map(challengeOf);
  }

  async settleChallenge(
    id: string,
    status: Exclude<ChallengeStatus, 'pending'>,
    now: number,
    table: string | null,
  ): Promise<boolean> {
    const r = await this.query(
      "UPDATE challenges SET status = $1, table_id = $2 WHERE id = $3 AND status = 'pending' AND expires_at > $4",
      [status, table, id, now],
    );
    return (r.rowCount ?? 0) > 0;
  }

  async challengeTable(id: string, table: string): Promise<void> {
    await this.query('UPDATE challenges SET table_id = $1 WHERE id = $2', [table, id]);
  }

  async expireChallenges(user: string, now: number): Promise<number> {
    const r = await this.query(
      "UPDATE challenges SET status = 'expired' WHERE (to_user = $1 OR from_user = $1) AND status = 'pending' AND expires_at <= $2",
      [user, now],
    );
    return r.rowCount ?? 0;
  }
}
