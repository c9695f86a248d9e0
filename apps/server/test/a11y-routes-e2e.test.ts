/**
 * Every screen of the web app (a11y-crawl.ts, one entry or more for each route) passes axe-core
 * with no violation of any impact (contrast AA among them), in English, Dutch, Swedish and German,
 * two languages at a phone's size and the other two at a desktop's (A11Y_ALL=1: all four at both), with no
 * checkbox on one line and its words on the next, no two controls touching and no words spilling out of their box; shows the focus on every control Tab reaches; reflows at 200%
 * and 400% zoom (320 px wide) without scrolling sideways. Every dialog takes the focus, keeps Tab inside and gives it back. One browser, three pages (a signed-in player who is also the moderator, the same account as registering leaves it, and a visitor)
 * reused for every screen; the games are set up over the WebSocket beforehand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { newPuzzleId } from '../src/analysis/analyse-table.js';
import type { GameClient } from '../src/tools/client.js';
import { axeViolations, violationText } from '../../../e2e/axe.js';
import { CRAWL, unfold, type CrawlEntry, type CrawlIds } from './a11y-crawl.js';
import { SPILLING, SPLIT_BOXES, TOUCHING_CONTROLS, UNSEEN_FOCUS } from './a11y-page-checks.js';
import { finishedBotGame } from './bot-game.js';
import { account, openTable, player, twoSeatTable, type TestServer } from './helpers.js';
import { chromiumEnabled, openPage, signedInPage, withOnlineBrowser } from './online-browser.js';
import { api, createTournament, quickSettings, signed, viewUntil } from './tournament-helpers.js';

const LANGS = ['en', 'nl', 'sv', 'de'] as const;
/** Each language at one size (German's long words at the phone's), every one at both with A11Y_ALL=1. */
const SIZE_LANGS = {
  phone: process.env.A11Y_ALL ? LANGS : (['en', 'de'] as const),
  desktop: process.env.A11Y_ALL ? LANGS : (['nl', 'sv'] as const),
} as const;
/** Only these routes' entries when named (`A11Y_ROUTES=tournaments,tournament`): a screen's own check, quickly. */
const ONLY = process.env.A11Y_ROUTES?.split(',') ?? null;
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

