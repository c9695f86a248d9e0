import type { ComponentChildren, JSX } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** What Tab reaches inside a dialog. */
const FOCUSABLE = 'button, [href], select, input, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus goes when a dialog closes: where it was when the dialog opened, or (a dialog that
 * opened by itself, as the final report does) the board, so that it is never lost on the page.
 */
function returnFocus(before: HTMLElement | null): void {
  if (before?.isConnected && before !== document.body) before.focus();
  else document.querySelector<SVGElement>('main .board-svg')?.focus({ preventScroll: true });
}

/**
 * A modal dialog: focus moves into it on open and back where it was on close, Escape closes
 * it, and Tab stays inside.
 */
export function Dialog({
  labelledBy,
  onClose,
  children,
  class: cls = '',
}: {
  labelledBy: string;
  onClose: () => void;
  children: ComponentChildren;
  class?: string;
}): JSX.Element {
  const box = useRef<HTMLDivElement>(null);
  // Before the dialog is painted: a key pressed as soon as it shows (Escape) reaches it.
  useLayoutEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      box.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => returnFocus(before);
  }, []);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab' && box.current) {
      const all = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (el) => !el.hasAttribute('disabled') && el.getClientRects().length > 0,
      );
      if (all.length === 0) return;
      const first = all[0]!;
      const last = all[all.length - 1]!;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes the dialog; keys are handled here for the focus trap and Escape
    <div
      class={`final dialog-backdrop ${cls}`}
      onKeyDown={onKey as never}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div class="final-card" ref={box} role="dialog" aria-modal="true" aria-labelledby={labelledBy}>
        {children}
      </div>
    </div>
  );
}
