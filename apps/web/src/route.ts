import { useEffect, useState } from 'preact/hooks';
import { parseLinkRoute, type LinkRoute } from './review/links.js';

/** Where the page is: the local game, or an online screen (hash routes, so the static server needs no rewrites). */
export type Route =
  | { readonly kind: 'local' }
  | { readonly kind: 'lobby' }
  | { readonly kind: 'table'; readonly id: string; readonly invite: string | null }
  | { readonly kind: 'player'; readonly id: string }
  /** A replay position or a puzzle (review/links.ts). */
  | { readonly kind: 'link'; readonly link: LinkRoute };

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
  const invite = new URLSearchParams(query).get('invite');
  const link = parseLinkRoute(path, query);
  if (link) return { kind: 'link', link };
  const parts = path.split('/').filter(Boolean);
  if (parts[0] === 'online') return { kind: 'lobby' };
  if (parts[0] === 't' && parts[1])
    return {
      kind: 'table',
      id: decodeURIComponent(parts[1]),
      invite: invite && /^[A-Za-z0-9_-]{16,64}$/.test(invite) ? invite : null,
    };
  if (parts[0] === 'p' && parts[1]) return { kind: 'player', id: decodeURIComponent(parts[1]) };
  return { kind: 'local' };
}

export const tableHash = (id: string, invite: string | null): string =>
  `#/t/${encodeURIComponent(id)}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;
export const playerHash = (id: string): string => `#/p/${encodeURIComponent(id)}`;
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
