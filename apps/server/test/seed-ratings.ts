/** Ratings written straight into storage, the way a rated game's end writes them (for tests). */
import type { Storage } from '../src/storage/types.js';

let tables = 0;

/** Give these users these real-time Carcassonne ratings (established: deviation 60). */
export async function seedRatings(
  storage: Storage,
  rows: readonly { readonly user: string; readonly rating: number; readonly games: number }[],
): Promise<void> {
  const host = rows[0]?.user;
  if (!host) return;
  const id = `seed-ratings-${++tables}`;
  await storage.createTable({
    id,
    host,
    game: 'carcassonne',
    settings: {
      preset: 'modern',
      options: {},
      visibility: 'public',
      clock: { kind: 'none' },
      grace: 60,
      rated: true,
    },
    invite: null,
    status: 'open',
    seats: [],
    setup: null,
    deadline: null,
    substitutes: [],
    testTiles: null,
    createdAt: 1,
    finishedAt: null,
    scores: null,
  });
  await storage.updateTable(id, {}, [], {
    family: 'carcassonne',
    pace: 'realtime',
    tableId: id,
    at: Date.now(),
    rows: rows.map((r) => ({
      user: r.user,
      before: 1500,
      rating: r.rating,
      deviation: 60,
      volatility: 0.06,
      games: r.games,
    })),
  });
}
