// The service worker of the web app. The build (precache.ts) writes it as `sw.js` with two
// constants before this text: VERSION and FILES, every file of that build with its digest.
//
// - install: fetches every file of the build into the cache of its version, each checked against
//   its digest (a file of another version fails the install, which the browser retries later);
// - activate: removes the caches of older versions, except the one just before (pages still open
//   on it may load a screen or a language later), and takes control of the open pages;
// - fetch: the page and its files come from the cache of this version, so the local game starts
//   and plays without a network, and a version is never mixed with another; the server's own
//   paths (the API, the socket, health and metrics) go to the network and are never cached;
// - a new version waits until a page asks it to take over ('take-update'), then the page reloads.
/* global VERSION, FILES, importScripts */

// Pushes ("your turn", a game ended) and their clicks: the same script a page without this worker
// registers alone (push-worker.js).
importScripts('./push-worker.js');

const PREFIX = 'carcassonne-';
const CACHE = `${PREFIX}${VERSION}`;
const scope = new URL(self.registration.scope);
const at = (path) => new URL(path, scope).href;
const kept = new Set(FILES.map((file) => at(file.path)));
const SERVER_PATH = /^(api\/|ws$|healthz$|readyz$|metrics$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        await Promise.all(
          FILES.map(async (file) => {
            // Hashed files never change: the browser's HTTP cache may answer; the others are asked again.
            const fresh = file.path.startsWith('assets/') ? 'default' : 'no-cache';
            const response = await fetch(
              new Request(at(file.path), { integrity: file.integrity, cache: fresh }),
            );
            if (!response.ok) throw new Error(`${file.path}: ${response.status}`);
            await cache.put(at(file.path), response);
          }),
        );
      } catch (error) {
        await caches.delete(CACHE);
        throw error;
      }
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Caches are listed in the order they were made: the last other one is the version before.
      const older = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      const before = older.at(-1);
      await Promise.all(older.filter((name) => name !== before).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'take-update') void self.skipWaiting();
});

/** This version's copy, else an older version's (a page still open on it), else the network. */
async function cached(request, key) {
  return (await caches.match(key, { cacheName: CACHE })) ?? (await caches.match(key)) ?? fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  const path = url.pathname.slice(scope.pathname.length);
  if (SERVER_PATH.test(path)) return;
  if (request.mode === 'navigate') {
    // The app's own page for its links (hash routes, query parameters); a file opened by itself goes on.
    if (path === '' || path === 'index.html' || !path.includes('.'))
      event.respondWith(cached(request, at('index.html')));
    return;
  }
  const key = at(path);
  if (kept.has(key) || path.startsWith('assets/')) event.respondWith(cached(request, key));
});
