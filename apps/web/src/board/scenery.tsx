import type { JSX } from 'preact';
import { carcassonne, type Port, type TileDef } from '@carcassonne/engine';
import { distance, fieldAnchor, type Pt } from './geometry.js';
import { areaPoints, inside } from './icon-places.js';
import { tileSpots } from './spots.js';

/**
 * The Princess & the Dragon's scenery, drawn on the tiles like the chapels and houses (outlined
 * shapes, no badge): a volcano, a dragon, a magic portal; and the dragon itself on the board.
 * Each piece of art is centred on (0, 0) and about 26 units wide.
 */

const VOLCANO = (
  <g stroke="#3b2417" stroke-width="1.3" stroke-linejoin="round">
    <path d="M-15 11L-6-7h12l9 18z" fill="#7b6352" />
    <path d="M-6-7h12l2 4c-3 2-5-1-8 1s-5-1-8 0z" fill="#d8431e" />
    <path d="M-1-5l-3 9-3 5M3-4l2 7 4 5" fill="none" stroke="#e8772a" stroke-width="1.6" />
    <path d="M-3-10c-3-2 0-5 3-4 1-3 6-2 5 1 3 0 3 4 0 4-2 1-6 1-8-1z" fill="#d7d2cb" stroke="#6f665d" />
  </g>
);

/** The dragon's shapes (wing, body, tail, legs), drawn once as a halo and once in colour. */
const DRAGON_PARTS: readonly { readonly d: string; readonly fill: string }[] = [
  { d: 'M-2-2L-9-13l1 6-6-3 4 7z', fill: '#d9573f' },
  { d: 'M-12 6c4-6 12-8 18-5 3-3 5-6 8-6l2 3-3 1c0 3-2 6-5 7-6 3-13 3-20 0z', fill: '#b52a1c' },
  { d: 'M-12 6c-3 0-5 2-4 4 2-1 3-1 4-1', fill: 'none' },
  { d: 'M-6 8l-1 4M3 7l1 4', fill: 'none' },
];

function dragonArt(halo: boolean): JSX.Element {
  return (
    <g
      stroke={halo ? '#fff' : '#3a0f0b'}
      stroke-width={halo ? 3.4 : 1.3}
      stroke-linejoin="round"
      stroke-linecap="round"
      opacity={halo ? 0.9 : undefined}
    >
      {DRAGON_PARTS.map((p) => (
        <path key={p.d} d={p.d} fill={halo && p.fill !== 'none' ? '#fff' : p.fill} />
      ))}
      {!halo && <circle cx="11" cy="-3" r="0.9" fill="#f3d36b" stroke="none" />}
    </g>
  );
}

const DRAGON = dragonArt(false);

const PORTAL = (
  <g stroke="#3a2f46" stroke-width="1.3" stroke-linejoin="round">
    <path d="M-11 12v-13a11 11 0 0 1 22 0v13h-5v-12a6 6 0 0 0-12 0v12z" fill="#a99b8a" />
    <path d="M-6 12v-12a6 6 0 0 1 12 0v12z" fill="#7b4fc4" stroke="#c9b4ff" stroke-width="1" />
    <path d="M0-3l1 2.5 2.5 1-2.5 1-1 2.5-1-2.5-2.5-1 2.5-1z" fill="#fff" stroke="none" />
    <circle cx="-2.5" cy="7" r="0.9" fill="#e6d6ff" stroke="none" />
    <circle cx="3" cy="4" r="0.7" fill="#e6d6ff" stroke="none" />
  </g>
);

const ART: Readonly<Record<'volcano' | 'dragon' | 'portal', JSX.Element>> = {
  volcano: VOLCANO,
  dragon: DRAGON,
  portal: PORTAL,
};

/** A tile's corners as the two side ports meeting there, with the spot drawn in (tile units). */
const CORNERS: readonly { readonly ports: readonly [Port, Port]; readonly at: Pt }[] = [
  { ports: ['NNE', 'ENE'], at: [75, 25] },
  { ports: ['WNW', 'NNW'], at: [25, 25] },
  { ports: ['SSW', 'WSW'], at: [25, 75] },
  { ports: ['ESE', 'SSE'], at: [75, 75] },
];

