// Draws the app's icon (a land tile with a city, a road and a follower) and renders the PNG sizes
// phones ask for with headless Chromium, into public/icons/ (committed; run again after a change:
// `node --import tsx apps/web/scripts/icons.ts`). "maskable" icons fill the square and keep the
// picture inside the central circle that every mask leaves (80% of the side).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

/** The picture on a 512 square: grass, a city along the top, a road from the bottom, a follower. */
const PICTURE = `
  <path d="M0 0H512V150Q256 250 0 150Z" fill="#b5703c"/>
  <path d="M0 150Q256 250 512 150" fill="none" stroke="#7a4522" stroke-width="14"/>
  <path d="M226 512V420Q226 380 256 370Q286 380 286 420V512Z" fill="#efe4c8"/>
  <circle cx="256" cy="238" r="40" fill="#1f4e8c" stroke="#f4f1e8" stroke-width="10"/>
  <path d="M190 300Q256 276 322 300L392 328Q410 344 392 362H326L356 452H292L256 404L220 452H156L186 362H120Q102 344 120 328Z"
    fill="#1f4e8c" stroke="#f4f1e8" stroke-width="10" stroke-linejoin="round"/>`;

/** The icon: the picture on a rounded tile, or (maskable) on the full square at 80%. */
export function iconSvg(maskable: boolean): string {
  const ground = maskable
    ? '<rect width="512" height="512" fill="#2f5d3a"/><rect x="51" y="51" width="410" height="410" rx="24" fill="#6a9f4a"/>'
    : '<rect width="512" height="512" rx="72" fill="#6a9f4a"/>';
  const picture = maskable ? `<g transform="translate(51 51) scale(0.8)">${PICTURE}</g>` : PICTURE;
  const clip = maskable ? '' : ' clip-path="url(#tile)"';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <defs><clipPath id="tile"><rect width="512" height="512" rx="72"/></clipPath></defs>
  ${ground}<g${clip}>${picture}</g>
</svg>
`;
}

const SIZES: readonly { file: string; size: number; maskable: boolean }[] = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-192.png', size: 192, maskable: true },
  { file: 'maskable-512.png', size: 512, maskable: true },
  // iOS draws its own rounded corners and shows transparency as black: the full square.
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'icon.svg'), iconSvg(false));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const { file, size, maskable } of SIZES) {
      const page = await browser.newPage({ viewport: { width: size, height: size } });
      const svg = iconSvg(maskable).replace('<svg ', `<svg width="${size}" height="${size}" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
      writeFileSync(join(out, file), await page.screenshot({ omitBackground: true }));
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
