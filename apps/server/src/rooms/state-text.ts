import type { TableState } from '@carcassonne/protocol';

/** The view's lists that only grow during a game: a placed tile, a move or a drawn tile never changes. */
const GROWING: ReadonlySet<string> = new Set(['board', 'moves', 'drawnTiles']);

/**
 * Writes a table's state as JSON, exactly as `JSON.stringify` would, but keeps the text of the
 * view's growing lists from one move to the next and writes only their new items: most of a late
 * game's state is its board, and every move's frame carries the whole state.
 */
export class StateWriter {
  private source: object | null = null;
  private readonly lists = new Map<string, { count: number; text: string }>();

  /** `source`: what the view comes from (the match); another source starts the lists again. */
  write(state: TableState, source: object | null): string {
    if (source !== this.source) {
      this.source = source;
      this.lists.clear();
    }
    return this.object(state, (key, value) => (key === 'view' && value !== null && typeof value === 'object' ? this.view(value) : JSON.stringify(value)));
  }

  private view(view: object): string {
    return this.object(view, (key, value) => (GROWING.has(key) && Array.isArray(value) ? this.list(key, value) : JSON.stringify(value)));
  }

  /** An object's text with each own key in order (as `JSON.stringify` visits them). */
  private object(value: object, text: (key: string, value: unknown) => string | undefined): string {
    let out = '';
    for (const [key, item] of Object.entries(value)) {
      const written = text(key, item);
      if (written === undefined) continue;
      out += `${out ? ',' : ''}${JSON.stringify(key)}:${written}`;
    }
    return `{${out}}`;
  }

  private list(key: string, items: readonly unknown[]): string {
    let known = this.lists.get(key);
    if (!known || known.count > items.length) {
      known = { count: 0, text: '' };
      this.lists.set(key, known);
    }
    for (let i = known.count; i < items.length; i++) known.text += `${i > 0 ? ',' : ''}${JSON.stringify(items[i])}`;
    known.count = items.length;
    return `[${known.text}]`;
  }
}

/** A frame's text with the state (already JSON) as its last key. */
export function withState(fields: Readonly<Record<string, unknown>>, stateText: string): string {
  return `${JSON.stringify(fields).slice(0, -1)},"state":${stateText}}`;
}
