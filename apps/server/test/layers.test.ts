import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, importGraph, namedGraph } from '../../../packages/engine/test/import-graph.js';
import { FOLDERS, LAYERS_TABLE_END, LAYERS_TABLE_START, TOP } from './layers.js';

/** The server's import graph, read from `apps/server/src` (types included: a type is an arrow too). */
const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(HERE, '../src');
const DOC = resolve(HERE, '../../../docs/architecture.md');

/** A file's folder under `src`; the files at the top (main.ts, server.ts, config.ts) are `TOP`. */
const folderOf = (file: string): string => (file.includes('/') ? file.split('/')[0]! : TOP);

const named = namedGraph(SRC);
const edges = [...named].flatMap(([file, targets]) => targets.map((target) => ({ file, target })));

describe('the server imports', () => {
  it('name files that exist, in declared folders', () => {
    expect(named.get('main.ts')).toContain('server.ts');
    for (const { file, target } of edges)
      expect(existsSync(join(SRC, target)), `${file} → ${target}`).toBe(true);
    for (const file of named.keys()) expect(Object.keys(FOLDERS), file).toContain(folderOf(file));
  });

  it('go between folders only along the declared arrows', () => {
    const strays = edges
      .filter(({ file, target }) => folderOf(file) !== folderOf(target))
      .filter(({ file, target }) => !FOLDERS[folderOf(file)]?.includes(folderOf(target)))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(strays).toEqual([]);
  });

  it('declare no arrow that is not used (the table says what is, not what might be)', () => {
    const used = new Set(edges.map(({ file, target }) => `${folderOf(file)} → ${folderOf(target)}`));
    const unused = Object.entries(FOLDERS).flatMap(([from, tos]) =>
      tos.map((to) => `${from} → ${to}`).filter((arrow) => !used.has(arrow)),
    );
    expect(unused).toEqual([]);
  });

  it('form no cycle between folders, types included', () => {
    const folders = new Map(Object.entries(FOLDERS));
    expect(findCycle(folders)).toBeNull();
  });

  it('form no cycle between files at runtime', () => {
    expect(findCycle(importGraph(SRC))).toBeNull();
  });

  it('are the table docs/architecture.md shows', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(LAYERS_TABLE_START);
    const end = doc.indexOf(LAYERS_TABLE_END);
    expect(start, 'the table’s markers in docs/architecture.md').toBeGreaterThan(-1);
    const rows = doc
      .slice(start, end)
      .split('\n')
      .map((line) => /^\| `([^`]+)` \| (.*) \|$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, [...m[2]!.matchAll(/`([^`]+)`/g)].map((n) => n[1]!)] as const);
    expect(Object.fromEntries(rows)).toEqual(FOLDERS);
  });
});
