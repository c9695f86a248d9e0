#!/usr/bin/env node
// Runs the compiled CLI (apps/cli/dist, built by apps/cli/build.mjs on `npm install` and `npm test`).
// When a source file changed since the last build it rebuilds first, so it never runs stale code.
import { readFileSync, statSync } from 'node:fs';

const DIST = new URL('../dist/', import.meta.url);

function isFresh() {
  try {
    const inputs = JSON.parse(readFileSync(new URL('inputs.json', DIST), 'utf8'));
    return inputs.every(({ path, size, mtimeMs }) => {
      const stat = statSync(new URL(path, DIST));
      return stat.size === size && stat.mtimeMs === mtimeMs;
    });
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
await import('../dist/main.js');
