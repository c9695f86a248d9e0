import type { JSX } from 'preact';

/**
 * Small inline SVG icons for buttons, so nothing depends on the fonts installed (Debian's
 * fonts draw ⏮ ⏭ as empty boxes). Decorative: the button's text or label names the action.
 */
const PATHS: Readonly<Record<string, string>> = {
  first: 'M4 3h2v10H4zM14 3v10L7 8z',
  prev: 'M11 3v10L4 8z',
  next: 'M5 3v10l7-5z',
  last: 'M10 3h2v10h-2zM2 3v10l7-5z',
  rotate: 'M8 2a6 6 0 1 0 6 6h-2a4 4 0 1 1-4-4v3l4-4-4-4z',
  undo: 'M6 3L1 7l5 4V8.5c4 0 6.5 1 8 4.5-0.5-5-3.5-7.5-8-7.5z',
  check: 'M2 8.5l4 4 8-9-1.6-1.4L6 9.4 3.5 6.9z',
  close: 'M3.4 2L8 6.6 12.6 2 14 3.4 9.4 8l4.6 4.6-1.4 1.4L8 9.4 3.4 14 2 12.6 6.6 8 2 3.4z',
  plus: 'M7 2h2v5h5v2H9v5H7V9H2V7h5z',
  minus: 'M2 7h12v2H2z',
  fit: 'M2 2h5v2H4v3H2zM9 2h5v5h-2V4H9zM2 9h2v3h3v2H2zM12 9h2v5H9v-2h3z',
  play: 'M4 2v12l10-6z',
  pause: 'M3 2h4v12H3zM9 2h4v12H9z',
  target:
    'M8 1a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM8 3a5 5 0 1 1 0 10a5 5 0 1 1 0-10zM8 6a2 2 0 1 0 0 4a2 2 0 1 0 0-4z',
  book: 'M2 2.5C4 2 6 2 8 3.5 10 2 12 2 14 2.5v11c-2-.5-4-.5-6 1-2-1.5-4-1.5-6-1z',
  trophy:
    'M4 2h8v2h2c0 3-1.5 4.5-3.3 4.8A4 4 0 0 1 9 10.5V12h2v2H5v-2h2v-1.5a4 4 0 0 1-1.7-1.7C3.5 8.5 2 7 2 4h2zM4 5.2V5H3.2c.2 1.3.6 2 1.3 2.4A5 5 0 0 1 4 5.2zM12 5v.2a5 5 0 0 1-.5 2.2c.7-.4 1.1-1.1 1.3-2.4z',
};

export function Icon({ name, size = 16 }: { name: keyof typeof PATHS | string; size?: number }): JSX.Element {
  return (
    <svg class="icon" width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={PATHS[name] ?? ''} fill="currentColor" />
    </svg>
  );
}
