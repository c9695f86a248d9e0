import type { PublicUser } from '@carcassonne/protocol';
import { hashSecret } from '../core/identity.js';
import type { Storage } from '../storage/types.js';

/**
 * Sessions: each sign-in (a guest made, a login) is a secret of its own. A secret unused for
 * `SESSION_IDLE_DAYS` expires; its user can list their sessions and revoke any of them.
 */
export const SESSION_IDLE_DAYS = 90;
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * 24 * 3600 * 1000;

/** The user of a secret that is valid now (not revoked, not expired), noting its use. */
export async function authenticate(
  storage: Storage,
  userId: string,
  secret: string,
): Promise<PublicUser | null> {
  const user = await storage.useSecret(hashSecret(secret), Date.now(), SESSION_IDLE_MS);
  return user && user.id === userId ? user : null;
}

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short, harmless name for the device of a sign-in ("Chrome · Linux"), from its User-Agent. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? 'unknown device';
}

/**
 * The user a request speaks for: `Authorization: Bearer <secret>` (the secret the browser keeps for
 * its user); null without it or with a secret nobody holds (revoked or expired).
 */
export async function userOfRequest(storage: Storage, header: string | undefined): Promise<string | null> {
  const secret = /^Bearer ([A-Za-z0-9_-]{16,200})$/.exec(header ?? '')?.[1];
  if (!secret) return null;
  return (await storage.useSecret(hashSecret(secret), Date.now(), SESSION_IDLE_MS))?.id ?? null;
}
