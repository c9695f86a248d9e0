import type { JSX } from 'preact';
import type { Port, TileDef } from '@carcassonne/engine';
import type { UiTower, UiWall, WallTarget } from '../game/types.js';
import type { PlayerMark } from './config.js';
import { edgeEnds, sideNormal, type Pt } from './geometry.js';
import { followerSpot } from './tiles.js';

const MEEPLE = 'M-3-3L-10 0L-10 4L-4 4L-7 12L-2 12L0 7L2 12L7 12L4 4L10 4L10 0L3-3Z';
/** The abbot's mitre over the meeple's head: two points with a notch, its band on the brow. */
const MITRE = 'M-5-9.5L-5.5-17L-1.5-21L0-18.5L1.5-21L5.5-17L5-9.5Z';

/**
 * A follower: a meeple in the player's colour, outlined dark with a light halo so it shows on
 * any tile, with the player's letter as a second cue. Its size follows `--meeple` (set by the
 * board from the zoom) so followers stay readable when the board is zoomed out.
 */
export function Meeple({
  at,
  mark,
  lying,
  mitre,
}: {
  at: Pt;
  mark: PlayerMark;
  lying?: boolean;
  /** The Abbot's abbot: a mitre (a tall pointed hat, gold) on the head. */
  mitre?: boolean;
}): JSX.Element {
  return (
    <g transform={`translate(${at[0]} ${at[1]})`} class="meeple">
      <title>{mark.name}</title>
      <g class="meeple-body">
        <g transform={lying ? 'rotate(-90)' : undefined}>
          <path d={MEEPLE} fill="none" stroke="#fff" stroke-width="4.4" stroke-linejoin="round" />
          <circle cy="-7" r="4.6" fill="none" stroke="#fff" stroke-width="4.4" />
          <path d={MEEPLE} fill={mark.fill} stroke="#111" stroke-width="1.6" stroke-linejoin="round" />
          <circle cy="-7" r="4.6" fill={mark.fill} stroke="#111" stroke-width="1.6" />
          {mitre && (
            <g class="mitre">
              <path d={MITRE} fill="none" stroke="#fff" stroke-width="3.4" stroke-linejoin="round" />
              <path d={MITRE} fill="#e8c547" stroke="#111" stroke-width="1.3" stroke-linejoin="round" />
              <path d="M0-19.5V-11.5M-2.4-15.2H2.4" stroke="#7a4a12" stroke-width="1.1" />
            </g>
          )}
        </g>
        <text
          y={lying ? 3.5 : 5.5}
          x={lying ? -2 : 0}
          text-anchor="middle"
          font-size="9"
          font-weight="800"
          fill={mark.ink}
          stroke={mark.ink === '#fff' ? '#0008' : '#fff8'}
          stroke-width="0.6"
          paint-order="stroke"
        >
          {mark.letter}
        </text>
      </g>
    </g>
  );
}

/** A player's last tile: a frame in the player's colour (with a light inner line, so it shows on any tile) and their letter in a corner. */
export function LastMove({
  x,
  y,
  mark,
  player,
}: {
  x: number;
  y: number;
  mark: PlayerMark | undefined;
  player: number;
}): JSX.Element | null {
  if (!mark) return null;
  const X = x * 100;
  const Y = y * 100;
  return (
    <g class="last-move" data-last={player} data-square={`${x},${y}`}>
      <rect
        x={X + 4}
        y={Y + 4}
        width="92"
        height="92"
        rx="3"
        fill="none"
        stroke="#111"
        stroke-width="9"
        opacity="0.55"
      />
      <rect
        x={X + 4}
        y={Y + 4}
        width="92"
        height="92"
        rx="3"
        fill="none"
        stroke={mark.fill}
        stroke-width="6"
      />
      <rect
        x={X + 8.5}
        y={Y + 8.5}
        width="83"
        height="83"
        rx="2"
        fill="none"
        stroke="#fff"
        stroke-width="1.5"
        opacity="0.9"
      />
      <g transform={`translate(${X + 88} ${Y + 12})`}>
        <circle r="10" fill={mark.fill} stroke="#111" stroke-width="1.5" />
        <text y="4" text-anchor="middle" font-size="12" font-weight="800" fill={mark.ink}>
          {mark.letter}
        </text>
      </g>
    </g>
  );
}

/** Where a follower on `port` of a tile at (x, y) stands on the board. */
export function spotOnBoard(
  def: TileDef | undefined,
  x: number,
  y: number,
  rotation: number,
  port: Port,
): Pt {
  const p: Pt = def ? followerSpot(def, rotation, port) : [50, 50];
  return [x * 100 + p[0], y * 100 + p[1]];
}

export function WallPiece({ w, marks }: { w: UiWall; marks: readonly PlayerMark[] }): JSX.Element {
  const [a, b] = edgeEnds(w.x, w.y, w.side);
  const [nx, ny] = sideNormal(w.side);
  const o: Pt = [nx * 5, ny * 5];
  const color = w.kind === 'closure' ? '#8d8578' : '#5f564b';
  const guard = w.guard !== undefined ? marks[w.guard] : undefined;
  const mid: Pt = [(a[0] + b[0]) / 2 + o[0] * 2.2, (a[1] + b[1]) / 2 + o[1] * 2.2];
  return (
    <g>
      <line
        x1={a[0] + o[0]}
        y1={a[1] + o[1]}
        x2={b[0] + o[0]}
        y2={b[1] + o[1]}
        stroke={color}
        stroke-width="10"
        stroke-linecap="square"
      />
      <line
        x1={a[0] + o[0]}
        y1={a[1] + o[1]}
        x2={b[0] + o[0]}
        y2={b[1] + o[1]}
        stroke="#b3a993"
        stroke-width="4"
        stroke-dasharray="6 4"
      />
      {w.kind === 'gate' && (
        <rect
          x={mid[0] - 9}
          y={mid[1] - 9}
          width="18"
          height="18"
          rx="4"
          fill="#7a4b26"
          stroke="#2b1a0d"
          stroke-width="2"
        />
      )}
      {guard && <Meeple at={mid} mark={guard} />}
    </g>
  );
}

