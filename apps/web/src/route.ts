import { useEffect, useState } from 'preact/hooks';

/** Where the page is: the local game, or an online screen (hash routes, so the static server needs no rewrites). */
export type Route =
  | { readonly kind: 'local' }
  | { readonly kind: 'lobby' }
  | { readonly kind: 'table'; readonly id: string; readonly invite: string | null }
  | { readonly kind: 'player'; readonly id: string }
  | { readonly kind: 'leaderboard'; readonly family: string; readonly pace: string }
  | { readonly kind: 'moderation' }
  /** The tournaments: upcoming, running and finished. */
  | { readonly kind: 'tournaments' }
  /** The form of a new tournament. */
  | { readonly kind: 'new-tournament' }
  /** A tournament's page (an invitation's with its invite), or (with a deal) how every table played that deal. */
  | {
      readonly kind: 'tournament';
      readonly id: string;
      readonly deal: string | null;
      readonly invite: string | null;
    }
  /** A replay position or a puzzle (review/links.ts). */
  | { readonly kind: 'link'; readonly link: LinkRoute };

/** A replay position (an online game's by table, a local game's by its record: game/links.ts deflates it) or a puzzle. */
export type LinkRoute =
  | {
      readonly kind: 'review';
      readonly table: string;
      readonly move: number | null;
      readonly invite: string | null;
    }
  | { readonly kind: 'game'; readonly move: number | null; readonly data: string }
  | { readonly kind: 'puzzle'; readonly id: string | null };

const moveOf = (s: string | undefined): number | null =>
  s !== undefined && /^[0-9]{1,4}$/.test(s) ? Number(s) : null;
const inviteOf = (query: string): string | null => {
  const invite = new URLSearchParams(query).get('invite');
  return invite && /^[A-Za-z0-9_-]{16,64}$/.test(invite) ? invite : null;
};

/** The link routes (`#/r/<table>/<move>`, `#/g/<move>/<data>`, `#/puzzles[/<id>]`); null for any other. */
export function parseLinkRoute(path: string, query: string): LinkRoute | null {
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'r' && parts[1])
    return {
      kind: 'review',
      table: decodeURIComponent(parts[1]),
      move: moveOf(parts[2]),
      invite: inviteOf(query),
    };
  if (parts[0] === 'g') return { kind: 'game', move: moveOf(parts[1]), data: parts[2] ?? '' };
  if (parts[0] === 'puzzles') return { kind: 'puzzle', id: parts[1] ? decodeURIComponent(parts[1]) : null };
  return null;
}

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const invite = new URLSearchParams(query).get('invite');
  const link = parseLinkRoute(path, query);
  if (link) return { kind: 'link', link };
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'online') return { kind: 'lobby' };
  if (parts[0] === 'moderation') return { kind: 'moderation' };
  if (parts[0] === 't' && parts[1])
    return {
      kind: 'table',
      id: decodeURIComponent(parts[1]),
      invite: invite && /^[A-Za-z0-9_-]{16,64}$/.test(invite) ? invite : null,
    };
  if (parts[0] === 'p' && parts[1]) return { kind: 'player', id: decodeURIComponent(parts[1]) };
  if (parts[0] === 'tournaments') {
    if (parts[1] === undefined) return { kind: 'tournaments' };
    if (parts[1] === 'new') return { kind: 'new-tournament' };
    const deal = parts[2] === 'deal' && parts[3] ? decodeURIComponent(parts[3]) : null;
    const entry = invite && /^[A-Za-z0-9_-]{6,64}$/.test(invite) ? invite : null;
    return { kind: 'tournament', id: decodeURIComponent(parts[1]), deal, invite: entry };
  }
  if (parts[0] === 'leaderboard')
    return { kind: 'leaderboard', family: parts[1] ?? 'carcassonne', pace: parts[2] ?? 'realtime' };
  return { kind: 'local' };
}

const invited = (invite: string | null): string => (invite ? `?invite=${encodeURIComponent(invite)}` : '');

/** A link route's hash: what `parseLinkRoute` reads back. */
function linkHash(link: LinkRoute): string {
  switch (link.kind) {
    case 'review':
      return `#/r/${encodeURIComponent(link.table)}${link.move === null ? '' : `/${link.move}`}${invited(link.invite)}`;
    case 'game':
      // A move that is not a number reads back as none (the game's end).
      return `#/g/${link.move ?? 'end'}/${link.data}`;
    case 'puzzle':
      return link.id === null ? '#/puzzles' : `#/puzzles/${encodeURIComponent(link.id)}`;
  }
}

/**
 * The route table's other half: the hash of each route, which `parseRoute` reads back. Every link
 * and every move between screens is made here (`go`, `hashOf`, and the shorthands below); no other
 * file writes a hash or sets the page's address.
 */
export function hashOf(route: Route): string {
  switch (route.kind) {
    case 'local':
      return '';
    case 'lobby':
      return '#/online';
    case 'moderation':
      return '#/moderation';
    case 'table':
      return `#/t/${encodeURIComponent(route.id)}${invited(route.invite)}`;
    case 'player':
      return `#/p/${encodeURIComponent(route.id)}`;
    case 'tournaments':
      return '#/tournaments';
    case 'new-tournament':
      return '#/tournaments/new';
    case 'tournament':
      return `#/tournaments/${encodeURIComponent(route.id)}${route.deal === null ? '' : `/deal/${encodeURIComponent(route.deal)}`}${invited(route.invite)}`;
    case 'leaderboard':
      return `#/leaderboard/${encodeURIComponent(route.family)}/${encodeURIComponent(route.pace)}`;
    case 'link':
      return linkHash(route.link);
  }
}

/** Show another screen: the one way the app navigates (the browser's back button undoes it). */
export const go = (route: Route): void => {
  location.hash = hashOf(route);
};

export const tableHash = (id: string, invite: string | null): string => hashOf({ kind: 'table', id, invite });
export const playerHash = (id: string): string => hashOf({ kind: 'player', id });
export const tournamentHash = (
  id: string,
  deal: string | null = null,
  invite: string | null = null,
): string => hashOf({ kind: 'tournament', id, deal, invite });
export const leaderboardHash = (family: string, pace: string): string =>
  hashOf({ kind: 'leaderboard', family, pace });
/** An online game's replay at a step (null: at its end). */
export const reviewHash = (table: string, move: number | null, invite: string | null): string =>
  linkHash({ kind: 'review', table, move, invite });
export const puzzleHash = (id: string | null): string => linkHash({ kind: 'puzzle', id });

export function useRoute(): Route {
  const [route, setRoute] = useState<Route>(() =>
    typeof location === 'undefined' ? { kind: 'local' } : parseRoute(location.hash),
  );
  useEffect(() => {
    const on = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  return route;
}
