import { useEffect, useState } from 'preact/hooks';

/** Where the page is: the local game, or an online screen (hash routes, so the static server needs no rewrites). */
export type Route =
  | { readonly kind: 'local' }
  | { readonly kind: 'lobby' }
  | { readonly kind: 'table'; readonly id: string; readonly invite: string | null }
  | { readonly kind: 'player'; readonly id: string }
  | { readonly kind: 'leaderboard'; readonly family: string; readonly pace: string }
  | { readonly kind: 'moderation' }
  /** A replay position or a puzzle (review/links.ts). */
  | { readonly kind: 'link'; readonly link: LinkRoute };

/** A replay position (an online game's by table, a local game's by its record: game/links.ts writes them) or a puzzle. */
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
  if (parts[0] === 'leaderboard')
    return { kind: 'leaderboard', family: parts[1] ?? 'carcassonne', pace: parts[2] ?? 'realtime' };
  return { kind: 'local' };
}

export const tableHash = (id: string, invite: string | null): string =>
  `#/t/${encodeURIComponent(id)}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;
export const playerHash = (id: string): string => `#/p/${encodeURIComponent(id)}`;
export const leaderboardHash = (family: string, pace: string): string =>
  `#/leaderboard/${encodeURIComponent(family)}/${encodeURIComponent(pace)}`;
export const go = (hash: string): void => {
  location.hash = hash;
};

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
