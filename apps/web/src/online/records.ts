import type { RatingChange, SeatState, TableEvent } from '@carcassonne/protocol';
import type { CodedError } from '../game/errors.js';
import { hasKey, type T } from '../i18n/words.js';
import { loadIdentity, recordUrl } from './identity.js';

/**
 * A finished table's record as text: with the invite when known, and as this browser's user (its
 * secret as a bearer token), so that a private game's own players need no invite.
 */
export async function fetchRecord(
  table: string,
  invite: string | null,
): Promise<{ ok: true; text: string } | ({ ok: false } & CodedError)> {
  const me = loadIdentity();
  try {
    const response = await fetch(recordUrl(table, invite), {
      headers: me ? { authorization: `Bearer ${me.secret}` } : {},
    });
    const text = await response.text();
    if (response.ok) return { ok: true, text };
    let error: { code?: string; message?: string } | undefined;
    try {
      error = (JSON.parse(text) as { error?: { code?: string; message?: string } }).error;
    } catch {
      error = undefined;
    }
    return {
      ok: false,
      code: error?.code ?? 'server-error',
      message: error?.message ?? `HTTP ${response.status}`,
    };
  } catch (e) {
    return { ok: false, code: 'disconnected', message: (e as Error).message };
  }
}

/** Save a finished table's record as a file (`<table>.carc.json`); a refusal is returned. */
export async function downloadRecord(table: string, invite: string | null): Promise<CodedError | null> {
  const r = await fetchRecord(table, invite);
  if (!r.ok) return r;
  const url = URL.createObjectURL(new Blob([r.text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${table}.carc.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return null;
}

/** A seat's rating before and after a game; provisional ones are shown with a question mark. */
export type RatingShift = {
  readonly before: number;
  readonly after: number;
  readonly provisional?: boolean;
  readonly provisionalBefore?: boolean;
} | null;

/** Each seat's rating before and after a rated game (null for a bot or an unrated game), from its end. */
export function ratingChanges(
  events: readonly { readonly event: TableEvent }[],
  seats: readonly SeatState[],
): RatingShift[] {
  const end = events.find((e) => e.event.kind === 'finished')?.event;
  const changes: readonly RatingChange[] = end?.kind === 'finished' ? end.ratings : [];
  return seats.map((s) => {
    const c = s.kind === 'human' ? changes.find((r) => r.user === s.user) : undefined;
    return c
      ? {
          before: c.before,
          after: c.after,
          provisional: c.provisional === true,
          provisionalBefore: c.provisionalBefore === true,
        }
      : null;
  });
}

/** A game's name in the page's language (`carcassonne`, `the-city`: the ids ratings are kept under). */
export function gameName(t: T, game: string): string {
  const key = `game.${game}`;
  return hasKey(key) ? t(key) : game;
}
