/**
 * A copy of a JSON value with every object's keys in sorted order. Views are sent this way so that
 * no key order can carry information (a count table built in bag order would reveal the next tiles).
 */
export function canonical<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => canonical(v)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) out[key] = canonical((value as Record<string, unknown>)[key]);
  return out as T;
}
