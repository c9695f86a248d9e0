/** What a core shares with every other core of its tile set and rules: not counted as its own. */
const SHARED = new Set(['types', 'tileSet', 'rules', 'options', 'history', 'events']);

/**
 * The bytes of the typed arrays a core holds (its board, features, followers, bag and its game's
 * own parts such as The City's wall), shared tables left out: a core's memory beyond its few
 * plain fields, the figure a server's tables and a bot's scratch boards are made of.
 */
export function arrayBytes(value: unknown, seen = new Set<unknown>()): number {
  if (value === null || typeof value !== 'object' || seen.has(value)) return 0;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return value.byteLength;
  let bytes = 0;
  for (const [key, field] of Object.entries(value)) if (!SHARED.has(key)) bytes += arrayBytes(field, seen);
  return bytes;
}
