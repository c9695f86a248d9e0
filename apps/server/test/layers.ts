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
  cluster: ['storage'],
  accounts: ['core', 'storage'],
  ratings: ['core', 'storage'],
  tables: ['accounts', 'cluster', 'core', 'ratings', 'storage'],
  moderation: ['accounts', 'cluster', 'core', 'storage', 'tables'],
  analysis: ['accounts', 'core', 'storage', 'tables'],
  alerts: ['accounts', 'core', 'storage'],
  social: ['cluster', 'core', 'moderation', 'ratings', 'storage', 'tables'],
  hub: ['accounts', 'analysis', 'cluster', 'core', 'moderation', 'social', 'storage', 'tables'],
  http: ['accounts', 'alerts', 'analysis', 'core', 'hub', 'moderation', 'ratings', 'storage', 'tables'],
  [TOP]: ['accounts', 'alerts', 'analysis', 'cluster', 'core', 'http', 'hub', 'social', 'storage', 'tables'],
  tools: [TOP, 'core', 'http', 'ratings', 'storage', 'tables'],
};

/** The markers around the table in docs/architecture.md. */
export const LAYERS_TABLE_START = '<!-- server-layers:start -->';
export const LAYERS_TABLE_END = '<!-- server-layers:end -->';