describe.skipIf(!chromiumEnabled)('every screen passes axe', () => {
  let server: TestServer;
  let browser: Browser;
  let ids: CrawlIds;
  const pages: Partial<Record<CrawlEntry['as'], { page: Page; errors: string[] }>> = {};
  const clients: GameClient[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
  });

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
      const tournaments = await crawledTournaments(server, ann);
      ids = {
        open,
        playing,
        watched,
        finished,
        me: ann.guest.user.id,
        other: bob.guest.user.id,
        record: deflateRawSync(Buffer.from(record)).toString('base64url'),
        ...tournaments,
      };
      // The players stay connected: a game whose players all left would end while it is crawled.
      clients.push(...[ann, bob, cleo, dan].map((p) => p.client));
      const options = { reducedMotion: 'reduce' } as const;
      pages.player = await signedInPage(browser, ann.guest, options);
      const registered = { ...ann.guest, user: { ...ann.guest.user, username: ann.guest.user.id } };
      pages.account = await signedInPage(browser, registered, options);
      pages.visitor = await openPage(browser, options);
      for (const p of Object.values(pages)) {
        // A screen that does not come fails its entry soon, and the crawl goes on.
        p.page.setDefaultTimeout(10_000);
        await p.page.goto(`${server.url}?botDelay=5&mctsMs=50`);
      }
    },
    { config: { analysis: { queueLimit: 10, iterations: 12 }, tournamentTickMs: 40 }, setupMs: 240_000 },
  );

  /** The entry's screen, drawn and opened, in the page's language and size. */
  async function visit(page: Page, entry: CrawlEntry): Promise<void> {
    await page.evaluate(`location.hash = ${JSON.stringify(entry.hash(ids))}`);
    await page.waitForSelector(entry.ready);
    await entry.open?.(page);
  }

  /**
   * Each crawl entry's screen in the pages' language and size, checked by `check` (what it finds
   * wrong, as lines); a dialog the entry opened is closed with Escape, as a person would close it.
   */
  async function crawl(label: string, check: (page: Page) => Promise<string[]>): Promise<string[]> {
    const found: string[] = [];
    for (const [route, entries] of Object.entries(CRAWL))
      for (const entry of ONLY && !ONLY.includes(route) ? [] : entries) {
        const page = pages[entry.as]!.page;
        const where = `${label} ${entry.name}`;
        try {
          await visit(page, entry);
          found.push(...(await check(page)).map((line) => `${where}: ${line}`));
        } catch (e) {
          found.push(`${where}: ${String(e).split('\n')[0]}`);
        }
        if ((await page.locator('[role=dialog]').count()) > 0) {
          await page.keyboard.press('Escape');
          await page.locator('[role=dialog]').waitFor({ state: 'detached' });
        }
      }
    return found;
  }

  const setSize = async (size: { width: number; height: number }) => {
    for (const { page } of Object.values(pages)) await page.setViewportSize(size);
  };

  for (const size of SIZES)
    it(`at ${size.name} size, in ${SIZE_LANGS[size.name].join(' ')}`, async () => {
      const found: string[] = [];
      await setSize(size);
      for (const lang of SIZE_LANGS[size.name]) {
        for (const { page } of Object.values(pages)) {
          const folded = await unfold(page, 'header .lang select');
          await page.selectOption('header .lang select', lang);
          if (folded) await page.keyboard.press('Escape');
          await page.waitForSelector(`html[lang=${lang}]`);
        }
        found.push(
          ...(await crawl(`${size.name} ${lang}`, async (page) => {
            const violations = await axeViolations(page);
            const split = (await page.evaluate(SPLIT_BOXES)) as string[];
            const touching = (await page.evaluate(TOUCHING_CONTROLS)) as string[];
            const spilling = (await page.evaluate(SPILLING)) as string[];
            const title = await page.title();
            return [
              ...(violations.length > 0 ? [violationText('', violations)] : []),
              ...split.map((words) => `a checkbox on one line, its words "${words}" on the next`),
              ...touching.map((pair) => `two controls touch: ${pair}`),
              ...spilling.map((what) => `words spill out of their box: ${what}`),
              // The tab (and the history) names the screen, then the app.
              ...(/^[^·]+ · Carcassonne$/.test(title) ? [] : [`the tab's title "${title}" names no screen`]),
            ];
          })),
        );
      }
      expect(found.join('\n')).toBe('');
      expect(Object.values(pages).flatMap((p) => p.errors)).toEqual([]);
    }, 300_000);

  it('shows where the focus is on every control Tab reaches, on every screen', async () => {
    await setSize(SIZES[1]);
    const found = await crawl('focus', async (page) => {
      const unseen: string[] = [];
      for (let i = 0; i < TABS; i++) {
        await page.keyboard.press('Tab');
        const bad = (await page.evaluate(UNSEEN_FOCUS)) as string | null;
        if (bad) unseen.push(`no visible focus on ${bad}`);
      }
      return [...new Set(unseen)];
    });
    expect(found.join('\n')).toBe('');
  }, 300_000);

  it('reflows at 200% and 400% zoom: no screen scrolls sideways', async () => {
    // A desktop window at 200% and at 400% (WCAG's reflow: 320 CSS pixels wide), every text
    // two and four times as large.
    const found: string[] = [];
    for (const zoom of [2, 4]) {
      await setSize({ width: SIZES[1].width / zoom, height: SIZES[1].height / zoom });
      found.push(
        ...(await crawl(`${zoom * 100}%`, async (page) => {
          // The page, or a screen that scrolls in its own main box.
          const wide = (await page.evaluate(`Math.max(
            document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ...[...document.querySelectorAll('main')].map((m) =>
              getComputedStyle(m).overflowX === 'visible' ? 0 : m.scrollWidth - m.clientWidth))`)) as number;
          return wide > 1 ? [`${wide}px wider than the window`] : [];
        })),
      );
    }
    expect(found.join('\n')).toBe('');
  }, 300_000);

  it('every dialog takes the focus, keeps Tab inside, and gives the focus back on Escape', async () => {
    await setSize(SIZES[1]);
    const page = pages.player!.page;
    // Every component that renders a dialog has an entry below.
    const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'src');
    const rendering = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.tsx') && readFileSync(join(root, f), 'utf8').includes('<Dialog'))
      .map((f) => f.split(sep).join('/'))
      .sort();
    expect(rendering).toEqual(Object.keys(DIALOGS).sort());
    const inside = async () =>
      (await page.evaluate(
        "document.activeElement?.closest('[role=dialog]') !== null && document.activeElement !== document.body",
      )) as boolean;
    for (const [file, dialog] of Object.entries(DIALOGS)) {
      await page.evaluate('location.hash = "#/online"');
      await page.waitForSelector('main.lobby');
      await page.evaluate(`location.hash = ${JSON.stringify(dialog.hash(ids))}`);
      await dialog.before?.(page);
      if (dialog.opener) {
        await page.focus(dialog.opener);
        await page.keyboard.press('Enter');
      }
      await page.waitForSelector('[role=dialog]');
      expect(await inside(), `${file}: focus moves into the dialog`).toBe(true);
      const stops = await page.locator(`[role=dialog] :is(${FOCUSABLE})`).count();
      for (const key of ['Tab', 'Shift+Tab'])
        for (let i = 0; i < stops + 2; i++) {
          await page.keyboard.press(key);
          expect(await inside(), `${file}: ${key} ${i + 1} stays in the dialog`).toBe(true);
        }
      await page.keyboard.press('Escape');
      await page.locator('[role=dialog]').waitFor({ state: 'detached' });
      // Back on its opener; a dialog that opened by itself gives it back where it was, never to nothing.
      const back = dialog.opener ?? ':not(body)';
      expect(
        await page.evaluate(`document.activeElement?.matches(${JSON.stringify(back)}) ?? false`),
        `${file}: focus back`,
      ).toBe(true);
    }
  }, 120_000);
});

