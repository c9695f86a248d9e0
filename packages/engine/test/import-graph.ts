import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * A package's runtime import graph: every static `import … from './x.js'` and `export … from`
 * between its own files, `import type` and `export type` left out (they vanish at runtime).
 * Read by the import tests of the engine, of the bots and of the web app (`.tsx` too).
 */

/** Every `.ts` and `.tsx` file under `dir`. */
export function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The source a `./x.js` specifier names: `x.ts`, or `x.tsx` when only that exists. */
function sourceOf(path: string): string {
  if (!path.endsWith('.js')) return path;
  const ts = path.replace(/\.js$/, '.ts');
  return !existsSync(ts) && existsSync(`${ts}x`) ? `${ts}x` : ts;
}

const STATEMENT = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"]([^'"]+)['"]/gms;
const SIDE_EFFECT = /^\s*import\s+['"]([^'"]+)['"]/gm;

/** What a source imports at runtime: its own files as paths relative to `src`, packages by name. */
function imports(
  src: string,
  file: string,
  text: string,
  types = false,
): { files: string[]; packages: string[] } {
  const files: string[] = [];
  const packages: string[] = [];
  const add = (spec: string) => {
    if (spec.startsWith('.')) files.push(relative(src, sourceOf(resolve(dirname(file), spec))));
    else packages.push(spec);
  };
  for (const m of text.matchAll(STATEMENT)) if (types || !m[2]) add(m[4]!);
  for (const m of text.matchAll(SIDE_EFFECT)) add(m[1]!);
  return { files, packages };
}

/** The files of `src` a source imports at runtime (paths relative to `src`). */
export function runtimeImports(src: string, file: string, text: string): string[] {
  return imports(src, file, text).files;
}

/** Every file of `src` a source names, at runtime or as a type (`import type` too). */
export function allImports(src: string, file: string, text: string): string[] {
  return imports(src, file, text, true).files;
}

/** Each source file of `src` with every file it names, types included. */
export function namedGraph(src: string): Map<string, string[]> {
  const read = (f: string) => allImports(src, f, readFileSync(f, 'utf8'));
  return new Map(sources(src).map((f) => [relative(src, f), read(f)]));
}

/** The packages a source imports at runtime (`node:fs`, `@carcassonne/engine/internal`). */
export function runtimePackages(text: string): string[] {
  return imports('', '', text).packages;
}

/** Each source file of `src` (relative path) with the files it imports at runtime. */
export function importGraph(src: string): Map<string, string[]> {
  const read = (f: string) => runtimeImports(src, f, readFileSync(f, 'utf8'));
  return new Map(sources(src).map((f) => [relative(src, f), read(f)]));
}

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
