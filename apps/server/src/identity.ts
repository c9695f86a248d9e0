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

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32 } as const;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` with a random 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (
    kind !== 'scrypt' ||
    !salt ||
    !hash ||
    Number(n) !== SCRYPT.N ||
    Number(r) !== SCRYPT.r ||
    Number(p) !== SCRYPT.p
  )
    return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'));
  return key.length === expected.length && timingSafeEqual(key, expected);
}
