import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NODE_ENGINES, nodeRefusal } from '@carcassonne/protocol/node-versions';
import { BIN } from './run-cli.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
};

/** A Node binary this project refuses (the machine's Node 20 where it is older than the tests'):
 * CARCASSONNE_UNSUPPORTED_NODE names one, else /usr/bin/node when it is unsupported. */
function unsupportedNode(): string | undefined {
  for (const path of [process.env.CARCASSONNE_UNSUPPORTED_NODE, '/usr/bin/node']) {
    if (path === undefined || path === '' || !existsSync(path)) continue;
    const version = spawnSync(path, ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (nodeRefusal('carcassonne', version) !== undefined) return path;
  }
  return undefined;
}
const oldNode = unsupportedNode();

describe('the supported Node versions', () => {
  it('refuses Node 20, 22 before 22.13 and 23; runs on 22.13+, 24 and later', () => {
    for (const version of ['v20.19.0', 'v20.20.2', 'v22.12.0', 'v23.11.1', 'v18.20.8', 'nonsense']) {
      expect(nodeRefusal('carcassonne', version)).toBe(
        `carcassonne needs Node.js 22 (22.13 or later) or 24, not ${version}: ` +
          '`eval "$(.ci/node)"` in the repository puts Node 24 from the npm registry on the PATH.',
      );
    }
    for (const version of ['v22.13.0', 'v22.23.5', 'v24.0.0', 'v24.22.3', 'v26.1.0']) {
      expect(nodeRefusal('carcassonne', version)).toBeUndefined();
    }
    expect(nodeRefusal('carcassonne', process.version)).toBeUndefined();
  });

  it("says what the root package.json's engines say", () => {
    expect(manifest.engines.node).toBe(NODE_ENGINES);
  });

  it.skipIf(oldNode === undefined)('the CLI refuses to start on an unsupported Node, in one line', () => {
    const version = spawnSync(oldNode!, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const r = spawnSync(oldNode!, [BIN, 'tiles', '--preset', 'classic'], { encoding: 'utf8' });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${nodeRefusal('carcassonne', version)}\n`);
  });

  it.skipIf(oldNode === undefined)('so does the server, before it opens anything', () => {
    const version = spawnSync(oldNode!, ['--version'], { encoding: 'utf8' }).stdout.trim();
    const r = spawnSync(oldNode!, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PORT: '0', DATA_DIR: '/nonexistent/carcassonne-data' },
    });
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`${nodeRefusal('The carcassonne server', version)}\n`);
  });
});
