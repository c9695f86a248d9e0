import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { layerTransform, transformOf, type Camera } from './camera.js';

/** A follower's size factor at zoom k: about 22 px tall on screen, between 1.2 and 2 times its drawn size. */
export const meepleScale = (k: number): number => Math.round(Math.min(2, Math.max(1.2, 0.95 / k)) * 10) / 10;
/** A wall choice's disc (radius 19) is at least 22 px in radius on screen, up to 2.6 times its size. */
export const targetScale = (k: number): number =>
  Math.round(Math.min(2.6, Math.max(1, 22 / (19 * k))) * 10) / 10;
/** A gesture (drag, pinch, wheel) has ended when no camera change came for this long. */
const SETTLE_MS = 140;

/** The board's camera as it moves: where it is, where the SVG is drawn, and how to move it. */
export interface CameraMotion {
  /** The composited layer that holds the SVG: moved by a CSS transform during a gesture. */
  readonly layer: RefObject<HTMLDivElement | null>;
  /** The group the camera's transform and the zoom-dependent sizes are set on. */
  readonly view: RefObject<SVGGElement | null>;
  /** The camera; during a gesture it runs ahead of `drawn`. */
  readonly cam: RefObject<Camera>;
  /** The camera the SVG is drawn at. */
  readonly drawn: RefObject<Camera>;
  /** Whether the player moved the camera since the board last fitted itself. */
  readonly userMoved: RefObject<boolean>;
  /** Called whenever the camera comes to rest (the edge markers look again). */
  readonly rested: RefObject<(() => void) | null>;
  /**
   * Move the camera: drawn at the next frame, or at once (`now`, before the browser paints). A
   * `live` change (a gesture under way) only moves the drawn layer; the board is drawn again when
   * it settles.
   */
  readonly setCamera: (c: Camera, byUser: boolean, now?: boolean, live?: boolean) => void;
  /** A gesture ended: draw the board at the camera. */
  readonly settle: () => void;
}

export function useCameraMotion(): CameraMotion {
  const layer = useRef<HTMLDivElement>(null);
  const view = useRef<SVGGElement>(null);
  const cam = useRef<Camera>({ tx: 0, ty: 0, k: 1 });
  const drawn = useRef<Camera>(cam.current);
  const userMoved = useRef(false);
  const rested = useRef<(() => void) | null>(null);
  const frame = useRef(0);
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
    rested.current?.();
  };
  /** During a gesture: move the drawn picture (a composited layer, CSS transform) without drawing it. */
  const applyLive = () => {
    frame.current = 0;
    if (layer.current) layer.current.style.transform = layerTransform(drawn.current, cam.current);
  };
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
  const settle = () => setCamera(cam.current, false);
  useEffect(
    () => () => {
      if (settleTimer.current) clearTimeout(settleTimer.current);
      if (frame.current) cancelAnimationFrame(frame.current);
    },
    [],
  );
  return { layer, view, cam, drawn, userMoved, rested, setCamera, settle };
}
