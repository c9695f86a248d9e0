import {
  SEGMENT_KINDS,
  type Move,
  type Port,
  type SegmentDef,
  type Side,
  type TileDef,
} from '@carcassonne/engine';
import type { Key, T } from '../i18n/index.js';
import { ABBEY_TILE, type Figure } from './figures.js';
import { perimeterPoint, portIndexOf, rotatePt } from '../board/geometry.js';
import { segmentAtPort } from '../board/tiles.js';

export { segmentAtPort };
import type { UiTile } from './types.js';

/**
 * Moves, follower spots and wall edges in words, as a player would say them ("Anna placed a
 * tile with a city and a road north of the start and a knight in the city"). Everything comes
 * from the tile definitions and the engine's follower roles; nothing here knows which game it is.
 */
export type Dir = 'n' | 'ne' | 'e' | 'se' | 's' | 'sw' | 'w' | 'nw';
const DIRS: readonly Dir[] = ['e', 'ne', 'n', 'nw', 'w', 'sw', 's', 'se'];
export const SIDE_DIR = { N: 'n', E: 'e', S: 's', W: 'w' } as const satisfies Readonly<Record<Side, Dir>>;

/** What the words need to know about the game: the tile shapes, the board, the names. */
export interface WordContext {
  readonly t: T;
  readonly names: readonly string[];
  readonly tileDef: (id: string) => TileDef | undefined;
  /** The follower role on each segment kind (the engine's definition). */
  readonly roles: Readonly<Record<string, string>>;
  /** The tile on a square (to name wall edges by what lies along them). */
  readonly tileAt: (x: number, y: number) => UiTile | undefined;
}

export const capitalize = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The compass direction of a vector (y grows south), or null near zero. */
export function dirOf(dx: number, dy: number, dead = 0.5): Dir | null {
  if (Math.hypot(dx, dy) < dead) return null;
  const a = Math.atan2(-dy, dx);
  const k = Math.round(a / (Math.PI / 4));
  return DIRS[(k + 8) % 8]!;
}

/** Where a square lies from the start square (0,0): "north-east of the start", "2 north and 3 east of the start". */
export function positionWords(x: number, y: number, t: T): string {
  if (x === 0 && y === 0) return t('pos.start');
  if (Math.abs(x) <= 1 && Math.abs(y) <= 1) return t('pos.next', { dir: t(`dir.${dirOf(x, y)!}`) });
  const parts: string[] = [];
  if (y !== 0) parts.push(t('pos.part', { n: Math.abs(y), dir: t(y < 0 ? 'dirTo.n' : 'dirTo.s') }));
  if (x !== 0) parts.push(t('pos.part', { n: Math.abs(x), dir: t(x > 0 ? 'dirTo.e' : 'dirTo.w') }));
  return t('pos.far', { parts: parts.join(` ${t('ev.and')} `) });
}

/** Kinds named on a tile, most telling first (fields are what is left over). */
const NAMED_KINDS = SEGMENT_KINDS.filter((k) => k !== 'field').reverse();

/** "a tile with a city and a road", "a field tile". */
export function tileWords(def: TileDef | undefined, t: T): string {
  if (!def) return t('tile.some');
  // Abbey & Mayor's abbey is named, not described (a monastery walled on every side).
  if (def.id === ABBEY_TILE) return t('tile.abbey');
  const counts = new Map<string, number>();
  for (const s of def.segments) if (s.kind !== 'field') counts.set(s.kind, (counts.get(s.kind) ?? 0) + 1);
  const parts = NAMED_KINDS.filter((k) => counts.has(k)).map((k) => {
    const n = counts.get(k)!;
    return n === 1 ? t(`feat.one.${k}`) : t(`feat.many.${k}`, { n });
  });
  if (parts.length === 0) return t('tile.fieldOnly');
  const list =
    parts.length === 1
      ? parts[0]!
      : `${parts.slice(0, -1).join(', ')} ${t('ev.and')} ${parts[parts.length - 1]}`;
  return t('tile.with', { features: list });
}

/** Where a segment lies on the placed tile, as a compass direction (null: the middle). */
export function segmentDir(seg: SegmentDef, rotation: number): Dir | null {
  let sx = 0;
  let sy = 0;
  for (const p of seg.ports) {
    const i = portIndexOf(p);
    const [x, y] = i === 12 ? [50, 50] : perimeterPoint(i + 0.5);
    sx += x;
    sy += y;
  }
  const [cx, cy] = rotatePt([sx / seg.ports.length, sy / seg.ports.length], rotation);
  return dirOf(cx - 50, cy - 50, 12);
}

/** "in the city", "in the north-east field": the direction only when the tile has two of that kind. */
export function segmentWords(def: TileDef, rotation: number, seg: SegmentDef, t: T): string {
  const same = def.segments.filter((s) => s.kind === seg.kind).length;
  const d = same > 1 ? segmentDir(seg, rotation) : null;
  const dir = same > 1 ? `${t(d ? `dirAdj.${d}` : 'dirAdj.c')} ` : '';
  return t(`where.${seg.kind}`, { dir });
}

/** A follower spot as a choice: "Farmer in the north-east field". */
export function followerOptionWords(
  def: TileDef | undefined,
  rotation: number,
  port: Port,
  ctx: Pick<WordContext, 't' | 'roles'>,
  figure: Figure | null = null,
): string {
  const seg = def ? segmentAtPort(def, rotation, port) : undefined;
  if (!def || !seg) return ctx.t('follower.some');
  const role = ctx.roles[seg.kind];
  // The expansions' pieces by name ("Builder in the city"), a follower by its role.
  // The roles are the engine's strings (the words test checks each has its words).
  const who: Key = figure ? `piece.${figure}` : role ? (`role.${role}` as Key) : 'role.follower';
  return capitalize(`${ctx.t(who)} ${segmentWords(def, rotation, seg, ctx.t)}`);
}

