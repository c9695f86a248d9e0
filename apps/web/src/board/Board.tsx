import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Rotation } from '@carcassonne/engine';
import type { Square } from '../game/types.js';
import type { BoardConfig } from './config.js';
import { fit, reveal, squareAt, transformOf, zoomAt, pan, type Camera } from './camera.js';
import { attachInput } from './input.js';
import { effectiveRotation, key, legalSquares, nextRotation, orderedSquares, stepSquare } from './legal.js';
import { Textures, TileArt } from './tiles.js';
import { Meeple, spotOnBoard, Tower, WallPiece, WallTargetMark } from './pieces.js';

const place = (x: number, y: number, r: number) => `translate(${x * 100} ${y * 100})${r ? ` rotate(${r} 50 50)` : ''}`;

/** The board: draws a BoardConfig and reports choices through its events. Holds no rules. */
export function Board({ cfg }: { cfg: BoardConfig }): JSX.Element {
  const svg = useRef<SVGSVGElement>(null);
  const view = useRef<SVGGElement>(null);
  const cam = useRef<Camera>({ tx: 0, ty: 0, k: 1 });
  const userMoved = useRef(false);
  const frame = useRef(0);
  const [size, setSize] = useState({ w: 800, h: 600 });
  const [hover, setHover] = useState<Square | null>(null);
  const [cursor, setCursor] = useState<Square | null>(null);
  const cfgRef = useRef(cfg);
  cfgRef.current = cfg;

  const legal = useMemo(() => legalSquares(cfg.pending ? [] : cfg.legal), [cfg.legal, cfg.pending]);
  const ordered = useMemo(() => orderedSquares(cfg.pending ? [] : cfg.legal), [cfg.legal, cfg.pending]);

  const apply = () => {
    frame.current = 0;
    view.current?.setAttribute('transform', transformOf(cam.current));
  };
  const setCamera = (c: Camera, byUser: boolean) => {
    cam.current = c;
    if (byUser) userMoved.current = true;
    if (!frame.current) frame.current = requestAnimationFrame(apply);
  };
  const fitAll = () => {
    const sq = [...cfg.tiles, ...ordered];
    setCamera(fit(sq, size.w, size.h), false);
    userMoved.current = false;
  };

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    const ro = new ResizeObserver(() => setSize({ w: el.clientWidth || 800, h: el.clientHeight || 600 }));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Keep the whole board in view until the user pans or zooms.
  useEffect(() => {
    if (!userMoved.current) fitAll();
  }, [cfg.tiles.length, size.w, size.h, ordered.length]);

  const rotAt = (s: Square | null): Rotation | null => {
    const c = cfgRef.current;
    if (!s || !c.drawn || c.pending) return null;
    return effectiveRotation(legal.get(key(s.x, s.y)), c.rotation, c.rotClass);
  };

  const placeAt = (s: Square) => {
    const r = rotAt(s);
    if (r !== null) cfgRef.current.events.place?.({ x: s.x, y: s.y, rotation: r });
  };

  const rotate = () => {
    const c = cfgRef.current;
    if (!c.drawn || c.pending) return;
    const at = hover ?? cursor;
    const cur = rotAt(at) ?? c.rotation;
    c.events.rotate?.(at && legal.has(key(at.x, at.y)) ? nextRotation(legal.get(key(at.x, at.y)), cur, c.rotClass) : (((c.rotation + 90) % 360) as Rotation));
  };

  const hostRef = useRef({ rotate, placeAt });
  hostRef.current = { rotate, placeAt };

  useEffect(() => {
    const el = svg.current;
    if (!el) return;
    return attachInput(el, {
      camera: () => cam.current,
      setCamera,
      hover: (sx, sy) => {
        const s = squareAt(cam.current, sx, sy);
        setHover((h) => (h && h.x === s.x && h.y === s.y ? h : s));
      },
      leave: () => setHover(null),
      rotate: () => hostRef.current.rotate(),
      tap: (sx, sy, target) => {
        const c = cfgRef.current;
        const t = target instanceof Element ? target : null;
        const port = t?.closest('[data-port]')?.getAttribute('data-port');
        if (port && c.pending) return c.events.follower?.(port as never);
        const w = t?.closest('[data-wall]')?.getAttribute('data-wall');
        if (w != null) {
          const target = c.wallTargets[Number(w)];
          if (target) c.events.wall?.(target);
          return;
        }
        const s = squareAt(cam.current, sx, sy);
        setCursor(s);
        hostRef.current.placeAt(s);
      },
    });
  }, []);

  const onKey = (e: KeyboardEvent) => {
    const c = cfgRef.current;
    const step = 60;
    const moveCursor = (dx: number, dy: number) => {
      const from = cursor ?? ordered[0] ?? { x: 0, y: 0 };
      const s = { x: from.x + dx, y: from.y + dy };
      setCursor(s);
      setCamera(reveal(cam.current, s, size.w, size.h), false);
    };
    const arrows: Record<string, [number, number]> = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const a = arrows[e.key];
    if (a) {
      if (e.shiftKey) setCamera(pan(cam.current, -a[0] * step, -a[1] * step), true);
      else moveCursor(a[0], a[1]);
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (cursor) placeAt(cursor);
    } else if (e.key === 'r' || e.key === 'R') rotate();
    else if (e.key === 'n' || e.key === 'p') {
      const s = stepSquare(ordered, cursor, e.key === 'n' ? 1 : -1);
      if (s) {
        setCursor(s);
        setCamera(reveal(cam.current, s, size.w, size.h), false);
      }
    } else if (e.key === '+' || e.key === '=') setCamera(zoomAt(cam.current, 1.25, size.w / 2, size.h / 2), true);
    else if (e.key === '-' || e.key === '_') setCamera(zoomAt(cam.current, 0.8, size.w / 2, size.h / 2), true);
    else if (e.key === 'f' || e.key === 'F') fitAll();
    else if (/^[0-9]$/.test(e.key)) {
      const i = Number(e.key);
      if (c.pending) {
        if (i === 0) c.events.follower?.(null);
        else if (c.followerTargets[i - 1]) c.events.follower?.(c.followerTargets[i - 1]!);
      } else if (i > 0 && c.wallTargets[i - 1]) c.events.wall?.(c.wallTargets[i - 1]!);
      else return;
    } else return;
    e.preventDefault();
  };

  const ids = useMemo(() => {
    const s = new Set(cfg.tiles.map((t) => t.tile));
    if (cfg.drawn) s.add(cfg.drawn);
    if (cfg.pending) s.add(cfg.pending.tile);
    return [...s].sort();
  }, [cfg.tiles, cfg.drawn, cfg.pending]);

  const ghostAt = hover && legal.has(key(hover.x, hover.y)) ? hover : cursor && legal.has(key(cursor.x, cursor.y)) ? cursor : null;
  const ghostRot = rotAt(ghostAt);
  const pendingDef = cfg.pending ? cfg.tileDef(cfg.pending.tile) : undefined;
  const defOf = (x: number, y: number) => {
    const t = cfg.tiles.find((p) => p.x === x && p.y === y) ?? (cfg.pending && cfg.pending.x === x && cfg.pending.y === y ? cfg.pending : undefined);
    return t ? { def: cfg.tileDef(t.tile), r: t.rotation } : undefined;
  };

  return (
    <div class={`board look-${cfg.look}`}>
      <svg ref={svg} class="board-svg" tabindex={0} role="application" aria-label={cfg.label} onKeyDown={onKey as never} data-tiles={cfg.tiles.length}>
        <defs>
          <Textures look={cfg.look} />
          {ids.map((id) => {
            const def = cfg.tileDef(id);
            return def ? <g id={`t-${id}`} key={id}><TileArt def={def} look={cfg.look} /></g> : null;
          })}
        </defs>
        <g ref={view} transform={transformOf(cam.current)}>
          {cfg.tiles.map((t) => {
            const name = cfg.tileDef(t.tile)?.historical;
            return (
              <use key={`${t.x},${t.y}`} href={`#t-${t.tile}`} transform={place(t.x, t.y, t.rotation)} data-historical={name}>
                {name && <title>{name}</title>}
              </use>
            );
          })}
          {cfg.lastPlaced && <rect class="last" x={cfg.lastPlaced.x * 100 + 2} y={cfg.lastPlaced.y * 100 + 2} width="96" height="96" />}
          {cfg.highlights.map((h, i) => (
            <g key={`h${i}`} class={h.className ?? 'score-flash'}>
              {h.squares.map(([x, y]) => <rect x={x * 100} y={y * 100} width="100" height="100" fill={h.color} opacity="0.35" stroke={h.color} stroke-width="4" />)}
              {h.squares[0] && (
                <text class="points" x={h.squares[0][0] * 100 + 50} y={h.squares[0][1] * 100 + 58} text-anchor="middle">
                  {h.label}
                </text>
              )}
            </g>
          ))}
          {[...legal.keys()].map((k) => {
            const [x, y] = k.split(',').map(Number) as [number, number];
            return <rect key={`l${k}`} class="legal" data-square={k} x={x * 100 + 4} y={y * 100 + 4} width="92" height="92" rx="8" />;
          })}
          {ghostAt && ghostRot !== null && cfg.drawn && <use class="ghost" href={`#t-${cfg.drawn}`} transform={place(ghostAt.x, ghostAt.y, ghostRot)} />}
          {cfg.pending && <use class="pending" href={`#t-${cfg.pending.tile}`} transform={place(cfg.pending.x, cfg.pending.y, cfg.pending.rotation)} />}
          {cfg.wall.map((w, i) => <WallPiece key={`w${i}`} w={w} marks={cfg.players} />)}
          {cfg.towers.map((t, i) => <Tower key={`t${i}`} t={t} marks={cfg.players} />)}
          {cfg.followers.map((f, i) => {
            const d = defOf(f.x, f.y);
            const mark = cfg.players[f.player];
            return mark ? <Meeple key={`f${i}`} at={spotOnBoard(d?.def, f.x, f.y, d?.r ?? 0, f.port)} mark={mark} lying={f.kind === 'field'} /> : null;
          })}
          {cfg.pending &&
            cfg.followerTargets.map((p, i) => {
              const [x, y] = spotOnBoard(pendingDef, cfg.pending!.x, cfg.pending!.y, cfg.pending!.rotation, p);
              return (
                <g key={`ft${p}`} class="target follower-target" data-port={p}>
                  <circle cx={x} cy={y} r="11" />
                  <text x={x} y={y + 4} text-anchor="middle">
                    {i + 1}
                  </text>
                </g>
              );
            })}
          {cfg.wallTargets.map((t, i) => <WallTargetMark key={`wt${i}`} t={t} index={i} />)}
          {cursor && <rect class="cursor" x={cursor.x * 100 + 1} y={cursor.y * 100 + 1} width="98" height="98" rx="6" />}
        </g>
      </svg>
      <div class="zoom">
        <button type="button" onClick={() => setCamera(zoomAt(cam.current, 1.25, size.w / 2, size.h / 2), true)} aria-label="+">+</button>
        <button type="button" onClick={() => setCamera(zoomAt(cam.current, 0.8, size.w / 2, size.h / 2), true)} aria-label="−">−</button>
        <button type="button" onClick={fitAll} aria-label="fit">⤢</button>
      </div>
    </div>
  );
}
