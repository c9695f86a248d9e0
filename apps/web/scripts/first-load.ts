// Time to a local board a person can play on, in headless Chromium with the CPU slowed 4× (as a
// phone): from opening the page to the new-game screen, and on to the board of a started game
// with its legal squares drawn. `node --import tsx apps/web/scripts/first-load.ts [DIST…]`
// (default apps/web/dist); several folders are measured in turns, the median of each printed.
import { chromium } from 'playwright-core';
import { serveStaticFiles } from '../../server/src/static-files.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const dists = process.argv.slice(2);
if (dists.length === 0) dists.push(new URL('../dist', import.meta.url).pathname);

const servers = await Promise.all(dists.map((d) => serveStaticFiles(d, 0, '127.0.0.1')));
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
const times = dists.map(() => ({ screen: [] as number[], board: [] as number[] }));
for (let round = 0; round < ROUNDS; round++) {
  for (let i = 0; i < dists.length; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const t0 = Date.now();
    await page.goto(`${servers[i]!.url}?botDelay=5`);
    await page.waitForSelector('main.newgame [data-action=start]');
    const screen = Date.now() - t0;
    await page.click('[data-action=start]');
    await page.waitForSelector('main.play rect.legal');
    times[i]!.screen.push(screen);
    times[i]!.board.push(Date.now() - t0);
    await context.close();
  }
}
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
for (const [i, d] of dists.entries()) {
  const t = times[i]!;
  const at = `new-game screen ${median(t.screen)} ms, playable board ${median(t.board)} ms`;
  console.log(`${d}: ${at} (median of ${ROUNDS}, CPU 4× slower)`);
}
await browser.close();
for (const s of servers) s.server.close();
