import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The engine's runtime import graph: every static `import … from './x.js'` and `export … from`
 * between its own files, `import type` and `export type` left out (they vanish at runtime).
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
}

const STATEMENT = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"](\.[^'"]+)['"]/gms;
const SIDE_EFFECT = /^\s*import\s+['"](\.[^'"]+)['"]/gm;

/** The files a source imports at runtime (paths relative to src); with `types`, `import type` too. */
export function runtimeImports(file: string, text: string, types = false): string[] {
  const out: string[] = [];
  const target = (spec: string) => relative(SRC, resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
  for (const m of text.matchAll(STATEMENT)) if (types || !m[2]) out.push(target(m[4]!));
  for (const m of text.matchAll(SIDE_EFFECT)) out.push(target(m[1]!));
  return out;
}

/** Every file a source names, at runtime or as a type. */
export const allImports = (file: string, text: string): string[] => runtimeImports(file, text, true);

/** A cycle in the graph as a list of files (first = last), or null. */
export function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...path.slice(path.indexOf(node)), node];
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

/** A game's folder: any top-level folder but the shared core and the registry. */
const isGameFolder = (path: string): boolean => path.includes('/') && !/^(core|games)\//.test(path);

describe('the engine imports', () => {
  const texts = new Map(sources(SRC).map((f) => [relative(SRC, f), readFileSync(f, 'utf8')]));
  const graph = new Map([...texts].map(([f, text]) => [f, runtimeImports(join(SRC, f), text)]));
  const named = new Map([...texts].map(([f, text]) => [f, allImports(join(SRC, f), text)]));

  it('form no cycle at runtime', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('are read from every kind of statement, and a cycle is found', () => {
    const file = join(SRC, 'a/b.ts');
    const text = "import { x } from './c.js';\nimport type { T } from './d.js';\nexport { y } from '../e.js';\nexport type { U } from './f.js';\nimport {\n  type V,\n  w,\n} from './g.js';\nimport './h.js';\n";
    expect(runtimeImports(file, text).sort()).toEqual(['a/c.ts', 'a/g.ts', 'a/h.ts', 'e.ts']);
    expect(allImports(file, text).sort()).toEqual(['a/c.ts', 'a/d.ts', 'a/f.ts', 'a/g.ts', 'a/h.ts', 'e.ts']);
    const folders = ['the-city/view.ts', 'core/view.ts', 'index.ts'].map(isGameFolder);
    expect(folders).toEqual([true, false, false]);
    expect(findCycle(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']]]))).toEqual(['a', 'b', 'c', 'a']);
    expect(findCycle(new Map([['a', ['b', 'c']], ['b', ['c']], ['c', []]]))).toBeNull();
  });

  it('keep the games apart: a game imports the shared core, never the other game', () => {
    for (const [file, imports] of graph) {
      const game = file.split('/')[0];
      if (game !== 'carcassonne' && game !== 'the-city') continue;
      for (const target of imports) expect(`${file} → ${target}`).not.toMatch(game === 'carcassonne' ? /→ the-city\// : /→ carcassonne\//);
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
