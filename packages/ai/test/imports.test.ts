import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, importGraph, runtimePackages, sources } from '../../engine/test/import-graph.js';

/** The bots' runtime import graph (the engine's import-graph.ts reads it). */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** Node's worker threads: the one place that may use Node (the browser has its own worker in apps/web). */
const NODE_WORKER = /^worker\/node[^/]*\.ts$/;
/** What the bots may import: the engine's public and internal entries. */
const ENGINE = ['@carcassonne/engine', '@carcassonne/engine/internal'];
/** Globals of one platform: Node's or the browser's. */
const PLATFORM_GLOBALS = /\b(process|Buffer|NodeJS|window|document|self|localStorage|navigator)\b\s*[.[]/;

describe('the bots imports', () => {
  const graph = importGraph(SRC);
  const files = sources(SRC).map((f) => ({ path: f.slice(SRC.length + 1), text: readFileSync(f, 'utf8') }));

  it('form no cycle at runtime', () => {
    expect(findCycle(graph)).toBeNull();
  });

  // Vitest's module runner forgives what Node does not: Node itself loads the module first.
  it.each(['adapter.ts', 'games.ts'])('let Node import %s first', (file) => {
    const load = `await import(${JSON.stringify(pathToFileURL(join(SRC, file)).href)});`;
    const args = ['--import', 'tsx', '--input-type=module', '-e', load];
    const r = spawnSync(process.execPath, args, { encoding: 'utf8' });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });

  it("use only the engine's public and internal entries, and Node only in the Node worker", () => {
    for (const { path, text } of files) {
      for (const pkg of runtimePackages(text)) {
        if (NODE_WORKER.test(path) && pkg.startsWith('node:')) continue;
        expect(`${path} → ${pkg}`).toMatch(new RegExp(`→ (${ENGINE.join('|')})$`));
      }
    }
  });

  it("use neither Node's globals nor the browser's outside the Node worker", () => {
    for (const { path, text } of files) {
      if (NODE_WORKER.test(path)) continue;
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code.match(PLATFORM_GLOBALS)?.[0], path).toBeUndefined();
    }
  });
});
