import type { JSX } from 'preact';

/** Small vector icons drawn on tiles, centred on (x, y), about 20 units wide. */
const ICONS: Readonly<Record<string, JSX.Element>> = {
  shield: (
    <g>
      <path d="M-6 -7h12v6c0 5-6 8-6 8s-6-3-6-8z" fill="#2c4f9e" stroke="#fff" stroke-width="1.3" />
      <path d="M-3 -3h6M0 -6v8" stroke="#f1d36b" stroke-width="1.5" />
    </g>
  ),
  fish: (
    <g fill="#fff" stroke="#1d3f63" stroke-width="1">
      <path d="M-9 0c4-6 10-6 13 0c-3 6-9 6-13 0zM4 0l6-5v10z" />
      <circle cx="-4" cy="-1" r="1" fill="#1d3f63" />
    </g>
  ),
  grain: (
    <g stroke="#6b4a0f" stroke-width="1.2" fill="#fff3c4">
      <path d="M0 10V-8M-5 10L0 2M5 10L0 2" fill="none" />
      <ellipse cx="-2.5" cy="-4" rx="2" ry="3.5" transform="rotate(-25 -2.5 -4)" />
      <ellipse cx="2.5" cy="-4" rx="2" ry="3.5" transform="rotate(25 2.5 -4)" />
      <ellipse cx="0" cy="-9" rx="2" ry="3.2" />
    </g>
  ),
  cattle: (
    <g stroke="#2d4419" stroke-width="1.2">
      <path d="M-9 -7c2 3 4 3 6 2M9 -7c-2 3-4 3-6 2" fill="none" />
      <path d="M-6 -5h12l-2 10c-1 3-7 3-8 0z" fill="#fff" />
      <circle cx="-2.5" cy="-1" r="1" fill="#2d4419" />
      <circle cx="2.5" cy="-1" r="1" fill="#2d4419" />
      <ellipse cx="0" cy="4.5" rx="3.5" ry="2" fill="#f4c5c0" />
    </g>
  ),
  chapel: (
    <g stroke="#4a2d1a" stroke-width="1.2">
      <rect x="-10" y="-4" width="20" height="14" fill="#efe4cf" />
      <path d="M-12 -4L0 -14L12 -4z" fill="#b6452f" />
      <path d="M0 -22v8M-3 -19h6" stroke="#4a2d1a" stroke-width="1.6" />
      <path d="M-3 10v-7h6v7" fill="#6b4a2f" />
    </g>
  ),
  chapelSnow: (
    <g stroke="#3a3f4a" stroke-width="1.2">
      <rect x="-10" y="-4" width="20" height="14" fill="#e6e1da" />
      <path d="M-12 -4L0 -14L12 -4z" fill="#fff" />
      <path d="M0 -22v8M-3 -19h6" stroke="#3a3f4a" stroke-width="1.6" />
      <path d="M-3 10v-7h6v7" fill="#5a4a3f" />
    </g>
  ),
  house: (
    <g stroke="#4a2d1a" stroke-width="1">
      <rect x="-6" y="-3" width="12" height="9" fill="#efe4cf" />
      <path d="M-8 -3L0 -10L8 -3z" fill="#9c4a34" />
    </g>
  ),
  well: (
    <g stroke="#38342f" stroke-width="1.2">
      <circle r="7" fill="#b9b0a2" />
      <circle r="3.5" fill="#3f6f9a" />
    </g>
  ),
  public: (
    <g stroke="#3a2c22" stroke-width="1">
      <rect x="-7" y="-2" width="14" height="9" fill="#f7f1e5" />
      <path d="M-8 -2L0 -8L8 -2z" fill="#5d6f8a" />
      <path d="M-4 7v-5M0 7v-5M4 7v-5" stroke="#9a8f80" />
    </g>
  ),
  historic: (
    <g stroke="#2e2418" stroke-width="1.3">
      <rect x="-11" y="-2" width="22" height="12" fill="#f2e6c4" />
      <rect x="-4" y="-16" width="8" height="14" fill="#f2e6c4" />
      <path d="M-5 -16L0 -22L5 -16z" fill="#7b3b8f" />
      <path d="M-12 -2L-6 -8L-1 -2M1 -2L6 -8L12 -2" fill="#7b3b8f" />
      <circle cy="4" r="2.2" fill="#e0b43a" />
    </g>
  ),
};

export function Icon({
  name,
  x,
  y,
  scale = 1,
}: {
  name: string;
  x: number;
  y: number;
  scale?: number;
}): JSX.Element {
  return (
    <g transform={`translate(${x} ${y})${scale !== 1 ? ` scale(${scale})` : ''}`}>{ICONS[name] ?? null}</g>
  );
}
