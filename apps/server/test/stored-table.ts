/** A table row as storage keeps it, for tests that write tables straight into storage. */
import type { TableSettings } from '@carcassonne/protocol';
import type { StoredTable } from '../src/storage/types.js';

/**
 * An open Carcassonne table (classic, public, no clock, 60 s grace, unrated, no seats, made at 1)
 * with `change` over it; `settings` are merged with those.
 */
export function storedTable(
  id: string,
  host: string,
  change: Partial<Omit<StoredTable, 'id' | 'host' | 'settings'>> & { settings?: Partial<TableSettings> } = {},
): StoredTable {
  const { settings, ...rest } = change;
  return {
    id,
    host,
    game: 'carcassonne',
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
    ...rest,
    settings: {
      preset: 'classic',
      options: {},
      visibility: 'public',
      clock: { kind: 'none' },
      grace: 60,
      rated: false,
      ...settings,
    },
  };
}
