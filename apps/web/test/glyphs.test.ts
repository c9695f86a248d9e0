/**
 * No emoji in what the web app draws or says: the app names no font of its own, and a machine
 * with no emoji font (many Linux desktops, Debian's Chromium here) draws an empty box instead.
 * Symbols of the basic plane (♟ ★ ▾) are in the common fonts; pictures beyond it are drawn as SVG.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const source = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const files = readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((f) =>
  /\.(css|ts|tsx|html)$/.test(f),
);

/** Characters past the basic plane (emoji, pictographs), and the emoji presentation selector. */
const EMOJI = /[\u{10000}-\u{10FFFF}]|\uFE0F/u;

describe('glyphs the app shows', () => {
  it('reads the sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('holds no emoji in any source file (styles, words, screens)', () => {
    const found = files.flatMap((file) =>
      readFileSync(join(source, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (EMOJI.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 80)}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
