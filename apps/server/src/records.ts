import { createMatch, type AnyRecord, type GameMatch } from '@carcassonne/engine';
import type { Storage, StoredTable } from './storage/types.js';
import { failure, success, type Outcome } from './rooms/outcome.js';

/** The game of a stored table, replayed from its setup and moves. */
export async function replayTable(storage: Storage, table: StoredTable): Promise<Outcome<GameMatch>> {
  if (!table.setup) return failure('not-started', 'the game has not started');
  const created = createMatch(table.setup);
  if (!created.ok) return created;
  const match = created.value;
  for (const m of await storage.moves(table.id)) {
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