/**
 * Where the scenery would stand, and how large: in the upper middle of a tile that is all field (the dragon, arriving,
 * stands below it); else in a
 * corner of open field (both side ports at the corner in one field, the larger field first);
 * else, smaller, at the anchor of the tile's largest field.
 */
function wantedSpot(def: TileDef): { at: Pt; scale: number } {
  if (def.segments.every((s) => s.kind === 'field')) return { at: [50, 36], scale: 1.6 };
  const fields = def.segments.filter((s) => s.kind === 'field');
  let best: { at: Pt; size: number } | null = null;
  for (const c of CORNERS) {
    const f = fields.find((s) => c.ports.every((p) => s.ports.includes(p)));
    if (f && (!best || f.ports.length > best.size)) best = { at: c.at, size: f.ports.length };
  }
  if (best) return { at: best.at, scale: 1.15 };
  const largest = fields.reduce<TileDef['segments'][number] | undefined>(
    (a, s) => (a && a.ports.length >= s.ports.length ? a : s),
    undefined,
  );
  return { at: largest ? fieldAnchor(largest.ports) : [50, 50], scale: 0.85 };
}

/** The scenery's radius at scale 1 (tile units): its art is about 20 wide. */
export const SCENERY_RADIUS = 10;
/** A follower target's disc (12 units) and a little air. */
const DISC = 13;

/**
 * Where the scenery stands, and how large: where `wantedSpot` puts it, unless a follower spot
 * is so near that a target's disc would cover it (a portal matters most while the follower is
 * chosen); then at the point of a field clear of every spot nearest there, smaller if it must be.
 */
export function scenerySpot(def: TileDef): { at: Pt; scale: number } {
  const want = wantedSpot(def);
  const spots = tileSpots(def);
  const room = (p: Pt, scale: number) =>
    Math.min(...spots.map((s) => distance(p, s) - DISC - SCENERY_RADIUS * scale));
  if (room(want.at, want.scale) >= 0) return want;
  const fields = def.segments.filter((s) => s.kind === 'field');
  for (const scale of [want.scale, 0.85]) {
    const edge = SCENERY_RADIUS * scale;
    const clear = fields
      .flatMap((f) => areaPoints(f, [edge, edge + 4, edge + 8]).flat())
      .map((p): Pt => [inside(p[0], edge), inside(p[1], edge)])
      .filter((p) => room(p, scale) >= 0);
    if (clear.length > 0)
      return { at: clear.reduce((a, b) => (distance(b, want.at) < distance(a, want.at) ? b : a)), scale };
  }
  return want;
}

/** The volcano, dragon or magic portal of a tile (drawn in its canonical orientation), or null. */
export function Scenery({ def }: { def: TileDef }): JSX.Element | null {
  const bits = carcassonne.PRINCESS_DRAGON_SYMBOLS[def.id] ?? 0;
  if (bits === 0) return null;
  const name =
    bits & carcassonne.SYMBOL_VOLCANO ? 'volcano' : bits & carcassonne.SYMBOL_DRAGON ? 'dragon' : 'portal';
  const { at, scale } = scenerySpot(def);
  return (
    <g data-mark={name} transform={`translate(${at[0]} ${at[1]}) scale(${scale})`}>
      <title>{name}</title>
      {ART[name]}
    </g>
  );
}

/**
 * The dragon on the board: the same dragon, large, over its square, with a light halo so it
 * reads on any tile (it sends home every piece on its square, rule PD4.3).
 */
export function DragonFigure({ x, y }: { x: number; y: number }): JSX.Element {
  return (
    <g class="dragon" data-dragon={`${x},${y}`} transform={`translate(${x * 100 + 50} ${y * 100 + 66})`}>
      <g transform="scale(2)">
        {dragonArt(true)}
        {DRAGON}
      </g>
    </g>
  );
}
