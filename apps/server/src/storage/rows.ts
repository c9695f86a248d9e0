import type { StoredEvent, StoredMove, StoredTable } from './types.js';

/** The columns of `game_tables`, in the order both adapters write a new table's row. */
export const TABLE_COLUMNS =
  'id, host_id, game, settings, invite, status, setup, deadline, substitutes, test_tiles, created_at, finished_at, scores, ending';

/** A new table's row, in `TABLE_COLUMNS` order (structured fields as JSON text). */
export function tableRowValues(t: StoredTable): unknown[] {
  return [
    t.id,
    t.host,
    t.game,
    JSON.stringify(t.settings),
    t.invite,
    t.status,
    t.setup ? JSON.stringify(t.setup) : null,
    t.deadline,
    JSON.stringify(t.substitutes),
    t.testTiles,
    t.createdAt,
    t.finishedAt,
    t.scores ? JSON.stringify(t.scores) : null,
    t.ending ? JSON.stringify(t.ending) : null,
  ];
}

/** A `game_tables` row as both drivers read it (BIGINT columns as numbers). */
export interface TableRow {
  id: string;
  host_id: string;
  game: string;
  settings: string;
  invite: string | null;
  status: string;
  setup: string | null;
  deadline: number | null;
  substitutes: string;
  test_tiles: number | null;
  created_at: number;
  finished_at: number | null;
  scores: string | null;
  ending: string | null;
}

/** A table from its row and its seats' occupants (JSON text, in seat order). */
export function tableFromRow(row: TableRow, occupants: readonly string[]): StoredTable {
  return {
    id: row.id,
    host: row.host_id,
    game: row.game,
    settings: JSON.parse(row.settings),
    invite: row.invite,
    status: row.status as StoredTable['status'],
    seats: occupants.map((o) => JSON.parse(o)) as StoredTable['seats'],
    setup: row.setup ? JSON.parse(row.setup) : null,
    deadline: row.deadline,
    substitutes: JSON.parse(row.substitutes),
    testTiles: row.test_tiles,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    scores: row.scores ? JSON.parse(row.scores) : null,
    ending: row.ending ? JSON.parse(row.ending) : null,
  };
}

/** A move's columns of its event's row (migration 17), as `MoveRow` names them. */
export const MOVE_COLUMNS = 'table_id, move_number, seat, move, user_id, client_id, seq, played_at';

/** A move is stored in the row of its event (the one of its seq): a write without it is a bug. */
export function checkMoveEvent(move: StoredMove, events: readonly StoredEvent[]): void {
  if (!events.some((e) => e.seq === move.seq)) throw new Error(`move ${move.number} came without its event`);
}

/** A move as both drivers read it from its event's row. */
export interface MoveRow {
  table_id: string;
  move_number: number;
  seat: number;
  move: string;
  user_id: string | null;
  client_id: string | null;
  seq: number;
  played_at: number;
}

/** A stored move from its row. */
export function moveFromRow(r: MoveRow): StoredMove {
  return {
    tableId: r.table_id,
    number: r.move_number,
    seat: r.seat,
    move: r.move,
    userId: r.user_id,
    clientId: r.client_id,
    seq: r.seq,
    at: r.played_at,
  };
}
