import type { JSX } from 'preact';
import type { SegmentDef, TileDef, Port } from '@carcassonne/engine';
import type { Look } from '../game/types.js';
import {
  areaAnchor,
  areaPath,
  canonicalIndex,
  portIndexOf,
  roadPath,
  rotatePt,
  type Pt,
} from './geometry.js';
import { Icon } from './icons.js';
import { Scenery } from './scenery.js';
import { tileSpots } from './spots.js';
import { hasHub } from './icon-places.js';
import { MARK_RADIUS, MARKS, markCentres, markedNames, shieldCentres } from './segment-icons.js';

/** Colours of each game's look. */
export const THEME: Readonly<Record<Look, Readonly<Record<string, string>>>> = {
  summer: {
    bg: '#88b85a',
    bg2: '#7aab4e',
    city: '#d9b27a',
    cityEdge: '#8a5a2b',
    road: '#f4ecd6',
    roadEdge: '#a8946c',
    board: '#dfe9cf',
    edge: '#2d3b1f80',
  },
  winter: {
    bg: '#f3f7fb',
    bg2: '#d3e1ee',
    city: '#b9aa98',
    cityEdge: '#5c4a3a',
    road: '#cdbb9f',
    roadEdge: '#7d6b52',
    board: '#c9d8e6',
    edge: '#3b4f66a6',
  },
  city: {
    bg: '#d9cfbf',
    bg2: '#cbbfac',
    district: '#b8603e',
    road: '#b9b3a9',
    roadEdge: '#3f3b37',
    board: '#ece5d8',
    edge: '#3a2c2080',
  },
};
const MARKET: Readonly<Record<string, string>> = { fish: '#4f8fc9', grain: '#e0b43a', cattle: '#79a64a' };

/** The segment of a tile (canonical orientation) that a board port of the placed tile lies on. */
export function segmentAtPort(def: TileDef, rotation: number, port: Port): SegmentDef | undefined {
  const canon = canonicalIndex(portIndexOf(port), rotation);
  return def.segments.find((s) => s.ports.some((p) => portIndexOf(p) === canon));
}

/** Where a follower on board port `port` stands on the board tile. */
export function followerSpot(def: TileDef, rotation: number, port: Port): Pt {
  const seg = segmentAtPort(def, rotation, port);
  const spot = seg ? tileSpots(def)[def.segments.indexOf(seg)] : undefined;
  return rotatePt(spot ?? [50, 50], rotation);
}

/** The expansions' marks on a segment (an inn, a cathedral, a good, the princess), clear of the follower spots. */
function attributeMarks(def: TileDef, s: SegmentDef, i: number): JSX.Element[] {
  const centres = markCentres(def, i);
  return markedNames(s).flatMap((name, k) => {
    const mark = MARKS[name];
    const at = centres[k];
    if (mark === undefined || at === undefined) return [];
    const [cx, cy] = at;
    return [
      <g key={`a${i}-${name}`} data-mark={name}>
        <title>{name}</title>
        <circle cx={cx} cy={cy} r={MARK_RADIUS} fill={mark.fill} stroke="#fff" stroke-width="1.5" />
        <text x={cx} y={cy + 3.5} font-size="10" text-anchor="middle" fill="#fff">
          {mark.letter}
        </text>
      </g>,
    ];
  });
}

/** Keep an icon of about `r` units' radius inside its tile (neighbouring tiles would cover it). */
const inside = (v: number, r: number): number => Math.min(100 - r, Math.max(r, v));

/** Draw order: big areas first so smaller ones and roads lie on top. */
const order = (s: SegmentDef) =>
  s.kind === 'field'
    ? 0
    : s.kind === 'road' || s.kind === 'river'
      ? 3
      : s.kind === 'monastery'
        ? 4
        : 1 + (s.ports.length < 6 ? 1 : 0);

