import type { JSX } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { BoardConfig } from './config.js';
import { transformOf, zoomAt } from './camera.js';
import { key, legalSquares, orderedSquares } from './legal.js';
import { spotOnBoard, Tower, WallPiece } from './pieces.js';
import {
  DragonAndFairy,
  LastMarks,
  LegalSquares,
  PieceLayer,
  ProposalLayer,
  useFresh,
  wallSlots,
} from './layers.js';
import { FollowerTargets, WallTargets } from './targets.js';
import { BarnLayer, BarnTargets } from './barns.js';
import { ProposalBar, WallCaption, ZoomButtons } from './controls.js';
import { HighlightMark, layoutLabels } from './highlight.js';
import { MoveMarkArt } from './marks.js';
import { AidMarks } from './aids.js';
import { EdgeMarkers } from './edges.js';
import { meepleScale, targetScale, useCameraMotion } from './motion.js';
import { useViewing } from './viewing.js';
import { useBoardInput, wallKeyOf } from './board-input.js';
import { defAt, GhostTile, PendingTile, PlacedTiles, TileDefs } from './tile-layer.js';
import { KeyCursor, Spotlight } from './square-marks.js';
import { SpecialCaption } from './special-keys.js';

/**
 * The board: draws a BoardConfig and reports choices through its events. Holds no rules. Its parts:
 * the camera's motion (motion.ts) and what it shows (viewing.ts), the player's input
 * (board-input.ts), and the layers drawn from the bottom up (tile-layer.tsx, layers.tsx,
 * pieces.tsx, targets.tsx, square-marks.tsx).
 */
export function Board({ cfg }: { cfg: BoardConfig }): JSX.Element {
  const svg = useRef<SVGSVGElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const legal = useMemo(() => legalSquares(cfg.pending ? [] : cfg.legal), [cfg.legal, cfg.pending]);
  const ordered = useMemo(() => orderedSquares(cfg.pending ? [] : cfg.legal), [cfg.legal, cfg.pending]);
  const motion = useCameraMotion();
  const { cam, drawn, setCamera } = motion;
  const viewing = useViewing(cfg, ordered, motion, svg, box);
  const { size, covered, fitAll, framing } = viewing;
  const { hover, cursor, wallFocus, setWallFocus, specialFocus, rotAt, onKey } = useBoardInput(
    cfg,
    legal,
    ordered,
    svg,
    motion,
    viewing,
  );

  const labels = useMemo(() => layoutLabels(cfg.highlights), [cfg.highlights]);
  const wallKey = wallKeyOf(cfg);
  const slots = useMemo(() => wallSlots(cfg.wallTargets), [wallKey]);
  const fresh = useFresh(cfg);
  // The wall choices' discs are laid out for their size at the zoom shown: drawn again when the
  // camera comes to rest at another size (the edge markers look again then too).
  const [discScale, setDiscScale] = useState(() => targetScale(drawn.current.k));
  const edgeWatch = useRef<(() => void) | null>(null);
  motion.rested.current = () => {
    edgeWatch.current?.();
    setDiscScale(targetScale(motion.drawn.current.k));
  };
  const ghostAt =
    hover && legal.has(key(hover.x, hover.y))
      ? hover
      : cursor && legal.has(key(cursor.x, cursor.y))
        ? cursor
        : null;
  const pendingDef = cfg.pending ? cfg.tileDef(cfg.pending.tile) : undefined;
  const defOf = defAt(cfg);

  return (
    <div
      ref={box}
      class={`board look-${cfg.look}${cfg.wallTargets.length > 0 ? ' choosing' : ''}${cfg.wallTargets.length > 9 ? ' many' : ''}`}
    >
      <div class="board-layer" ref={motion.layer}>
        <svg
          ref={svg}
          class="board-svg"
          tabindex={0}
          role="application"
          aria-label={cfg.label}
          onKeyDown={onKey as never}
          data-tiles={cfg.tiles.length}
        >
          <TileDefs cfg={cfg} />
          <g
            ref={motion.view}
            transform={transformOf(drawn.current)}
            style={{
              '--meeple': meepleScale(drawn.current.k).toFixed(1),
              '--target': targetScale(drawn.current.k).toFixed(1),
            }}
          >
            <PlacedTiles cfg={cfg} fresh={fresh} />
            <LastMarks cfg={cfg} />
            {cfg.highlights.map((h, i) => (
              <HighlightMark
                key={`h${i}-${h.label}-${h.squares.length}`}
                h={h}
                at={labels[i] ?? [0, 0]}
                step={cfg.stepping === true}
              />
            ))}
            {cfg.aids && (
              <AidMarks
                aids={cfg.aids}
                players={cfg.players}
                spot={(x, y, port) => {
                  const d = defOf(x, y);
                  return spotOnBoard(d?.def, x, y, d?.r ?? 0, port);
                }}
              />
            )}
            <LegalSquares legal={legal} />
            <GhostTile cfg={cfg} at={ghostAt} rotation={rotAt(ghostAt)} />
            <ProposalLayer cfg={cfg} />
            <PendingTile cfg={cfg} />
            {cfg.wall.map((w, i) => (
              <WallPiece key={`w${i}`} w={w} marks={cfg.players} />
            ))}
            {cfg.towers.map((t, i) => (
              <Tower key={`t${i}`} t={t} marks={cfg.players} />
            ))}
            <PieceLayer cfg={cfg} fresh={fresh} defOf={defOf} />
            <DragonAndFairy cfg={cfg} />
            <BarnLayer cfg={cfg} />
            <FollowerTargets cfg={cfg} def={pendingDef} />
            <BarnTargets cfg={cfg} />
            <WallTargets
              cfg={cfg}
              slots={slots}
              scale={discScale}
              focus={wallFocus}
              setFocus={setWallFocus}
            />
            {(cfg.marks ?? []).map((m) => (
              <MoveMarkArt key={`mk${m.rank}`} m={m} tileDef={cfg.tileDef} />
            ))}
            <Spotlight cfg={cfg} />
            <KeyCursor at={cursor} />
          </g>
        </svg>
      </div>
      <WallCaption cfg={cfg} focus={wallFocus} />
      <SpecialCaption cfg={cfg} focus={specialFocus} />
      <ProposalBar cfg={cfg} />
      <EdgeMarkers
        squares={cfg.proposal ? [] : ordered}
        camera={() => cam.current}
        screen={framing.screen}
        words={cfg.words}
        go={(squares) => framing.show(squares, true)}
        watch={edgeWatch}
      />
      <ZoomButtons
        words={cfg.words}
        zoom={(factor) => setCamera(zoomAt(cam.current, factor, size.w / 2, size.h / 2), true)}
        fit={fitAll}
        options={ordered.length > 0 && !cfg.pending ? () => framing.show(ordered, true) : null}
        hidden={covered > 10}
      />
    </div>
  );
}
