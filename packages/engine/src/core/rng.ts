/**
 * The seeded shuffle of notation.md: FNV-1a 32-bit over the seed's UTF-8 bytes, then
 * mulberry32, rejection sampling for integers, Fisher–Yates from the top. Only 32-bit
 * integer arithmetic, so every JavaScript engine gives the same sequence.
 */
export function fnv1a(seed: string): number {
  let h = 0x811c9dc5;
  // ASCII is its own UTF-8 (no list of bytes to build); from the first other character on, the rest is encoded.
  for (let i = 0; i < seed.length; i++) {
    const c = seed.charCodeAt(i);
    if (c >= 0x80) {
      for (const b of utf8(seed.slice(i))) h = Math.imul(h ^ b, 0x01000193);
      break;
    }
    h = Math.imul(h ^ c, 0x01000193);
  }
  return h >>> 0;
}

export class Mulberry32 {
  private a: number;
  constructor(state: number) {
    this.a = state >>> 0;
  }
  static fromSeed(seed: string): Mulberry32 {
    return new Mulberry32(fnv1a(seed));
  }
  get state(): number {
    return this.a;
  }
  nextU32(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(this.a ^ (this.a >>> 15), 1 | this.a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (t ^ (t >>> 14)) >>> 0;
  }
  /** Uniform integer in [0, n) without modulo bias. */
  int(n: number): number {
    if (n <= 1) return 0;
    // The largest multiple of n up to 2^32, and u mod n, by division: exact for 32-bit values
    // (floor(u / n) is never rounded across a whole number), and much faster than `%` on values
    // above 2^31, which are floating-point numbers to the engine.
    const limit = Math.floor(0x100000000 / n) * n;
    let u = this.nextU32();
    while (u >= limit) u = this.nextU32();
    return u - Math.floor(u / n) * n;
  }
}

export function shuffleInPlace<T>(list: T[] | Uint8Array, rng: Mulberry32): void {
  for (let i = list.length - 1; i >= 1; i--) {
    const j = rng.int(i + 1);
    const t = list[i]!;
    list[i] = list[j]!;
    list[j] = t;
  }
}

/** UTF-8 bytes of a string (the engine has no DOM or Node libraries, so no TextEncoder). */
export function utf8(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    let c = ch.codePointAt(0)!;
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd; // a lone surrogate, as TextEncoder does
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out;
}
