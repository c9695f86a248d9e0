/**
 * Every screen of the web app, by route, as the accessibility crawl visits it
 * (a11y-routes-e2e.test.ts). The keys are the route kinds of apps/web/src/route.ts (a link route as
 * `link:<kind>`); apps/web/test/a11y-crawl.test.ts fails when a route has no entry here, or when an
 * entry's address leads to another route. A screen inside a route (a dialog, a panel opened by a
 * button) is an entry of its own with the steps that open it.
 */
import type { Page } from 'playwright-core';

/** What the crawl's addresses name: the tables, players and the puzzle its setup made. */
export interface CrawlIds {
  /** A table with its seats still open. */
  readonly open: string;
  /** A game in progress with the signed-in player to move. */
  readonly playing: string;
  /** A game in progress between two others. */
  readonly watched: string;
  /** A finished, analysed game of the signed-in player. */
  readonly finished: string;
  readonly me: string;
  readonly other: string;
  /** A local game's record as a position link carries it (deflated, base64url). */
  readonly record: string;
  /** An upcoming tournament the signed-in player entered (check-in open). */
  readonly upcoming: string;
  /** A finished Swiss of bots with duplicate deals, and one of its deals. */
  readonly swiss: string;
  readonly deal: string;
  /** A finished double elimination of bots (its bracket). */
  readonly bracket: string;
}

export interface CrawlEntry {
  readonly name: string;
  /**
   * Signed in (the moderator, who also plays), the same account as its page keeps it once
   * registered (with its username: what registered players alone see), or a visitor without an
   * identity.
   */
  readonly as: 'player' | 'account' | 'visitor';
  readonly hash: (ids: CrawlIds) => string;
  /** Shown once the screen is drawn with its data. */
  readonly ready: string;
  /** The steps from the route's screen to this one (a dialog, a panel). */
  readonly open?: (page: Page) => Promise<void>;
}

/**
 * On a phone the header's later entries (replay, import, the language) lie in its "More" list:
 * opens it when `selector` is hidden there; whether it did.
 */
export async function unfold(page: Page, selector: string): Promise<boolean> {
  const more = page.locator('[data-action=menu]');
  const folded = !(await page.locator(selector).isVisible()) && (await more.isVisible());
  if (folded) await more.click();
  return folded;
}

const click = (action: string, then: string) => async (page: Page) => {
  await unfold(page, `[data-action=${action}]`);
  await page.click(`[data-action=${action}]`);
  await page.waitForSelector(then);
};
const steps =
  (...all: ((page: Page) => Promise<void>)[]) =>
  async (page: Page) => {
    for (const step of all) await step(page);
  };
const newGameScreen = click('new', 'main.newgame');
const localGame = steps(newGameScreen, click('start', 'main.play'));

