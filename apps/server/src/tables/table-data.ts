import { createMatch, type GameMatch, type MatchSetup } from '@carcassonne/engine';
import type { TableSettings, TableStatus } from '@carcassonne/protocol';
import type {
  Storage,
  StoredEvent,
  StoredMove,
  StoredSeat,
  StoredTable,
  TableChange,
} from '../storage/types.js';
import { failure, success, type Outcome } from '../core/outcome.js';
import { SeatHistory } from './seat-history.js';
import { SeatMap, SeatSet } from './seat-set.js';

/**
 * What one table is in memory: the stored row, its seq, the only full game state (`GameMatch`)
 * and the flags every part of the room reads. The parts of a room share one `TableData`.
 */
export class TableData {
  readonly id: string;
  /** The host (may pass to another seated person while the table waits: `TableLifecycle`). */
  host: string;
  readonly game: string;
  /** Changed only by the host's chat switch (`spectatorChat`). */
  settings: TableSettings;
  readonly invite: string | null;
  readonly createdAt: number;
  readonly testTiles: number | null;
  hostName: string;
  // Assigned by `load` (the one copy of the stored fields, at the start and at each reload).
  status!: TableStatus;
  seats!: StoredSeat[];
  setup!: MatchSetup | null;
  seq!: number;
  deadline!: number | null;
  readonly substitutes = new SeatSet();
  finishedAt!: number | null;
  scores!: readonly number[] | null;
  match: GameMatch | null = null;
  /** What the events say of each seat (bot moves, timeouts, resignations, banks, the ending). */
  readonly history: SeatHistory;
  /** Seats whose player ran out of time on the decision due: a bot plays that move only. */
  readonly timedOut = new SeatSet();
  /** Since when each absent seated player is connected nowhere (ms; memory only). */
  readonly away = new SeatMap<number>();
  disposed = false;
  /** Only the leader (the holder of the table's lease) runs its bots and timers. */
  leader = false;
  /** The memory may differ from the database (a failed write): reload before the next operation. */
  stale = false;
  /** When the lifecycle's armed timer fires (ms since the epoch), as followers see it (`TableState.expires`). */
  expires: number | null = null;
  /** The bots wait: no seated person was present when one was due to play (`TableLifecycle`). */
  paused = false;

  constructor(table: StoredTable, hostName: string, seq: number) {
    this.id = table.id;
    this.host = table.host;
    this.hostName = hostName;
    this.game = table.game;
    this.settings = table.settings;
    this.invite = table.invite;
    this.createdAt = table.createdAt;
    this.testTiles = table.testTiles;
    this.history = new SeatHistory(table.seats.length, table.settings.clock);
    this.load(table, seq);
  }

  /** The stored fields that change during a game, as the database has them (and the game after `seq`). */
  load(table: StoredTable, seq: number): void {
    this.host = table.host;
    this.status = table.status;
    this.seats = [...table.seats];
    this.setup = table.setup;
    this.seq = seq;
    this.deadline = table.deadline;
    this.substitutes.clear();
    for (const s of table.substitutes) this.substitutes.add(s);
    this.finishedAt = table.finishedAt;
    this.scores = table.scores;
    this.settings = table.settings;
    this.timedOut.clear();
  }

  /** The seats' history again from the table's events (a restart, a reload), and what it implies now. */
  rebuild(events: readonly StoredEvent[]): void {
    this.history.rebuild(events);
    this.timedOut.clear();
    if (this.status === 'playing' && this.history.timedOut !== null) this.timedOut.add(this.history.timedOut);
  }

  /** The fields of another process's write, but the setup, into the memory. */
  take(c: TableChange): void {
    if (c.host !== undefined) this.host = c.host;
    if (c.status !== undefined) this.status = c.status;
    if (c.seats !== undefined) this.seats = [...c.seats];
    if (c.deadline !== undefined) this.deadline = c.deadline;
    if (c.substitutes !== undefined) {
      this.substitutes.clear();
      for (const s of c.substitutes) this.substitutes.add(s);
    }
    if (c.finishedAt !== undefined) this.finishedAt = c.finishedAt;
    if (c.scores !== undefined) this.scores = c.scores;
    if (c.settings !== undefined) this.settings = c.settings;
  }

  stored(): StoredTable {
    return {
      id: this.id,
      host: this.host,
      game: this.game,
      settings: this.settings,
      invite: this.invite,
      status: this.status,
      seats: this.seats,
      setup: this.setup,
      deadline: this.deadline,
      substitutes: [...this.substitutes],
      testTiles: this.testTiles,
      createdAt: this.createdAt,
      finishedAt: this.finishedAt,
      scores: this.scores,
    };
  }

  seatOf(userId: string): number | null {
    const i = this.seats.findIndex((s) => s.kind === 'human' && s.user === userId);
    return i < 0 ? null : i;
  }
}

/** The game of a stored table, rebuilt from its seed and its moves (null before the start). */
export function replay(table: StoredTable, moves: readonly StoredMove[]): Outcome<GameMatch | null> {
  if (!table.setup) return success(null);
  const created = createMatch(table.setup);
  if (!created.ok) return failure(created.error.code, `table ${table.id}: ${created.error.message}`);
  const match = created.value;
  for (const m of moves) {
    const played = match.play(m.seat, m.move, m.number);
    if (!played.ok) {
      const where = `table ${table.id}, move ${m.number} (${m.move})`;
      return failure(played.error.code, `${where}: ${played.error.message}`);
    }
  }
  return success(match);
}

/**
 * A table's row and the number of its last event, the number read first: a write landing between
 * the two reads is then applied again by its own update (the row may hold it already; the update
 * is then skipped as a duplicate), never skipped as read.
 */
export async function readTable(
  storage: Pick<Storage, 'lastSeq' | 'table'>,
  id: string,
): Promise<{ stored: StoredTable; seq: number } | null> {
  const seq = await storage.lastSeq(id);
  const stored = await storage.table(id);
  return stored ? { stored, seq } : null;
}
