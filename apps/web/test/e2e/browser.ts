// Shared helpers for the end-to-end tests: the run's one build of the page served as the game server serves it
// (apps/server/src/http/static-files.ts) and Debian's chromium via playwright-core.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { existsSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtWeb } from '../../../../e2e/built-web.js';
import { CHROMIUM, releaseChromium, sharedChromium } from '../../../../e2e/chromium.js';
import { serveStaticFiles } from '../../../server/src/http/static-files.js';

/** Screenshots and saved records of the browser tests (git-ignored). */
export const ARTIFACTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'artifacts');
export { CHROMIUM };
export const haveChromium = (): boolean => existsSync(CHROMIUM);
/** Text drawn alike on every machine: the baseline pictures compare pixels. */
const FLAGS = ['--font-render-hinting=none'];

export interface Session {
  readonly url: string;
  readonly page: Page;
  readonly context: BrowserContext;
  readonly errors: string[];
  close(): Promise<void>;
}

export interface SessionOptions {
  readonly viewport?: { width: number; height: number };
  /**
   * A phone: touch events and a mobile viewport, at 1× pixels as the online phone tests: the layout
   * in CSS pixels is the same at any density, and 2× costs the renderer four times the paint.
   */
  readonly mobile?: boolean;
  readonly reducedMotion?: boolean;
}

/** One server and the process's browser for a whole test file; each session is a fresh context (own storage). */
export interface Harness {
  readonly url: string;
  readonly browser: Browser;
  session(opts?: SessionOptions): Promise<Session>;
  close(): Promise<void>;
}

export async function openHarness(): Promise<Harness> {
  mkdirSync(ARTIFACTS, { recursive: true });
  // The web app as it ships, served as the game server serves it, without the server's games.
  const { server, url } = await serveStaticFiles((await builtWeb()).root, 0, '127.0.0.1');
  const browser = await sharedChromium(FLAGS);
  return {
    url,
    browser,
    async session(opts = {}) {
      const context = await browser.newContext({
        viewport: opts.viewport ?? { width: 1280, height: 800 },
        acceptDownloads: true,
        ...(opts.mobile ? { isMobile: true, hasTouch: true } : {}),
        ...(opts.reducedMotion ? { reducedMotion: 'reduce' as const } : {}),
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      return { url, page, context, errors, close: () => context.close() };
    },
    async close() {
      await releaseChromium(browser);
      server.close();
    },
  };
}

export const shot = (page: Page, name: string): Promise<Buffer> =>
  page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

interface PlayState {
  finished: boolean;
  human: boolean;
  phase: string;
}
const state = (page: Page): Promise<PlayState> =>
  page.evaluate(() => {
    const m = document.querySelector<HTMLElement>('main.play');
    return {
      finished: m?.dataset.finished === 'true',
      human: m?.dataset.human === 'true',
      phase: m?.dataset.phase ?? '',
    };
  });

/**
 * Play a game to its end: on each human turn click the first highlighted square, then the first
 * follower target on the board (or "no follower"), and for The City the first wall target.
 * Returns the number of human decisions made.
 */
export async function playToEnd(
  page: Page,
  opts: { maxMs: number; screenshotAt?: number; name: string },
): Promise<number> {
  const t0 = Date.now();
  let decisions = 0;
  let wallShot = false;
  while (Date.now() - t0 < opts.maxMs) {
    const s = await state(page);
    if (s.finished) return decisions;
    if (!s.human) {
      await page.waitForTimeout(15);
      continue;
    }
    if (opts.screenshotAt !== undefined && decisions === opts.screenshotAt)
      await shot(page, `${opts.name}-midgame`);
    if ((await page.locator('[data-action=no-follower]').count()) > 0) {
      const target = page.locator('.follower-target').first();
      if ((await target.count()) > 0) await target.click();
      else await page.click('[data-action=no-follower]');
    } else if ((await page.locator('rect.legal').count()) > 0) {
      await page.locator('rect.legal').first().click();
    } else if ((await page.locator('[data-action=take-choice]').count()) > 0) {
      // Dozens of choices (The City's gate): the list's first one.
      await page.click('[data-action=take-choice]');
    } else if ((await page.locator('.wall-target').count()) > 0) {
      if (!wallShot) {
        wallShot = true;
        await shot(page, `${opts.name}-wall`);
      }
      // The first choice's disc: no other disc or band covers it (board/wall-layout.ts).
      await page.locator('.wall-target .disc').first().click();
    } else if ((await page.locator('[data-wall-choice]').count()) > 0) {
      await page.locator('[data-wall-choice]').first().click();
    } else {
      await page.waitForTimeout(15);
      continue;
    }
    decisions++;
    await page.waitForTimeout(5);
  }
  throw new Error(`${opts.name}: the game did not finish within ${opts.maxMs} ms`);
}

/**
 * One harness and its first session for a `describe` block: opened before its tests (`take`
 * receives them), closed after them.
 */
export function withHarness(take: (harness: Harness, session: Session) => void): void {
  let opened: Harness | undefined;
  beforeAll(async () => {
    opened = await openHarness();
    take(opened, await opened.session());
  }, 180_000);
  afterAll(async () => {
    await opened?.close();
  });
}
