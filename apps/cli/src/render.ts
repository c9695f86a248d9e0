import { canonicalPort, PORTS, type TileCatalog } from '@carcassonne/engine';
import type { BoardMark } from './board-pieces.js';

const SEG_CHAR: Record<string, string> = {
  city: '#',
  road: '=',
  field: '.',
  monastery: 'M',
  district: ':',
  market: '$',
};
/** Where each port sits in a tile's 3×3 character cell. */
const PORT_CELL: Record<string, [number, number]> = {
  NNW: [0, 0],
  N: [1, 0],
  NNE: [2, 0],
  ENE: [2, 0],
  E: [2, 1],
  ESE: [2, 2],
  SSE: [2, 2],
  S: [1, 2],
  SSW: [0, 2],
  WSW: [0, 2],
  W: [0, 1],
  WNW: [0, 0],
  C: [1, 1],
};

/** An empty square named on the text board (the squares a player may choose, `play`). */
export interface SquareLabel {
  readonly x: number;
  readonly y: number;
  /** One character. */
  readonly label: string;
}

/** The kind of the segment at board port `port` of tile `tile` turned `rotation` degrees. */
export function kindAtPort(set: TileCatalog, tile: string, rotation: number, port: string): string {
  const def = set.get(tile)?.def;
  if (!def) return 'field';
  const canonical = PORTS[canonicalPort(PORTS.indexOf(port as (typeof PORTS)[number]), rotation / 90)]!;
  return def.segments.find((sg) => sg.ports.includes(canonical))?.kind ?? 'field';
}

/**
 * The board as text, three characters per tile side: # city, = or | road, . field,
 * M monastery; a follower shows as its player's initial in capitals; `marks` (the expansions'
 * pieces, board-pieces.ts) are drawn over all; `labels` name empty squares as `[a]`.
 */
export function renderBoard(
  set: TileCatalog,
  board: readonly {
    readonly x: number;
    readonly y: number;
    readonly rotation: number;
    readonly tile: string;
  }[],
  followers: readonly {
    readonly x: number;
    readonly y: number;
    readonly port: string;
    readonly player: number;
  }[],
  initials: readonly string[],
  marks: readonly BoardMark[] = [],
  labels: readonly SquareLabel[] = [],
): string {
  if (board.length === 0) return '';
  const xs = [...board.map((t) => t.x), ...labels.map((l) => l.x)];
  const ys = [...board.map((t) => t.y), ...labels.map((l) => l.y)];
  const x0 = Math.min(...xs);
  const y0 = Math.min(...ys);
  const w = (Math.max(...xs) - x0 + 1) * 3;
  const h = (Math.max(...ys) - y0 + 1) * 3;
  const rows = Array.from({ length: h }, () => new Array<string>(w).fill(' '));
  const put = (x: number, y: number, cx: number, cy: number, ch: string) => {
    rows[(y - y0) * 3 + cy]![(x - x0) * 3 + cx] = ch;
  };
  for (const t of board) {
    const def = set.get(t.tile)!.def;
    // The segment at a board port: the one holding the canonical port the rotation brings there.
    const kindAt = (port: string) => kindAtPort(set, t.tile, t.rotation, port);
    const monastery = def.segments.some((sg) => sg.kind === 'monastery');
    for (const [port, [cx, cy]] of Object.entries(PORT_CELL)) {
      if (port.length === 3 && cx === 1) continue;
      const kind = kindAt(port);
      const ch = kind === 'road' ? (port === 'N' || port === 'S' ? '|' : '=') : (SEG_CHAR[kind] ?? '?');
      if (port.length === 3) {
        // Corners: city only when both halves meeting there are city, else field.
        if (kind !== 'city') put(t.x, t.y, cx, cy, '.');
        else put(t.x, t.y, cx, cy, ch);
      } else if (port !== 'C' || monastery) {
        put(t.x, t.y, cx, cy, ch);
      }
    }
    if (!monastery) {
      const roads = ['N', 'E', 'S', 'W'].filter((p) => kindAt(p) === 'road').length;
      const cities = ['N', 'E', 'S', 'W'].filter((p) => kindAt(p) === 'city').length;
      put(t.x, t.y, 1, 1, roads > 0 ? '+' : cities > 1 ? '#' : '.');
    }
  }
  for (const f of followers) {
    const [cx, cy] = PORT_CELL[f.port]!;
    put(f.x, f.y, cx, cy, initials[f.player] ?? '?');
  }
  for (const m of marks) {
    const [cx, cy] = PORT_CELL[m.port] ?? [1, 1];
    put(m.x, m.y, cx, cy, m.mark);
  }
  for (const l of labels) {
    put(l.x, l.y, 0, 1, '[');
    put(l.x, l.y, 1, 1, l.label);
    put(l.x, l.y, 2, 1, ']');
  }
  return rows.map((r) => r.join('').trimEnd()).join('\n');
}
