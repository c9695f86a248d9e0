// A small, font-tolerant image comparison: both images are shrunk by averaging blocks of pixels,
// then the share of blocks that differ by more than a threshold must stay under a limit.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

export interface Difference {
  readonly sameSize: boolean;
  /** Share of compared blocks that differ visibly (0..1). */
  readonly fraction: number;
}

function shrink(png: PNG, block: number): { w: number; h: number; px: Float64Array } {
  const w = Math.floor(png.width / block);
  const h = Math.floor(png.height / block);
  const px = new Float64Array(w * h * 3);
  for (let y = 0; y < h * block; y++)
    for (let x = 0; x < w * block; x++) {
      const i = (y * png.width + x) * 4;
      const o = (Math.floor(y / block) * w + Math.floor(x / block)) * 3;
      for (let c = 0; c < 3; c++) px[o + c]! += png.data[i + c]! / (block * block);
    }
  return { w, h, px };
}

export function comparePng(actual: Buffer, expected: Buffer, block = 4, threshold = 28): Difference {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(expected);
  if (a.width !== b.width || a.height !== b.height) return { sameSize: false, fraction: 1 };
  const sa = shrink(a, block);
  const sb = shrink(b, block);
  let differing = 0;
  const n = sa.w * sa.h;
  for (let i = 0; i < n; i++) {
    let d = 0;
    for (let c = 0; c < 3; c++) d = Math.max(d, Math.abs(sa.px[i * 3 + c]! - sb.px[i * 3 + c]!));
    if (d > threshold) differing++;
  }
  return { sameSize: true, fraction: differing / n };
}

/** The picture at half size (2×2 blocks averaged), as the baselines are kept: a quarter of the bytes. */
export function halfSize(png: Buffer): Buffer {
  const src = PNG.sync.read(png);
  const { w, h, px } = shrink(src, 2);
  const out = new PNG({ width: w, height: h });
  for (let i = 0; i < w * h; i++) {
    for (let c = 0; c < 3; c++) out.data[i * 4 + c] = Math.round(px[i * 3 + c]!);
    out.data[i * 4 + 3] = 255;
  }
  return PNG.sync.write(out, { colorType: 2 });
}

/**
 * Compare a screenshot with its committed baseline (both at half size). A missing baseline (or UPDATE_BASELINES=1)
 * is written and reported, so a new look is a reviewed commit of the PNG.
 */
export function matchBaseline(screenshot: Buffer, path: string): Difference & { written: boolean } {
  const actual = halfSize(screenshot);
  if (!existsSync(path) || process.env.UPDATE_BASELINES === '1') {
    writeFileSync(path, actual);
    return { sameSize: true, fraction: 0, written: true };
  }
  return { ...comparePng(actual, readFileSync(path), 2), written: false };
}
