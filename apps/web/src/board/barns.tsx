import type { JSX } from 'preact';
import type { Corner } from '@carcassonne/engine';
import type { BoardConfig } from './config.js';

/** Follower-sized hit circle (board units) of a corner target. */
const TARGET_HIT = 22;

/** Where a corner of the square (x, y) lies on the board (100 units a square; y grows south). */
export function cornerPoint(x: number, y: number, corner: Corner): [number, number] {
  const east = corner === 'NE' || corner === 'SE';
  const south = corner === 'SE' || corner === 'SW';
  return [x * 100 + (east ? 100 : 0), y * 100 + (south ? 100 : 0)];
}

/** Abbey & Mayor's barn (AM5): a small barn, roof and door, in its player's colour, on the corner point. */
export function BarnShape({
  at,
  fill,
  ink,
}: {
  at: [number, number];
  fill: string;
  ink: string;
}): JSX.Element {
  return (
    <g class="barn" transform={`translate(${at[0]} ${at[1]})`}>
      <path
        d="M-13 12V-3L0-14 13-3V12Z"
        fill={fill}
        stroke={ink}
        stroke-width="2.5"
        stroke-linejoin="round"
      />
      <path d="M-5 12V2H5V12" fill="none" stroke={ink} stroke-width="2" />
    </g>
  );
}

/** The barns on the board, and a barn chosen but not yet confirmed. */
export function BarnLayer({ cfg }: { cfg: BoardConfig }): JSX.Element | null {
  const barns = cfg.barns ?? [];
  if (barns.length === 0) return null;
  return (
    <g class="barns" pointer-events="none">
      {barns.map((b) => {
        const mark = cfg.players[b.player];
        return mark ? (
          <g key={`b${b.player}`} data-barn-at={`${b.x},${b.y},${b.corner}`}>
            <BarnShape at={cornerPoint(b.x, b.y, b.corner)} fill={mark.fill} ink={mark.ink} />
          </g>
        ) : null;
      })}
    </g>
  );
}

/** The corners of the pending tile where the barn may go: a tap or click puts it there. */
export function BarnTargets({ cfg }: { cfg: BoardConfig }): JSX.Element | null {
  const p = cfg.pending;
  const corners = cfg.barnTargets ?? [];
  if (!p || corners.length === 0) return null;
  return (
    <>
      {corners.map((c) => {
        const [x, y] = cornerPoint(p.x, p.y, c);
        return (
          <g key={`bt${c}`} class="target barn-target" data-barn={c}>
            <circle class="hit" cx={x} cy={y} r={TARGET_HIT} />
            <path d={`M${x - 9} ${y + 8}V${y - 2}L${x} ${y - 10} ${x + 9} ${y - 2}V${y + 8}Z`} />
          </g>
        );
      })}
    </>
  );
}
