import { createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** Random ids and secrets, and the hashes the database keeps instead of them. */

/** An unguessable id (tables, users): 72 random bits, URL-safe. */
export const randomId = (): string => randomBytes(9).toString('base64url');
/** A 128-bit secret as 32 hex digits (kept by the browser; the server keeps only its hash). */
export const randomSecret = (): string => randomBytes(16).toString('hex');
/** An invite token for a private table. */
export const randomInvite = (): string => randomBytes(18).toString('base64url');
/** A game seed (never shown before the game ends). */
export const randomSeed = (): string => randomBytes(12).toString('hex');

/** A random 128-bit secret needs no slow hash: SHA-256 is enough to keep it unusable if the database leaks. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/**
 * scrypt's cost: N = 2^17, r = 8, p = 1 (OWASP's guidance), 128 MiB and a few hundred ms per hash.
 * Hashes made with other parameters (the first servers used N = 2^14) are still checked with their
 * own and replaced at the next successful login (`needsUpgrade`).
 */
export const SCRYPT = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 } as const;
export type ScryptParams = { readonly N: number; readonly r: number; readonly p: number };
/**
 * The cost of a server started with test options (`CARCASSONNE_TEST_OPTIONS=1`), which holds no
 * real password: N = 2^10, a few ms of CPU a hash instead of about 570 ms (the tests register
 * many accounts). Its hashes carry their parameters, so a real server replaces them at the next login.
 */
export const TEST_SCRYPT: ScryptParams = { N: 2 ** 10, r: 8, p: 1 };

/** Memory scrypt may use: 128 · N · r bytes, plus room (Node refuses above `maxmem`). */
const maxmem = (params: ScryptParams) => 128 * params.N * params.r + 16 * 1024 * 1024;

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      password,
      salt,
      keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: maxmem(params) },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` with a random 16-byte salt. */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params, SCRYPT.keyLength);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/** The parameters of a stored hash, when they are ones this server accepts (N a power of two up to 2^20). */
function parse(stored: string): { params: ScryptParams; salt: Buffer; hash: Buffer } | null {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  const N = Number(n);
  const params = { N, r: Number(r), p: Number(p) };
  const sane =
    kind === 'scrypt' &&
    Number.isInteger(N) &&
    N >= 2 ** 10 &&
    N <= 2 ** 20 &&
    (N & (N - 1)) === 0 &&
    params.r >= 1 &&
    params.r <= 16 &&
    params.p >= 1 &&
    params.p <= 4;
  if (!sane || !salt || !hash) return null;
  return { params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.hash.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.hash.length);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True when a stored hash was made with other parameters than today's: rehash it at the next login. */
export function needsUpgrade(stored: string, params: ScryptParams = SCRYPT): boolean {
  const parsed = parse(stored);
  return (
    !parsed || parsed.params.N !== params.N || parsed.params.r !== params.r || parsed.params.p !== params.p
  );
}
