import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Rotation } from '@carcassonne/engine';
import type { Square } from '../game/types.js';
import { pan, reveal, squareAt, zoomAt } from './camera.js';
import type { BoardConfig } from './config.js';
import { CAPTION_ROOM } from './controls.js';
import { attachInput } from './input.js';
import { boardKey } from './keys.js';
import { effectiveRotation, key, nextRotation } from './legal.js';
import type { CameraMotion } from './motion.js';
import type { Viewing } from './viewing.js';

/** A choice brought into view below its words along the board's top. */
const BELOW_CAPTION = { top: CAPTION_ROOM, right: 20, bottom: 20, left: 20 };

/** The legal squares by key, with the rotations the tile in hand may take on each. */
type Legal = ReadonlyMap<string, ReadonlySet<Rotation>>;

export interface BoardInput {
  /** The square under the mouse. */
  readonly hover: Square | null;
  /** The keyboard's square. */
  readonly cursor: Square | null;
  /** The wall choice pointed at (hover, keyboard or a first tap), shown with its words and points. */
  readonly wallFocus: number | null;
  readonly setWallFocus: (i: number | null) => void;
  /** The special choice pointed at by N / P (The Princess & the Dragon). */
  readonly specialFocus: number | null;
  /** The rotation the tile in hand would be placed at on a square; null where it cannot go. */
  readonly rotAt: (s: Square | null) => Rotation | null;
  readonly onKey: (e: KeyboardEvent) => void;
}

/** The wall choices' identity: the pointed choice and the choices' slots last as long as it does. */
export const wallKeyOf = (cfg: BoardConfig): string =>
  cfg.wallTargets.map((w) => JSON.stringify(w.move)).join('|');

/**
 * What the player does on the board — pointer, touch, wheel and keys — turned into the config's
 * events (place, rotate, propose, follower, wall, inspect) and camera moves.
 */
export function useBoardInput(
  cfg: BoardConfig,
  legal: Legal,
  ordered: readonly Square[],
  svg: RefObject<SVGSVGElement | null>,
  motion: CameraMotion,
  viewing: Viewing,
): BoardInput {
  const { cam, setCamera, settle } = motion;
  const { size, fitAll } = viewing;
  const [hover, setHover] = useState<Square | null>(null);
  const [cursor, setCursor] = useState<Square | null>(null);
  const [wallFocus, setWallFocus] = useState<number | null>(null);
  const [specialFocus, setSpecialFocus] = useState<number | null>(null);
  const typed = useRef<{ digits: string; at: number }>({ digits: '', at: 0 });
  const wallKey = wallKeyOf(cfg);
  useEffect(() => setWallFocus(null), [wallKey]);
  const specialKeyOf = (cfg.pending ? (cfg.specialWords ?? []) : []).join('|');
  useEffect(() => setSpecialFocus(null), [specialKeyOf]);
  const wallFocusRef = useRef(wallFocus);
  wallFocusRef.current = wallFocus;
  const cfgRef = useRef(cfg);
  cfgRef.current = cfg;

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
        const barn = t?.closest('[data-barn]')?.getAttribute('data-barn');
        if (barn && c.pending) return c.events.barn?.(barn as never);
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
      specialFocus,
      typed,
      setCursor,
      setWallFocus,
      setSpecialFocus,
      reveal: (s, captioned) =>
        setCamera(reveal(cam.current, s, size.w, size.h, captioned ? BELOW_CAPTION : undefined), false),
      pan: (dx, dy) => setCamera(pan(cam.current, dx, dy), true),
      zoom: (factor) => setCamera(zoomAt(cam.current, factor, size.w / 2, size.h / 2), true),
      fit: fitAll,
      rotate,
      placeAt,
    });
    if (handled) e.preventDefault();
  };

  return { hover, cursor, wallFocus, setWallFocus, specialFocus, rotAt, onKey };
}
