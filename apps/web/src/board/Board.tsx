import type { JSX } from 'preact';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Rotation } from '@carcassonne/engine';
import type { Square } from '../game/types.js';
import type { BoardConfig } from './config.js';
import {
  fit,
  focusOn,
  layerTransform,
  reveal,
  squareAt,
  transformOf,
  zoomAt,
  pan,
  type Camera,
} from './camera.js';
import { attachInput } from './input.js';
import { effectiveRotation, key, legalSquares, nextRotation, orderedSquares } from './legal.js';
import { Textures, TileArt } from './tiles.js';
import { spotOnBoard, Tower, WallPiece } from './pieces.js';
import { LastMarks, LegalSquares, PieceLayer, place, ProposalLayer, useFresh, wallSlots } from './layers.js';
import { FollowerTargets, WallTargets } from './targets.js';
import { ProposalBar, WallCaption, ZoomButtons } from './controls.js';
import { HighlightMark, layoutLabels } from './highlight.js';
import { MoveMarkArt } from './marks.js';
import { boardKey } from './keys.js';
import { AidMarks } from './aids.js';
import { EdgeMarkers } from './edges.js';
import { useFraming } from './framing.js';

/** On a touch screen a square is at least this many CSS pixels wide when the board is fitted. */
const TOUCH_SQUARE = 48;
/** A follower's size factor at zoom k: about 22 px tall on screen, between 1.2 and 2 times its drawn size. */
export const meepleScale = (k: number): number => Math.round(Math.min(2, Math.max(1.2, 0.95 / k)) * 10) / 10;
/** A wall choice's disc (radius 19) is at least 22 px in radius on screen, up to 2.6 times its size. */
export const targetScale = (k: number): number =>
  Math.round(Math.min(2.6, Math.max(1, 22 / (19 * k))) * 10) / 10;
/** A gesture (drag, pinch, wheel) has ended when no camera change came for this long. */
const SETTLE_MS = 140;
const coarse = (): boolean => typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
/** The least zoom when fitting: squares big enough to tap on a touch screen. */
const minZoom = (): number => (coarse() ? TOUCH_SQUARE / 100 : 0);

