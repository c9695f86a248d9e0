import type { AnyView, Corner } from '@carcassonne/engine';
import { plain } from './quote.js';

/** A character drawn on a tile of the text board, in the cell of a port (render.ts). */
export interface BoardMark {
  readonly x: number;
  readonly y: number;
  readonly port: string;
  readonly mark: string;
}

/** The cell of the corner a barn stands on: the port beside it on the tile's north or south side. */
const CORNER_PORT: Readonly<Record<Corner, string>> = { NE: 'NNE', SE: 'SSE', SW: 'SSW', NW: 'NNW' };
const CORNER_WORDS: Readonly<Record<Corner, string>> = {
  NE: 'north-east',
  SE: 'south-east',
  SW: 'south-west',
  NW: 'north-west',
};
const FIGURE_WORDS = {
  big: 'big follower',
  abbot: 'abbot',
  mayor: 'mayor',
  wagon: 'wagon',
  builder: 'builder',
  pig: 'pig',
} as const;
const KIND_WORDS: Readonly<Record<string, string>> = {
  road: 'on a road',
  city: 'in a city',
  monastery: 'in a monastery',
  field: 'in a field',
};

export const DRAGON_MARK = '@';
export const FAIRY_MARK = '*';

/**
 * The pieces of the expansions on a Carcassonne board: what render.ts draws over the tiles (a
 * lower-case initial for each player's piece other than a follower, the dragon and the fairy) and
 * one line per piece naming it, its owner and its square (x east, y south of the start tile).
 */
export function expansionPieces(
  view: AnyView,
  /** The players' follower marks (default: their names' initials); their pieces take them in lower case. */
  initials: readonly string[] = view.players.map((p) => p.name[0] ?? '?'),
): { marks: BoardMark[]; lines: string[] } {
  const marks: BoardMark[] = [];
  const lines: string[] = [];
  if (view.game !== 'carcassonne') return { marks, lines };
  const name = (player: number) => plain(view.players[player]?.name ?? '?');
  const mark = (player: number) => (initials[player] ?? '?').toLowerCase();
  const owned = [
    ...view.followers.flatMap((f) => (f.figure ? [{ ...f, figure: f.figure }] : [])),
    ...(view.figures ?? []),
  ];
  for (const f of owned) {
    marks.push({ x: f.x, y: f.y, port: f.port, mark: mark(f.player) });
    const where = KIND_WORDS[f.kind] ?? '';
    lines.push(`${mark(f.player)}  ${name(f.player)}'s ${FIGURE_WORDS[f.figure]} ${where} at ${f.x},${f.y}`);
  }
  for (const b of view.barns ?? []) {
    marks.push({ x: b.x, y: b.y, port: CORNER_PORT[b.corner], mark: mark(b.player) });
    lines.push(
      `${mark(b.player)}  ${name(b.player)}'s barn on the ${CORNER_WORDS[b.corner]} corner of ${b.x},${b.y}`,
    );
  }
  if (view.dragon) {
    marks.push({ x: view.dragon.x, y: view.dragon.y, port: 'C', mark: DRAGON_MARK });
    lines.push(`${DRAGON_MARK}  the dragon at ${view.dragon.x},${view.dragon.y}`);
  }
  if (view.fairy) {
    const { x, y, port } = view.fairy;
    const beside = port ? view.followers.find((f) => f.x === x && f.y === y && f.port === port) : undefined;
    // Drawn in the centre of its square unless a piece stands there.
    const centre = !owned.some((f) => f.x === x && f.y === y && f.port === 'C') && beside?.port !== 'C';
    marks.push({ x, y, port: centre ? 'C' : 'N', mark: FAIRY_MARK });
    lines.push(
      `${FAIRY_MARK}  the fairy at ${x},${y}${beside ? `, beside ${name(beside.player)}'s follower` : ''}`,
    );
  }
  return { marks, lines };
}

/** The legend of the text board: the terrain, and the pieces the game's expansions bring. */
export function boardLegend(view: AnyView, initials: readonly string[]): string {
  const players = initials.join('/');
  const parts = [
    '# city',
    '= | road',
    '. field',
    'M monastery',
    ...(view.game === 'the-city' ? [': district', '$ market'] : []),
    `${players} followers left on the board`,
  ];
  if (view.game === 'carcassonne') {
    const o = view.options;
    if (o.abbeyAndMayor) parts.splice(4, 0, 'a cross of M an abbey');
    if (o.innsAndCathedrals || o.tradersAndBuilders || o.theAbbot || o.abbeyAndMayor)
      parts.push(`${players.toLowerCase()} their other pieces (listed below)`);
    if (o.princessAndDragon) parts.push(`${DRAGON_MARK} the dragon`, `${FAIRY_MARK} the fairy`);
  }
  return parts.join('  ');
}
