import type { JSX } from 'preact';
import type { TileDef } from '@carcassonne/engine';
import type { BoardConfig } from './config.js';
import { useMemo } from 'preact/hooks';
import { spotOnBoard, WallBand, WallTargetMark, type WallSlot } from './pieces.js';
import { discCentres } from './wall-layout.js';

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

/** The wall choices as discs (laid out for the discs' size at the zoom shown); a mouse moving over one points at it (its words show). */
export function WallTargets({
  cfg,
  slots,
  scale,
  focus,
  setFocus,
}: {
  cfg: BoardConfig;
  slots: readonly WallSlot[];
  /** The discs' size factor at the zoom shown (`--target`). */
  scale: number;
  focus: number | null;
  setFocus: (i: number) => void;
}): JSX.Element {
  const many = cfg.wallTargets.length > 9;
  const points = (i: number) => cfg.wallTargets[i]?.gains[cfg.actor ?? 0] ?? 0;
  // The CSS caps the discs of many choices at 1.3 times their size.
  const centres = useMemo(
    () => discCentres(cfg.wallTargets, slots, many ? Math.min(scale, 1.3) : scale, { many, points }),
    [slots, scale, cfg.wallTargets],
  );
  const point = (i: number) => (e: PointerEvent) =>
    e.pointerType === 'mouse' && (e.movementX || e.movementY) && focus !== i && setFocus(i);
  return (
    <>
      {cfg.wallTargets.map((t, i) =>
        // One band per edge (a second choice on it shares the first's); all under the discs.
        slots[i] === 'second' ? null : (
          <g key={`wb${i}`} onPointerMove={point(i)}>
            <WallBand t={t} index={i} focused={focus === i} />
          </g>
        ),
      )}
      {cfg.wallTargets.map((t, i) => {
        const at = centres[i];
        return at ? (
          <g key={`wt${i}`} onPointerMove={point(i)}>
            <WallTargetMark
              t={t}
              index={i}
              at={at}
              number={many ? null : i + 1}
              points={points(i)}
              focused={focus === i}
            />
          </g>
        ) : null;
      })}
    </>
  );
}
