import { readFile, stat } from 'node:fs/promises';
import type { Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

/** The content type of a file of the web app, by its extension. */
export const contentType = (path: string): string => TYPES[extname(path)] ?? 'application/octet-stream';

/**
 * How long a browser may keep a file: a year for the hashed files under `assets/` (a new build
 * names them anew); every other file (`index.html`, the service worker `sw.js`, the manifest, the
 * icons) is asked again each time, so that a new version is seen at the next visit.
 */
export const cachePolicy = (path: string): string =>
  path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

export interface StaticFile {
  readonly status: number;
  readonly type: string;
  readonly body: Buffer | string;
  readonly cache: string;
}

/**
 * The file of the built web app for a URL path. Paths are decoded and normalised and must stay
 * inside `root` (no `..`, no absolute paths, no encoded separators); unknown paths without an
 * extension get index.html so that the app's own links load the app; a file that is not there is
 * 404 (not the page: a chunk of an older version, or `sw.js` of a build without one).
 */
export async function staticFile(root: string, urlPath: string): Promise<StaticFile> {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return { status: 400, type: 'text/plain', body: 'bad path', cache: 'no-store' };
  }
  if (path.includes('\0')) return { status: 400, type: 'text/plain', body: 'bad path', cache: 'no-store' };
  const relative = normalize(path).replace(/^([/\\])+/, '');
  const file = join(root, relative === '' || relative.endsWith(sep) ? `${relative}index.html` : relative);
  if (file !== root && !file.startsWith(root + sep))
    return { status: 403, type: 'text/plain', body: 'forbidden', cache: 'no-store' };
  const info = await stat(file).catch(() => null);
  if (!info?.isFile() && extname(relative) !== '' && relative !== 'index.html')
    return { status: 404, type: 'text/plain; charset=utf-8', body: 'not found', cache: 'no-store' };
  const target = info?.isFile() ? file : join(root, 'index.html');
  const body = await readFile(target).catch(() => null);
  if (!body)
    return {
      status: 503,
      type: 'text/plain; charset=utf-8',
      body: 'The web app is not built: run `npm run build -w apps/web`.',
      cache: 'no-store',
    };
  return {
    status: 200,
    type: contentType(target),
    body,
    cache: cachePolicy(target),
  };
}

export interface StaticServer {
  readonly server: Server;
  /** Where it listens, e.g. `http://127.0.0.1:41234/`. */
  readonly url: string;
}

/**
 * The built web app alone over plain HTTP, every request answered by `staticFile` as the game
 * server answers its pages: the browser tests of the local game and `npm run preview`.
 * `port` 0 picks a free port.
 */
export function serveStaticFiles(root: string, port: number, host: string): Promise<StaticServer> {
  // Not `import … from 'node:http'`: an ES module's import of node:http reads every export, and
  // its WebSocket export loads Node's whole fetch library (undici), which the server never uses:
  // 3–4 MB of its resident memory (start-line.test.ts checks that it stays out).
  const { createServer } = process.getBuiltinModule('node:http');
  const server = createServer((request, response) => {
    void staticFile(root, request.url ?? '/').then(
      (file) => {
        response.writeHead(file.status, { 'content-type': file.type, 'cache-control': file.cache });
        response.end(request.method === 'HEAD' ? undefined : file.body);
      },
      () => response.writeHead(500).end('server error'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const listening = typeof address === 'object' && address ? address.port : port;
      const anyAddress = host === '0.0.0.0' || host === '::';
      const shown = anyAddress ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolve({ server, url: `http://${shown}:${listening}/` });
    });
  });
}
