import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, importGraph, runtimePackages, sources } from '../../engine/test/import-graph.js';

/** The tournament package's runtime import graph (the engine's import-graph.ts reads it). */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
/** Globals of one platform: Node's or the browser's. */
const PLATFORM_GLOBALS = /\b(process|Buffer|NodeJS|window|document|self|localStorage|navigator)\b\s*[.[]/;

describe('the tournament imports', () => {
  const files = sources(SRC).map((f) => ({ path: f.slice(SRC.length + 1), text: readFileSync(f, 'utf8') }));

  it('form no cycle at runtime', () => {
    expect(findCycle(importGraph(SRC))).toBeNull();
  });

  it('use no package at runtime but the engine', () => {
    for (const { path, text } of files)
      for (const pkg of runtimePackages(text)) expect(`${path} → ${pkg}`).toMatch(/→ @carcassonne\/engine$/);
  });

  it("use neither Node's globals nor the browser's", () => {
    for (const { path, text } of files) {
      const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code.match(PLATFORM_GLOBALS)?.[0], path).toBeUndefined();
    }
  });
});
