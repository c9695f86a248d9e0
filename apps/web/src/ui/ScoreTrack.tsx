import type { JSX } from 'preact';
import type { PlayerMark } from '../board/config.js';
import { useT } from './context.js';

/**
 * A score track always in view: each player's marker on a line from 0 to a multiple of 50 above
 * the best score, stacked where markers would overlap.
 */
export function ScoreTrack({
  scores,
  marks,
}: {
  scores: readonly number[];
  marks: readonly PlayerMark[];
}): JSX.Element {
  const t = useT();
  const top = Math.max(50, Math.ceil((Math.max(0, ...scores) + 1) / 50) * 50);
  const W = 300;
  const x = (s: number) => 10 + (Math.max(0, s) / top) * (W - 20);
  const rows: number[] = [];
  const placed: { x: number; row: number }[] = [];
  scores.forEach((s, i) => {
    let row = 0;
    while (placed.some((p) => p.row === row && Math.abs(p.x - x(s)) < 18)) row++;
    placed.push({ x: x(s), row });
    rows[i] = row;
  });
  const height = 30 + Math.max(0, ...rows) * 18;
  const ticks = Array.from({ length: top / 10 + 1 }, (_, i) => i * 10);
  return (
    <svg
      class="score-track"
      viewBox={`0 0 ${W} ${height}`}
      role="img"
      aria-label={`${t('track.title')}: ${scores.map((s, i) => `${marks[i]?.name} ${s}`).join(', ')}`}
    >
      <line x1="10" x2={W - 10} y1="20" y2="20" stroke="#8a7d66" stroke-width="3" stroke-linecap="round" />
      {ticks.map((v) => (
        <g key={v}>
          <line
            x1={x(v)}
            x2={x(v)}
            y1={v % 50 === 0 ? 13 : 16}
            y2={v % 50 === 0 ? 27 : 24}
            stroke="#8a7d66"
            stroke-width={v % 50 === 0 ? 2 : 1}
          />
          {v % 50 === 0 && (
            <text x={x(v)} y="9" font-size="8" text-anchor="middle" fill="#4a4335">
              {v}
            </text>
          )}
        </g>
      ))}
      {scores.map((s, i) => (
        <g
          key={i}
          class="marker"
          data-track={i}
          style={{ transform: `translate(${x(s)}px, ${20 + (rows[i] ?? 0) * 18}px)` }}
        >
          <circle r="8" fill={marks[i]?.fill} stroke="#111" stroke-width="1.2" />
          <text y="3" font-size="9" font-weight="800" text-anchor="middle" fill={marks[i]?.ink}>
            {marks[i]?.letter}
          </text>
        </g>
      ))}
    </svg>
  );
}
