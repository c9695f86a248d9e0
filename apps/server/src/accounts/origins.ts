import { createHash } from 'node:crypto';

/**
 * Where a player signs in from, as the marks a ban may cover: the client's address and the
 * browser's own id (`device`), hashed (the database keeps no address in clear).
 */
export function originMarks(address: string, device: string | undefined): string[] {
  const hash = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);
  return [`address:${hash(address)}`, ...(device === undefined ? [] : [`device:${hash(device)}`])];
}