/** The follower placed with a tile, for the log: "a knight in the city". */
function followerLogWords(
  def: TileDef,
  rotation: number,
  port: Port,
  ctx: WordContext,
  figure: Figure | undefined,
): string {
  const seg = segmentAtPort(def, rotation, port);
  if (!seg) return ctx.t('roleA.follower');
  const role = ctx.roles[seg.kind];
  const who: Key = figure ? `pieceA.${figure}` : role ? (`roleA.${role}` as Key) : 'roleA.follower';
  return `${ctx.t(who)} ${segmentWords(def, rotation, seg, ctx.t)}`;
}

/** A wall edge by what it borders: "on the south side of the market tile 2 south of the start". */
export function edgeWords(
  edge: { readonly x: number; readonly y: number; readonly side: Side },
  ctx: Pick<WordContext, 't' | 'tileAt' | 'tileDef'>,
): string {
  const { t } = ctx;
  const tile = ctx.tileAt(edge.x, edge.y);
  const def = tile ? ctx.tileDef(tile.tile) : undefined;
  const seg = def && tile ? segmentAtPort(def, tile.rotation, edge.side) : undefined;
  const kind = seg && seg.kind !== 'field' ? seg.kind : 'tile';
  return t('edge.where', {
    side: t(`side.${SIDE_DIR[edge.side]}`),
    feature: t(`edgeTile.${kind}`),
    pos: positionWords(edge.x, edge.y, t),
  });
}

/** A move in words, naming who made it. */
export function moveWords(move: Move, seat: number, ctx: WordContext): string {
  const { t } = ctx;
  const who = ctx.names[seat] ?? '?';
  switch (move.type) {
    case 'place': {
      const def = ctx.tileDef(move.tile);
      const tile = tileWords(def, t);
      const pos = positionWords(move.x, move.y, t);
      if (move.recall) return t('log.placeRecall', { who, tile, pos });
      if (move.barn) return t('log.placeBarn', { who, tile, pos, corner: t(`corner.${move.barn}`) });
      if (!move.follower || !def) return t('log.place', { who, tile, pos });
      return t('log.placeFollower', {
        who,
        tile,
        pos,
        follower: followerLogWords(def, move.rotation, move.follower, ctx, move.figure),
      });
    }
    case 'gate':
      return t('log.gate', { who, where: edgeWords(move, ctx) });
    case 'wall':
      return t(move.guard ? 'log.wallGuard' : 'log.wall', { who, where: edgeWords(move, ctx) });
    case 'tower':
      return move.at ? t('log.tower', { who, where: edgeWords(move.at, ctx) }) : t('log.noTower', { who });
    case 'dragon':
      return t('log.dragon', { who, side: t(`side.${SIDE_DIR[move.side]}`) });
    case 'pass':
      return t('log.pass', { who });
    case 'wagon':
      return move.to
        ? t('log.wagon', { who, pos: positionWords(move.to.x, move.to.y, t) })
        : t('log.wagonHome', { who });
  }
}

/** The Princess & the Dragon: a special move as a choice ("Fairy beside your follower 2 east of the start"). */
export function specialWords(move: Move, ctx: Pick<WordContext, 't'>): string {
  const { t } = ctx;
  if (move.type === 'place' && move.barn !== undefined)
    return t('choice.barn', { corner: t(`corner.${move.barn}`) });
  if (move.type !== 'place' || move.special === undefined) return '';
  const { use, x, y } = move.special;
  return t(`choice.${use}`, { pos: positionWords(x, y, t) });
}

/** A wall decision as a choice: "Gate on the south side of the market tile 2 south of the start". */
export function wallChoiceWords(move: Move, ctx: Pick<WordContext, 't' | 'tileAt' | 'tileDef'>): string {
  const { t } = ctx;
  switch (move.type) {
    case 'gate':
      return t('choice.gate', { where: edgeWords(move, ctx) });
    case 'wall':
      return t(move.guard ? 'choice.wallGuard' : 'choice.wall', { where: edgeWords(move, ctx) });
    case 'tower':
      return move.at ? t('choice.tower', { where: edgeWords(move.at, ctx) }) : t('target.noTower');
    case 'dragon':
      return t('choice.dragon', { side: t(`side.${SIDE_DIR[move.side]}`) });
    case 'pass':
      return t('target.pass');
    case 'wagon':
      return move.to
        ? t('choice.wagon', { pos: positionWords(move.to.x, move.to.y, t) })
        : t('target.wagonHome');
    default:
      return '';
  }
}

/** A wall choice with the points it would score at once: "Wall piece … (+3 for you; Bo +2)". */
export function wallChoiceLabel(
  target: { readonly move: Move; readonly gains: readonly number[] },
  actor: number,
  ctx: Pick<WordContext, 't' | 'tileAt' | 'tileDef' | 'names'>,
): string {
  const { t } = ctx;
  const text = wallChoiceWords(target.move, ctx);
  const own = target.gains[actor] ?? 0;
  const others = target.gains.flatMap((g, i) =>
    i !== actor && g > 0 ? [t('choice.otherGain', { who: ctx.names[i] ?? '?', points: g })] : [],
  );
  const parts = [...(own > 0 ? [t('choice.gain', { points: own })] : []), ...others];
  return parts.length > 0 ? `${text} (${parts.join('; ')})` : text;
}