export const CRAWL: Readonly<Record<string, readonly CrawlEntry[]>> = {
  local: [
    { name: 'new game', as: 'player', hash: () => '', ready: 'header', open: newGameScreen },
    {
      name: 'rules dialog',
      as: 'player',
      hash: () => '',
      ready: 'header',
      open: steps(newGameScreen, click('read-rules', '[role=dialog]')),
    },
    { name: 'local game', as: 'player', hash: () => '', ready: 'header', open: localGame },
    {
      name: 'local replay',
      as: 'player',
      hash: () => '',
      ready: 'header',
      open: steps(localGame, click('replay', 'main.replay')),
    },
    {
      name: 'import box',
      as: 'player',
      hash: () => '',
      ready: 'header',
      open: click('bga', '[role=dialog]'),
    },
  ],
  lobby: [
    { name: 'welcome', as: 'visitor', hash: () => '#/online', ready: 'main.online-welcome' },
    {
      name: 'lobby: quick game, create table, my games, public tables, friends, account, sounds',
      as: 'player',
      hash: () => '#/online',
      ready: 'main.lobby section.friends',
    },
  ],
  table: [
    { name: 'table before the start', as: 'player', hash: (ids) => `#/t/${ids.open}`, ready: 'main.seating' },
    {
      name: 'online game, my turn',
      as: 'player',
      hash: (ids) => `#/t/${ids.playing}`,
      ready: 'main.online-play[data-mine=true] [data-chat-line]',
    },
    {
      name: 'spectator',
      as: 'player',
      hash: (ids) => `#/t/${ids.watched}`,
      ready: 'main.online-play[data-spectator=true]',
    },
    {
      name: 'game over: final report',
      as: 'player',
      hash: (ids) => `#/t/${ids.finished}`,
      ready: 'main.online-play[data-finished=true] [role=dialog]',
    },
    {
      name: 'game over: the table',
      as: 'player',
      hash: (ids) => `#/t/${ids.finished}`,
      ready: 'main.online-play[data-finished=true]',
      open: async (page) => {
        if (await page.locator('[data-action=final-close]').count())
          await page.click('[data-action=final-close]');
        await page.locator('[role=dialog]').waitFor({ state: 'detached' });
      },
    },
  ],
  player: [
    {
      name: 'own page with alert settings',
      as: 'player',
      hash: (ids) => `#/p/${ids.me}`,
      ready: 'section.alerts[data-alerts=ready]',
    },
    {
      name: "another player's page",
      as: 'player',
      hash: (ids) => `#/p/${ids.other}`,
      ready: 'main.player-page',
    },
  ],
  leaderboard: [
    {
      name: 'leaderboard',
      as: 'player',
      hash: () => '#/leaderboard/carcassonne/realtime',
      ready: 'main.leaderboard-page',
    },
  ],
  moderation: [{ name: 'moderation', as: 'player', hash: () => '#/moderation', ready: '[data-report]' }],
  tournaments: [
    {
      name: 'tournaments, with how they work',
      as: 'player',
      hash: () => '#/tournaments',
      ready: 'section[data-list=finished][data-ready=yes]',
      open: async (page) => {
        await page.click('details[data-rules] summary');
        await page.waitForSelector('details[data-rules][open]');
      },
    },
    {
      name: 'tournaments for a visitor',
      as: 'visitor',
      hash: () => '#/tournaments',
      ready: 'section[data-list=upcoming][data-ready=yes]',
    },
  ],
  'new-tournament': [
    {
      name: 'new tournament, its checks failed',
      as: 'account',
      hash: () => '#/tournaments/new',
      ready: 'form[data-form=tournament]',
      open: async (page) => {
        await page.fill('input[name=name]', '');
        await page.click('[data-tie-breaks] input[name=tie-break-default]');
        await page.click('[data-add-tie-break=margin]');
        await page.click('[data-add-tie-break=buchholz]');
        await page.click('[data-action=create-tournament]');
        await page.waitForSelector('[data-field-error=name]');
      },
    },
  ],
  tournament: [
    {
      name: 'upcoming tournament, entered',
      as: 'account',
      hash: (ids) => `#/tournaments/${ids.upcoming}`,
      ready: 'section[data-entry=entrant] [data-action=tournament-check-in]',
    },
    {
      name: 'upcoming tournament for a visitor',
      as: 'visitor',
      hash: (ids) => `#/tournaments/${ids.upcoming}`,
      ready: 'section[data-entry=signed-out]',
    },
    {
      name: 'finished Swiss: standings, rounds, deals',
      as: 'player',
      hash: (ids) => `#/tournaments/${ids.swiss}`,
      ready: 'main[data-status=finished] table.standings',
    },
    {
      name: 'bracket of a double elimination',
      as: 'player',
      hash: (ids) => `#/tournaments/${ids.bracket}`,
      ready: 'main[data-status=finished] .bracket-part[data-part=losers] .bracket-match',
    },
    {
      name: 'same tiles',
      as: 'player',
      hash: (ids) => `#/tournaments/${ids.swiss}/deal/${ids.deal}`,
      ready: 'main[data-same-tiles=ready] tr[data-deal-seat]',
    },
  ],
  'link:review': [
    {
      name: 'replay with analysis',
      as: 'player',
      hash: (ids) => `#/r/${ids.finished}/3`,
      ready: '[data-analysis=done]',
    },
  ],
  'link:game': [
    { name: 'position link', as: 'player', hash: (ids) => `#/g/2/${ids.record}`, ready: 'main.replay' },
    {
      name: 'broken position link',
      as: 'player',
      hash: () => '#/g/0/not*base64',
      ready: '[data-link-error]',
    },
  ],
  'link:puzzle': [{ name: 'puzzles', as: 'player', hash: () => '#/puzzles', ready: 'main[data-puzzle]' }],
};
