import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

/**
 * Focus that is never lost on a play screen: when the control that held it goes away with the
 * turn (Confirm, a follower choice), the board takes it, so the keys go on working and a screen
 * reader stays on the game. Focus elsewhere (the chat, the header) is left alone: a move by
 * someone else never moves it. `changes` are what end a turn (the view's version, whose turn).
 */
export function useKeepFocus(
  screen: RefObject<HTMLElement | null>,
  changes: readonly unknown[],
): { onFocusIn: () => void; onFocusOut: (e: FocusEvent) => void } {
  const inside = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    if (!inside.current || (active !== null && active !== document.body)) return;
    screen.current?.querySelector<SVGElement>('.board-svg')?.focus({ preventScroll: true });
  }, changes);
  return {
    onFocusIn: () => {
      inside.current = true;
    },
    onFocusOut: (e) => {
      const to = e.relatedTarget as Node | null;
      if (to && !screen.current?.contains(to)) inside.current = false;
    },
  };
}
