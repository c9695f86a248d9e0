import type { Square } from '../game/types.js';
import type { BoardConfig } from './config.js';
import { discSquare } from './frame.js';
import { stepSquare } from './legal.js';
import { DIGIT_PAUSE_MS, specialKey, type TypedDigits } from './special-keys.js';

/** What the board's keys act on: its state and its camera, as the board component holds them. */
export interface KeyHost {
  readonly cfg: BoardConfig;
  readonly cursor: Square | null;
  /** The legal squares in the order n/p step through them. */
  readonly ordered: readonly Square[];
  readonly wallFocus: number | null;
  /** The special choice pointed at by N / P (The Princess & the Dragon). */
  readonly specialFocus: number | null;
  /** Digits typed for a choice past nine (a wall's, a special one's), and when. */
  readonly typed: TypedDigits;
  setCursor(s: Square): void;
  setWallFocus(i: number): void;
  setSpecialFocus(i: number | null): void;
  /** Brings a square into view (`captioned`: below the words of a choice shown along the board's top). */
  reveal(s: Square, captioned?: boolean): void;
  pan(dx: number, dy: number): void;
  zoom(factor: number): void;
  fit(): void;
  rotate(): void;
  placeAt(s: Square): void;
}

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};
const PAN_STEP = 60;

/** The board's keyboard: whether the key was the board's (then the page's default is prevented). */
export function boardKey(e: KeyboardEvent, h: KeyHost): boolean {
  const c = h.cfg;
  const a = ARROWS[e.key];
  if (specialKey(e, h)) return true;
  if (a) {
    if (e.shiftKey) h.pan(-a[0] * PAN_STEP, -a[1] * PAN_STEP);
    else {
      const from = h.cursor ?? h.ordered[0] ?? { x: 0, y: 0 };
      const s = { x: from.x + a[0], y: from.y + a[1] };
      h.setCursor(s);
      h.reveal(s);
    }
  } else if (c.wallTargets.length > 0 && (e.key === 'n' || e.key === 'p' || e.key === ']' || e.key === '[')) {
    // Step through the wall choices (any number of them); Enter takes the one shown.
    const n = c.wallTargets.length;
    const dir = e.key === 'n' || e.key === ']' ? 1 : -1;
    const i = h.wallFocus === null ? (dir === 1 ? 0 : n - 1) : (h.wallFocus + dir + n) % n;
    h.setWallFocus(i);
    const edge = c.wallTargets[i]?.edge;
    // Its disc stands over the square across the edge: that square, below the words shown.
    if (edge) h.reveal(discSquare(edge), true);
  } else if ((e.key === 'Enter' || e.key === ' ') && c.wallTargets.length > 0 && h.wallFocus !== null) {
    const target = c.wallTargets[h.wallFocus];
    if (target) c.events.wall?.(target);
  } else if (e.key === 'Escape' && c.proposal) {
    c.events.cancelProposal?.();
  } else if (e.key === 'Enter' || e.key === ' ') {
    if (c.proposal) c.events.confirm?.();
    else if (h.cursor) h.placeAt(h.cursor);
  } else if (e.key === 'r' || e.key === 'R') h.rotate();
  else if ((e.key === 'b' || e.key === 'B') && c.pending && c.events.figure) c.events.figure();
  else if ((e.key === 'a' || e.key === 'A') && c.pending && c.events.recall) c.events.recall();
  else if ((e.key === 'a' || e.key === 'A') && !c.pending && c.events.abbey) c.events.abbey();
  // Abbey & Mayor (AM5): the barn on the first corner offered (the buttons list every corner).
  else if ((e.key === 'c' || e.key === 'C') && c.pending && c.barnTargets?.[0] && c.events.barn)
    c.events.barn(c.barnTargets[0]);
  else if (e.key === 'n' || e.key === 'p') {
    const s = stepSquare(h.ordered, h.cursor, e.key === 'n' ? 1 : -1);
    if (s) {
      h.setCursor(s);
      h.reveal(s);
    }
  } else if (e.key === '+' || e.key === '=') h.zoom(1.25);
  else if (e.key === '-' || e.key === '_') h.zoom(0.8);
  else if (e.key === 'f' || e.key === 'F') h.fit();
  else if (/^[0-9]$/.test(e.key)) {
    const i = Number(e.key);
    if (c.pending) {
      if (i === 0) c.events.follower?.(null);
      else if (c.followerTargets[i - 1]) c.events.follower?.(c.followerTargets[i - 1]!);
    } else if (c.wallTargets.length > 9) {
      // More than nine choices: typed digits (within a second of each other) point at choice 10, 11, …;
      // Enter takes it.
      const now = Date.now();
      const digits = (now - h.typed.current.at < DIGIT_PAUSE_MS ? h.typed.current.digits : '') + e.key;
      h.typed.current = { digits, at: now };
      const k = Number(digits) - 1;
      if (k >= 0 && k < c.wallTargets.length) h.setWallFocus(k);
    } else if (i > 0 && c.wallTargets[i - 1]) c.events.wall?.(c.wallTargets[i - 1]!);
    else return false;
  } else return false;
  return true;
}
