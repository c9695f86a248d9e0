/*
 * Push alerts in the service worker (docs/server/alerts.md): shows each push the server sends
 * ({title, body, url, tag}) and opens its table when the notification is clicked. A plain
 * script: registered alone at the site's root when the page has no service worker of its own, or
 * loaded by the app's service worker with `importScripts('./push-worker.js')` (a classic worker)
 * or `import './push-worker.js'` (a module worker); it only adds two listeners.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' ? message.title : 'Carcassonne';
  const url = typeof message.url === 'string' ? message.url : self.registration.scope;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = new URL(event.notification.data?.url ?? self.registration.scope, self.registration.scope);
  // Only pages of this site: a push can never send the player elsewhere.
  const target = wanted.origin === self.location.origin ? wanted.href : self.registration.scope;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open && 'navigate' in open) return open.navigate(target).then((w) => (w ?? open).focus());
      return self.clients.openWindow(target);
    }),
  );
});
