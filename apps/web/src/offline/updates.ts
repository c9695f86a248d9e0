/**
 * The page's side of the service worker (`service-worker.js`, written into the build as `sw.js`):
 * it is registered once the page has loaded, and a new version, once installed, is announced
 * ("A new version is ready — reload"). The new version takes over only when the page asks
 * (`take-update`), and the page then reloads: until then the old worker serves the old version,
 * so a page never mixes the files of two versions.
 */

/** What the update watch needs of a worker (a `ServiceWorker`). */
export interface WorkerLike {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}

/** What it needs of the registration and of `navigator.serviceWorker` (fakes in the tests). */
export interface RegistrationLike {
  readonly waiting: WorkerLike | null;
  readonly installing: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}
export interface ContainerLike {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void): void;
}

/** Called when a new version is ready, with the way to take it (the page reloads then). */
export type Announce = (take: () => void) => void;

/**
 * Watch a registration for a new version: one already waiting, or one that finishes installing.
 * The first install (no worker controls the page yet) announces nothing, nor its taking over the
 * page. When another page took the update, this one is offered a plain reload.
 */
export function watchForUpdates(
  container: ContainerLike,
  registration: RegistrationLike,
  announce: Announce,
  reload: () => void,
): void {
  let asked = false;
  // A page opened before any worker is taken over by the first one: that is no new version.
  let controlled = Boolean(container.controller);
  const offer = (worker: WorkerLike) => {
    if (!container.controller) return;
    announce(() => {
      asked = true;
      worker.postMessage('take-update');
    });
  };
  container.addEventListener('controllerchange', () => {
    if (asked) reload();
    else if (controlled) announce(reload);
    controlled = true;
  });
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
}

/** The update on offer, if any, and who wants to hear of it (the notice). */
let ready: (() => void) | null = null;
const listeners = new Set<() => void>();

export const updateReady = (): (() => void) | null => ready;
export function onUpdateReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How often an open page asks the server for a new version (the browser also asks on each visit). */
const CHECK_MS = 60 * 60 * 1000;

/** Register the service worker (built pages only, whatever NODE_ENV: the dev server has no `sw.js`). */
export function registerServiceWorker(): void {
  if (
    import.meta.env.MODE !== 'production' ||
    typeof navigator === 'undefined' ||
    !('serviceWorker' in navigator)
  )
    return;
  const container = navigator.serviceWorker;
  const start = async () => {
    const registration = await container.register('./sw.js', { scope: './' });
    watchForUpdates(
      container,
      registration,
      (take) => {
        ready = take;
        for (const listener of listeners) listener();
      },
      () => location.reload(),
    );
    setInterval(() => void registration.update().catch(() => undefined), CHECK_MS);
  };
  const later = () => void start().catch(() => undefined);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
