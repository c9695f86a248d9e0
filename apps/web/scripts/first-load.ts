// Time to a local board a person can play on, in headless Chromium with the CPU slowed 4× (as a
// phone): from opening the page to the new-game screen, and on to the board of a started game
// with its legal squares drawn. `node --import tsx apps/web/scripts/first-load.ts [DIST…]`
// (default apps/web/dist); several folders are measured in turns, the median of each printed.
// Beside the wall-clock times (which include the test driver's polling), the page's own clock:
// when the new-game screen's start button appeared, and how long from the click on it to the
// board's legal squares; and the main thread's busy time (Chromium's TaskDuration, slowed as the
// CPU is) up to each point, less swayed by other work on a shared machine.
import { chromium } from 'playwright-core';
import { serveStaticFiles } from '../../server/src/http/static-files.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const dists = process.argv.slice(2);
if (dists.length === 0) dists.push(new URL('../dist', import.meta.url).pathname);

const servers = await Promise.all(dists.map((d) => serveStaticFiles(d, 0, '127.0.0.1')));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
const times = dists.map(() => ({
  screen: [] as number[],
  board: [] as number[],
  pageScreen: [] as number[],
  pageBoard: [] as number[],
  screenBusy: [] as number[],
  boardBusy: [] as number[],
}));
/**
 * In the page: the page clock's time when each selector first matched, and of the first click.
 * Inline arrows only: tsx wraps named functions in a helper the page does not have.
 */
function watch(): void {
  const seen: Record<string, number> = {};
  Object.assign(window, { firstLoad: seen });
  const marks = { screen: 'main.newgame [data-action=start]', board: 'main.play rect.legal' };
  new MutationObserver(() => {
    for (const [name, selector] of Object.entries(marks))
      if (seen[name] === undefined && document.querySelector(selector)) seen[name] = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener(
    'click',
    () => {
      seen.click ??= performance.now();
    },
    true,
  );
}
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < dists.length; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(watch);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Performance.enable');
    const busy = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return Math.round((metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000);
    };
    const t0 = Date.now();
    await page.goto(`${servers[i]!.url}?botDelay=5`);
    await page.waitForSelector('main.newgame [data-action=start]');
    const screen = Date.now() - t0;
    times[i]!.screenBusy.push(await busy());
    await page.click('[data-action=start]');
    await page.waitForSelector('main.play rect.legal');
    times[i]!.screen.push(screen);
    times[i]!.board.push(Date.now() - t0);
    times[i]!.boardBusy.push(await busy());
    const seen = await page.evaluate(
      () => (window as unknown as { firstLoad: Record<string, number> }).firstLoad,
    );
    times[i]!.pageScreen.push(Math.round(seen.screen ?? Number.NaN));
    times[i]!.pageBoard.push(Math.round((seen.board ?? Number.NaN) - (seen.click ?? Number.NaN)));
    await context.close();
  }
}
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
for (const [i, d] of dists.entries()) {
  const t = times[i]!;
  const at = `new-game screen ${median(t.screen)} ms, playable board ${median(t.board)} ms`;
  const own = `page clock: screen at ${median(t.pageScreen)} ms, click to board ${median(t.pageBoard)} ms`;
  const main = `main thread busy ${median(t.screenBusy)} ms / ${median(t.boardBusy)} ms`;
  console.log(`${d}: ${at}; ${own}; ${main} (median of ${ROUNDS}, CPU 4× slower)`);
}
await browser.close();
for (const s of servers) s.server.close();
