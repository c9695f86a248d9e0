/**
 * Every tile of every set drawn on the online table, and every follower choice in words: per
 * expansion (Inns & Cathedrals, Traders & Builders, The River) and the three together, a game whose
 * bag holds one tile of each kind of its set, in four languages. The page plays its first turns
 * by clicking (each follower and piece choice read: a piece and a place, never the bare
 * "Follower"), then a program plays its seat to the end; at every turn, at the end and in the
 * game's replay, each tile on the board has its drawing. The finished table of the three
 * expansions is compared with its baseline (apps/web/test/baselines/online-expansions.png;
 * UPDATE_BASELINES=1 writes a new one).
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMatch, gameDefinition, type MatchSetup } from '@carcassonne/engine';
import type { GuestResponse } from '@carcassonne/protocol';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { matchBaseline } from '../../web/test/e2e/png.js';
import { en } from '../../web/src/i18n/play-en.js';
import { nl } from '../../web/src/i18n/play-nl.js';
import { sv } from '../../web/src/i18n/play-sv.js';
import { de } from '../../web/src/i18n/play-de.js';
import { autoplay, randomPick, seededRandom } from '../src/tools/autoplay.js';
import { newGuest, type GameClient } from '../src/tools/client.js';
import { connectAs, type TestServer } from './helpers.js';
import { ARTIFACTS, chromiumEnabled, openPage, waitUntil, withOnlineBrowser } from './online-browser.js';
import { storedTable } from './stored-table.js';

const BASELINES = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'test', 'baselines');
/** Share of blocks allowed to differ (as for the local game's pictures). */
const ALLOWED = 0.01;
const WORDS = { en, nl, sv, de } as const;
type Lang = keyof typeof WORDS;
/** The turns the page plays by clicking before a program plays its seat to the end. */
const CLICKED_TURNS = 3;

const GAMES: readonly { name: string; options: Readonly<Record<string, boolean>>; lang: Lang }[] = [
  { name: 'inns-and-cathedrals', options: { innsAndCathedrals: true }, lang: 'de' },
  { name: 'traders-and-builders', options: { tradersAndBuilders: true }, lang: 'nl' },
  { name: 'the-river', options: { theRiver: true }, lang: 'sv' },
  {
    name: 'all-three',
    options: { innsAndCathedrals: true, tradersAndBuilders: true, theRiver: true },
    lang: 'en',
  },
];

/** A bag of one tile of each kind of the set, in the order a seeded game draws them (The River's first). */
function oneOfEachKind(
  options: Readonly<Record<string, boolean>>,
  players: MatchSetup['players'],
): MatchSetup {
  const base = { preset: 'classic', options, players };
  const seeded = createMatch({ ...base, seed: 'tile-art' });
  if (!seeded.ok) throw new Error(seeded.error.message);
  const tiles = [...new Set(seeded.value.toRecord().tiles ?? [])];
  const setup: MatchSetup = { ...base, tiles };
  const check = createMatch(setup);
  if (!check.ok) throw new Error(check.error.message);
  return setup;
}

/** The tiles on the page's board: their kinds, and the kinds drawn without art (none, when all is well). */
const BOARD_ART = `(() => {
  const placed = [...document.querySelectorAll('.board-svg use')]
    .map((u) => u.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('#t-'))
    .map((href) => href.slice(3));
  const bare = placed.filter((id) => (document.getElementById('t-' + id)?.childElementCount ?? 0) === 0);
  return { placed: placed.length, kinds: [...new Set(placed)].sort(), bare: [...new Set(bare)].sort() };
})()`;

