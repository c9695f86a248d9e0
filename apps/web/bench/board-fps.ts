/**
 * Board panning and zooming benchmark: loads a finished 72-tile Carcassonne game and a finished City
 * game into the built page in headless Chromium (software raster, as in the browser tests) with the
 * CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), drags the board about, then zooms it with the
 * wheel, and prints for each: frames per second (requestAnimationFrame) and the browser's CPU time
 * (all its processes, CDP SystemInfo.getProcessInfo) per camera update (one input event).
 *
 *   npm run bench:board                # builds apps/web first
 *   npm run bench:board -- --built     # uses apps/web/dist as it is
 *   npm run bench:board -- --seconds 6 --throttle 4
 *   npm run bench:board -- --built --empty  # a board of one tile: what the machine allows at all
 * BENCH_METRICS=1 also prints the page's main-thread durations (CDP Performance.getMetrics).
 */
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { createMatch } from '@carcassonne/engine';
import { ARTIFACTS, haveChromium, openHarness } from '../test/e2e/browser.js';
import { newGame } from '../test/e2e/helpers.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const SECONDS = arg('seconds', 5);
const THROTTLE = arg('throttle', 4);
/** `--empty`: the same gestures over a board of one tile, the floor set by the machine and the page. */
const EMPTY = process.argv.includes('--empty');

/** A random game played to its end, as record text. */
function finishedRecord(preset: 'classic' | 'the-city', seed: string): string {
  const m = createMatch({
    preset,
    players: [
      { name: 'Anna', color: 'red' },
      { name: 'Bo', color: 'blue' },
    ],
    seed,
  });
  if (!m.ok) throw new Error(m.error.message);
  const g = m.value;
  let s = 7;
  while (!g.finished) {
    const moves = g.legalMoves();
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    const move = moves[s % moves.length];
    if (!move) throw new Error('no legal move');
    g.play(g.actor, move);
  }
  return JSON.stringify(g.toRecord());
}

interface Figures {
  /** Frames per second while the camera changes at every frame. */
  readonly fps: number;
  readonly p95: number;
  readonly updates: number;
  readonly cpuPerUpdate: number;
}

/** All the browser's processes' CPU seconds so far. */
async function browserCpu(cdp: CDPSession): Promise<number> {
  const info = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { cpuTime: number }[] };
  return info.processInfo.reduce((a, p) => a + p.cpuTime, 0);
}

/**
 * The gesture runs in the page, one input event at each animation frame (a finger or a wheel that
 * keeps moving), so that what is measured is the board, not the round trips of the test driver.
 * As text: the runner's compiled functions would carry helper names the page does not have.
 */
const DRIVER = `(async ({ kind, ms }) => {
  const svg = document.querySelector('.board-svg');
  const r = svg.getBoundingClientRect();
  const cx = r.left + r.width / 2;
  const cy = r.top + r.height / 2;
  const at = (i) => ({ clientX: cx + Math.sin(i / 9) * 160, clientY: cy + Math.cos(i / 13) * 110 });
  const pointer = (type, i) =>
    svg.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 1, pointerType: 'mouse', button: 0, buttons: 1, isPrimary: true, ...at(i) }));
  const frames = [];
  if (kind === 'pan') pointer('pointerdown', 0);
  await new Promise((done) => {
    let i = 0;
    const t0 = performance.now();
    const step = (t) => {
      frames.push(t);
      i++;
      if (kind === 'pan') pointer('pointermove', i);
      else svg.dispatchEvent(new WheelEvent('wheel', { bubbles: true, cancelable: true, deltaY: i % 60 < 30 ? -40 : 40, clientX: cx, clientY: cy }));
      if (t - t0 < ms) requestAnimationFrame(step);
      else done();
    };
    requestAnimationFrame(step);
  });
  if (kind === 'pan') pointer('pointerup', frames.length);
  return frames;
})`;

async function measure(page: Page, cdp: CDPSession, kind: 'pan' | 'zoom'): Promise<Figures> {
  const pc = process.env.BENCH_METRICS ? await page.context().newCDPSession(page) : null;
  await pc?.send('Performance.enable');
  const m0 = (await pc?.send('Performance.getMetrics'))?.metrics ?? [];
  const cpu0 = await browserCpu(cdp);
  const frames = (await page.evaluate(
    `${DRIVER}(${JSON.stringify({ kind, ms: SECONDS * 1000 })})`,
  )) as number[];
  const cpu1 = await browserCpu(cdp);
  const m1 = (await pc?.send('Performance.getMetrics'))?.metrics ?? [];
  if (pc)
    console.log(
      m1
        .filter((m) => m.name.endsWith('Duration'))
        .map(
          (m) =>
            `${m.name} ${((m.value - (m0.find((x) => x.name === m.name)?.value ?? 0)) * 1000).toFixed(0)}`,
        )
        .join(', '),
    );
  const gaps = frames.slice(1).map((t, k) => t - (frames[k] ?? t));
  const mean = gaps.reduce((a, b) => a + b, 0) / Math.max(1, gaps.length);
  const p95 = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length * 0.95)] ?? 0;
  await page.waitForTimeout(400);
  const updates = frames.length;
  return { fps: 1000 / mean, p95, updates, cpuPerUpdate: ((cpu1 - cpu0) * 1000) / Math.max(1, updates) };
}

async function main(): Promise<void> {
  if (!haveChromium())
    throw new Error('chromium is missing at /usr/bin/chromium (apt-get install -y chromium)');
  const root = join(import.meta.dirname, '..', '..', '..');
  if (!process.argv.includes('--built'))
    execSync('npm run build -w apps/web', { cwd: root, stdio: 'ignore' });
  const h = await openHarness();
  const cdpBrowser = await h.browser.newBrowserCDPSession();
  const rows: string[] = [];
  try {
    for (const [card, preset] of [
      ['carcassonne', 'classic'],
      ['the-city', 'the-city'],
    ] as const) {
      const s = await h.session({ viewport: { width: 1280, height: 800 } });
      const page = s.page;
      const file = join(ARTIFACTS, `bench-${preset}.carc.json`);
      writeFileSync(file, finishedRecord(preset, `bench-${preset}`));
      await newGame(page, s.url, card, 'bench', { params: { stepMs: '0' } });
      if (!EMPTY) {
        await page.setInputFiles('input[data-file=record]', file);
        await page.waitForSelector('main.play[data-finished=true]');
      }
      if (await page.locator('[data-action=skip-scoring]').count())
        await page.click('[data-action=skip-scoring]');
      if (await page.locator('[data-action=final-close]').count())
        await page.click('[data-action=final-close]');
      const tiles = Number(await page.locator('.board-svg').getAttribute('data-tiles'));
      const cdp = await s.context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      for (const what of ['pan', 'zoom'] as const) {
        const f = await measure(page, cdpBrowser, what);
        const line = `${card} (${tiles} tiles) ${what}: ${f.fps.toFixed(1)} fps (p95 frame ${f.p95.toFixed(1)} ms), ${f.cpuPerUpdate.toFixed(1)} ms browser CPU per update (${f.updates} updates)`;
        rows.push(line);
        console.log(line);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      if (s.errors.length) throw new Error(s.errors.join('\n'));
      await s.close();
    }
  } finally {
    await h.close();
  }
  console.log(`board bench: ${SECONDS} s per gesture, CPU throttled ${THROTTLE}×, 1280×800, software raster`);
}

await main();
