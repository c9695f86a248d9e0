import { Table } from './table.js';
import type { Seat } from './types.js';
import type { CodedError } from './errors.js';

export const MAX_RECORD_BYTES = 2_000_000;

export type Loaded = { ok: true; table: Table } | { ok: false; error: CodedError };

/**
 * Read a `.carc.json` file's text into a new table. Nothing else is touched: on any problem the
 * caller keeps its current game and shows the message.
 */
export function readRecord(text: string): Loaded {
  if (text.length > MAX_RECORD_BYTES)
    return { ok: false, error: { code: 'too-big', message: 'the file is too large to be a game record' } };
  const t = Table.load(text);
  if (!t.ok) return { ok: false, error: t.error };
  return { ok: true, table: t.value };
}

/** Seats for a loaded game: keep who was a bot when names match the current game, else humans. */
export function seatsFor(table: Table, current: readonly Seat[]): Seat[] {
  return table.view().players.map((p) => ({
    name: p.name,
    color: p.color,
    kind: current.find((s) => s.name === p.name)?.kind ?? 'human',
  }));
}

/** A file name for a save: game, players and date. */
export function fileName(table: Table, now = new Date()): string {
  const names = table.view().players.map((p) => p.name.replace(/[^\p{L}\p{N}]+/gu, ''));
  const d = now.toISOString().slice(0, 16).replace(/[:T]/g, '-');
  return `${table.game}-${names.join('-')}-${d}.carc.json`;
}
