import type { JSX } from 'preact';
import type { TileDef } from '@carcassonne/engine';
import type { BoardConfig } from './config.js';
import { spotOnBoard, WallTargetMark, type WallSlot } from './pieces.js';

/** Follower targets: a hit circle of this radius (board units), 44 px wide from zoom 1 up. */
const TARGET_HIT = 22;

/** The numbered spots a follower may take on the pending tile. */
export function FollowerTargets({
  cfg,
  def,
}: {
  cfg: BoardConfig;
  def: TileDef | undefined;
}): JSX.Element | null {
  const pending = cfg.pending;
  if (!pending) return null;
  return (
    <>
      {cfg.followerTargets.map((p, i) => {
        const [x, y] = spotOnBoard(def, pending.x, pending.y, pending.rotation, p);
        return (
          <g key={`ft${p}`} class="target follower-target" data-port={p}>
            <circle class="hit" cx={x} cy={y} r={TARGET_HIT} />
            <circle cx={x} cy={y} r="12" />
            <text x={x} y={y + 4} text-anchor="middle">
              {i + 1}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** The wall choices as discs; a mouse moving over one points at it (its words show). */
export function WallTargets({
  cfg,
  slots,
  focus,
  setFocus,
}: {
  cfg: BoardConfig;
  slots: readonly WallSlot[];
  focus: number | null;
  setFocus: (i: number) => void;
}): JSX.Element {
  const many = cfg.wallTargets.length > 9;
  return (
    <>
      {cfg.wallTargets.map((t, i) => (
        <g
          key={`wt${i}`}
          onPointerMove={(e) =>
            e.pointerType === 'mouse' && (e.movementX || e.movementY) && focus !== i && setFocus(i)
          }
        >
          <WallTargetMark
            t={t}
            index={i}
            slot={slots[i] ?? 'single'}
            number={many ? null : i + 1}
            points={t.gains[cfg.actor ?? 0] ?? 0}
            focused={focus === i}
            many={many}
          />
        </g>
      ))}
    </>
  );
}
