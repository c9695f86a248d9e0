import type { MergeResponse, SessionsResponse } from '@carcassonne/protocol';
import { call, type Identity } from './identity.js';

/**
 * Signing out, sessions, merging a guest, and the other identities this browser keeps: a guest
 * left for an account stays reachable here (nothing is silently orphaned) until it is merged or
 * has nothing left to finish.
 */

const signedIn = (id: Identity) => ({ user: id.user.id, secret: id.secret });

export const logout = (id: Identity, everywhere: boolean) =>
  call<{ revoked: number }>('/api/logout', { ...signedIn(id), ...(everywhere ? { everywhere: true } : {}) });
export const listSessions = (id: Identity) => call<SessionsResponse>('/api/sessions', signedIn(id));
export const revokeSession = (id: Identity, session: string) =>
  call<{ revoked: number }>('/api/sessions/revoke', { ...signedIn(id), session });
export const mergeGuest = (account: Identity, guest: Identity) =>
  call<MergeResponse>('/api/merge', {
    ...signedIn(account),
    guest: guest.user.id,
    guestSecret: guest.secret,
  });

const KEPT = 'carcassonne.kept-identities';

function keptStorage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** The other identities of this browser (guests left for an account, accounts left for a guest). */
export function keptIdentities(): Identity[] {
  try {
    const raw = keptStorage()?.getItem(KEPT);
    const list = raw ? (JSON.parse(raw) as Identity[]) : [];
    return Array.isArray(list)
      ? list.filter((v) => typeof v?.secret === 'string' && typeof v?.user?.id === 'string')
      : [];
  } catch {
    return [];
  }
}

function saveKept(list: readonly Identity[]): void {
  try {
    keptStorage()?.setItem(KEPT, JSON.stringify(list));
  } catch {
    /* private mode: this tab only */
  }
}

export function keepIdentity(id: Identity): void {
  saveKept([...keptIdentities().filter((k) => k.user.id !== id.user.id), id]);
}

export function forgetIdentity(userId: string): void {
  saveKept(keptIdentities().filter((k) => k.user.id !== userId));
}
