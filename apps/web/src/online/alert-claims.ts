/**
 * One sound for one event, however many tabs of this browser see it. Every tab following a table
 * (or reading "my games" in the lobby) finds the same new turn; the first to claim it plays the
 * sound, the others only mark their own tab's title. Claims are kept in localStorage and made
 * under a Web Lock, so that two tabs handling the same WebSocket frame in the same instant cannot
 * both win; a browser without Web Locks claims without one.
 */

/** A claim in the store: when an alert was played, by its exact event and by kind and table. */
type Claims = Record<string, number>;

const KEY = 'carcassonne.alerts.played';
const LOCK = 'carcassonne.alerts.claim';
/** How long a claim is kept (longer than any tab needs to see the same event). */
export const CLAIM_KEEP_MS = 120_000;

/**
 * An alert as a tab saw it. A table's tab names the moment (`at`: the same in every tab, e.g. the
 * game's version when the turn came — not the last event's number, which two tabs may render at
 * different frames); the lobby's reading of "my games" cannot, so it yields to any alert of the
 * same kind at the same table within `withinMs` (its own reading interval).
 */
export type AlertClaim =
  | { readonly kind: string; readonly table: string; readonly at: string }
  | { readonly kind: string; readonly table: string; readonly withinMs: number };

/** Reads and writes the claims (localStorage in the page; a map in the tests). */
export interface ClaimStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function read(store: ClaimStore, now: number): Claims {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store.getItem(KEY) ?? '{}');
  } catch {
    parsed = {};
  }
  const claims: Claims = {};
  if (parsed && typeof parsed === 'object') {
    for (const [id, at] of Object.entries(parsed)) {
      if (typeof at === 'number' && now - at < CLAIM_KEEP_MS) claims[id] = at;
    }
  }
  return claims;
}

/**
 * Whether this tab is the first to claim the alert (and so plays its sound); records the claim.
 * Synchronous: call it under the lock (`claimAlert`).
 */
export function claimIn(store: ClaimStore, claim: AlertClaim, now: number): boolean {
  const claims = read(store, now);
  const pair = `${claim.kind}:${claim.table}`;
  if ('at' in claim) {
    const exact = `${pair}:${claim.at}`;
    if (claims[exact] !== undefined) return false;
    claims[exact] = now;
  } else {
    const last = claims[pair];
    if (last !== undefined && now - last < claim.withinMs) return false;
  }
  claims[pair] = now;
  try {
    store.setItem(KEY, JSON.stringify(claims));
  } catch {
    // A full or refused store: this tab plays, as it would alone.
  }
  return true;
}

function localStore(): ClaimStore | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

/** Claims the alert for this tab; true when it should play the sound. */
export async function claimAlert(claim: AlertClaim): Promise<boolean> {
  const store = localStore();
  if (!store) return true;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return claimIn(store, claim, Date.now());
  try {
    return await locks.request(LOCK, () => claimIn(store, claim, Date.now()));
  } catch {
    return claimIn(store, claim, Date.now());
  }
}
