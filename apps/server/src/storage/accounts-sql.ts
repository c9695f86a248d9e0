import type { PublicUser } from '@carcassonne/protocol';
import type { SessionRow } from './types.js';

/** What both adapters share for sessions and accounts: the rules, apart from the SQL dialect. */

/** A session's id: the first 16 hex digits of its secret's hash (enough to tell them apart, useless to sign in). */
export const SESSION_ID_LENGTH = 16;

/** A secret's last use is written at most this often (not on every connection). */
export const TOUCH_EVERY_MS = 60_000;

export interface SecretRow {
  id: string;
  name: string;
  username: string | null;
  created_at: number;
  last_used_at: number | null;
}

/** What `useSecret` does with a secret's row: refuse (expired), use it, or use it and note the use. */
export function secretUse(
  row: SecretRow,
  now: number,
  idleMs: number,
): { user: PublicUser | null; expired: boolean; touch: boolean } {
  const last = row.last_used_at ?? row.created_at;
  if (now - last > idleMs) return { user: null, expired: true, touch: false };
  return {
    user: { id: row.id, name: row.name, username: row.username },
    expired: false,
    touch: now - last >= TOUCH_EVERY_MS,
  };
}

export interface SessionDbRow {
  hash: string;
  created_at: number;
  last_used_at: number | null;
  label: string | null;
}

export const sessionOf = (r: SessionDbRow): SessionRow => ({
  id: r.hash.slice(0, SESSION_ID_LENGTH),
  createdAt: r.created_at,
  lastUsedAt: r.last_used_at,
  label: r.label,
});

/** A seat's occupant names its user in its JSON text as `"user":"<id>"` (both adapters write it with JSON.stringify). */
export const occupantUser = (id: string) => `"user":${JSON.stringify(id)}`;
