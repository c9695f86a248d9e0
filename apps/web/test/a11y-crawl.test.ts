// The accessibility crawl covers every route of the web app: a route added to route.ts without a
// crawl entry fails here (the list of keys below is checked against the route types by tsc), and
// every entry's address leads to the route it is listed under.
import { describe, expect, it } from 'vitest';
import { CRAWL, type CrawlIds } from '../../server/test/a11y-crawl.js';
import { parseRoute, type LinkRoute, type Route } from '../src/route.js';

type RouteKey = Exclude<Route['kind'], 'link'> | `link:${LinkRoute['kind']}`;
/** Every route, named once: tsc refuses this object when a route kind is missing or unknown. */
const ROUTES: Record<RouteKey, true> = {
  local: true,
  lobby: true,
  table: true,
  player: true,
  leaderboard: true,
  moderation: true,
  tournaments: true,
  'new-tournament': true,
  tournament: true,
  'link:review': true,
  'link:game': true,
  'link:puzzle': true,
};

const IDS: CrawlIds = {
  open: 'T1',
  playing: 'T2',
  watched: 'T3',
  finished: 'T4',
  me: 'U1',
  other: 'U2',
  record: 'AAAA',
  upcoming: 'tour-1',
  swiss: 'tour-2',
  deal: 'r1-0',
  bracket: 'tour-3',
};

const keyOf = (hash: string): string => {
  const route = parseRoute(hash);
  return route.kind === 'link' ? `link:${route.link.kind}` : route.kind;
};

describe('the accessibility crawl', () => {
  it('has an entry for every route, and nothing else', () => {
    expect(Object.keys(CRAWL).sort()).toEqual(Object.keys(ROUTES).sort());
    for (const [key, entries] of Object.entries(CRAWL)) expect(entries.length, key).toBeGreaterThan(0);
  });

  it("sends each entry to its own route's screen", () => {
    for (const [key, entries] of Object.entries(CRAWL))
      for (const entry of entries) expect(keyOf(entry.hash(IDS)), entry.name).toBe(key);
  });
});
