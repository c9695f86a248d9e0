#!/usr/bin/env node
// Runs the compiled CLI (apps/cli/dist, built by apps/cli/build.mjs on `npm install` and `npm test`).
// When a source file changed since the last build it rebuilds first, so it never runs stale code.
import { createRequire } from 'node:module';

// Node's modules through require, not `import`: an import of node:fs builds an ES module view of
// all its exports, whose lazy ones (ReadStream, …) load Node's streams, a tenth of a start.
const require = createRequire(import.meta.url);
const { readFileSync, statSync } = require('node:fs');
const DIST = require('node:url').fileURLToPath(new URL('../dist/', import.meta.url));

// Every start runs this: plain path strings (no URL per file) and no exception per missing file.
function isFresh() {
  try {
    const inputs = JSON.parse(readFileSync(`${DIST}inputs.json`, 'utf8'));
    for (const { path, size, mtimeMs } of inputs) {
      const stat = statSync(DIST + path, { throwIfNoEntry: false });
      if (stat === undefined || stat.size !== size || stat.mtimeMs !== mtimeMs) return false;
    }
    return true;
  } catch {
    return false;
  }
}

if (!isFresh()) {
  try {
    await (await import('../build.mjs')).build();
  } catch (e) {
    console.error(`carcassonne: internal error: cannot build the CLI: ${String(e.message).split('\n')[0]}`);
    process.exit(3);
  }
}
// The bundle is CommonJS: required, it loads without the ES module loader's work per file.
require('../dist/main.js');
