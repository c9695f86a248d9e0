import type { Page } from 'playwright-core';

/**
 * The legal squares whose centre lies inside the board's box and is not covered by anything drawn
 * over the board (buttons, bars, the hint): what a player can tap without panning. Shared by the
 * local and the online phone tests (the server's tests have no DOM types, so the check runs as a
 * script string).
 */
const LEGAL_ON_SCREEN = `(() => {
  const board = document.querySelector('.board')?.getBoundingClientRect();
  const squares = [...document.querySelectorAll('rect.legal')];
  if (!board) return { seen: [], all: squares.length };
  const seen = squares.filter((r) => {
    const b = r.getBoundingClientRect();
    const x = b.left + b.width / 2;
    const y = b.top + b.height / 2;
    const inside = x >= board.left && x <= board.right && y >= board.top && y <= board.bottom;
    return inside && r.contains(document.elementFromPoint(x, y));
  });
  return { seen: seen.map((r) => r.getAttribute('data-square') ?? ''), all: squares.length };
})()`;

export interface LegalOnScreen {
  readonly seen: readonly string[];
  readonly all: number;
}

export const legalOnScreen = (page: Page): Promise<LegalOnScreen> =>
  page.evaluate<LegalOnScreen>(LEGAL_ON_SCREEN);
