/**
 * The documentation as pages a reader can hold: every page of docs/ at most 20 KB, the README at
 * most 12 KB, and every relative link in them (and in CONTRIBUTING.md) pointing at a file that
 * exists and, with `#anchor`, at a heading of it as GitHub names headings.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const PAGE_BYTES = 20_000;
const README_BYTES = 12_000;
function markdownUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const DOCS = markdownUnder('docs');
const LINKED = ['README.md', 'CONTRIBUTING.md', ...DOCS];

/** The text outside fenced code blocks and code spans, where links and headings are read. */
function prose(text: string): string[] {
  let fenced = false;
  return text.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return '';
    }
    return fenced ? '' : line.replace(/`[^`]*`/g, (span) => (span.includes('](') ? '' : span));
  });
}

/** GitHub's anchor for a heading: its text lower-cased, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

function anchors(path: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of prose(readFileSync(join(ROOT, path), 'utf8'))) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    result.add(count === 0 ? base : `${base}-${count}`);
  }
  return result;
}

/** Every relative link of a page that leads nowhere, as `page: target`. */
function brokenLinks(page: string): string[] {
  const broken: string[] = [];
  for (const line of prose(readFileSync(join(ROOT, page), 'utf8'))) {
    for (const match of line.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1] ?? '';
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const path = file === '' ? page : relative(ROOT, resolve(ROOT, dirname(page), decodeURI(file)));
      if (!existsSync(join(ROOT, path))) broken.push(`${page}: ${target}`);
      else if (anchor !== undefined && path.endsWith('.md') && !anchors(path).has(decodeURI(anchor))) {
        broken.push(`${page}: ${target}`);
      }
    }
  }
  return broken;
}

describe('the documentation', () => {
  it('has pages of at most 20 KB and a README of at most 12 KB', () => {
    const over = DOCS.map((page) => ({ page, bytes: statSync(join(ROOT, page)).size })).filter(
      ({ bytes }) => bytes > PAGE_BYTES,
    );
    expect(over).toEqual([]);
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(README_BYTES);
  });

  it('links only to files and headings that exist', () => {
    expect(LINKED.flatMap(brokenLinks)).toEqual([]);
  });

  it('names anchors as GitHub does', () => {
    expect(slug('Part A — Carcassonne and Winter Edition')).toBe('part-a--carcassonne-and-winter-edition');
    expect(slug('Metrics (`/metrics`)')).toBe('metrics-metrics');
    expect(slug("The web app's files")).toBe('the-web-apps-files');
    expect(slug('"My games"')).toBe('my-games');
    expect(slug('Analyses and puzzles (`@carcassonne/ai`)')).toBe('analyses-and-puzzles-carcassonneai');
  });

  it('reads the headings of a page', () => {
    expect(anchors('docs/server/protocol.md').has('error-codes')).toBe(true);
    expect(anchors('docs/server/protocol.md').has('no-such-heading')).toBe(false);
  });
});
