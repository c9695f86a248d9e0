import type { AnyRecord } from '@carcassonne/engine';
import type { Seat } from './types.js';
import { isSeatKind } from './seats.js';

/**
 * Local games kept in localStorage after every move, so a reload or a closed tab loses
 * nothing. One entry per game (its full record, who sits where), newest first; the id of the
 * game on screen is remembered separately so a reload opens it again.
 */
export interface SavedGame {
  readonly id: string;
  readonly record: AnyRecord;
  readonly seats: readonly Seat[];
  readonly seed: string;
  readonly savedAt: number;
  readonly finished: boolean;
  readonly moves: number;
  readonly tilesLeft: number;
  /** Player aids on for this game (absent: off). */
  readonly aids?: boolean;
}

export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const GAMES_KEY = 'carcassonne.games';
const CURRENT_KEY = 'carcassonne.current';
/** Enough for a few unfinished games; older ones drop off. */
export const MAX_SAVES = 12;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function isSeat(v: unknown): v is Seat {
  return isObject(v) && typeof v.name === 'string' && typeof v.color === 'string' && isSeatKind(v.kind);
}

function isSaved(v: unknown): v is SavedGame {
  return (
    isObject(v) &&
    typeof v.id === 'string' &&
    isObject(v.record) &&
    Array.isArray(v.record.moves) &&
    Array.isArray(v.seats) &&
    v.seats.every(isSeat) &&
    typeof v.seed === 'string' &&
    typeof v.savedAt === 'number' &&
    typeof v.finished === 'boolean' &&
    typeof v.moves === 'number' &&
    typeof v.tilesLeft === 'number'
  );
}

/** Every saved game, newest first; anything unreadable is skipped. */
export function readSaves(storage: SaveStorage | null): SavedGame[] {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(GAMES_KEY) ?? null;
  } catch {
    return [];
  }
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list) ? list.filter(isSaved).sort((a, b) => b.savedAt - a.savedAt) : [];
  } catch {
    return [];
  }
}

function writeAll(storage: SaveStorage, list: readonly SavedGame[]): boolean {
  try {
    storage.setItem(GAMES_KEY, JSON.stringify(list));
    return true;
  } catch {
    return false;
  }
}

/** Store a game (replacing its earlier entry). False when the browser refused (private mode, full). */
export function writeSave(storage: SaveStorage | null, entry: SavedGame): boolean {
  if (!storage) return false;
  const others = readSaves(storage).filter((s) => s.id !== entry.id);
  const list = [entry, ...others].slice(0, MAX_SAVES);
  // When the storage is full, drop the oldest games until this one fits.
  for (let n = list.length; n >= 1; n--) if (writeAll(storage, list.slice(0, n))) return true;
  return false;
}

export function removeSave(storage: SaveStorage | null, id: string): void {
  if (!storage) return;
  writeAll(
    storage,
    readSaves(storage).filter((s) => s.id !== id),
  );
  if (currentSaveId(storage) === id) setCurrentSave(storage, null);
}

export function currentSaveId(storage: SaveStorage | null): string | null {
  try {
    return storage?.getItem(CURRENT_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setCurrentSave(storage: SaveStorage | null, id: string | null): void {
  try {
    if (id === null) storage?.removeItem(CURRENT_KEY);
    else storage?.setItem(CURRENT_KEY, id);
  } catch {
    /* not remembered */
  }
}

/** A fresh id for a new local game. */
export function newGameId(now = Date.now(), random = Math.random): string {
  return `g${now.toString(36)}${Math.floor(random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0')}`;
}
