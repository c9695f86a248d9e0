import type { JSX } from 'preact';
import type { Port } from '@carcassonne/engine';
import type { Square } from '../game/types.js';
import type { PlayerMark } from './config.js';

/**
 * The player aids as the board draws them (docs: apps/web README, "Player aids"): squares no
 * remaining tile can fill, the open square being inspected, and on demand a mark in its owners'
 * colours on every segment of each occupied feature. The engine computes them; the board only
 * draws what it is handed.
 */
export interface BoardAids {
  readonly dead: readonly Square[];
  /** The open square whose fits are listed beside the board, framed. */
  readonly inspected: Square | null;
  /** Shown on demand: each segment of an occupied feature with its owners (seats). */
  readonly owners: readonly {
    readonly x: number;
    readonly y: number;
    readonly port: Port;
    readonly players: readonly number[];
  }[];
}

type Spot = (x: number, y: number, port: Port) => readonly [number, number];

export function AidMarks({
  aids,
  players,
  spot,
}: {
  aids: BoardAids;
  players: readonly PlayerMark[];
  spot: Spot;
}): JSX.Element {
  return (
    <g class="aids" pointer-events="none">
      {aids.dead.map((s) => (
        <g key={`d${s.x},${s.y}`} class="aid-dead" data-dead={`${s.x},${s.y}`}>
          <rect x={s.x * 100 + 6} y={s.y * 100 + 6} width="88" height="88" rx="8" />
          <path
            d={`M${s.x * 100 + 30} ${s.y * 100 + 30}L${s.x * 100 + 70} ${s.y * 100 + 70}M${s.x * 100 + 70} ${s.y * 100 + 30}L${s.x * 100 + 30} ${s.y * 100 + 70}`}
          />
        </g>
      ))}
      {aids.inspected && (
        <rect
          class="aid-inspected"
          data-inspected={`${aids.inspected.x},${aids.inspected.y}`}
          x={aids.inspected.x * 100 + 2}
          y={aids.inspected.y * 100 + 2}
          width="96"
          height="96"
          rx="6"
        />
      )}
      {aids.owners.map((o) => {
        const [cx, cy] = spot(o.x, o.y, o.port);
        return (
          <g key={`o${o.x},${o.y},${o.port}`} class="aid-owner" data-owner={o.players.join(' ')}>
            {o.players.map((p, i) => (
              <circle
                key={p}
                cx={cx + (i - (o.players.length - 1) / 2) * 9}
                cy={cy}
                r="6"
                fill={players[p]?.fill ?? '#888'}
                stroke={players[p]?.ink ?? '#000'}
              />
            ))}
          </g>
        );
      })}
    </g>
  );
}
