import { createMatch, type AnyRecord, type GameMatch } from '@carcassonne/engine';
import type { Storage, StoredTable } from './types.js';
import { failure, success, type Outcome } from '../core/outcome.js';

/** The game of a stored table, replayed from its setup and moves (with `upTo`, its first `upTo` moves). */
export async function replayTable(
  storage: Storage,
  table: StoredTable,
  upTo = Infinity,
): Promise<Outcome<GameMatch>> {
  if (!table.setup) return failure('not-started', 'the game has not started');
  const created = createMatch(table.setup);
  if (!created.ok) return created;
  const match = created.value;
  for (const m of (await storage.moves(table.id)).slice(0, upTo)) {
    const played = match.play(m.seat, m.move, m.number);
    if (!played.ok) return played;
  }
  return success(match);
}

/** A finished game's record (notation.md), with its seed and draw order: only once the game is over. */
export async function finishedRecord(storage: Storage, table: StoredTable): Promise<Outcome<AnyRecord>> {
  if (table.status !== 'finished')
    return failure('not-finished', 'a record can be downloaded once the game is over');
  const match = await replayTable(storage, table);
  return match.ok ? success(match.value.toRecord()) : match;
}

/**
 * Whether `answer` is the move `best` in the position of a stored game after its first `index`
 * moves: the same placement, figure and segment, however the answer names them (a follower's
 * segment owns several ports). A move that is not legal there is not the best one.
 */
export async function sameMoveAt(
  storage: Storage,
  tableId: string,
  index: number,
  answer: string,
  best: string,
): Promise<boolean> {
  if (answer === best) return true;
  const table = await storage.table(tableId);
  const position = table && (await replayTable(storage, table, index));
  if (!position?.ok) return false;
  const match = position.value;
  // The move as the game writes it once played (what `play` reports): one notation per move.
  const written = (move: string): string | null => {
    const played = match.clone().play(match.actor, move);
    return played.ok ? played.value.move : null;
  };
  const wanted = written(best);
  return wanted !== null && written(answer) === wanted;
}
