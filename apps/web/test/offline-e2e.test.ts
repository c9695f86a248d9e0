/**
 * The installed app in Chromium, from the real game server: the server sends the service worker
 * and the manifest with their headers, the worker lists every file of the build (and keeps
 * nothing else: no answer of the API or the socket), and once it
 * controls the page the network may go: a reload still opens the page, a local game of each of
 * the three games starts and its bot answers, a saved game is loaded and played to its end (its
 * last tile), another language loads, and the online screen says it is offline instead of waiting. A new version is announced
 * and taken only from the notice, never mixed with the old one.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromiumEnabled, withOnlineBrowser, type OnlineBrowser } from '../../server/test/online-browser.js';
import { serveStaticFiles } from '../../server/src/http/static-files.js';
import { precacheList, readWorker, writeWorker } from '../precache.js';
import { ARTIFACTS, shot } from './e2e/browser.js';
import { lastMoveRecord, placeFirst, type Card } from './e2e/helpers.js';

describe.skipIf(!chromiumEnabled)('the app offline', () => {
  let online: OnlineBrowser;
  withOnlineBrowser((started) => {
    online = started;
  });

  it('serves the worker and the manifest with their headers; the worker lists the whole build', async () => {
    const base = online.server.url;
    const worker = await fetch(`${base}sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const listed = readWorker(await worker.text());
    expect(listed?.files).toEqual(precacheList(online.webRoot));
    const paths = listed?.files.map((f) => f.path) ?? [];
    // The code-split screens, the bot worker and every language are there, by their hashed names.
    const assets = paths.filter((p) => p.startsWith('assets/'));
    for (const part of ['index', 'Play', 'Online', 'worker', 'lang-de', 'lang-nl', 'lang-sv'])
      expect(
        assets.some((p) => new RegExp(`^assets/${part}-[\\w-]{8}\\.(js|css)$`).test(p)),
        part,
      ).toBe(true);
    for (const p of assets) expect(p).toMatch(/-[\w-]{8}\.(js|css)$/);
    expect(paths).toEqual(
      expect.arrayContaining(['index.html', 'manifest.webmanifest', 'icons/icon-512.png']),
    );
    const page = readFileSync(join(online.webRoot, 'index.html'), 'utf8');
    for (const m of page.matchAll(/(?:src|href)="\.\/([^"]+)"/g)) expect(paths).toContain(m[1]);

    const manifest = await fetch(`${base}manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const app = (await manifest.json()) as {
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(app.display).toBe('standalone');
    for (const size of ['192x192', '512x512'])
      expect(app.icons.some((i) => i.sizes === size && i.purpose === 'any')).toBe(true);
    expect(app.icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of app.icons) {
      const r = await fetch(`${base}${icon.src}`);
      expect(r.status, icon.src).toBe(200);
      expect(r.headers.get('content-type'), icon.src).toMatch(/^image\//);
    }
  });

  it('with the network gone: the page reloads, the local games play against a bot, online says offline', async () => {
    const context = await online.browser.newContext({
      viewport: { width: 1280, height: 800 },
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const address = `${online.server.url}?botDelay=5&mctsMs=100&stepMs=5`;
    // Signed in as a guest while the network is there: the lobby later says it is offline.
    await page.goto(`${address}#/online`);
    await page.fill('input[name=display-name]', 'Ann');
    await page.click('[data-action=guest]');
    await page.waitForSelector('main.lobby');
    await page.goto(address);
    // Once a worker is active: a page loaded while it was taking over may be left to the next load
    // (the worker claims the pages open at its activation), so the test loads the page again then.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
      timeout: 60_000,
    });
    // Chromium finds the manifest whole and the page installable (a test's context is off the record).
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(manifest.url).toMatch(/manifest\.webmanifest$/);
    const installable = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installable.installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    await cdp.detach();
    // Only the build's own files are kept: nothing of the API or the socket.
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname);
      return urls;
    });
    expect(kept.sort()).toEqual(precacheList(online.webRoot).map((f) => `/${f.path}`));
    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('main.newgame');
    expect(await page.evaluate(() => navigator.onLine)).toBe(false);

    const start = async (game: Card) => {
      if ((await page.locator('main.newgame').count()) === 0) await page.click('[data-action=new]');
      await page.click(`.game-${game}`);
      await page.selectOption('select[name=kind1]', 'random');
      await page.fill('input[name=seed]', `offline-${game}`);
      await page.click('[data-action=start]');
      await page.waitForSelector('main.play');
    };
    for (const game of ['winter', 'the-city', 'carcassonne'] as const) {
      await start(game);
      await placeFirst(page);
      // Anna's turn ends (its follower step may come after the tile), then the bot answers: the
      // start tile (none in The City), Anna's and the bot's.
      const answered = game === 'the-city' ? 2 : 3;
      await page.waitForFunction(
        (n) =>
          document.querySelector('[data-action=no-follower]') !== null ||
          Number(document.querySelector('.board-svg')?.getAttribute('data-tiles')) >= n,
        answered,
      );
      if (await page.locator('[data-action=no-follower]').count())
        await page.click('[data-action=no-follower]');
      await page.waitForFunction(
        (n) => Number(document.querySelector('.board-svg')?.getAttribute('data-tiles')) >= n,
        answered,
      );
    }
    // A saved game read from a file, its last tile placed: the game ends and scores offline.
    const saved = join(ARTIFACTS, 'offline-last-move.carc.json');
    writeFileSync(saved, lastMoveRecord());
    await page.setInputFiles('input[data-file=record]', saved);
    await page.waitForSelector('.notice.good');
    await placeFirst(page);
    await page.waitForSelector('main.play[data-finished=true]');
    await page.waitForSelector('.final .winner');
    await shot(page, 'offline-finished');
    await page.click('[data-action=final-close]');

    // Another language's words load from the cache too.
    await page.selectOption('.lang select', 'de');
    await page.waitForFunction(() => document.documentElement.lang === 'de');

    await page.click('[data-action=online]');
    const notice = page.locator('[data-connection=no-network]');
    await notice.waitFor();
    expect(await notice.innerText()).toMatch(/offline/i);
    await page.waitForSelector('main.lobby');
    expect(await page.locator('[data-connection=connecting], [data-connection=offline]').count()).toBe(0);
    await shot(page, 'offline-online');
    await page.click('[data-action=play-local]');
    await page.waitForSelector('main.play');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('a new version is announced, and taken only when the reader reloads from the notice', async () => {
    // A copy of the build, served from disk (as the game server answers pages) to change it in place.
    const root = mkdtempSync(join(tmpdir(), 'carc-update-'));
    cpSync(online.webRoot, root, { recursive: true });
    const served = await serveStaticFiles(root, 0, '127.0.0.1');
    const context = await online.browser.newContext({ serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      const mark = () => page.locator('meta[name=build-mark]').count();
      await page.goto(served.url);
      await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', null, {
        timeout: 60_000,
      });
      // The first version taking the page is no news.
      expect(await page.locator('[data-update=ready]').count()).toBe(0);
      // The next version: another page (a mark in it) and its worker.
      const html = join(root, 'index.html');
      writeFileSync(html, readFileSync(html, 'utf8').replace('<head>', '<head><meta name="build-mark" />'));
      writeWorker(root);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await page.waitForSelector('[data-update=ready]', { timeout: 60_000 });
      expect(await mark()).toBe(0);
      // A reload alone keeps the old version whole (the old worker serves it) and offers the new one again.
      await page.reload();
      await page.waitForSelector('[data-update=ready]', { timeout: 60_000 });
      expect(await mark()).toBe(0);
      await page.click('[data-action=take-update]');
      await page.waitForSelector('meta[name=build-mark]', { state: 'attached', timeout: 60_000 });
      await page.waitForSelector('main.newgame');
      expect(await page.locator('[data-update=ready]').count()).toBe(0);
      // The version before stays for pages still open on it; none older.
      const names = await page.evaluate(() => caches.keys());
      expect(names).toHaveLength(2);
    } finally {
      await context.close();
      served.server.close();
      rmSync(root, { recursive: true, force: true });
    }
  }, 240_000);
});
