import { hashOf } from '../route.js';
import type { CodedError } from './errors.js';

/**
 * Links to a replay position. An online game's link names the table and the move:
 * `#/r/<table>/<move>[?invite=…]`. A local game has no server: its record travels in the link's
 * fragment (never sent to any server), deflated (`CompressionStream('deflate-raw')`) and written
 * in base64url: `#/g/<move>/<data>`. A link's data is at most `MAX_LINK_CHARS` characters and
 * inflates to at most `MAX_LINK_RECORD_BYTES` bytes (a bigger one is refused while it inflates);
 * the text then goes through the same record reader as the replay viewer's Open (`readRecord`).
 * The router (`route.ts`) writes and reads the hashes; this file packs and unpacks the record.
 */
export const MAX_LINK_CHARS = 32_768;
export const MAX_LINK_RECORD_BYTES = 262_144;

/** A hash made absolute: the page's address with it. */
export const absolute = (hash: string): string =>
  `${location.origin}${location.pathname}${location.search}${hash}`;

function toBase64Url(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(s, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

async function pipe(bytes: Uint8Array, stream: TransformStream<Uint8Array, Uint8Array>, limit: number) {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** A local game's link hash: its record deflated into the fragment, at a move. */
export async function gameHash(recordText: string, move: number): Promise<string | CodedError> {
  const deflated = await pipe(
    new TextEncoder().encode(recordText),
    new CompressionStream('deflate-raw') as unknown as TransformStream<Uint8Array, Uint8Array>,
    Number.POSITIVE_INFINITY,
  );
  const data = deflated ? toBase64Url(deflated) : '';
  if (data.length > MAX_LINK_CHARS)
    return {
      code: 'link-too-big',
      message: `the game needs ${data.length} characters, over ${MAX_LINK_CHARS}`,
    };
  return hashOf({ kind: 'link', link: { kind: 'game', move, data } });
}

/** The record text a local game's link holds; a refusal for a link too long, malformed or inflating too far. */
export async function linkRecord(
  data: string,
): Promise<{ ok: true; text: string } | { ok: false; error: CodedError }> {
  if (data.length > MAX_LINK_CHARS)
    return {
      ok: false,
      error: {
        code: 'link-too-big',
        message: `the link holds ${data.length} characters, over ${MAX_LINK_CHARS}`,
      },
    };
  const bytes = fromBase64Url(data);
  if (!bytes || bytes.length === 0)
    return { ok: false, error: { code: 'bad-link', message: 'the link holds no game (not base64url)' } };
  let inflated: Uint8Array | null;
  try {
    inflated = await pipe(
      bytes,
      new DecompressionStream('deflate-raw') as unknown as TransformStream<Uint8Array, Uint8Array>,
      MAX_LINK_RECORD_BYTES,
    );
  } catch {
    return { ok: false, error: { code: 'bad-link', message: 'the link holds no game (not deflated data)' } };
  }
  if (!inflated)
    return {
      ok: false,
      error: { code: 'link-too-big', message: `the game inflates past ${MAX_LINK_RECORD_BYTES} bytes` },
    };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(inflated) };
  } catch {
    return { ok: false, error: { code: 'bad-link', message: 'the link holds no game (not text)' } };
  }
}
