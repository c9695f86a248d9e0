import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allImports, findCycle, importGraph, namedGraph, runtimeImports } from './import-graph.js';

/** The engine's runtime import graph (import-graph.ts). */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** A game's folder: any top-level folder but the shared core and the registry. */
const isGameFolder = (path: string): boolean => path.includes('/') && !/^(core|games)\//.test(path);

describe('the engine imports', () => {
  const graph = importGraph(SRC);
  const named = namedGraph(SRC);

  it('form no cycle at runtime', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('are read from every kind of statement, and a cycle is found', () => {
    const file = join(SRC, 'a/b.ts');
    const text =
      "import { x } from './c.js';\nimport type { T } from './d.js';\nexport { y } from '../e.js';\nexport type { U } from './f.js';\nimport {\n  type V,\n  w,\n} from './g.js';\nimport './h.js';\n";
    expect(runtimeImports(SRC, file, text).sort()).toEqual(['a/c.ts', 'a/g.ts', 'a/h.ts', 'e.ts']);
    const all = allImports(SRC, file, text).sort();
    expect(all).toEqual(['a/c.ts', 'a/d.ts', 'a/f.ts', 'a/g.ts', 'a/h.ts', 'e.ts']);
    const folders = ['the-city/view.ts', 'core/view.ts', 'index.ts'].map(isGameFolder);
    expect(folders).toEqual([true, false, false]);
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toBeNull();
  });

  it('keep the games apart: a game imports the shared core, never the other game', () => {
    for (const [file, imports] of graph) {
      const game = file.split('/')[0];
      if (game !== 'carcassonne' && game !== 'the-city') continue;
      for (const target of imports)
        expect(`${file} → ${target}`).not.toMatch(
          game === 'carcassonne' ? /→ the-city\// : /→ carcassonne\//,
        );
    }
  });

  it('keep the shared core free of any game', () => {
    for (const [file, imports] of graph) {
      if (!file.startsWith('core/')) continue;
      for (const target of imports) expect(`${file} → ${target}`).toMatch(/→ core\//);
    }
  });

  it('keep the shared core free of any game, even as a type', () => {
    for (const [file, imports] of named) {
      if (!file.startsWith('core/')) continue;
      for (const target of imports) expect(`${file} → ${target}`).toMatch(/→ core\//);
    }
  });

  it('name a concrete game in games/ only in the registry (the rest reads the base types)', () => {
    for (const [file, imports] of named) {
      if (!file.startsWith('games/') || file === 'games/registry.ts') continue;
      for (const target of imports) expect(isGameFolder(target), `${file} → ${target}`).toBe(false);
    }
  });
});
