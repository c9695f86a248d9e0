import Fastify, { type FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import { LIMITS } from '@carcassonne/protocol';
import type { Hub } from './hub.js';
import { registerHttpApi } from './http-api.js';
import { staticFile } from './static-files.js';
import type { Storage } from './storage/types.js';
import type { Connection } from './transport.js';

export interface AppOptions {
  readonly storage: Storage;
  readonly hub: Hub;
  readonly webRoot: string;
  readonly logLevel: string;
}

/** Frames larger than this close the socket (a protocol abuse); up to it, the hub refuses politely. */
const HARD_FRAME_LIMIT = 1024 * 1024;

/** One Fastify server: the built web app, the HTTP API and the WebSocket at `/ws`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logLevel === 'silent' ? false : { level: options.logLevel },
    bodyLimit: LIMITS.messageBytes,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  app.setErrorHandler((error: { statusCode?: number; code?: string; message: string; validation?: unknown }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) app.log.error(error);
    void reply.code(status).send({ error: { code: error.validation ? 'bad-request' : (error.code ?? 'server-error'), message: status >= 500 ? 'server error' : error.message } });
  });
  await app.register(websocket, { options: { maxPayload: HARD_FRAME_LIMIT } });
  registerHttpApi(app, options.storage, options.hub);

  let nextId = 1;
  app.get('/ws', { websocket: true }, (socket) => {
    const conn: Connection = {
      id: nextId++,
      send: (text) => {
        if (socket.readyState === socket.OPEN) socket.send(text);
      },
      close: (code, reason) => socket.close(code, reason),
    };
    options.hub.connect(conn);
    socket.on('message', (data, isBinary) => {
      const text = isBinary ? '\u0000binary' : Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as ArrayBuffer).toString('utf8');
      void options.hub.receive(conn, text);
    });
    socket.on('close', () => options.hub.disconnect(conn));
    socket.on('error', () => options.hub.disconnect(conn));
  });

  app.get('/*', async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ error: { code: 'not-found', message: 'no such API route' } });
    const file = await staticFile(options.webRoot, request.url);
    return reply.code(file.status).header('content-type', file.type).header('cache-control', file.cache).send(file.body);
  });
  return app;
}
