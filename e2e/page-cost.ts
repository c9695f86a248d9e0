/**
 * What a page in a browser context of its own costs Chromium, in CPU seconds of all its processes
 * (CONTRIBUTING.md, "Tests"): `node --import tsx e2e/page-cost.ts [PAGES] [-- FLAG…]`, the pages
 * (10 by default) each in a new context showing one line of text, kept open until they are counted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { cpuMs } from '../apps/server/src/tools/loadtest-report.js';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.js';

/** CPU seconds of every running process of this Chromium binary (a page's renderer among them). */
function chromiumSeconds(): number {
  let ms = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('/chromium/chrom'))
        ms += cpuMs(Number(pid)) ?? 0;
    } catch {
      // The process ended while it was read.
    }
  }
  return ms / 1000;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));
const dash = process.argv.indexOf('--');
const pages = Number(process.argv[2] && process.argv[2] !== '--' ? process.argv[2] : 10);
const flags = dash < 0 ? [] : process.argv.slice(dash + 1);
const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS, ...flags] });
// The browser's own start and its first page are not counted.
await (await browser.newContext()).newPage();
await settle();
const before = chromiumSeconds();
for (let i = 0; i < pages; i++) {
  const page = await (await browser.newContext()).newPage();
  await page.setContent('<p>A page</p>');
}
await settle();
const seconds = chromiumSeconds() - before;
console.log(
  `${pages} pages, each in a context of its own: ${seconds.toFixed(1)} s of Chromium's CPU, ${(seconds / pages).toFixed(2)} s a page`,
);
await browser.close();
