import type Database from 'better-sqlite3';
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

/** Follows and challenges on SQLite (see friends.ts). */
export class SqliteFriends implements FriendsStore {
  constructor(private readonly sql: (text: string) => Database.Statement) {}

  async follow(follower: string, followed: string, at: number): Promise<void> {
    this.sql(
      'INSERT INTO follows (follower, followed, created_at) VALUES (?, ?, ?) ON CONFLICT (follower, followed) DO NOTHING',
    ).run(follower, followed, at);
  }

  async unfollow(follower: string, followed: string): Promise<boolean> {
    return (
      this.sql('DELETE FROM follows WHERE follower = ? AND followed = ?').run(follower, followed).changes > 0
    );
  }

  async following(follower: string): Promise<{ id: string; name: string }[]> {
    return this.sql(
      'SELECT u.id, u.name FROM follows f JOIN users u ON u.id = f.followed WHERE f.follower = ? ORDER BY u.name, u.id',
    ).all(follower) as { id: string; name: string }[];
  }

  async followers(followed: string, limit: number): Promise<string[]> {
    const rows = this.sql('SELECT follower FROM follows WHERE followed = ? LIMIT ?').all(followed, limit);
    return (rows as { follower: string }[]).map((r) => r.follower);
  }

  async addChallenge(c: StoredChallenge): Promise<void> {
    this.sql(
      'INSERT INTO challenges (id, from_user, to_user, preset, clock, rated, status, created_at, expires_at, table_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(...challengeValues(c));
  }

  async challenge(id: string): Promise<NamedChallenge | null> {
    const row = this.sql(`${CHALLENGE_SELECT} WHERE c.id = ?`).get(id) as ChallengeRow | undefined;
    return row ? challengeOf(row) : null;
  }

  async pendingChallenges(user: string, now: number): Promise<NamedChallenge[]> {
    const rows = this.sql(
      `${CHALLENGE_SELECT} WHERE (c.to_user = ? OR c.from_user = ?) AND c.status = 'pending' AND c.expires_at > ? ORDER BY c.created_at DESC LIMIT 50`,
    ).all(user, user, now) as ChallengeRow[];
    return rows.map(challengeOf);
  }

  async settleChallenge(
    id: string,
    status: Exclude<ChallengeStatus, 'pending'>,
    now: number,
    table: string | null,
  ): Promise<boolean> {
    const r = this.sql(
      "UPDATE challenges SET status = ?, table_id = ? WHERE id = ? AND status = 'pending' AND expires_at > ?",
    ).run(status, table, id, now);
    return r.changes > 0;
  }

  async challengeTable(id: string, table: string): Promise<void> {
    this.sql('UPDATE challenges SET table_id = ? WHERE id = ?').run(table, id);
  }

  async expireChallenges(user: string, now: number): Promise<number> {
    const r = this.sql(
      "UPDATE challenges SET status = 'expired' WHERE (to_user = ? OR from_user = ?) AND status = 'pending' AND expires_at <= ?",
    ).run(user, user, now);
    return Number(r.changes);
  }
}
