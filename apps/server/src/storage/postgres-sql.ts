import { ratingParts } from './postgres-ratings.js';
import type { RatingWrite } from './ratings.js';
import type { StoredEvent, StoredMove, StoredTable, TableChange } from './types.js';
import { eventText } from './event-text.js';

/**
 * The PostgreSQL statements of table writes: each write's rows as data-modifying CTEs, so that
 * one statement holds one write or several (group commit, `postgres-group-commit.ts`).
 */

/** A table write: a move (or none) with its table's change, events and ratings. */
export interface Write {
  readonly tableId: string;
  readonly move: StoredMove | null;
  readonly change: TableChange;
  readonly events: readonly StoredEvent[];
  /** A rated end's rows, computed under its players' locks (`storeRatedEnd`). */
  readonly ratings: RatingWrite | null;
}

/** A placeholder for `value`, appended to `values`. */
export function param(values: unknown[], value: unknown): string {
  values.push(value);
  return `$${values.length}`;
}

export function seatsParts(
  tableId: string,
  seats: StoredTable['seats'],
  values: unknown[],
  i: string,
): string[] {
  const p = (value: unknown) => param(values, value);
  const parts = [
    `d${i} AS (DELETE FROM seats WHERE table_id = ${p(tableId)} AND seat >= ${p(seats.length)} RETURNING 1)`,
  ];
  if (seats.length > 0) {
    const tuples = seats.map(
      (s, n) => `(${p(tableId)}, ${p(n)}, ${p(JSON.stringify(s))}, ${p(s.kind === 'human' ? s.user : null)})`,
    );
    parts.push(
      `s${i} AS (INSERT INTO seats (table_id, seat, occupant, user_id) VALUES ${tuples.join(', ')} ON CONFLICT (table_id, seat) DO UPDATE SET occupant = excluded.occupant, user_id = excluded.user_id RETURNING 1)`,
    );
  }
  return parts;
}

/**
 * A table write's rows as data-modifying CTEs (named with `i`), its values appended to `values`.
 * The parts touch distinct rows, so the order in which PostgreSQL runs them does not matter.
 */
export function writeParts(w: Write, values: unknown[], i: number): string[] {
  const p = (value: unknown) => param(values, value);
  const parts: string[] = [];
  const m = w.move;
  // A move goes into the row of its event (migration 17); other events leave those columns null.
  const row = (e: StoredEvent) => {
    const move = e.seq === m?.seq ? m : null;
    const fields = [
      w.tableId,
      e.seq,
      eventText(e),
      move?.number,
      move?.seat,
      move?.move,
      move?.userId,
      move?.clientId,
      move?.at,
    ];
    return `(${fields.map((f) => p(f ?? null)).join(', ')})`;
  };
  if (w.events.length > 0)
    parts.push(
      `e${i} AS (INSERT INTO events (table_id, seq, body, move_number, seat, move, user_id, client_id, played_at) VALUES ${w.events.map(row).join(', ')} RETURNING 1)`,
    );
  const change = w.change;
  const sets: string[] = [];
  if (change.host !== undefined) sets.push(`host_id = ${p(change.host)}`);
  if (change.status !== undefined) sets.push(`status = ${p(change.status)}`);
  if (change.setup !== undefined)
    sets.push(`setup = ${p(change.setup ? JSON.stringify(change.setup) : null)}`);
  if (change.deadline !== undefined) sets.push(`deadline = ${p(change.deadline)}::bigint`);
  if (change.substitutes !== undefined) sets.push(`substitutes = ${p(JSON.stringify(change.substitutes))}`);
  if (change.finishedAt !== undefined) sets.push(`finished_at = ${p(change.finishedAt)}::bigint`);
  if (change.scores !== undefined)
    sets.push(`scores = ${p(change.scores ? JSON.stringify(change.scores) : null)}`);
  if (change.ending !== undefined)
    sets.push(`ending = ${p(change.ending ? JSON.stringify(change.ending) : null)}`);
  if (change.settings !== undefined) sets.push(`settings = ${p(JSON.stringify(change.settings))}`);
  if (sets.length > 0)
    parts.push(`u${i} AS (UPDATE game_tables SET ${sets.join(', ')} WHERE id = ${p(w.tableId)} RETURNING 1)`);
  if (change.seats !== undefined) parts.push(...seatsParts(w.tableId, change.seats, values, String(i)));
  if (w.ratings) parts.push(...ratingParts(w.ratings, values, `r${i}`));
  return parts;
}

/** One statement of CTEs (none: nothing to write). */
export const statementOf = (parts: readonly string[]) =>
  parts.length === 0 ? null : `WITH ${parts.join(', ')} SELECT 1`;
