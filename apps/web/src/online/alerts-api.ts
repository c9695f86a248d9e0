import type { AlertLanguage, AlertSettings, AlertSettingsResponse } from '@carcassonne/protocol';
import { call, type Identity } from './identity.js';

/** The alerts' HTTP routes (docs/server/alerts.md) and this browser's push subscription. */

const signedIn = (id: Identity) => ({ user: id.user.id, secret: id.secret });
const DEVICE_KEY = 'carcassonne.pushSubscription';

export const alertSettings = (id: Identity) =>
  call<AlertSettingsResponse>('/api/notify/settings', signedIn(id));
/** Save the settings with the page's language (pushes and mails are worded in it). */
export const saveAlertSettings = (id: Identity, settings: AlertSettings, lang: AlertLanguage) =>
  call<{ saved: boolean }>('/api/notify/settings/save', { ...signedIn(id), settings: { ...settings, lang } });
export const setMailAddress = (id: Identity, address: string | null) =>
  call<{ address: { address: string; confirmed: boolean } | null }>('/api/mail/address', {
    ...signedIn(id),
    address,
  });
export const removeSubscription = (id: Identity, subscription: string) =>
  call<{ removed: boolean }>('/api/push/unsubscribe', { ...signedIn(id), subscription });

/** Whether this browser can receive pushes at all. */
export const pushSupported = (): boolean =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

/** The server's id of this browser's subscription (kept to turn it off here). */
export function deviceSubscription(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

function keepDeviceSubscription(id: string | null): void {
  try {
    if (id === null) localStorage.removeItem(DEVICE_KEY);
    else localStorage.setItem(DEVICE_KEY, id);
  } catch {
    /* private mode: forgotten with the tab */
  }
}

/**
 * The service worker that shows pushes: the app's own when it has one (it loads
 * `push-worker.js`), otherwise `push-worker.js` alone at the site's root.
 */
async function pushRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration();
  if (!existing) await navigator.serviceWorker.register(new URL('push-worker.js', document.baseURI).href);
  return navigator.serviceWorker.ready;
}

const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
};

/**
 * Ask the browser's permission (only here, after the player's click), subscribe with the server's
 * key and hand the subscription to the server. `denied` when the player or the browser refuses.
 */
export async function turnPushOn(
  id: Identity,
  serverKey: string,
  lang: AlertLanguage,
): Promise<'on' | 'denied' | 'failed'> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  try {
    const registration = await pushRegistration();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(serverKey),
      }));
    const json = subscription.toJSON();
    const r = await call<{ subscription: string }>('/api/push/subscribe', {
      ...signedIn(id),
      subscription: { endpoint: json.endpoint, keys: json.keys },
      lang,
    });
    if (!r.ok) return 'failed';
    keepDeviceSubscription(r.value.subscription);
    return 'on';
  } catch {
    return 'failed';
  }
}

/** Stop pushes to this browser: at the server, and the browser's subscription itself. */
export async function turnPushOff(id: Identity): Promise<void> {
  const known = deviceSubscription();
  if (known) await removeSubscription(id, known);
  keepDeviceSubscription(null);
  const registration = await navigator.serviceWorker.getRegistration();
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}