export function Tower({ t, marks }: { t: UiTower; marks: readonly PlayerMark[] }): JSX.Element {
  const [a, b] = edgeEnds(t.x, t.y, t.side);
  const [nx, ny] = sideNormal(t.side);
  const p = t.end === 'before' ? a : b;
  const m = marks[t.player];
  return (
    <g transform={`translate(${p[0] + nx * 5} ${p[1] + ny * 5})`}>
      <circle r="11" fill={m?.fill ?? '#777'} stroke="#111" stroke-width="2" />
      <path d="M-6 4v-8h3v3h2v-3h2v3h2v-3h3v8z" fill={m?.ink ?? '#fff'} />
    </g>
  );
}

export type { WallSlot } from './wall-layout.js';

const DISC_ICONS: Readonly<Record<string, JSX.Element>> = {
  gate: <path d="M-8 9v-9a8 8 0 0 1 16 0v9h-4v-8a4 4 0 0 0-8 0v8z" fill="#fff" />,
  wall: <path d="M-10-7h20v14h-20zM-10 0h20M-3-7v7M4 0v7" fill="none" stroke="#fff" stroke-width="2" />,
  guard: <path d={MEEPLE} transform="scale(0.85)" fill="#fff" />,
  tower: <path d="M-7 9v-13h4v4h2v-4h2v4h2v-4h4v13z" fill="#fff" />,
  // The dragon's step: a wing pointing out of its square.
  dragon: <path d="M-9 6l9-14 9 14-9-5z" fill="#fff" />,
  // Abbey & Mayor's wagon moving on: a cart.
  wagon: (
    <>
      <path d="M-10-6h16v9h-16zM6-2h5" fill="none" stroke="#fff" stroke-width="2" />
      <circle cx="-6" cy="6" r="2.6" fill="#fff" />
      <circle cx="3" cy="6" r="2.6" fill="#fff" />
    </>
  ),
};
const DISC_FILL: Readonly<Record<string, string>> = {
  gate: '#7a4b26',
  wall: '#5f564b',
  guard: '#9a6d00',
  tower: '#2c4f9e',
  dragon: '#a3261c',
  wagon: '#6b4423',
};

const targetKind = (t: WallTarget): string => (t.type === 'wall' && t.guard ? 'guard' : t.type);

/**
 * The band along a wall choice's edge (its large hit area), drawn under every disc so that no band
 * covers another choice's disc.
 */
export function WallBand({
  t,
  index,
  focused,
}: {
  t: WallTarget;
  index: number;
  focused: boolean;
}): JSX.Element | null {
  if (!t.edge) return null;
  const [a, b] = edgeEnds(t.edge.x, t.edge.y, t.edge.side);
  const [nx, ny] = sideNormal(t.edge.side);
  return (
    <g class={`target wall-band${focused ? ' focus' : ''}`} data-wall={index}>
      <line
        class="band"
        x1={a[0] + nx * 8}
        y1={a[1] + ny * 8}
        x2={b[0] + nx * 8}
        y2={b[1] + ny * 8}
        stroke={DISC_FILL[targetKind(t)] ?? '#555'}
      />
    </g>
  );
}

/**
 * A City wall choice on its edge: a disc outside
 * the wall (at `at`, placed by wall-layout.ts so that no two discs overlap) with an icon, its
 * number when few choices are offered, and the points it would score at once. Discs grow with
 * `--target` (set by the board from the zoom).
 */
export function WallTargetMark({
  t,
  index,
  at,
  number,
  points,
  focused,
}: {
  t: WallTarget;
  index: number;
  at: Pt;
  number: number | null;
  points: number;
  focused: boolean;
}): JSX.Element | null {
  if (!t.edge) return null;
  const kind = targetKind(t);
  const fill = DISC_FILL[kind] ?? '#555';
  return (
    <g class={`target wall-target ${kind}${focused ? ' focus' : ''}`} data-wall={index} data-target={kind}>
      <g transform={`translate(${at[0]} ${at[1]})`}>
        <g class="disc-body">
          <circle class="disc" r="19" fill={fill} stroke="#fff" stroke-width="3" />
          <g pointer-events="none">
            {kind === 'dragon' ? (
              // The wing points the way the dragon steps (drawn pointing north).
              <g class="wing" transform={`rotate(${'NESW'.indexOf(t.edge.side) * 90})`}>
                {DISC_ICONS[kind]}
              </g>
            ) : (
              DISC_ICONS[kind]
            )}
            {number !== null && (
              <g transform="translate(14 -14)">
                <circle r="8" fill="#fff" stroke={fill} stroke-width="2" />
                <text y="3.5" text-anchor="middle" font-size="10" font-weight="800" fill="#111">
                  {number}
                </text>
              </g>
            )}
            {points > 0 && (
              <g transform="translate(0 25)">
                <rect
                  x="-13"
                  y="-8"
                  width="26"
                  height="15"
                  rx="7"
                  fill="#fff"
                  stroke={fill}
                  stroke-width="1.5"
                />
                <text y="3.5" text-anchor="middle" font-size="10" font-weight="800" fill="#111">
                  +{points}
                </text>
              </g>
            )}
          </g>
        </g>
      </g>
    </g>
  );
}
