import type { GuestResponse, PlayerPage, PublicUser } from '@carcassonne/protocol';

/** Who this browser is: a user and its secret, kept in localStorage (the server keeps only a hash). */
export interface Identity {
  readonly user: PublicUser;
  readonly secret: string;
}

const KEY = 'carcassonne.identity';

function storage(): Storage | null {
  try {
    return localStorage;
  } catch {
    return null;
  }
}

export function loadIdentity(): Identity | null {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Identity;
    return typeof v?.secret === 'string' && typeof v?.user?.id === 'string' ? v : null;
  } catch {
    return null;
  }
}

/** Forget this browser's identity (after signing out). */
export function clearIdentity(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}

export function saveIdentity(identity: Identity): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(identity));
  } catch {
    /* private mode: this tab only */
  }
}

/** A refusal carries the server's code (`SERVER_ERROR_CODES`), which pages word with `errorText`. */
export type ApiResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export async function call<T>(path: string, body?: unknown): Promise<ApiResult<T>> {
  try {
    const response = await fetch(
      path,
      body === undefined
        ? {}
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
    const json = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } };
    if (!response.ok) {
      const message = json.error?.message ?? `HTTP ${response.status}`;
      return { ok: false, code: json.error?.code ?? 'server-error', message };
    }
    return { ok: true, value: json as T };
  } catch (e) {
    return { ok: false, code: 'disconnected', message: (e as Error).message };
  }
}

const DEVICE_KEY = 'carcassonne.device';

/** This browser's own random id, made once and kept (sent with new guests and logins; none in private mode). */
function deviceId(): { device?: string } {
  try {
    const store = storage();
    if (!store) return {};
    let id = store.getItem(DEVICE_KEY);
    if (id === null || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
      const bytes = crypto.getRandomValues(new Uint8Array(18));
      id = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_');
      store.setItem(DEVICE_KEY, id);
    }
    return { device: id };
  } catch {
    return {};
  }
}

export const createGuest = (name: string) => call<GuestResponse>('/api/guests', { name, ...deviceId() });
export const register = (id: Identity, username: string, password: string) =>
  call<{ user: PublicUser }>('/api/register', { user: id.user.id, secret: id.secret, username, password });
export const login = (username: string, password: string) =>
  call<GuestResponse>('/api/login', { username, password, ...deviceId() });
export const playerPage = (id: string) => call<PlayerPage>(`/api/players/${encodeURIComponent(id)}`);
export const recordUrl = (table: string, invite: string | null) =>
  `/api/tables/${encodeURIComponent(table)}/record${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;