/** One tile in its canonical orientation, 100×100, drawn from its segments. */
export function TileArt({ def, look }: { def: TileDef; look: Look }): JSX.Element {
  const th = THEME[look];
  const segs = def.segments
    .map((s, i) => ({ s, i }))
    .sort((a, b) => order(a.s) - order(b.s) || b.s.ports.length - a.s.ports.length);
  const hub = hasHub(def);
  const out: JSX.Element[] = [<rect key="bg" width="100" height="100" fill={`url(#tex-${look})`} />];
  // Drawn after every segment: coats of arms, and a field enclosed on the centre port.
  const top: JSX.Element[] = [];
  for (const { s, i } of segs) {
    if (s.kind === 'city') {
      out.push(
        <path
          key={i}
          d={areaPath(s.ports)}
          fill={`url(#city-${look})`}
          stroke={th.cityEdge}
          stroke-width="3"
          stroke-linejoin="round"
        />,
      );
      // On top of every area: another city of the tile may cross this one (Abbey & Mayor's AmB).
      top.push(
        ...shieldCentres(def, i).map(([x, y], k) => <Icon key={`sh${k}${i}`} name="shield" x={x} y={y} />),
      );
    } else if (s.kind === 'field' && s.ports.length === 1 && s.ports[0] === 'C') {
      // A field enclosed between cities, on the centre port only (Abbey & Mayor's AmB, AmC).
      top.push(
        <ellipse
          key={i}
          cx="50"
          cy="50"
          rx="22"
          ry="13"
          fill={th.bg}
          stroke={th.cityEdge}
          stroke-width="2"
        />,
      );
    } else if (s.kind === 'district') {
      out.push(<path key={i} d={areaPath(s.ports)} fill="url(#roofs)" stroke="#8e4a2f" stroke-width="1.5" />);
    } else if (s.kind === 'market') {
      const [x, y] = areaAnchor(s.ports);
      out.push(
        <path
          key={i}
          d={areaPath(s.ports)}
          fill={MARKET[s.market ?? 'fish']}
          stroke="#fff"
          stroke-width="2.5"
          stroke-dasharray="5 3"
        />,
      );
      out.push(
        <Icon key={`m${i}`} name={s.market ?? 'fish'} x={inside(x, 16)} y={inside(y, 16)} scale={1.5} />,
      );
    } else if (s.kind === 'road') {
      const d = roadPath(s.ports);
      out.push(
        <g key={i}>
          <path d={d} stroke={th.roadEdge} stroke-width={look === 'city' ? 17 : 13} fill="none" />
          <path d={d} stroke={th.road} stroke-width={look === 'city' ? 13 : 8} fill="none" />
          {look === 'city' && (
            <path d={d} stroke="#8d877e" stroke-width="1.4" fill="none" stroke-dasharray="3 3" />
          )}
        </g>,
      );
    } else if (s.kind === 'monastery') {
      // Abbey & Mayor's abbey: a monastery whose every side is a border, drawn as a cloister wall.
      if (s.ports.length > 1)
        out.push(
          <rect
            key={`wall${i}`}
            x="4"
            y="4"
            width="92"
            height="92"
            fill="none"
            stroke="#8a7f70"
            stroke-width="6"
          />,
        );
      out.push(<Icon key={i} name={look === 'winter' ? 'chapelSnow' : 'chapel'} x={50} y={50} />);
    } else if (s.kind === 'river') {
      // The River's water, drawn as a road of water; the spring and the lake end it in a pool.
      const d = roadPath(s.ports);
      out.push(
        <g key={i}>
          <path d={d} stroke="#2f6fa8" stroke-width="15" fill="none" />
          <path d={d} stroke="#6fb0e0" stroke-width="10" fill="none" />
          {s.ports.length === 1 && (
            <circle cx="50" cy="50" r="16" fill="#6fb0e0" stroke="#2f6fa8" stroke-width="2.5" />
          )}
        </g>,
      );
    }
    out.push(...attributeMarks(def, s, i));
  }
  out.push(...top);
  if (hub) out.push(<Icon key="hub" name={look === 'city' ? 'well' : 'house'} x={50} y={50} />);
  // The Princess & the Dragon's volcano, dragon or magic portal, on top like the chapel.
  out.push(<Scenery key="scenery" def={def} />);
  const pub = def.publicBuildings ?? 0;
  for (let k = 0; k < pub; k++) {
    const d = def.segments.find((s) => s.kind === 'district');
    const [x, y] = d ? areaAnchor(d.ports) : [50, 50];
    out.push(
      <Icon key={`pb${k}`} name="public" x={inside(x - 12 + k * 24, 13)} y={inside(y + 4, 14)} scale={1.4} />,
    );
  }
  if (def.historical) {
    const d = def.segments.find((s) => s.kind === 'district');
    const [x, y] = d ? areaAnchor(d.ports) : [50, 50];
    out.push(
      <g key="hist">
        <title>{def.historical}</title>
        <Icon name="historic" x={inside(x, 18)} y={inside(y + 6, 18)} scale={1.5} />
      </g>,
    );
  }
  // The tile's edge, so neighbouring tiles read as tiles (half of it on each side of a shared edge).
  out.push(
    <rect
      key="edge"
      class="tile-edge"
      x="0"
      y="0"
      width="100"
      height="100"
      fill="none"
      stroke={th.edge ?? '#0006'}
      stroke-width="1.6"
    />,
  );
  return <g>{out}</g>;
}

/** Shared patterns and textures of a look (once per board). */
export function Textures({ look }: { look: Look }): JSX.Element {
  const th = THEME[look];
  return (
    <>
      <pattern id={`tex-${look}`} width="20" height="20" patternUnits="userSpaceOnUse">
        <rect width="20" height="20" fill={th.bg} />
        {look === 'summer' && (
          <path d="M3 5l1-3 1 3M13 15l1-3 1 3" stroke={th.bg2} stroke-width="1.2" fill="none" />
        )}
        {look === 'winter' && <circle cx="5" cy="6" r="1.2" fill={th.bg2} />}
        {look === 'winter' && <circle cx="15" cy="15" r="0.9" fill="#fff" />}
        {look === 'city' && (
          <path d="M0 10h20M10 0v10M0 20h20M5 10v10M15 10v10" stroke={th.bg2} stroke-width="0.8" />
        )}
      </pattern>
      <pattern id={`city-${look}`} width="12" height="8" patternUnits="userSpaceOnUse">
        <rect width="12" height="8" fill={th.city ?? '#caa'} />
        <path
          d="M0 8h12M6 0v4M0 4h12M3 4v4M9 4v4"
          stroke={look === 'winter' ? '#fff9' : '#b38a56'}
          stroke-width="0.8"
        />
      </pattern>
      <pattern
        id="supplied"
        width="16"
        height="16"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="16" height="16" fill="#f5b70033" />
        <path d="M0 0v16" stroke="#f5b700" stroke-width="5" />
      </pattern>
      <pattern id="roofs" width="14" height="10" patternUnits="userSpaceOnUse">
        <rect width="14" height="10" fill={THEME.city.district} />
        <path d="M0 10l7-5 7 5M0 5l7-5 7 5" stroke="#a0543a" stroke-width="1" fill="none" />
      </pattern>
    </>
  );
}
