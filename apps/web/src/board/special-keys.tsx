import type { JSX } from 'preact';
import { Icon } from '../ui/icons.js';
import type { BoardConfig } from './config.js';

/**
 * The Princess & the Dragon's special choices of the tile laid (the fairy, a princess, a magic
 * portal) by keys, numbered on after the follower targets: a digit takes the choice of its
 * number at once; N / P step through all of them (a portal may offer dozens), Enter takes the one
 * shown in the caption.
 */

/** The number (1–9) a digit key takes a special choice by, or null past nine. */
export function specialNumber(cfg: Pick<BoardConfig, 'followerTargets'>, i: number): number | null {
  const n = cfg.followerTargets.length + i + 1;
  return n <= 9 ? n : null;
}

export interface SpecialKeyHost {
  readonly cfg: BoardConfig;
  readonly specialFocus: number | null;
  setSpecialFocus(i: number): void;
}

/** A key of the special choices: whether it was one (N, P, Enter, a digit past the followers). */
export function specialKey(e: KeyboardEvent, h: SpecialKeyHost): boolean {
  const c = h.cfg;
  const specials = c.specialTargets ?? [];
  if (!c.pending || specials.length === 0) return false;
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
  const n = specialNumber(cfg, focus);
  return (
    <div class="wall-caption special-caption" data-special-focus={focus}>
      <span>
        {n !== null ? `${n}. ` : ''}
        {cfg.specialWords?.[focus] ?? ''}
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
