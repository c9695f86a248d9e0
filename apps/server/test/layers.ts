/**
 * The server's folders and the arrows allowed between them (`apps/server/src`), from the bottom
 * up: each folder names only the folders listed for it (types included). layers.test.ts checks the
 * import graph against this table and that docs/architecture.md shows the same table.
 */

/** The files at the top of `src`: main.ts, server.ts, config.ts and the memory reports. */
export const TOP = '(top)';

export const FOLDERS: Readonly<Record<string, readonly string[]>> = {
  core: [],
  storage: ['core'],
  cluster: ['core', 'storage'],
  accounts: ['core', 'storage'],
  ratings: ['core', 'storage'],
  tables: ['accounts', 'cluster', 'core', 'ratings', 'storage'],
  moderation: ['accounts', 'cluster', 'core', 'storage', 'tables'],
  analysis: ['accounts', 'core', 'storage', 'tables'],
  alerts: ['accounts', 'core', 'storage'],
  social: ['cluster', 'core', 'moderation', 'ratings', 'storage', 'tables'],
  tournaments: ['accounts', 'cluster', 'core', 'ratings', 'storage', 'tables'],
  hub: [
    'accounts',
    'analysis',
    'cluster',
    'core',
    'moderation',
    'social',
    'storage',
    'tables',
    'tournaments',
  ],
  http: [
    'accounts',
    'alerts',
    'analysis',
    'core',
    'hub',
    'moderation',
    'ratings',
    'storage',
    'tables',
    'tournaments',
  ],
  [TOP]: [
    'accounts',
    'alerts',
    'analysis',
    'cluster',
    'core',
    'http',
    'hub',
    'social',
    'storage',
    'tables',
    'tournaments',
  ],
  tools: [TOP, 'core', 'http', 'ratings', 'storage', 'tables'],
};

/** The markers around the table in docs/architecture.md. */
export const LAYERS_TABLE_START = '<!-- server-layers:start -->';
export const LAYERS_TABLE_END = '<!-- server-layers:end -->';

/**
 * The parts of a room (`src/tables/table-<part>.ts`), from the bottom up: each part is given the
 * slice it calls of the parts listed for it, and names no other (`room-parts.ts` makes them). No
 * part names a part above it, so none calls back into a part that calls it.
 */
export const ROOM_PARTS: Readonly<Record<string, readonly string[]>> = {
  broadcast: [],
  chat: ['broadcast'],
  bots: [],
  clocks: ['bots', 'broadcast'],
  lifecycle: ['bots', 'broadcast', 'clocks'],
  replication: ['bots', 'broadcast', 'chat', 'clocks', 'lifecycle'],
  endings: ['broadcast', 'clocks', 'replication'],
  moves: ['broadcast', 'clocks', 'endings', 'replication'],
  seats: ['broadcast', 'clocks', 'lifecycle'],
  followers: ['broadcast', 'chat', 'clocks', 'lifecycle', 'seats'],
};

/** The markers around the table of the room's parts in docs/architecture.md. */
export const PARTS_TABLE_START = '<!-- room-parts:start -->';
export const PARTS_TABLE_END = '<!-- room-parts:end -->';
