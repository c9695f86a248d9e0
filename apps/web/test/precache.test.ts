/**
 * The service worker's list of files (`precache.ts`): every file of a build but the worker, the
 * compressed twins and Vite's notes, each with the digest the worker's fetch checks, and a new
 * version whenever a file or the worker changes. The browser test checks the real build's list
 * (offline-e2e.test.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { precacheList, readWorker, workerText } from '../precache.js';

const dist = mkdtempSync(join(tmpdir(), 'carc-precache-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const write = (path: string, body: string) => {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), body);
};

describe('the precache list', () => {
  write('index.html', '<!doctype html>');
  write('manifest.webmanifest', '{}');
  write('icons/icon-192.png', 'png');
  write('assets/index-AbCd1234.js', 'entry');
  write('assets/index-AbCd1234.js.br', 'compressed');
  write('assets/index-AbCd1234.js.gz', 'compressed');
  write('assets/worker-Zz9_8-7x.js', 'bots');
  write('assets/de-Qq1Ww2Ee.js', 'Deutsch');
  write('.vite/manifest.json', '{}');
  write('sw.js', 'old worker');

  it('lists every file of the build by its path, sorted, with its SHA-384 digest', () => {
    const files = precacheList(dist);
    expect(files.map((f) => f.path)).toEqual([
      'assets/de-Qq1Ww2Ee.js',
      'assets/index-AbCd1234.js',
      'assets/worker-Zz9_8-7x.js',
      'icons/icon-192.png',
      'index.html',
      'manifest.webmanifest',
    ]);
    const entry = files.find((f) => f.path === 'assets/index-AbCd1234.js');
    expect(entry?.integrity).toBe(`sha384-${createHash('sha384').update('entry').digest('base64')}`);
  });

  it('reads back from the worker’s text, whose version follows every file and the worker', () => {
    const files = precacheList(dist);
    const text = workerText(files, 'self.addEventListener("fetch", () => {});\n');
    const read = readWorker(text);
    expect(read?.files).toEqual(files);
    expect(read?.version).toMatch(/^[0-9a-f]{16}$/);
    expect(text).toContain('self.addEventListener("fetch"');
    const otherWorker = readWorker(workerText(files, '// another worker\n'));
    expect(otherWorker?.version).not.toBe(read?.version);
    write('index.html', '<!doctype html><title>next version</title>');
    const next = readWorker(workerText(precacheList(dist), 'self.addEventListener("fetch", () => {});\n'));
    expect(next?.version).not.toBe(read?.version);
    expect(readWorker('console.log(1)')).toBeNull();
  });
});
