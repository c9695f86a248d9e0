import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** The turn's controls: the proposal's bar over the board and the panel's choices (followers, wall, Confirm). */
export const TURN_CONTROLS = '.board-actions button, .choices button, .choices select';

/**
 * Whether a turn's step needs no scrolling of the page: every control of the step lies inside the
 * window (its box within the viewport's width and height), the document is no taller than the window,
 * and neither the document nor the table's own scrolling box has been scrolled.
 */
const CONTROLS_IN_VIEW = `(() => {
  const height = innerHeight;
  const width = innerWidth;
  const boxes = [...document.querySelectorAll(${JSON.stringify(TURN_CONTROLS)})].map((e) => e.getBoundingClientRect());
  const play = document.querySelector('main.play');
  return {
    controls: boxes.length,
    outside: boxes
      .filter((b) => b.top < 0 || b.bottom > height || b.left < 0 || b.right > width)
      .map((b) => Math.round(b.left) + ',' + Math.round(b.top) + ' ' + Math.round(b.width) + 'x' + Math.round(b.height)),
    pageTaller: document.documentElement.scrollHeight - height,
    scrolled: (play ? play.scrollTop : 0) + (document.scrollingElement ? document.scrollingElement.scrollTop : 0),
    proposalCovered: (() => {
      const p = document.querySelector('[data-proposal] .proposal-frame');
      const bar = document.querySelector('.board-actions');
      if (!p || !bar) return false;
      const a = p.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      const x = a.left + a.width / 2;
      const y = a.top + a.height / 2;
      return y > height || y < 0 || (x >= b.left && x <= b.right && y >= b.top && y <= b.bottom);
    })(),
    targetsHidden: [...document.querySelectorAll('.follower-target')]
      .filter((t) => {
        const disc = t.querySelector('circle:not(.hit)');
        if (!disc) return false;
        const b = disc.getBoundingClientRect();
        const x = b.left + b.width / 2;
        const y = b.top + b.height / 2;
        return x < 0 || y < 0 || x > width || y > height || !t.contains(document.elementFromPoint(x, y));
      })
      .map((t) => t.textContent),
    wordsCovered: [...document.querySelectorAll('.panel .turn > p, .panel p.turn')]
      .filter((p) => {
        const b = p.getBoundingClientRect();
        if (b.height === 0) return false;
        const x = b.left + Math.min(b.width / 2, 40);
        return [b.top + 3, b.bottom - 3].some(
          (y) => y < 0 || y > height || !p.contains(document.elementFromPoint(x, y)),
        );
      })
      .map((p) => (p.textContent ?? '').trim()),
  };
})()`;

export interface ControlsInView {
  /** How many controls the step shows. */
  readonly controls: number;
  /** The boxes of the controls not wholly inside the window ("left,top widthxheight"). */
  readonly outside: readonly string[];
  /** How much taller than the window the document is (≤ 0: it does not scroll). */
  readonly pageTaller: number;
  /** How far the page or the table's scrolling box has been scrolled. */
  readonly scrolled: number;
  /** Whether the centre of the proposed placement lies under the proposal's bar or off the window. */
  readonly proposalCovered: boolean;
  /** The numbers of the follower targets whose disc's centre is off the window or under something (the turn's bar). */
  readonly targetsHidden: readonly string[];
  /** The turn's lines (who is to play, what to do, a refusal) off the window or covered, even in part (by the turn's bar). */
  readonly wordsCovered: readonly string[];
}

export const controlsInView = (page: Page): Promise<ControlsInView> =>
  page.evaluate<ControlsInView>(CONTROLS_IN_VIEW);

/** The wall choices' and dragon steps' discs on the board, and how many of them can be tapped (centre in the window, not under the turn's bar). */
export const wallDiscsInView = (page: Page): Promise<{ all: number; tappable: number }> =>
  page.evaluate(`(() => {
    const discs = [...document.querySelectorAll('.wall-target')];
    const tappable = discs.filter((t) => {
      const b = (t.querySelector('circle.disc') ?? t).getBoundingClientRect();
      const x = b.left + b.width / 2;
      const y = b.top + b.height / 2;
      return x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight && t.contains(document.elementFromPoint(x, y));
    });
    return { all: discs.length, tappable: tappable.length };
  })()`);

/** Assert that a turn's step is done without scrolling: its controls in the window, nothing scrolled. */
export async function expectStepInView(page: Page, where: string): Promise<void> {
  const v = await controlsInView(page);
  expect(v.controls, `${where}: the step's controls`).toBeGreaterThan(0);
  expect(v.outside, `${where}: controls outside the window`).toEqual([]);
  expect(v.pageTaller, `${where}: the document is taller than the window by`).toBeLessThanOrEqual(0);
  expect(v.scrolled, `${where}: the page was scrolled by`).toBe(0);
  expect(v.proposalCovered, `${where}: the proposed placement is hidden`).toBe(false);
  expect(v.targetsHidden, `${where}: follower targets under the turn's bar or off the window`).toEqual([]);
  expect(v.wordsCovered, `${where}: the turn's words off the window or under the turn's bar`).toEqual([]);
}

/** The edge markers' counts by side, and how many legal squares have their centre outside the board's box. */
const EDGE_MARKS = `(() => {
  const board = document.querySelector('.board')?.getBoundingClientRect();
  const counts = {};
  for (const m of document.querySelectorAll('[data-off-screen]'))
    counts[m.getAttribute('data-off-screen')] = Number(m.getAttribute('data-count'));
  const outside = board
    ? [...document.querySelectorAll('rect.legal')].filter((r) => {
        const b = r.getBoundingClientRect();
        const x = b.left + b.width / 2;
        const y = b.top + b.height / 2;
        return x < board.left || x > board.right || y < board.top || y > board.bottom;
      }).length
    : 0;
  return { counts, outside };
})()`;

export interface EdgeMarks {
  /** The count each edge marker shows, by side (north, east, south, west). */
  readonly counts: Readonly<Record<string, number>>;
  /** Legal squares whose centre lies outside the board's box. */
  readonly outside: number;
}

export const edgeMarks = (page: Page): Promise<EdgeMarks> => page.evaluate<EdgeMarks>(EDGE_MARKS);
