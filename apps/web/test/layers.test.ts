import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycle, importGraph, namedGraph } from '../../../packages/engine/test/import-graph.js';

/** The web app's import graph (the engine's import-graph.ts reads `.tsx` too). */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/** The shell (picks the screen), the router (hash routes) and the entry, at the top of `src`. */
const SHELL = 'App.tsx';
const ROUTER = 'route.ts';
const ENTRY = 'main.tsx';

/** A file's folder under `src`, or the file itself at the top. */
const part = (file: string): string => file.split('/')[0]!;

/**
 * What each folder may name, types included, from the bottom up. The shell, router and entry
 * are left out: the top may import anything below it.
 */
const MAY_NAME: Readonly<Record<string, readonly string[]>> = {
  i18n: [],
  rules: ['i18n'],
  bots: [],
  board: ['game'],
  // game/links.ts: a local game's link, written by the router.
  game: ['board', 'bots', 'i18n', ROUTER],
  ui: ['board', 'bots', 'game', 'i18n', 'rules'],
  offline: ['i18n', 'ui'],
  online: ['board', 'game', 'i18n', 'offline', 'ui', ROUTER],
  // The screens links open (a replay at a move, a puzzle): named by the shell only.
  review: ['board', 'bots', 'game', 'i18n', 'ui', 'online', ROUTER],
  // The tournament screens: named by the online screens only, loaded on demand.
  tournaments: ['bots', 'game', 'i18n', 'ui', 'online', ROUTER],
};
/** The board's one way up today: the buttons' icons (a leaf). Not to grow. */
const BOARD_UP = ['ui/icons.tsx'];

describe('the web app imports', () => {
  const graph = importGraph(SRC);
  const named = namedGraph(SRC);
  const edges = (g: ReadonlyMap<string, readonly string[]>) =>
    [...g].flatMap(([file, targets]) => targets.map((target) => ({ file, target })));

  it('are read from .ts and .tsx files and name files that exist', () => {
    expect(graph.get(ENTRY)).toContain(SHELL);
    for (const { file, target } of edges(named)) {
      expect(existsSync(join(SRC, target)), `${file} → ${target}`).toBe(true);
    }
  });

  it('form no cycle at runtime', () => {
    expect(findCycle(graph)).toBeNull();
  });

  it('reach the shell only from main.tsx, and the router from the shell and the screens that link', () => {
    for (const { file, target } of edges(named)) {
      if (target === SHELL) expect(`${file} → ${target}`).toBe(`${ENTRY} → ${SHELL}`);
      if (target === ENTRY) expect.fail(`${file} → ${ENTRY}`);
      if (target === ROUTER)
        expect(`${file} → ${target}`).toMatch(
          /^(App\.tsx|online\/[^/]+|review\/[^/]+|tournaments\/[^/]+|game\/links\.ts) → /,
        );
    }
  });

  it('keep the router a leaf: it imports no file of the app', () => {
    expect(named.get(ROUTER)).toEqual([]);
  });

  it('run one way between the folders: board, game, ui and online never import upwards', () => {
    for (const { file, target } of edges(named)) {
      const [from, to] = [part(file), part(target)];
      const allowed = MAY_NAME[from];
      if (!allowed || from === to || (from === 'board' && BOARD_UP.includes(target))) continue;
      expect(allowed, `${file} → ${target}`).toContain(to);
    }
  });

  it('keep the board free of game/ at runtime (its types only)', () => {
    for (const { file, target } of edges(graph)) {
      if (part(file) === 'board') expect(`${file} → ${target}`).not.toMatch(/→ game\//);
    }
  });
});
