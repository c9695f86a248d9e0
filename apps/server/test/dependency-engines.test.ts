/**
 * `npm install` on the Node versions the project supports prints no EBADENGINE warning: every
 * package in the lockfile accepts the lowest version of each line the root `engines.node` allows
 * (README: Node 22.13+ or 24). fastify's light-my-request wants cookie 2; the root `overrides` gives
 * it cookie 1.1 (same `stringifySetCookie`).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const semver = require('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
};

interface LockedPackage {
  readonly version?: string;
  readonly engines?: { readonly node?: string } | readonly string[];
}

const root = new URL('../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

describe('dependencies and the supported Node versions', () => {
  it('every locked package accepts the oldest Node 22 and 24 the project supports', () => {
    const lowest = manifest.engines.node.split('||').map((range) => semver.minVersion(range)?.version);
    expect(lowest).toEqual(['22.13.0', '24.0.0']);
    for (const oldest of lowest) {
      const refusing = Object.entries(lock.packages)
        .filter(([, p]) => p.engines !== undefined && !Array.isArray(p.engines))
        .map(([path, p]) => [path, (p.engines as { node?: string }).node] as const)
        .filter(([, node]) => node !== undefined && !semver.satisfies(oldest!, node))
        .map(([path, node]) => `${path} wants Node ${node}`);
      expect(refusing).toEqual([]);
    }
  });

  it("fastify's inject still sends cookies (light-my-request with the cookie it is given)", async () => {
    const app = Fastify();
    app.get('/', async (request) => ({ cookie: request.headers.cookie ?? null }));
    try {
      const answer = await app.inject({ url: '/', cookies: { session: 'a b', theme: 'dark' } });
      expect(answer.json()).toEqual({ cookie: 'session=a%20b; theme=dark' });
    } finally {
      await app.close();
    }
  });
});