/** Every tile of the view drawn, each with its art. */
async function expectBoardArt(page: Page, client: GameClient, table: string): Promise<number> {
  // The program has the position the page shows (the page may be told first): then both agree.
  const version = Number(await page.getAttribute('main.online-play', 'data-version'));
  await client.until(() => (client.states.get(table)?.view?.version ?? -1) >= version, 30_000, 'the version');
  const view = client.states.get(table)?.view;
  const expected = [...new Set(view?.board.map((b) => b.tile) ?? [])].sort();
  // The page draws the same position (it may render a frame later: wait for it).
  await waitUntil(page, `${BOARD_ART}.placed === ${view?.board.length ?? 0}`);
  const art = (await page.evaluate(BOARD_ART)) as { placed: number; kinds: string[]; bare: string[] };
  expect(art.bare, 'tile kinds drawn without art').toEqual([]);
  expect(art.kinds).toEqual(expected);
  return expected.length;
}

/** A piece's name in `lang`: the big follower, the builder, the pig, or a follower. */
function pieceWord(lang: Lang, figure: string | null): string {
  const words = WORDS[lang];
  return figure === 'big' || figure === 'builder' || figure === 'pig'
    ? words[`piece.${figure}`]
    : words['piece.follower'];
}

/** Follower and piece choices in words of the page's language: "1. Knight in the city", never "1. Follower". */
async function expectChoiceWords(page: Page, lang: Lang, figure: string | null): Promise<void> {
  const words = WORDS[lang];
  const texts = (await page.locator('[data-follower]').allInnerTexts()).map((s) => s.trim());
  for (const [i, text] of texts.entries()) {
    expect(text).not.toBe(`${i + 1}. ${words['follower.some']}`);
    // A piece (or role) and where it stands: more than one word after the number.
    expect(text).toMatch(/^\d+\. \p{Lu}\p{L}*( \p{L}+)+/u);
    if (figure === 'big' || figure === 'builder' || figure === 'pig')
      expect(text.toLowerCase()).toContain(pieceWord(lang, figure).toLowerCase());
  }
}

/** One turn by clicking: the first legal square, every piece offered read, the first follower (or none), Confirm. */
async function clickTurn(page: Page, lang: Lang): Promise<{ figures: string[]; followers: number }> {
  const version = await page.getAttribute('main.online-play', 'data-version');
  await page.locator('main.online-play[data-mine=true] rect.legal').first().click();
  await page.waitForSelector('[data-action=no-follower], .panel [data-action=confirm]');
  const figures = await page
    .locator('[data-figure-choice]')
    .evaluateAll((els): string[] => els.map((e) => e.getAttribute('data-figure-choice') ?? ''));
  // The pieces offered by name, in the page's language.
  const names = (await page.locator('[data-figure-choice]').allInnerTexts()).map((s) => s.trim());
  expect(names).toEqual(figures.map((f) => pieceWord(lang, f)));
  for (const figure of [...figures.filter((f) => f !== 'follower'), 'follower']) {
    if (figures.length > 0) {
      await page.click(`[data-figure-choice=${figure}]`);
      await page.waitForSelector(`.figure-choice[data-figure=${figure}]`);
    }
    await expectChoiceWords(page, lang, figure);
  }
  const followers = await page.locator('[data-follower]').count();
  if (followers > 0) await page.locator('[data-follower]').first().click();
  else if ((await page.locator('[data-action=no-follower]').count()) > 0)
    await page.click('[data-action=no-follower]');
  await page.click('.panel [data-action=confirm]');
  await page.waitForSelector(`main.online-play:not([data-version="${version}"])`);
  return { figures, followers };
}

