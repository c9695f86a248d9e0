import type { TableState } from '@carcassonne/protocol';

/**
 * A table state serialised once, key by key (the view's keys one level down), so that the next
 * state can be sent as the keys that changed (`patch`), grown lists as their new items, and the
 * whole state is assembled from the same pieces when a connection needs it.
 */
export interface EncodedState {
  readonly state: TableState;
  /** JSON of each top-level key but `view` (in the state's key order). */
  readonly parts: ReadonlyMap<string, string>;
  /** JSON of each key of the view, or null when there is no view yet. */
  readonly view: ReadonlyMap<string, string> | null;
}

function pieces(value: object): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, item] of Object.entries(value)) if (item !== undefined) out.set(key, JSON.stringify(item));
  return out;
}

export function encodeState(state: TableState): EncodedState {
  const { view, ...rest } = state;
  return { state, parts: pieces(rest), view: view ? pieces(view) : null };
}

const object = (parts: ReadonlyMap<string, string>): string => `{${[...parts].map(([k, json]) => `${JSON.stringify(k)}:${json}`).join(',')}}`;

/** The whole state as JSON (the same text `JSON.stringify(state)` gives, key order included). */
export function stateJson(encoded: EncodedState): string {
  const fields: string[] = [];
  for (const key of Object.keys(encoded.state)) {
    const json = key === 'view' ? (encoded.view ? object(encoded.view) : 'null') : encoded.parts.get(key);
    if (json !== undefined) fields.push(`${JSON.stringify(key)}:${json}`);
  }
  return `{${fields.join(',')}}`;
}

/**
 * A list's JSON grown at its end: the JSON of the new items, or null when `next` is not `previous`
 * with items appended.
 */
function appended(previous: string, next: string): string | null {
  if (previous.length < 3 || previous[0] !== '[' || next.length <= previous.length) return null;
  const head = previous.slice(0, -1);
  if (!next.startsWith(head) || next[head.length] !== ',') return null;
  return `[${next.slice(head.length + 1)}`;
}

function diff(previous: ReadonlyMap<string, string>, next: ReadonlyMap<string, string>, path: readonly string[], ops: string[]): void {
  for (const [key, json] of next) {
    const before = previous.get(key);
    if (before === json) continue;
    const at = JSON.stringify([...path, key]);
    const grown = before === undefined ? null : appended(before, json);
    ops.push(grown === null ? `{"path":${at},"value":${json}}` : `{"path":${at},"append":${grown}}`);
  }
  for (const key of previous.keys()) if (!next.has(key)) ops.push(`{"path":${JSON.stringify([...path, key])},"remove":true}`);
}

/** The changes from `previous` to `next` as the JSON of a `StatePatchOp` list. */
export function patchJson(previous: EncodedState, next: EncodedState): string {
  const ops: string[] = [];
  diff(previous.parts, next.parts, [], ops);
  if (previous.view && next.view) diff(previous.view, next.view, ['view'], ops);
  else if (previous.view !== next.view) ops.push(`{"path":["view"],"value":${next.view ? object(next.view) : 'null'}}`);
  return `[${ops.join(',')}]`;
}
