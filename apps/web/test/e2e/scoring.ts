// Scoring you can follow: the final scoring stepped through, a farm showing its field and the cities it
// supplies; the result dialog reopened; player headers on the score table; the score track.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { createMatch, type GameMatch, type Move } from '@carcassonne/engine';
import { ARTIFACTS, shot } from './browser.js';
import { newGame, type E2E } from './helpers.js';

const players = [
  { name: 'Anna', color: 'red' },
  { name: 'Bo', color: 'blue' },
];

/** Play a seeded game that keeps farmers, stopping before the last move. */
function almostFinished(seed: string): GameMatch | null {
  const m = createMatch({ preset: 'classic', players, seed });
  if (!m.ok) return null;
  const g = m.value;
  let s = 7;
  for (;;) {
    if (g.finished) return null;
    if (g.view().tilesLeft === 0) return g;
    const moves = g.legalMoves();
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const farmers = moves.filter((mv: Move) => mv.type === 'place' && mv.follower !== undefined);
    const pool = farmers.length && s % 2 ? farmers : moves;
    g.play(g.actor, pool[s % pool.length]!);
  }
}

/** A record one move before the end where every last placement without a follower ends with a farm scoring. */
function recordBeforeFarmEnding(): string {
  for (let k = 0; k < 50; k++) {
    const g = almostFinished(`farm-end-${k}`);
    if (!g) continue;
    const lasts = g.legalMoves().filter((mv) => mv.type === 'place' && mv.follower === undefined);
    const farmEveryTime = lasts.every((mv) => {
      const c = g.clone();
      const r = c.play(c.actor, mv);
      return (
        r.ok &&
        c.finished &&
        c
          .report(true)
          .events.some((e) => e.kind === 'farm' && e.move === null && (e.supplied?.length ?? 0) > 0)
      );
    });
    if (lasts.length > 0 && farmEveryTime) return JSON.stringify(g.toRecord());
  }
  throw new Error('no seed ends with a farm scoring');
}

export function scoringTests(get: () => E2E): void {
  it('steps through the final scoring; a farm step outlines the field and the cities it supplies; the result can be reopened', async () => {
    const { desk: s } = get();
    const file = join(ARTIFACTS, 'farm-ending.carc.json');
    writeFileSync(file, recordBeforeFarmEnding());
    await newGame(s.page, s.url, 'carcassonne', 'e2e-scoring', { params: { stepMs: '0' } });
    await s.page.setInputFiles('input[data-file=record]', file);
    await s.page.waitForSelector('.notice.good');
    await s.page.waitForSelector('main.play[data-human=true]');
    await s.page.locator('rect.legal').first().click();
    if (await s.page.locator('[data-action=no-follower]').count())
      await s.page.click('[data-action=no-follower]');

    // The game is over: no result dialog yet, the first step of the final scoring instead.
    await s.page.waitForSelector('.steps[data-step="0"]');
    expect(await s.page.locator('.final .winner').count()).toBe(0);
    const n = Number(await s.page.locator('.steps').getAttribute('data-steps'));
    expect(n).toBeGreaterThan(1);
    const labels = new Set<string>();
    let farm = false;
    for (let k = 0; k < n; k++) {
      await s.page.waitForSelector(`.steps[data-step="${k}"]`);
      // One feature at a time: one highlight, one points label.
      expect(await s.page.locator('.score-flash').count()).toBe(1);
      expect(await s.page.locator('.score-flash .points').count()).toBe(1);
      labels.add(await s.page.locator('.steps .what').innerText());
      if ((await s.page.locator('.steps').getAttribute('data-kind')) === 'farm' && !farm) {
        farm = true;
        expect(
          Number(await s.page.locator('.score-flash.step').getAttribute('data-highlight')),
        ).toBeGreaterThan(0);
        expect(
          Number(await s.page.locator('.score-flash.step').getAttribute('data-supplied')),
        ).toBeGreaterThan(0);
        expect(await s.page.locator('.score-flash.step .supplied rect').count()).toBeGreaterThan(0);
        expect(await s.page.locator('.score-flash.step .ring').count()).toBeGreaterThan(0);
        expect(await s.page.locator('.steps .what').innerText()).toMatch(/farm supplying/);
        await shot(s.page, 'scoring-farm-step');
      }
      if (k < n - 1) await s.page.click('[data-action=step-next]');
    }
    expect(farm).toBe(true);
    expect(labels.size).toBe(n);
    // Scores in the panel add up step by step to the final scores.
    await s.page.click('[data-action=step-next]');
    await s.page.waitForSelector('.final .winner');
    await shot(s.page, 'scoring-result');
    const headers = await s.page.locator('.final .breakdown thead th').allInnerTexts();
    expect(headers.length).toBeGreaterThan(3);
    await s.page.click('[data-action=final-close]');
    expect(await s.page.locator('.final .winner').count()).toBe(0);
    await s.page.click('[data-action=show-result]');
    await s.page.waitForSelector('.final .winner');
    await s.page.click('[data-action=final-close]');

    // Hovering a farm's line in the log lights its field and the cities it supplies.
    await s.page.locator('[data-log-final] li', { hasText: 'farm supplying' }).first().hover();
    expect(
      Number(await s.page.locator('.score-flash').first().getAttribute('data-supplied')),
    ).toBeGreaterThan(0);
    expect(
      Number(await s.page.locator('.score-flash').first().getAttribute('data-highlight')),
    ).toBeGreaterThan(0);

    // The per-feature table names its players; the score track shows every player.
    await s.page.click('.players details summary');
    const heads = await s.page.locator('.players .breakdown thead th').allInnerTexts();
    expect(heads.join(' ')).toContain('Anna');
    expect(heads.join(' ')).toContain('Bo');
    expect(await s.page.locator('.score-track .marker').count()).toBe(2);
  });
}
