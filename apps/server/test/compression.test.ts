/**
 * Compression: the build's precompressed forms of the web app (apps/web/scripts/compress.mjs) are
 * held in memory and sent by Accept-Encoding with `Vary`; the API's JSON is compressed above 1 KB.
 */
import { execFileSync } from 'node:child_process';
import { get, type IncomingHttpHeaders } from 'node:http';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from './helpers.js';
import { chooseEncoding, StaticCache } from '../src/http/static-cache.js';

const webRoot = tempDir('carc-web-compressed-');
const script = `console.log(${JSON.stringify('the same line of the app, again and again. '.repeat(400))});`;
let server: TestServer;

beforeAll(async () => {
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), `<!doctype html><title>app</title>${'<p>page</p>'.repeat(200)}`);
  writeFileSync(join(webRoot, 'assets', 'app.js'), script);
  writeFileSync(join(webRoot, 'assets', 'tiny.js'), '1');
  execFileSync(process.execPath, ['apps/web/scripts/compress.mjs', webRoot], { stdio: 'ignore' });
  server = await startTestServer({ config: { webRoot } });
});
afterAll(() => server.stop());

function fetchRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(
      new URL(path, server.url),
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () =>
          resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.concat(chunks) }),
        );
      },
    ).on('error', reject);
  });
}

describe('static files', () => {
  it('the build writes gzip and brotli forms beside the text files that shrink', () => {
    expect(existsSync(join(webRoot, 'assets', 'app.js.br'))).toBe(true);
    expect(existsSync(join(webRoot, 'assets', 'app.js.gz'))).toBe(true);
    expect(existsSync(join(webRoot, 'assets', 'tiny.js.gz'))).toBe(false);
  });

  it('brotli to a browser that takes it, gzip to one that takes only gzip, plain to the rest; always Vary', async () => {
    const br = await fetchRaw('/assets/app.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await fetchRaw('/assets/app.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await fetchRaw('/assets/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString()).toBe(script);

    const refused = await fetchRaw('/assets/app.js', 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it("the app's own links get index.html from memory, compressed too; a file with no compressed form is sent plain", async () => {
    const page = await fetchRaw('/t/some-table', 'br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.body).toString()).toContain('<title>app</title>');
    const tiny = await fetchRaw('/assets/tiny.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('1');
  });

  it('held in memory: a file removed after the start is still served, traversal still refused', async () => {
    const cache = new StaticCache(webRoot);
    expect(cache.size).toBe(3);
    expect(cache.lookup('/assets/app.js')?.identity.toString()).toBe(script);
    expect(cache.lookup('/../../etc/passwd')?.identity.toString()).toContain('<title>app</title>');
    expect((await fetchRaw('/%2e%2e/%2e%2e/etc/passwd')).body.toString()).not.toContain('root:');
    // The server read its files at the start: the disk is not asked again.
    const copy = tempDir('carc-web-moved-');
    renameSync(join(webRoot, 'assets', 'app.js'), join(copy, 'app.js'));
    try {
      expect((await fetchRaw('/assets/app.js')).body.toString()).toBe(script);
    } finally {
      renameSync(join(copy, 'app.js'), join(webRoot, 'assets', 'app.js'));
    }
  });

  it('Accept-Encoding is read with its weights', () => {
    const file = {
      type: '',
      cache: '',
      identity: Buffer.from(''),
      gzip: Buffer.from(''),
      brotli: Buffer.from(''),
    };
    expect(chooseEncoding('br', file)).toBe('br');
    expect(chooseEncoding('gzip;q=1, br;q=0', file)).toBe('gzip');
    expect(chooseEncoding('*', file)).toBe('br');
    expect(chooseEncoding('identity', file)).toBe('identity');
    expect(chooseEncoding(undefined, file)).toBe('identity');
  });
});

describe('API answers', () => {
  it('JSON above 1 KB is compressed for a client that accepts it; small answers are not', async () => {
    const games = await fetchRaw('/api/games', 'br');
    expect(games.headers['content-encoding']).toBe('br');
    expect(games.headers.vary).toMatch(/accept-encoding/i);
    const parsed = JSON.parse(brotliDecompressSync(games.body).toString()) as { games: unknown[] };
    expect(parsed.games.length).toBeGreaterThan(0);
    const gz = await fetchRaw('/api/games', 'gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(parsed);
    const plain = await fetchRaw('/api/games');
    expect(JSON.parse(plain.body.toString())).toEqual(parsed);
    const small = await fetchRaw('/api/tables', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ tables: [], total: 0, offset: 0 });
  });
});
