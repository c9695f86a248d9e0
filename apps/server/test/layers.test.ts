import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, importGraph, namedGraph } from '../../../packages/engine/test/import-graph.js';
import {
  FOLDERS,
  LAYERS_TABLE_END,
  LAYERS_TABLE_START,
  PARTS_TABLE_END,
  PARTS_TABLE_START,
  ROOM_PARTS,
  TOP,
} from './layers.js';

/** The server's import graph, read from `apps/server/src` (types included: a type is an arrow too). */
const HERE = dirname(fileURLToPath(import.meta.url));
const SRC = resolve(HERE, '../src');
const DOC = resolve(HERE, '../../../docs/architecture.md');

/** A file's folder under `src`; the files at the top (main.ts, server.ts, config.ts) are `TOP`. */
const folderOf = (file: string): string => (file.includes('/') ? file.split('/')[0]! : TOP);

const named = namedGraph(SRC);

/** The table between two markers of docs/architecture.md: each row's first name with the names after it. */
function docTable(start: string, end: string): Record<string, string[]> {
  const doc = readFileSync(DOC, 'utf8');
  const from = doc.indexOf(start);
  expect(from, `the marker ${start} in docs/architecture.md`).toBeGreaterThan(-1);
  const rows = doc
    .slice(from, doc.indexOf(end, from))
    .split('\n')
    .map((line) => /^\| `([^`]+)` \| (.*) \|$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1]!, [...m[2]!.matchAll(/`([^`]+)`/g)].map((n) => n[1]!)] as const);
  return Object.fromEntries(rows);
}
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
    expect(docTable(LAYERS_TABLE_START, LAYERS_TABLE_END)).toEqual(FOLDERS);
  });
});

describe('the parts of a room', () => {
  /** The part a file of `tables/` is (`table-clocks.ts` → `clocks`), or null for any other file. */
  const partOf = (file: string): string | null => {
    const m = /^tables\/table-([a-z]+)\.ts$/.exec(file);
    return m && m[1]! in ROOM_PARTS ? m[1]! : null;
  };
  const parts = Object.keys(ROOM_PARTS);

  it('are every part room-parts.ts makes', () => {
    const made = (named.get('tables/room-parts.ts') ?? []).map(partOf).filter((p) => p !== null);
    expect(made.sort()).toEqual([...parts].sort());
  });

  it('name the parts the table lists for them (their slices), and never the room that makes them', () => {
    const found: Record<string, Set<string>> = Object.fromEntries(parts.map((p) => [p, new Set<string>()]));
    for (const { file, target } of edges) {
      const from = partOf(file);
      if (from === null) continue;
      expect(target, `${file} names the room that makes it`).not.toBe('tables/room-parts.ts');
      const to = partOf(target);
      if (to !== null) found[from]!.add(to);
    }
    const sorted = (m: Readonly<Record<string, Iterable<string>>>) =>
      Object.fromEntries(Object.entries(m).map(([k, v]) => [k, [...v].sort()]));
    expect(sorted(found)).toEqual(sorted(ROOM_PARTS));
  });

  it('call no part that calls them: no pair and no loop', () => {
    expect(findCycle(new Map(Object.entries(ROOM_PARTS)))).toBeNull();
  });

  it('are the table docs/architecture.md shows', () => {
    expect(docTable(PARTS_TABLE_START, PARTS_TABLE_END)).toEqual(ROOM_PARTS);
  });
});
