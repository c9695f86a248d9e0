import type { JSX } from 'preact';
import type { Highlight } from './config.js';

type Sq = readonly [number, number];

/** The outline of a set of squares: every square side not shared with another square of the set. */
export function outlinePath(squares: readonly Sq[]): string {
  const has = new Set(squares.map(([x, y]) => `${x},${y}`));
  let d = '';
  for (const [x, y] of squares) {
    const X = x * 100;
    const Y = y * 100;
    if (!has.has(`${x},${y - 1}`)) d += `M${X} ${Y}h100`;
    if (!has.has(`${x + 1},${y}`)) d += `M${X + 100} ${Y}v100`;
    if (!has.has(`${x},${y + 1}`)) d += `M${X} ${Y + 100}h100`;
    if (!has.has(`${x - 1},${y}`)) d += `M${X} ${Y}v100`;
  }
  return d;
}

/** The square nearest the middle of a feature, where its points are written. */
function labelSquare(squares: readonly Sq[]): Sq {
  const cx = squares.reduce((a, s) => a + s[0], 0) / squares.length;
  const cy = squares.reduce((a, s) => a + s[1], 0) / squares.length;
  return squares.reduce((best, s) =>
    Math.hypot(s[0] - cx, s[1] - cy) < Math.hypot(best[0] - cx, best[1] - cy) ? s : best,
  );
}

/** Label positions (board units) for several highlights, moved apart so that no two overlap. */
export function layoutLabels(highlights: readonly Highlight[]): [number, number][] {
  const placed: [number, number][] = [];
  for (const h of highlights) {
    const [sx, sy] = h.squares.length ? labelSquare(h.squares) : [0, 0];
    const x = sx * 100 + 50;
    let y = sy * 100 + 62;
    for (
      let tries = 0;
      tries < 40 && placed.some(([px, py]) => Math.abs(px - x) < 84 && Math.abs(py - y) < 42);
      tries++
    )
      y += 44;
    placed.push([x, y]);
  }
  return placed;
}

/** A scoring shown on the board: its feature outlined, the cities a farm supplies, its followers ringed, its points. */
export function HighlightMark({
  h,
  at,
  step,
}: {
  h: Highlight;
  at: readonly [number, number];
  step: boolean;
}): JSX.Element {
  return (
    <g
      class={`score-flash${step ? ' step' : ''}`}
      data-highlight={h.squares.length}
      data-supplied={h.supplied?.length ?? 0}
    >
      {h.supplied && h.supplied.length > 0 && (
        <g class="supplied">
          {h.supplied.map(([x, y]) => (
            <rect key={`s${x},${y}`} x={x * 100} y={y * 100} width="100" height="100" fill="url(#supplied)" />
          ))}
          <path
            d={outlinePath(h.supplied)}
            fill="none"
            stroke="#f5b700"
            stroke-width="6"
            stroke-dasharray="14 8"
            stroke-linecap="round"
          />
        </g>
      )}
      {h.squares.map(([x, y]) => (
        <rect
          key={`q${x},${y}`}
          x={x * 100}
          y={y * 100}
          width="100"
          height="100"
          fill={h.color}
          opacity="0.28"
        />
      ))}
      <path
        class="outline"
        d={outlinePath(h.squares)}
        fill="none"
        stroke="#fff"
        stroke-width="11"
        stroke-linecap="round"
      />
      <path
        class="outline"
        d={outlinePath(h.squares)}
        fill="none"
        stroke={h.color}
        stroke-width="6"
        stroke-linecap="round"
      />
      {(h.rings ?? []).map(([x, y], i) => (
        <circle
          key={`r${i}`}
          class="ring"
          cx={x}
          cy={y}
          r="17"
          fill="none"
          stroke={h.color}
          stroke-width="4"
        />
      ))}
      <g class="rise">
        <text class="points" x={at[0]} y={at[1]} text-anchor="middle">
          {h.label}
        </text>
      </g>
    </g>
  );
}
