import type { JSX } from 'preact';
import { Icon } from '../ui/icons.js';
import type { BoardConfig } from './config.js';

/**
 * The Princess & the Dragon's special choices of the tile laid (the fairy, a princess, a magic
 * portal) by keys, numbered on after the follower targets: a digit takes the choice of its
 * number at once; N / P step through all of them (a portal may offer dozens), Enter takes the one
 * shown in the caption. Past nine choices in all a number takes its digits: those typed within a
 * second of each other make one number, taken as soon as no further digit could make another
 * (with 14 choices, 2 takes the second at once; 1 points at the first and waits for a second
 * digit, 13 for the thirteenth, or Enter for the first); 0 alone is still no follower.
 */

/** The number a key takes a special choice by (followers first). */
export function specialNumber(cfg: Pick<BoardConfig, 'followerTargets'>, i: number): number {
  return cfg.followerTargets.length + i + 1;
}

/** Digits typed towards a choice numbered past nine, and when the last came. */
export interface TypedDigits {
  current: { digits: string; at: number };
}

/** How long after a digit the next one still belongs to the same number. */
export const DIGIT_PAUSE_MS = 1000;

export interface SpecialKeyHost {
  readonly cfg: BoardConfig;
  readonly specialFocus: number | null;
  readonly typed: TypedDigits;
  setSpecialFocus(i: number | null): void;
}

const NOTHING_TYPED = { digits: '', at: 0 };

/** Takes choice `n` of the tile laid: a follower target, or a special choice after them. */
function take(c: BoardConfig, n: number): void {
  const followers = c.followerTargets.length;
  if (n <= followers) c.events.follower?.(c.followerTargets[n - 1]!);
  else {
    const move = c.specialTargets?.[n - followers - 1];
    if (move) c.events.special?.(move);
  }
}

/** A digit when more than nine choices are numbered (see above). */
function numberKey(key: string, h: SpecialKeyHost, total: number): boolean {
  const c = h.cfg;
  const now = Date.now();
  const before = now - h.typed.current.at < DIGIT_PAUSE_MS ? h.typed.current.digits : '';
  // A number past the last choice starts again from this digit.
  const digits = before !== '' && Number(before + key) <= total ? before + key : key;
  const n = Number(digits);
  h.typed.current = NOTHING_TYPED;
  if (n === 0) c.events.follower?.(null);
  else if (n > total) return true;
  else if (n * 10 > total) take(c, n);
  else {
    // It may begin a longer number: point at it until the next digit or Enter.
    h.typed.current = { digits, at: now };
    const followers = c.followerTargets.length;
    h.setSpecialFocus(n > followers ? n - followers - 1 : null);
  }
  return true;
}

/** A key of the tile laid's choices: whether it was one (N, P, Enter, a digit past the followers). */
export function specialKey(e: KeyboardEvent, h: SpecialKeyHost): boolean {
  const c = h.cfg;
  if (!c.pending) return false;
  const specials = c.specialTargets ?? [];
  const total = c.followerTargets.length + specials.length;
  if (total > 9 && /^[0-9]$/.test(e.key)) return numberKey(e.key, h, total);
  const typed = h.typed.current.digits;
  h.typed.current = NOTHING_TYPED;
  if ((e.key === 'Enter' || e.key === ' ') && typed !== '') {
    take(c, Number(typed));
    return true;
  }
  if (specials.length === 0) return false;
  const n = specials.length;
  if (e.key === 'n' || e.key === 'p' || e.key === ']' || e.key === '[') {
    const dir = e.key === 'n' || e.key === ']' ? 1 : -1;
    const f = h.specialFocus;
    h.setSpecialFocus(f === null ? (dir === 1 ? 0 : n - 1) : (f + dir + n) % n);
    return true;
  }
  if ((e.key === 'Enter' || e.key === ' ') && h.specialFocus !== null) {
    const move = specials[h.specialFocus];
    if (move) c.events.special?.(move);
    return true;
  }
  if (/^[1-9]$/.test(e.key)) {
    const k = Number(e.key) - 1 - c.followerTargets.length;
    const move = k >= 0 ? specials[k] : undefined;
    if (!move) return false;
    c.events.special?.(move);
    return true;
  }
  return false;
}

/** The special choice pointed at by N / P, in words, with a button to take it. */
export function SpecialCaption({
  cfg,
  focus,
}: {
  cfg: BoardConfig;
  focus: number | null;
}): JSX.Element | null {
  const move = focus === null ? undefined : cfg.specialTargets?.[focus];
  if (focus === null || !move || !cfg.pending) return null;
  return (
    <div class="wall-caption special-caption" data-special-focus={focus}>
      <span>
        {specialNumber(cfg, focus)}. {cfg.specialWords?.[focus] ?? ''}
      </span>
      <button
        type="button"
        class="primary"
        data-action="take-special"
        onClick={() => cfg.events.special?.(move)}
      >
        <Icon name="check" size={20} /> {cfg.words?.take ?? 'OK'}
      </button>
    </div>
  );
}