/**
 * The tournaments the crawl shows, organized by the signed-in player: one upcoming that they
 * entered (check-in open), a finished Swiss of bots with duplicate deals, a finished double
 * elimination of bots.
 */
async function crawledTournaments(
  server: TestServer,
  organizer: Awaited<ReturnType<typeof account>>,
): Promise<Pick<CrawlIds, 'upcoming' | 'swiss' | 'deal' | 'bracket'>> {
  const bots = async (id: string, n: number) => {
    for (let i = 0; i < n; i++)
      await api(server, 'POST', `/api/tournaments/${id}/bots`, { ...signed(organizer), bot: 'level1' });
  };
  const upcoming = await createTournament(
    server,
    organizer,
    quickSettings(
      { name: 'Spring cup', duplicate: true, tieBreaks: ['margin', 'buchholz'], checkInMinutes: 120 },
      3_600_000,
    ),
  );
  await api(server, 'POST', `/api/tournaments/${upcoming}/register`, signed(organizer));
  const swiss = await createTournament(
    server,
    organizer,
    quickSettings({ name: 'Swiss of bots', rounds: 2, gamesPerMatch: 2, duplicate: true, maxPlayers: 4 }),
  );
  await bots(swiss, 4);
  const bracket = await createTournament(
    server,
    organizer,
    quickSettings({ name: 'Knock-out of bots', format: 'double-elimination', maxPlayers: 4 }),
  );
  await bots(bracket, 4);
  const [played] = await Promise.all([
    viewUntil(server, swiss, (v) => v.status === 'finished', 120_000),
    viewUntil(server, bracket, (v) => v.status === 'finished', 120_000),
  ]);
  return { upcoming, swiss, bracket, deal: played.rounds[0]!.pairings[0]!.games[0]!.deal };
}

/** How many Tab presses each screen gets in the focus check. */
const TABS = 25;
/** What Tab reaches in a dialog (as ui/Dialog.tsx counts it). */
const FOCUSABLE = 'button:not([disabled]), [href], select, input, textarea, summary, [tabindex="0"]';
/** Each dialog by the file that renders it: where it is, what opens it, and the control that does. */
const DIALOGS: Readonly<
  Record<
    string,
    { hash: (ids: CrawlIds) => string; before?: (page: Page) => Promise<void>; opener: string | null }
  >
> = {
  'ui/RulesDialog.tsx': {
    hash: () => '',
    before: async (page) => {
      await page.click('[data-action=new]');
      await page.waitForSelector('main.newgame');
    },
    opener: '[data-action=read-rules]',
  },
  'ui/BgaImport.tsx': { hash: () => '', opener: '[data-action=bga]' },
  // The final report opens by itself when a finished game is shown.
  'ui/Final.tsx': { hash: (ids) => `#/t/${ids.finished}`, opener: null },
};
