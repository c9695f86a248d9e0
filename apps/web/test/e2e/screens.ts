// Legible art, checked by eye once and then by machine: one fixed position of each game, drawn
// in the replay viewer, compared with its committed baseline (apps/web/test/baselines/*.png).
import { writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { createMatch, type Move } from '@carcassonne/engine';
import { ARTIFACTS } from './browser.js';
import { comparePng, halfSize, matchBaseline } from './png.js';
import type { E2E } from './helpers.js';

const BASELINES = join(dirname(fileURLToPath(import.meta.url)), '..', 'baselines');
/** Share of (4×4-pixel, compared at half size) blocks allowed to differ: font smoothing and rounding, not a changed drawing. */
const ALLOWED = 0.01;

/** A fixed position: a seeded game played by a fixed rule for a number of moves, as a record. */
function position(preset: string, moves: number): string {
  const m = createMatch({
    preset,
    players: [
      { name: 'Anna', color: 'red' },
      { name: 'Bo', color: 'blue' },
    ],
    seed: `screens-${preset}`,
  });
  if (!m.ok) throw new Error(m.error.message);
  const g = m.value;
  for (let i = 0; i < moves && !g.finished; i++) {
    const all = g.legalMoves();
    const followers = all.filter((mv: Move) => mv.type === 'place' && mv.follower !== undefined);
    const pool = i % 3 === 0 && followers.length > 0 ? followers : all;
    g.play(g.actor, pool[(i * 7) % pool.length]!);
  }
  return JSON.stringify(g.toRecord());
}

export function screenTests(get: () => E2E): void {
  it('draws a fixed position of each game as its baseline picture', async () => {
    const s = await get().h.session({ reducedMotion: true });
    const pictures: Buffer[] = [];
    try {
      for (const [name, preset, moves] of [
        ['carcassonne', 'classic', 30],
        ['winter', 'winter', 30],
        ['the-city', 'the-city', 30],
      ] as const) {
        const file = join(ARTIFACTS, `position-${name}.carc.json`);
        writeFileSync(file, position(preset, moves));
        await s.page.goto(s.url);
        const [chooser] = await Promise.all([
          s.page.waitForEvent('filechooser'),
          s.page.click('[data-action=replay]'),
        ]);
        await chooser.setFiles(file);
        await s.page.waitForSelector(`main.replay[data-step="${moves}"]`);
        await s.page.mouse.move(0, 0);
        await s.page.waitForTimeout(50);
        const png = await s.page.locator('.board-svg').screenshot();
        pictures.push(png);
        writeFileSync(join(ARTIFACTS, `position-${name}.png`), png);
        const d = matchBaseline(png, join(BASELINES, `${name}.png`));
        if (d.written) console.warn(`e2e: wrote baseline ${name}.png`);
        expect(d.sameSize, `${name}: picture size`).toBe(true);
        expect(d.fraction, `${name}: share of differing blocks`).toBeLessThan(ALLOWED);
      }
      // The comparison does see a different drawing: two games' pictures differ well beyond the allowance.
      expect(comparePng(halfSize(pictures[0]!), halfSize(pictures[1]!), 2).fraction).toBeGreaterThan(
        ALLOWED * 5,
      );
    } finally {
      await s.close();
    }
  });
}