describe.skipIf(!chromiumEnabled)('every tile drawn and every choice in words, online', () => {
  let server: TestServer;
  let browser: Browser;
  withOnlineBrowser((online) => ({ server, browser } = online));

  /** A started table of `host` and `guest` (seat 0 and 1) on `setup`, written into storage. */
  async function startedTable(
    name: string,
    options: Readonly<Record<string, boolean>>,
    host: GuestResponse,
    guest: GuestResponse,
  ): Promise<string> {
    const colors = gameDefinition('carcassonne')!.colors;
    const people = [host.user, guest.user];
    const setup = oneOfEachKind(
      options,
      people.map((u, i) => ({ name: u.name, color: colors[i]! })),
    );
    const id = `art-${name}`;
    await server.storage.createTable(
      storedTable(id, host.user.id, {
        status: 'playing',
        seats: people.map((u) => ({ kind: 'human', user: u.id, name: u.name })),
        setup,
        createdAt: Date.now(),
        settings: { options },
      }),
    );
    return id;
  }

  it.each(GAMES)(
    '$name: every tile has its art, every choice its words ($lang)',
    async ({ name, options, lang }) => {
      const ann = await newGuest(server.url, 'Ann');
      const ben = await newGuest(server.url, 'Ben');
      const table = await startedTable(name, options, ann, ben);
      const annProgram = await connectAs(server.ws, ann, `ann-${name}`);
      const benProgram = await connectAs(server.ws, ben, `ben-${name}`);
      for (const c of [annProgram, benProgram])
        expect((await c.request({ type: 'watch', table })).ok).toBe(true);
      const stopBen = autoplay(benProgram, table, 1, { choose: randomPick(seededRandom(3)) });

      const context = { locale: 'en-US', timezoneId: 'UTC', reducedMotion: 'reduce' } as const;
      const lines = [
        `localStorage.setItem('carcassonne.identity', ${JSON.stringify(JSON.stringify({ user: ann.user, secret: ann.secret }))})`,
        `localStorage.setItem('carcassonne.lang', '${lang}')`,
      ].join(';');
      const { page, errors } = await openPage(browser, context, lines);
      await page.goto(`${server.url}#/t/${table}`);
      await page.waitForSelector('main.online-play');

      const offered = new Set<string>();
      let followerTurns = 0;
      for (let turn = 0; turn < CLICKED_TURNS; turn++) {
        await page.waitForSelector('main.online-play[data-mine=true] rect.legal');
        await expectBoardArt(page, annProgram, table);
        const played = await clickTurn(page, lang);
        for (const f of played.figures) offered.add(f);
        if (played.followers > 0) followerTurns++;
      }
      await page.waitForSelector('main.online-play[data-mine=true] rect.legal');
      await expectBoardArt(page, annProgram, table);
      // Followers were offered, and with Inns & Cathedrals the big follower too.
      expect(followerTurns).toBeGreaterThan(0);
      if (options.innsAndCathedrals) expect(offered.has('big')).toBe(true);
      // A program plays the page's seat to the end: every kind of the set on the board, drawn.
      const stopAnn = autoplay(annProgram, table, 0, { choose: randomPick(seededRandom(4)) });
      await annProgram.until(() => annProgram.states.get(table)?.status === 'finished', 180_000, 'the end');
      stopAnn();
      stopBen();
      await page.waitForSelector('main.online-play[data-finished=true]');
      const kinds = await expectBoardArt(page, annProgram, table);
      const catalog = gameDefinition('carcassonne')!.tileCatalog('classic')!;
      // More kinds than the base set has: the expansion's own tiles are among them.
      expect(kinds).toBeGreaterThan(catalog.tiles.length);
      await page.click('[data-action=final-close]');
      await page.waitForSelector('[data-action=final-close]', { state: 'detached' });
      if (name === 'all-three') {
        await page.mouse.move(0, 0);
        const png = await page.locator('main').screenshot({ animations: 'disabled', caret: 'hide' });
        writeFileSync(join(ARTIFACTS, 'baseline-online-expansions.png'), png);
        const d = matchBaseline(png, join(BASELINES, 'online-expansions.png'));
        if (d.written) console.warn('e2e: wrote baseline online-expansions.png');
        expect(d.sameSize, 'picture size').toBe(true);
        expect(d.fraction, 'share of differing blocks').toBeLessThan(ALLOWED);
      }
      // The replay of the game draws every tile too.
      await page.click('.actions [data-action=open-replay]');
      await page.click('main.replay [data-action=last]');
      await waitUntil(page, `${BOARD_ART}.placed === ${annProgram.states.get(table)?.view?.board.length}`);
      expect(((await page.evaluate(BOARD_ART)) as { bare: string[] }).bare).toEqual([]);
      expect(errors).toEqual([]);
      for (const c of [annProgram, benProgram]) await c.close();
      await page.context().close();
    },
    300_000,
  );
});