/** The board: draws a BoardConfig and reports choices through its events. Holds no rules. */
export function Board({ cfg }: { cfg: BoardConfig }): JSX.Element {
  const svg = useRef<SVGSVGElement>(null);
  const box = useRef<HTMLDivElement>(null);
  /** Draws the edge markers again (the camera came to rest). */
  const edgeWatch = useRef<(() => void) | null>(null);
  /** The composited layer that holds the SVG: moved by a CSS transform during a gesture. */
  const layer = useRef<HTMLDivElement>(null);
  const view = useRef<SVGGElement>(null);
  const cam = useRef<Camera>({ tx: 0, ty: 0, k: 1 });
  const userMoved = useRef(false);
  const frame = useRef(0);
  const [size, setSize] = useState({ w: 800, h: 600 });
  const [hover, setHover] = useState<Square | null>(null);
  const [cursor, setCursor] = useState<Square | null>(null);
  /** The wall choice pointed at (hover, keyboard or a first tap), shown with its words and points. */
  const [wallFocus, setWallFocus] = useState<number | null>(null);
  const typed = useRef<{ digits: string; at: number }>({ digits: '', at: 0 });
  const wallKey = cfg.wallTargets.map((w) => JSON.stringify(w.move)).join('|');
  useEffect(() => setWallFocus(null), [wallKey]);
  const wallFocusRef = useRef(wallFocus);
  wallFocusRef.current = wallFocus;
  const cfgRef = useRef(cfg);
  cfgRef.current = cfg;

  const legal = useMemo(() => legalSquares(cfg.pending ? [] : cfg.legal), [cfg.legal, cfg.pending]);
  const ordered = useMemo(() => orderedSquares(cfg.pending ? [] : cfg.legal), [cfg.legal, cfg.pending]);

  /** The camera the SVG is drawn at; during a gesture `cam` runs ahead and the drawn layer is moved. */
  const drawn = useRef<Camera>(cam.current);
  const settleTimer = useRef(0);
  /** At rest: draw the SVG at the camera. Zoom-dependent sizes change only here, never mid-gesture. */
  const apply = () => {
    frame.current = 0;
    if (settleTimer.current) clearTimeout(settleTimer.current);
    settleTimer.current = 0;
    drawn.current = cam.current;
    if (layer.current) layer.current.style.transform = '';
    view.current?.setAttribute('transform', transformOf(cam.current));
    // Followers grow as the board zooms out (up to twice their size) so they stay readable; in
    // steps of a tenth, so that most gestures restyle nothing.
    const m = meepleScale(cam.current.k).toFixed(1);
    if (view.current && view.current.style.getPropertyValue('--meeple') !== m)
      view.current.style.setProperty('--meeple', m);
    const w = targetScale(cam.current.k).toFixed(1);
    if (view.current && view.current.style.getPropertyValue('--target') !== w)
      view.current.style.setProperty('--target', w);
    edgeWatch.current?.();
  };
  /** During a gesture: move the drawn picture (a composited layer, CSS transform) without drawing it. */
  const applyLive = () => {
    frame.current = 0;
    if (layer.current) layer.current.style.transform = layerTransform(drawn.current, cam.current);
  };
  /**
   * Move the camera: drawn at the next frame, or at once (`now`, before the browser paints). A `live`
   * change (a gesture under way) only moves the drawn layer; the board is drawn again when it settles.
   */
  const setCamera = (c: Camera, byUser: boolean, now = false, live = false) => {
    cam.current = c;
    if (byUser) userMoved.current = true;
    if (live) {
      if (!frame.current) frame.current = requestAnimationFrame(applyLive);
      if (settleTimer.current) clearTimeout(settleTimer.current);
      settleTimer.current = window.setTimeout(settle, SETTLE_MS);
    } else if (now) {
      if (frame.current) cancelAnimationFrame(frame.current);
      apply();
    } else {
      if (frame.current) cancelAnimationFrame(frame.current);
      frame.current = requestAnimationFrame(apply);
    }
  };
  /** A gesture ended: draw the board at the camera. */
  const settle = () => setCamera(cam.current, false);
  useEffect(
    () => () => {
      if (settleTimer.current) clearTimeout(settleTimer.current);
      if (frame.current) cancelAnimationFrame(frame.current);
    },
    [],
  );
  const fitAll = () => {
    const sq = [...cfg.tiles, ...ordered];
    setCamera(fit(sq, size.w, size.h, 100, minZoom()), false);
    userMoved.current = false;
  };

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize({ w: el.clientWidth || 800, h: el.clientHeight || 600 }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Keep the whole board in view until the user pans or zooms. (Layout effects, in this order, so
  // that the focus below is drawn with the render that shows the follower targets.)
  useLayoutEffect(() => {
    if (!userMoved.current) fitAll();
  }, [cfg.tiles.length, size.w, size.h, ordered.length]);

  // Follow the game: frame the squares where the tile in hand fits (board/framing.ts).
  const framing = useFraming(
    {
      box,
      size,
      camera: () => cam.current,
      setCamera: (c, byUser) => setCamera(c, byUser, true),
      minK: minZoom(),
    },
    ordered,
    cfg.proposal ?? null,
  );
  const showOptions = (byUser: boolean) => framing.show(ordered, byUser);

  // Choosing a follower by touch: zoom to the tile so every target is at least 44 px wide.
  const beforeFocus = useRef<Camera | null>(null);
  useLayoutEffect(() => {
    const p = cfg.pending;
    if (p && cfg.followerTargets.length > 0 && coarse()) {
      beforeFocus.current = cam.current;
      setCamera(focusOn(cam.current, p, 1.4, size.w, size.h), false, true);
    } else if (!p && beforeFocus.current) {
      setCamera(beforeFocus.current, false);
      beforeFocus.current = null;
    }
  }, [cfg.pending?.x, cfg.pending?.y, cfg.pending === null]);

  // A square picked in the log: bring it into view.
  useEffect(() => {
    if (cfg.spotlight) setCamera(reveal(cam.current, cfg.spotlight, size.w, size.h), false);
  }, [cfg.spotlight?.x, cfg.spotlight?.y]);

  const rotAt = (s: Square | null): Rotation | null => {
    const c = cfgRef.current;
    if (!s || !c.drawn || c.pending || c.proposal) return null;
    return effectiveRotation(legal.get(key(s.x, s.y)), c.rotation, c.rotClass);
  };

  const placeAt = (s: Square) => {
    const r = rotAt(s);
    if (r !== null) cfgRef.current.events.place?.({ x: s.x, y: s.y, rotation: r });
  };

  const rotate = () => {
    const c = cfgRef.current;
    if (c.proposal) return c.events.rotateProposal?.();
    if (!c.drawn || c.pending) return;
    const at = hover ?? cursor;
    const cur = rotAt(at) ?? c.rotation;
    c.events.rotate?.(
      at && legal.has(key(at.x, at.y))
        ? nextRotation(legal.get(key(at.x, at.y)), cur, c.rotClass)
        : (((c.rotation + 90) % 360) as Rotation),
    );
  };

  /** Tell the caller which square is pointed at (once per square). */
  const inspected = useRef('');
  const inspect = (s: Square) => {
    const k = key(s.x, s.y);
    if (k === inspected.current) return;
    inspected.current = k;
    cfgRef.current.events.inspect?.(s);
  };

  const hostRef = useRef({ rotate, placeAt });
  hostRef.current = { rotate, placeAt };

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    return attachInput(el, {
      camera: () => cam.current,
      setCamera: (c) => setCamera(c, true, false, true),
      settle: () => settle(),
      hover: (sx, sy) => {
        const s = squareAt(cam.current, sx, sy);
        setHover((h) => (h && h.x === s.x && h.y === s.y ? h : s));
        inspect(s);
      },
      leave: () => setHover(null),
      rotate: () => hostRef.current.rotate(),
      tap: (sx, sy, target, pointer) => {
        const c = cfgRef.current;
        const t = target instanceof Element ? target : null;
        const port = t?.closest('[data-port]')?.getAttribute('data-port');
        if (port && c.pending) return c.events.follower?.(port as never);
        const w = t?.closest('[data-wall]')?.getAttribute('data-wall');
        if (w != null) {
          const i = Number(w);
          const target = c.wallTargets[i];
          // A finger first points at a choice (its words and points show), a second tap takes it.
          if (pointer !== 'mouse' && wallFocusRef.current !== i) return setWallFocus(i);
          if (target) c.events.wall?.(target);
          return;
        }
        const s = squareAt(cam.current, sx, sy);
        inspect(s);
        // A finger proposes (and a second tap turns); a mouse click places at once.
        if (pointer !== 'mouse' && c.events.propose) return c.events.propose(s);
        setCursor(null);
        hostRef.current.placeAt(s);
      },
    });
  }, []);

  const onKey = (e: KeyboardEvent) => {
    const handled = boardKey(e, {
      cfg: cfgRef.current,
      cursor,
      ordered,
      wallFocus,
      typed,
      setCursor,
      setWallFocus,
      reveal: (s) => setCamera(reveal(cam.current, s, size.w, size.h), false),
      pan: (dx, dy) => setCamera(pan(cam.current, dx, dy), true),
      zoom: (factor) => setCamera(zoomAt(cam.current, factor, size.w / 2, size.h / 2), true),
      fit: fitAll,
      rotate,
      placeAt,
    });
    if (handled) e.preventDefault();
  };

  const ids = useMemo(() => {
    const s = new Set(cfg.tiles.map((t) => t.tile));
    if (cfg.drawn) s.add(cfg.drawn);
    if (cfg.pending) s.add(cfg.pending.tile);
    for (const m of cfg.marks ?? []) if (m.tile) s.add(m.tile.id);
    return [...s].sort();
  }, [cfg.tiles, cfg.drawn, cfg.pending, cfg.marks]);

  const labels = useMemo(() => layoutLabels(cfg.highlights), [cfg.highlights]);
  const slots = useMemo(() => wallSlots(cfg.wallTargets), [wallKey]);
  const fresh = useFresh(cfg);
  const ghostAt =
    hover && legal.has(key(hover.x, hover.y))
      ? hover
      : cursor && legal.has(key(cursor.x, cursor.y))
        ? cursor
        : null;
  const ghostRot = rotAt(ghostAt);
  const pendingDef = cfg.pending ? cfg.tileDef(cfg.pending.tile) : undefined;
  const defOf = (x: number, y: number) => {
    const t =
      cfg.tiles.find((p) => p.x === x && p.y === y) ??
      (cfg.pending && cfg.pending.x === x && cfg.pending.y === y ? cfg.pending : undefined);
    return t ? { def: cfg.tileDef(t.tile), r: t.rotation } : undefined;
  };

  return (
    <div
      ref={box}
      class={`board look-${cfg.look}${cfg.wallTargets.length > 0 ? ' choosing' : ''}${cfg.wallTargets.length > 9 ? ' many' : ''}`}
    >
      <div class="board-layer" ref={layer}>
        <svg
          ref={svg}
          class="board-svg"
          tabindex={0}
          role="application"
          aria-label={cfg.label}
          onKeyDown={onKey as never}
          data-tiles={cfg.tiles.length}
        >
          <defs>
            <Textures look={cfg.look} />
            {ids.map((id) => {
              const def = cfg.tileDef(id);
              return def ? (
                <g id={`t-${id}`} key={id}>
                  <TileArt def={def} look={cfg.look} />
                </g>
              ) : null;
            })}
          </defs>
          <g
            ref={view}
            transform={transformOf(drawn.current)}
            style={{
              '--meeple': meepleScale(drawn.current.k).toFixed(1),
              '--target': targetScale(drawn.current.k).toFixed(1),
            }}
          >
            {cfg.tiles.map((t) => {
              const name = cfg.tileDef(t.tile)?.historical;
              const tile = (
                <use
                  key={`${t.x},${t.y}`}
                  href={`#t-${t.tile}`}
                  transform={place(t.x, t.y, t.rotation)}
                  data-historical={name}
                >
                  {name && <title>{name}</title>}
                </use>
              );
              return fresh.tiles.has(`${t.x},${t.y}`) ? (
                <g key={`${t.x},${t.y}`} class="enter">
                  {tile}
                </g>
              ) : (
                tile
              );
            })}
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
            {ghostAt && ghostRot !== null && cfg.drawn && (
              <use class="ghost" href={`#t-${cfg.drawn}`} transform={place(ghostAt.x, ghostAt.y, ghostRot)} />
            )}
            <ProposalLayer cfg={cfg} />
            {cfg.pending && (
              <use
                class="pending"
                href={`#t-${cfg.pending.tile}`}
                transform={place(cfg.pending.x, cfg.pending.y, cfg.pending.rotation)}
              />
            )}
            {cfg.wall.map((w, i) => (
              <WallPiece key={`w${i}`} w={w} marks={cfg.players} />
            ))}
            {cfg.towers.map((t, i) => (
              <Tower key={`t${i}`} t={t} marks={cfg.players} />
            ))}
            <PieceLayer cfg={cfg} fresh={fresh} defOf={defOf} />
            <FollowerTargets cfg={cfg} def={pendingDef} />
            <WallTargets cfg={cfg} slots={slots} focus={wallFocus} setFocus={setWallFocus} />
            {(cfg.marks ?? []).map((m) => (
              <MoveMarkArt key={`mk${m.rank}`} m={m} tileDef={cfg.tileDef} />
            ))}
            {cfg.spotlight && (
              <rect
                class="spotlight"
                data-spotlight={`${cfg.spotlight.x},${cfg.spotlight.y}`}
                x={cfg.spotlight.x * 100 - 4}
                y={cfg.spotlight.y * 100 - 4}
                width="108"
                height="108"
                rx="10"
              />
            )}
            {cursor && (
              <rect
                class="cursor"
                x={cursor.x * 100 + 1}
                y={cursor.y * 100 + 1}
                width="98"
                height="98"
                rx="6"
              />
            )}
          </g>
        </svg>
      </div>
      <WallCaption cfg={cfg} focus={wallFocus} />
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
        options={ordered.length > 0 && !cfg.pending ? () => showOptions(true) : null}
      />
    </div>
  );
}
