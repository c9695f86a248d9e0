/**
 * One sound for one event, however many tabs of this browser see it. Every tab following a table
 * (or reading "my games" in the lobby) finds the same new turn; the first to claim it plays the
 * sound, the others only mark their own tab's title. A claim is a Web Lock named after the event
 * and held for a while: the browser grants a name to one tab at a time, so two tabs handling the
 * same WebSocket frame in the same instant cannot both win. (A record in localStorage, even
 * written under a lock, can lose that race: another tab's copy of the storage is updated a moment
 * later.) A browser without Web Locks keeps the claims in localStorage.
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

/** What `claimWithLocks` needs of the browser's `navigator.locks`. */
export interface ClaimLocks {
  request(
    name: string,
    options: { ifAvailable: true },
    callback: (lock: unknown) => Promise<void> | undefined,
  ): Promise<unknown>;
}

/** How long any claim holds its kind and table: the lobby's reading interval (`GAMES_REFRESH_MS`). */
export const PAIR_HOLD_MS = 30_000;

/** Takes the lock `name` if no tab holds it, and then holds it for `ms`; whether it was taken. */
function takeFor(locks: ClaimLocks, name: string, ms: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        return lock === null ? undefined : new Promise<void>((done) => setTimeout(done, ms));
      })
      .catch(() => resolve(true));
  });
}

/**
 * The claim as locks (named after the exact event, or after the kind and table for the lobby's
 * reading): true when this tab took it. Any claim also holds the kind and table for
 * `PAIR_HOLD_MS`, so that the lobby's reading of the same change yields to it.
 */
export async function claimWithLocks(locks: ClaimLocks, claim: AlertClaim): Promise<boolean> {
  const pair = `${LOCK}:${claim.kind}:${claim.table}`;
  if ('at' in claim) {
    if (!(await takeFor(locks, `${pair}:${claim.at}`, CLAIM_KEEP_MS))) return false;
    void takeFor(locks, pair, PAIR_HOLD_MS);
    return true;
  }
  return takeFor(locks, pair, Math.min(claim.withinMs, PAIR_HOLD_MS));
}

/** Claims the alert for this tab; true when it should play the sound. */
export async function claimAlert(claim: AlertClaim): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) return claimWithLocks(locks, claim);
  const store = localStore();
  return store ? claimIn(store, claim, Date.now()) : true;
}
