/**
 * Every screen of the web app (a11y-crawl.ts, one entry or more for each route) passes axe-core
 * with no violation of any impact, in English, Dutch, Swedish and German, at a phone's size and a
 * desktop's. One browser, two pages (a signed-in player who is also the moderator, and a visitor)
 * reused for every screen; the games are set up over the WebSocket beforehand.
 */
import { deflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPuzzleId } from '../src/analyse-table.js';
import { axeViolations, violationText } from '../../../e2e/axe.js';
import { CRAWL, type CrawlEntry, type CrawlIds } from './a11y-crawl.js';
import { finishedBotGame } from './bot-game.js';
import { account, openTable, player, twoSeatTable, type TestServer } from './helpers.js';
import { chromiumEnabled, openPage, signedInPage, withOnlineBrowser } from './online-browser.js';

const LANGS = ['en', 'nl', 'sv', 'de'] as const;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

describe.skipIf(!chromiumEnabled)('every screen passes axe', () => {
  let server: TestServer;
  let browser: Browser;
  let ids: CrawlIds;
  const pages: Partial<Record<CrawlEntry['as'], { page: Page; errors: string[] }>> = {};

  withOnlineBrowser(
    async (online) => {
      ({ server, browser } = online);
      // The first registered account moderates; it plays too.
      const ann = await account(server, 'Ann');
      const [bob, cleo, dan] = await Promise.all([
        player(server, 'Bob'),
        player(server, 'Cleo'),
        player(server, 'Dan'),
      ]);
      const finished = await finishedBotGame(ann, 11, 8);
      const open = await openTable(ann.client, { preset: 'classic' });
      const playing = await twoSeatTable(ann.client, bob.client, 'classic');
      await ann.client.request({ type: 'start', table: playing });
      await bob.client.request({ type: 'chat', table: playing, text: 'good luck' });
      const watched = await twoSeatTable(cleo.client, dan.client, 'winter');
      await cleo.client.request({ type: 'start', table: watched });
      await ann.client.request({ type: 'follow', user: bob.guest.user.id, on: true });
      const reported = await fetch(new URL('/api/report', server.url), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          user: bob.guest.user.id,
          secret: bob.guest.secret,
          player: dan.guest.user.id,
          reason: 'rude',
        }),
      });
      if (!reported.ok) throw new Error(`report refused: ${reported.status}`);
      // The analysis, and a puzzle from it.
      let analysis = await server.storage.analyses.analysis(finished);
      while (analysis?.summary === undefined || analysis.summary === null) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        analysis = await server.storage.analyses.analysis(finished);
      }
      const best = (JSON.parse(analysis.moves[2]!.data) as { best: { text: string } }).best.text;
      await server.storage.analyses.finish(
        finished,
        {
          status: 'done',
          summary: analysis.summary,
          puzzles: [{ id: newPuzzleId(), tableId: finished, index: 2, gain: 6, best, createdAt: 1 }],
        },
        2,
      );
      const record = await (await fetch(new URL(`/api/tables/${finished}/record`, server.url))).text();
      ids = {
        open,
        playing,
        watched,
        finished,
        me: ann.guest.user.id,
        other: bob.guest.user.id,
        record: deflateRawSync(Buffer.from(record)).toString('base64url'),
      };
      await Promise.all([bob, cleo, dan].map((p) => p.client.close()));
      await ann.client.close();
      const options = { reducedMotion: 'reduce' } as const;
      pages.player = await signedInPage(browser, ann.guest, options);
      pages.visitor = await openPage(browser, options);
      for (const p of Object.values(pages)) {
        // A screen that does not come fails its entry soon, and the crawl goes on.
        p.page.setDefaultTimeout(10_000);
        await p.page.goto(`${server.url}?botDelay=5&mctsMs=50`);
      }
    },
    { config: { analysis: { queueLimit: 10, iterations: 12 } }, setupMs: 240_000 },
  );

  /** The entry's screen, drawn and opened, in the page's language and size. */
  async function visit(page: Page, entry: CrawlEntry): Promise<void> {
    await page.evaluate(`location.hash = ${JSON.stringify(entry.hash(ids))}`);
    await page.waitForSelector(entry.ready);
    await entry.open?.(page);
  }

  for (const size of SIZES)
    it(`at ${size.name} size, in ${LANGS.join(' ')}`, async () => {
      const found: string[] = [];
      for (const { page } of Object.values(pages)) await page.setViewportSize(size);
      for (const lang of LANGS) {
        for (const { page } of Object.values(pages)) {
          await page.selectOption('header .lang select', lang);
          await page.waitForSelector(`html[lang=${lang}]`);
        }
        for (const entries of Object.values(CRAWL))
          for (const entry of entries) {
            const page = pages[entry.as]!.page;
            const where = `${size.name} ${lang} ${entry.name}`;
            try {
              await visit(page, entry);
              const violations = await axeViolations(page);
              if (violations.length > 0) found.push(violationText(where, violations));
            } catch (e) {
              found.push(`${where}: ${String(e).split('\n')[0]}`);
            }
            // A dialog the entry opened closes with Escape, as a person would close it.
            if ((await page.locator('[role=dialog]').count()) > 0) {
              await page.keyboard.press('Escape');
              await page.locator('[role=dialog]').waitFor({ state: 'detached' });
            }
          }
      }
      expect(found.join('\n')).toBe('');
      expect([...pages.player!.errors, ...pages.visitor!.errors]).toEqual([]);
    }, 300_000);
});
