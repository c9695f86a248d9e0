/**
 * What the online browser tests share: Chromium (required in CI), the run's one build of the web
 * app served by a test server, and the screenshot folder beside the local game's browser tests
 * (apps/web/test/e2e/browser.ts, which needs the DOM's types).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GuestResponse } from '@carcassonne/protocol';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../src/core/clock.js';
import type { ServerConfig } from '../src/config.js';
import { builtWeb } from '../../../e2e/built-web.js';
import { CHROMIUM, releaseChromium, sharedChromium } from '../../../e2e/chromium.js';
import { startTestServer, type TestServer } from './helpers.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const ARTIFACTS = join(root, 'apps', 'web', 'test', 'artifacts');
export const chromiumEnabled = existsSync(CHROMIUM);
if (!chromiumEnabled && process.env.CI)
  throw new Error('chromium is missing at /usr/bin/chromium: .ci/run installs it');

export interface OnlineBrowser {
  readonly server: TestServer;
  readonly browser: Browser;
  /** The built web app, for another server of the same test. */
  readonly webRoot: string;
  close(): Promise<void>;
}

/** The timeout of an after-hook that calls `close`: the browser's 20 s, then the server's stop. */
const CLOSE_HOOK_MS = 90_000;

/** The web app as built for this run's browser tests (shared, not to be changed), a server for it and a browser. */
export async function startOnlineBrowser(
  options: { clock?: Clock; config?: Partial<ServerConfig> } = {},
): Promise<OnlineBrowser> {
  const webRoot = (await builtWeb()).root;
  mkdirSync(ARTIFACTS, { recursive: true });
  const server = await startTestServer({
    config: { ...options.config, webRoot },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const browser = await sharedChromium();
  return {
    server,
    browser,
    webRoot,
    close: async () => {
      // Pages that do not close in time (under load, past the hook's minute) are left to
      // Playwright with their browser; the server is stopped all the same. Their sockets are
      // ended at once: a server stopping closes each politely, waiting up to 30 s for a close
      // the hung page never answers.
      if (!(await releaseChromium(browser))) {
        for (const socket of server.app.websocketServer.clients) socket.terminate();
        server.app.server.closeAllConnections();
      }
      await server.stop();
    },
  };
}

/**
 * For a describe block: the web app, a server and a browser started before its tests (handed to
 * `use`, which may set up more within `setupMs`) and closed after them.
 */
export function withOnlineBrowser(
  use: (online: OnlineBrowser) => unknown,
  options: { clock?: Clock; config?: Partial<ServerConfig>; setupMs?: number } = {},
): void {
  const { setupMs = 180_000, ...start } = options;
  let online: OnlineBrowser | undefined;
  beforeAll(async () => {
    online = await startOnlineBrowser(start);
    await use(online);
  }, setupMs);
  afterAll(async () => {
    await online?.close();
  }, CLOSE_HOOK_MS);
}

/**
 * A page in a context of its own (1200×800 unless `options` say otherwise), with `script` run
 * before the page's own when given; its uncaught errors are collected in `errors`.
 */
export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
  script?: string,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, ...options });
  if (script !== undefined) await context.addInitScript({ content: script });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, errors };
}

/** A page as `openPage` makes it, signed in as `who` (the identity the page keeps). */
export function signedInPage(
  browser: Browser,
  who: GuestResponse,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const identity = JSON.stringify(JSON.stringify({ user: who.user, secret: who.secret }));
  return openPage(browser, options, `localStorage.setItem('carcassonne.identity', ${identity})`);
}

/** How long `waitUntil` waits by default, as Playwright's own waits. */
const WAIT_UNTIL_MS = 30_000;

/**
 * Waits until the page expression `expression` is truthy, looking every 50 ms. Not
 * `page.waitForFunction` with a string: Playwright compiles a string predicate inside the page,
 * which the server's Content Security Policy forbids (no 'unsafe-eval') whenever the predicate is
 * not already true when first looked at (3 runs of 100 of one test failed so). A look during a
 * navigation (its page gone) counts as false.
 */
export async function waitUntil(page: Page, expression: string, timeoutMs = WAIT_UNTIL_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await page.evaluate(expression).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${expression.slice(0, 160)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
