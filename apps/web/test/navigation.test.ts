import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hashOf, parseRoute, type Route } from '../src/route.js';

/**
 * One way to navigate: the router's table. Every screen's hash is written by `hashOf` (or its
 * shorthands) and read back by `parseRoute`; every move between screens is `go(route)` or a link
 * to such a hash. No other file sets the page's address or spells a route's hash.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const ROUTER = 'route.ts';

const INVITE = '0123456789abcdef_XYZ';
const ROUTES: readonly Route[] = [
  { kind: 'local' },
  { kind: 'lobby' },
  { kind: 'moderation' },
  { kind: 'table', id: 'abc-12', invite: null },
  { kind: 'table', id: 'abc-12', invite: INVITE },
  { kind: 'player', id: 'user 7/x' },
  { kind: 'leaderboard', family: 'winter', pace: 'correspondence' },
  { kind: 'tournaments' },
  { kind: 'new-tournament' },
  { kind: 'tournament', id: 'tour_12-ab', deal: null, invite: null },
  { kind: 'tournament', id: 'tour_12-ab', deal: null, invite: 'inv-123_x' },
  { kind: 'tournament', id: 'tour_12-ab', deal: 'r2-0', invite: null },
  { kind: 'link', link: { kind: 'review', table: 'abc', move: 12, invite: INVITE } },
  { kind: 'link', link: { kind: 'review', table: 'abc', move: null, invite: null } },
  { kind: 'link', link: { kind: 'game', move: 3, data: 'q1W-_e' } },
  { kind: 'link', link: { kind: 'game', move: null, data: 'q1W-_e' } },
  { kind: 'link', link: { kind: 'puzzle', id: null } },
  { kind: 'link', link: { kind: 'puzzle', id: 'p 1' } },
];

/** The ways around the router: setting the address, or spelling a route's hash by hand. */
const AROUND: readonly RegExp[] = [
  /\blocation\.(?:hash|href|pathname|search)\s*=[^=]/,
  /\blocation\s*=[^=]/,
  /\blocation\.(?:assign|replace)\(/,
  /\bhistory\.(?:pushState|replaceState|go|back|forward)\(/,
  /['"`]#\//,
];

function* sources(folder: string): Generator<string> {
  for (const name of readdirSync(folder).sort()) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

/** A file's code without its comments (a comment may name a route's hash). */
const code = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe('navigation', () => {
  it('reads back every route the router writes', () => {
    for (const route of ROUTES) expect(parseRoute(hashOf(route)), hashOf(route)).toEqual(route);
  });

  it('goes only through the router: no other file sets the address or spells a hash', () => {
    const around = [...sources(SRC)]
      .filter((path) => relative(SRC, path) !== ROUTER)
      .flatMap((path) =>
        code(readFileSync(path, 'utf8'))
          .split('\n')
          .filter((line) => AROUND.some((pattern) => pattern.test(line)))
          .map((line) => `${relative(SRC, path)}: ${line.trim()}`),
      );
    expect(around).toEqual([]);
  });

  it('finds a way around the router when there is one', () => {
    const lines = [
      "location.hash = '';",
      'window.location.href = url;',
      "history.pushState(null, '', '#/online');",
      "go('#/online');",
      '<a href="#/moderation">',
    ];
    for (const line of lines)
      expect(
        AROUND.some((pattern) => pattern.test(code(line))),
        line,
      ).toBe(true);
    expect(AROUND.some((pattern) => pattern.test("const same = location.hash === '#x';"))).toBe(false);
  });
});
