import type { Key, T } from '../i18n/words.js';
import type { LinkRoute, Route } from '../route.js';

/** What the local route shows (the app's own screens there). */
export type LocalScreen = 'new' | 'play' | 'replay';

type RouteKind = Exclude<Route['kind'], 'local' | 'link'>;

/** Each screen's name in the tab's title (and the browser's history), by its route. */
const ROUTE_WORDS: { readonly [K in RouteKind]: Key } = {
  lobby: 'title.lobby',
  table: 'title.table',
  player: 'title.player',
  leaderboard: 'ratings.leaderboards',
  moderation: 'mod.title',
  tournaments: 'tour.title',
  'new-tournament': 'title.newTournament',
  tournament: 'title.tournament',
};
const LINK_WORDS: { readonly [K in LinkRoute['kind']]: Key } = {
  review: 'replay.title',
  game: 'title.position',
  puzzle: 'puzzle.menu',
};
const LOCAL_WORDS: { readonly [K in LocalScreen]: Key } = {
  new: 'menu.new',
  play: 'title.game',
  replay: 'replay.title',
};

/** The tab's title of a screen: its name, then the app's ("Lobby · Carcassonne"). */
export function pageTitle(route: Route, local: LocalScreen, t: T): string {
  const key =
    route.kind === 'local'
      ? LOCAL_WORDS[local]
      : route.kind === 'link'
        ? LINK_WORDS[route.link.kind]
        : ROUTE_WORDS[route.kind];
  return `${t(key)} · ${t('app.title')}`;
}
