import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type StaticCache } from './static-cache.js';
import { staticFile } from './static-files.js';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** API answers larger than this are compressed when the client accepts it. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Compress the HTTP API's JSON answers above `COMPRESS_ABOVE_BYTES` (brotli at a fast quality, or
 * gzip), by the request's Accept-Encoding, with `Vary: Accept-Encoding`.
 */
export function compressApiAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.includes('json') || reply.getHeader('content-encoding') !== undefined) return payload;
    reply.header('vary', 'accept-encoding');
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length <= COMPRESS_ABOVE_BYTES) return payload;
    const offered = { brotli: body, gzip: body };
    const encoding = chooseEncoding(request.headers['accept-encoding'], {
      type,
      cache: '',
      identity: body,
      ...offered,
    });
    if (encoding === 'identity') return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br'
      ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipped(body, { level: 6 });
  });
}

/** Answer a page of the web app: from memory in the best encoding the client takes, else from disk. */
export async function sendWebFile(
  cache: StaticCache,
  root: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const held = cache.lookup(request.url);
  if (held) {
    const encoding = chooseEncoding(request.headers['accept-encoding'], held);
    reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const body = encoding === 'br' ? held.brotli : encoding === 'gzip' ? held.gzip : held.identity;
    return reply.code(200).header('content-type', held.type).header('cache-control', held.cache).send(body);
  }
  const file = await staticFile(root, request.url);
  return reply
    .code(file.status)
    .header('content-type', file.type)
    .header('cache-control', file.cache)
    .send(file.body);
}
