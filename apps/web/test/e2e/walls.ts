// The City's wall decisions: large targets on the board with the points each would give; more than
// nine choices (the gate) reachable by keyboard and from one list, not dozens of buttons.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createMatch, type GameMatch } from '@carcassonne/engine';
import { ARTIFACTS, shot } from './browser.js';
import { newGame, type E2E } from './helpers.js';

/** A City game stopped where Anna (seat 0) must place the gate. */
function beforeGate(): string {
  for (let k = 0; k < 40; k++) {
    const m = createMatch({
      preset: 'the-city',
      players: [
        { name: 'Anna', color: 'red' },
        { name: 'Bo', color: 'blue' },
      ],
      seed: `gate-${k}`,
    });
    if (!m.ok) throw new Error(m.error.message);
    const g: GameMatch = m.value;
    let s = k + 3;
    while (!g.finished && g.phase !== 'gate') {
      const moves = g.legalMoves();
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      const withFollower = moves.filter((mv) => mv.type === 'place' && mv.follower !== undefined);
      const pool = withFollower.length > 0 && s % 2 === 0 ? withFollower : moves;
      g.play(g.actor, pool[s % pool.length]!);
    }
    if (g.phase === 'gate' && g.actor === 0 && g.legalMoves().length > 12)
      return JSON.stringify(g.toRecord());
  }
  throw new Error('no game reaches the gate with Anna to build it');
}

export function wallTests(get: () => E2E): void {
  it('offers The City’s wall choices as large targets with their points; the gate is reachable by keyboard beyond nine', async () => {
    const { desk: s } = get();
    const file = join(ARTIFACTS, 'before-gate.carc.json');
    writeFileSync(file, beforeGate());
    await newGame(s.page, s.url, 'the-city', 'e2e-walls', { params: { botDelay: '200' } });
    await s.page.setInputFiles('input[data-file=record]', file);
    await s.page.waitForSelector('main.play[data-phase=gate][data-human=true]');
    const n = await s.page.locator('.wall-target').count();
    expect(n).toBeGreaterThan(9);
    // One list in words, not a button per edge.
    expect(await s.page.locator('[data-wall-choice]').count()).toBe(0);
    const options = await s.page.locator('[data-wall-select] option').allInnerTexts();
    expect(options).toHaveLength(n);
    for (const o of options) expect(o).toMatch(/^\d+\. Gate on the (north|east|south|west) side of the /);

    // Keyboard: step to the twelfth choice and build there.
    await s.page.focus('.board-svg');
    for (let i = 0; i < 12; i++) await s.page.keyboard.press('n');
    await s.page.waitForSelector('.wall-target.focus[data-wall="11"]');
    expect(await s.page.locator('.wall-caption').innerText()).toContain(options[11]!.replace(/^\d+\. /, ''));
    // Typed digits point at a choice too.
    await s.page.keyboard.type('10');
    await s.page.waitForSelector('.wall-target.focus[data-wall="9"]');
    await shot(s.page, 'walls-gate');
    // Dozens of discs stay small enough not to cover each other.
    const boxes = await Promise.all(
      (await s.page.locator('.wall-target .disc').all()).map((d) => d.boundingBox()),
    );
    const overlapping = boxes.filter((a, i) =>
      boxes.some(
        (b, j) => j !== i && a && b && Math.hypot(a.x - b.x, a.y - b.y) < Math.min(a.width, b.width) * 0.6,
      ),
    );
    expect(overlapping.length).toBeLessThanOrEqual(boxes.length / 10);
    await s.page.keyboard.press('Enter');
    await s.page.waitForFunction(
      () => document.querySelector('main.play')?.getAttribute('data-phase') !== 'gate',
    );

    // Later wall decisions are a few large targets, numbered, with the points they would score.
    const t0 = Date.now();
    let sawFew = false;
    while (Date.now() - t0 < 60_000 && !sawFew) {
      const phase = await s.page.locator('main.play').getAttribute('data-phase');
      const human = (await s.page.locator('main.play').getAttribute('data-human')) === 'true';
      if (phase === 'over') break;
      if (
        human &&
        (phase === 'wall' || phase === 'tower') &&
        (await s.page.locator('.wall-target').count()) > 0
      ) {
        const count = await s.page.locator('.wall-target').count();
        expect(count).toBeLessThanOrEqual(6);
        for (const d of await s.page.locator('.wall-target .disc').all())
          expect((await d.boundingBox())!.width).toBeGreaterThanOrEqual(44);
        const buttons = await s.page.locator('[data-wall-choice]').allInnerTexts();
        expect(buttons.length).toBeGreaterThan(0);
        for (const b of buttons) expect(b).not.toMatch(/-?\d+,-?\d+/);
        await shot(s.page, 'walls-few');
        sawFew = true;
        break;
      }
      if (human && phase === 'place') {
        await s.page.locator('rect.legal').first().click();
        if (await s.page.locator('[data-action=no-follower]').count())
          await s.page.click('[data-action=no-follower]');
      } else if (human && (await s.page.locator('[data-wall-choice]').count()))
        await s.page.locator('[data-wall-choice]').first().click();
      else await s.page.waitForTimeout(20);
    }
    expect(sawFew).toBe(true);
  });
}
