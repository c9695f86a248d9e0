import type { Move } from '@carcassonne/engine';
import type { T } from '../i18n/index.js';
import type { Table } from './table.js';
import type { Square, UiEvent } from './types.js';
import { moveWords, type WordContext } from './describe.js';

/** One move of the game log: who, what in words, where on the board, and the scorings it caused. */
export interface LogEntry {
  readonly index: number;
  readonly seat: number;
  readonly move: Move;
  readonly text: string;
  /** The square to show on the board: the tile laid, or the tile a wall piece borders. */
  readonly square: Square | null;
  readonly events: readonly UiEvent[];
}

/** The words of a table: names, tile shapes, board and follower roles. */
export function wordContext(table: Table, t: T): WordContext {
  const v = table.view();
  const at = new Map(v.board.map((b) => [`${b.x},${b.y}`, b]));
  return {
    t,
    names: v.players.map((p) => p.name),
    tileDef: (id) => table.tileDef(id),
    roles: table.followerRoles,
    tileAt: (x, y) => at.get(`${x},${y}`),
  };
}

export function squareOfMove(m: Move): Square | null {
  if (m.type === 'place' || m.type === 'gate' || m.type === 'wall') return { x: m.x, y: m.y };
  if (m.type === 'dragon' || m.type === 'pass') return null;
  if (m.type === 'wagon') return m.to ? { x: m.to.x, y: m.to.y } : null;
  return m.at ? { x: m.at.x, y: m.at.y } : null;
}

/** Every move in words with its scorings (discards included), oldest first; the final scoring apart. */
export function gameLog(table: Table, t: T): { entries: LogEntry[]; final: UiEvent[] } {
  const ctx = wordContext(table, t);
  const events = table.events();
  const byMove = new Map<number, UiEvent[]>();
  const final: UiEvent[] = [];
  for (const e of events) {
    if (e.move === null) final.push(e);
    else {
      // A discard is reported against the next move; show it before that move's tile.
      const list = byMove.get(e.move) ?? [];
      list.push(e);
      byMove.set(e.move, list);
    }
  }
  const entries = table.parsedMoves().map((move, index): LogEntry => {
    const seat = table.movers[index] ?? -1;
    return {
      index,
      seat,
      move,
      text: moveWords(move, seat, ctx),
      square: squareOfMove(move),
      events: byMove.get(index) ?? [],
    };
  });
  return { entries, final };
}

/** Each player's most recent tile, for marking on the board. */
export function lastPlacements(table: Table): { x: number; y: number; player: number }[] {
  const moves = table.parsedMoves();
  const out = new Map<number, { x: number; y: number; player: number }>();
  moves.forEach((m, i) => {
    const seat = table.movers[i];
    if (m.type === 'place' && seat !== undefined) out.set(seat, { x: m.x, y: m.y, player: seat });
  });
  return [...out.values()];
}
