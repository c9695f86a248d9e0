/**
 * Debian's Chromium for the browser tests, launched once per test process and set of flags: the
 * integration tier runs its files one after another in one process, and a launch costs a core for
 * a second or two. A test file takes contexts of the browser and closes them when it is done
 * (`releaseChromium`), leaving the browser itself to the next file; Playwright ends it with the process.
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every test browser has: headless, and nothing that reaches outside the machine. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const launched = new Map<string, Promise<Browser>>();

/**
 * Every context of a test browser blocks service workers unless its options say `serviceWorkers:
 * 'allow'`: the web app's worker precaches the whole app in every new context, about a second of
 * Chromium's CPU a page here, paid again by each of the suite's fresh contexts where a player pays
 * it once. The files that test the worker itself (offline play, push alerts) allow it.
 */
function blockServiceWorkers(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  return browser;
}

/** The process's browser with these extra flags, launched at the first call (again if it went away). */
export async function sharedChromium(extraFlags: readonly string[] = []): Promise<Browser> {
  const key = extraFlags.join(' ');
  const running = launched.get(key);
  if (running) {
    const browser = await running.catch(() => null);
    if (browser?.isConnected()) return browser;
  }
  const next = chromium
    .launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_FLAGS, ...extraFlags],
      headless: true,
    })
    .then(blockServiceWorkers);
  launched.set(key, next);
  return next;
}

/**
 * A file's end: every context of the browser closed (their pages, sockets and timers with them),
 * within `ms`; false when they did not all close in time (a hung page), the browser then closed
 * too, so that the next file launches a fresh one.
 */
export async function releaseChromium(browser: Browser, ms = 20_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  const closing = Promise.all(browser.contexts().map((context) => context.close())).then(() => true);
  const closed = await Promise.race([closing, late]);
  clearTimeout(timer);
  if (!closed) {
    for (const [key, running] of launched)
      if ((await running.catch(() => null)) === browser) launched.delete(key);
    void browser.close().catch(() => undefined);
  }
  return closed;
}
