/** How error messages show values that came from outside: short, escaped, never executed. */

const MAX_QUOTED = 40;

/** A user string for a message: JSON-escaped, at most 40 characters (an ellipsis marks the cut). */
export function quote(text: string): string {
  const chars = Array.from(text);
  return JSON.stringify(chars.length > MAX_QUOTED ? `${chars.slice(0, MAX_QUOTED - 1).join('')}…` : text);
}

/** `Array.isArray` that answers false for a revoked proxy (which makes it throw). */
function isArray(value: unknown): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** A value for "expected X (got Y)" messages: strings quoted, other values by kind (never calls into it). */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (isArray(value)) return 'an array';
  switch (typeof value) {
    case 'undefined':
      return 'no value';
    case 'string':
      return quote(value);
    case 'number':
      return Number.isNaN(value)
        ? 'NaN, not a number'
        : Number.isFinite(value)
          ? `${value}`
          : 'an infinite number';
    case 'bigint':
      return 'a bigint';
    case 'boolean':
      return `${value}`;
    case 'symbol':
      return 'a symbol';
    case 'function':
      return 'a function';
    default:
      return 'an object';
  }
}
