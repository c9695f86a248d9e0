/**
 * The page alone over plain HTTP (`serveStaticFiles`: the local game's browser tests and
 * `npm run preview`) answers as the game server answers its pages: both use `staticFile`.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStaticFiles, type StaticServer } from '../src/http/static-files.js';
import { tempDir } from './helpers.js';

const outside = tempDir('carc-static-');
const root = join(outside, 'web');
let served: StaticServer;

beforeAll(async () => {
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>INDEX</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(root, 'manifest.webmanifest'), '{"name":"Carcassonne"}');
  writeFileSync(join(outside, 'secret.txt'), 'SECRET-OUTSIDE');
  served = await serveStaticFiles(root, 0, '127.0.0.1');
});
afterAll(() => {
  served.server.close();
  rmSync(outside, { recursive: true, force: true });
});

/** A raw request: the path goes out exactly as written (fetch would normalise it). */
function raw(path: string, method = 'GET') {
  const url = new URL(served.url);
  return new Promise<{ status: number; type: string; cache: string; body: string }>((resolve, reject) => {
    const req = request({ host: url.hostname, port: url.port, path, method }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          cache: String(res.headers['cache-control']),
          body,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serveStaticFiles', () => {
  it('serves the page, its assets for a year, and the page for the app’s own links', async () => {
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await raw('/');
    expect(page).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', cache: 'no-cache' });
    expect(page.body).toContain('INDEX');
    const asset = await raw('/assets/app.js');
    expect(asset).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.cache).toContain('immutable');
    expect((await raw('/t/abc')).body).toContain('INDEX');
    expect(await raw('/assets/app.js', 'HEAD')).toMatchObject({ status: 200, body: '' });
  });
  it('serves the service worker and the manifest by their types, asked again at each visit', async () => {
    expect(await raw('/sw.js')).toMatchObject({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      cache: 'no-cache',
    });
    expect(await raw('/manifest.webmanifest')).toMatchObject({
      status: 200,
      type: 'application/manifest+json',
      cache: 'no-cache',
    });
  });
  it('answers 404 for a file that is not there (not the page: a chunk of an older version)', async () => {
    for (const path of ['/assets/gone-AbCd1234.js', '/robots.txt', '/icons/none.png'])
      expect(await raw(path), path).toMatchObject({ status: 404, cache: 'no-store' });
    expect((await raw('/p/some-player')).body).toContain('INDEX');
  });
  it('never leaves the root, and refuses a malformed path', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/..%2fsecret.txt', '/..%5csecret.txt']) {
      const r = await raw(path);
      expect(r.body, path).not.toContain('SECRET-OUTSIDE');
      expect([200, 400, 403, 404], path).toContain(r.status);
    }
    expect((await raw('/%zz')).status).toBe(400);
  });
  it('says when the page is not built', async () => {
    const empty = await serveStaticFiles(join(outside, 'nothing'), 0, '127.0.0.1');
    try {
      const r = await fetch(empty.url);
      expect(r.status).toBe(503);
      expect(await r.text()).toMatch(/not built/);
    } finally {
      empty.server.close();
    }
  });
});
