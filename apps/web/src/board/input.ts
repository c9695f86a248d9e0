import { pan, zoomAt, type Camera } from './camera.js';

/** What the input layer needs from the board: the camera and where taps and hovers land. */
export interface InputHost {
  camera(): Camera;
  /** A camera change by a gesture under way (drawn as a moved layer until `settle`). */
  setCamera(c: Camera): void;
  /** The gesture ended (fingers or button lifted): draw the board at the camera. */
  settle(): void;
  hover(sx: number, sy: number): void;
  leave(): void;
  /** A tap or click; `pointer` is the pointer type (`mouse`, `touch`, `pen`). */
  tap(sx: number, sy: number, target: EventTarget | null, pointer: string): void;
  rotate(): void;
}

const DRAG_THRESHOLD = 6;

/**
 * Mouse, wheel and touch on the board: drag to pan, wheel or pinch to zoom about the
 * pointer, tap to choose, right-click to rotate. Returns a function that detaches.
 */
export function attachInput(el: SVGSVGElement, host: InputHost): () => void {
  const pointers = new Map<number, { x: number; y: number }>();
  let down: { x: number; y: number; moved: boolean } | null = null;
  let pinch: { d: number } | null = null;

  // Measured on the board's box: the SVG's layer is moved by a CSS transform during a gesture.
  const box = el.closest('.board') ?? el;
  const local = (e: { clientX: number; clientY: number }): [number, number] => {
    const r = box.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };

  const onDown = (e: PointerEvent) => {
    if (e.button !== 0) return;
    const [x, y] = local(e);
    pointers.set(e.pointerId, { x, y });
    if (pointers.size === 1) down = { x, y, moved: false };
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a!.x - b!.x, a!.y - b!.y) };
      if (down) down.moved = true;
    }
  };

  const onMove = (e: PointerEvent) => {
    const [x, y] = local(e);
    const prev = pointers.get(e.pointerId);
    if (!prev) {
      if (e.pointerType === 'mouse') host.hover(x, y);
      return;
    }
    if (pointers.size === 2 && pinch) {
      pointers.set(e.pointerId, { x, y });
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      if (d > 0 && pinch.d > 0)
        host.setCamera(zoomAt(host.camera(), d / pinch.d, (a!.x + b!.x) / 2, (a!.y + b!.y) / 2));
      pinch.d = d;
      return;
    }
    if (down && !down.moved && Math.hypot(x - down.x, y - down.y) > DRAG_THRESHOLD) {
      down.moved = true;
      el.setPointerCapture?.(e.pointerId);
    }
    if (down?.moved) host.setCamera(pan(host.camera(), x - prev.x, y - prev.y));
    pointers.set(e.pointerId, { x, y });
    if (e.pointerType === 'mouse') host.hover(x, y);
  };

  const onUp = (e: PointerEvent) => {
    const had = pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (!had) return;
    if (down?.moved && pointers.size === 0) host.settle();
    if (down && !down.moved && pointers.size === 0) {
      const [x, y] = local(e);
      host.tap(x, y, e.target, e.pointerType);
    }
    if (pointers.size === 0) down = null;
  };

  const onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const [x, y] = local(e);
    const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
    host.setCamera(zoomAt(host.camera(), factor, x, y));
  };

  const onContext = (e: MouseEvent) => {
    e.preventDefault();
    host.rotate();
  };
  const onLeave = () => host.leave();
  // A finger's tap is handled on pointerup; the click a browser makes of it afterwards would land on
  // whatever the tap brought up at that spot (the bar with Cancel under a square near the bottom).
  const onTouchEnd = (e: TouchEvent) => {
    if (e.cancelable) e.preventDefault();
  };

  el.addEventListener('pointerdown', onDown);
  el.addEventListener('pointermove', onMove);
  el.addEventListener('pointerup', onUp);
  el.addEventListener('pointercancel', onUp);
  el.addEventListener('pointerleave', onLeave);
  el.addEventListener('wheel', onWheel, { passive: false });
  el.addEventListener('contextmenu', onContext);
  el.addEventListener('touchend', onTouchEnd, { passive: false });
  return () => {
    el.removeEventListener('touchend', onTouchEnd);
    el.removeEventListener('pointerdown', onDown);
    el.removeEventListener('pointermove', onMove);
    el.removeEventListener('pointerup', onUp);
    el.removeEventListener('pointercancel', onUp);
    el.removeEventListener('pointerleave', onLeave);
    el.removeEventListener('wheel', onWheel);
    el.removeEventListener('contextmenu', onContext);
  };
}
