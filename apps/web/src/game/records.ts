import { Table } from './table.js';
import type { Seat } from './types.js';

export const MAX_RECORD_BYTES = 2_000_000;

export type Loaded = { ok: true; table: Table } | { ok: false; reason: 'too-big' | 'invalid'; message: string };

/**
 * Read a `.carc.json` file's text into a new table. Nothing else is touched: on any problem the
 * caller keeps its current game and shows the message.
 */
export function readRecord(text: string): Loaded {
  if (text.length > MAX_RECORD_BYTES) return { ok: false, reason: 'too-big', message: 'too big' };
  const t = Table.load(text);
  if (!t.ok) return { ok: false, reason: 'invalid', message: t.error.message };
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
