import type { TableState } from './server.js';

/**
 * One change to a table's state, at a path of one or two keys (`["actor"]`, `["view", "board"]`):
 * a new value, items appended to an array, or a key removed. A move changes a few keys of the
 * view and grows its lists (board, history); sending only that keeps a move's frame small.
 */
export type StatePatchOp =
  | { readonly path: readonly string[]; readonly value: unknown }
  | { readonly path: readonly string[]; readonly append: readonly unknown[] }
  | { readonly path: readonly string[]; readonly remove: true };

type Json = Record<string, unknown>;

/** Keys that would reach an object's prototype rather than a field. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isObject = (x: unknown): x is Json => typeof x === 'object' && x !== null && !Array.isArray(x);

/**
 * The state after `patch`, as a new object (parts not changed are shared with `state`), or null
 * when the patch does not fit the state (then the client asks for the whole state again).
 */
export function applyStatePatch(state: TableState, patch: readonly StatePatchOp[]): TableState | null {
  if (!Array.isArray(patch)) return null;
  const top: Json = { ...state };
  // Objects of `top` already copied by this patch (an object is copied once, then changed in place).
  const copied = new Set<string>();
  for (const op of patch as readonly unknown[]) {
    if (!isObject(op) || !Array.isArray(op.path) || !op.path.every((k) => typeof k === 'string' && !UNSAFE_KEYS.has(k))) return null;
    const path = op.path as string[];
    let target: Json;
    let key: string;
    if (path.length === 1) {
      target = top;
      key = path[0]!;
      copied.delete(key);
    } else if (path.length === 2) {
      const outer = path[0]!;
      const inner = top[outer];
      if (!isObject(inner)) return null;
      if (!copied.has(outer)) {
        top[outer] = { ...inner };
        copied.add(outer);
      }
      target = top[outer] as Json;
      key = path[1]!;
    } else return null;
    if ('value' in op) target[key] = op.value;
    else if ('append' in op) {
      const old = target[key];
      if (!Array.isArray(old) || !Array.isArray(op.append)) return null;
      target[key] = [...(old as unknown[]), ...(op.append as unknown[])];
    } else if (op.remove === true) delete target[key];
    else return null;
  }
  return top as unknown as TableState;
}
