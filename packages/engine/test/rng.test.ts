import { describe, expect, it } from 'vitest';
import { fnv1a, Mulberry32 } from '../src/index.js';
import { seededOrder, tileSet } from '../src/internal.js';

describe('the seeded shuffle (notation.md test vectors)', () => {
  it('hashes and generates as specified', () => {
    expect(fnv1a('carcassonne')).toBe(278973967);
    const r = Mulberry32.fromSeed('carcassonne');
    expect([r.nextU32(), r.nextU32(), r.nextU32(), r.nextU32(), r.nextU32()]).toEqual([
      2701341630, 3989286008, 3008562312, 1122799223, 593768718,
    ]);
  });
  it('shuffles the base list', () => {
    expect(seededOrder(tileSet('base'), 'carcassonne').slice(0, 12).join(' ')).toBe(
      'U N P K L V V I U U K E',
    );
    expect(seededOrder(tileSet('base'), 'demo').slice(0, 12).join(' ')).toBe('W E H P K H A U M S L B');
  });
  it('shuffles the winter list', () => {
    expect(seededOrder(tileSet('winter'), 'carcassonne').slice(0, 8).join(' ')).toBe(
      'WinTierB WinTierL WinU WinD WinO WinR WinN WinO',
    );
  });
  it('removes exactly one start tile', () => {
    const order = seededOrder(tileSet('base'), 'x');
    expect(order).toHaveLength(71);
    expect(order.filter((t) => t === 'D')).toHaveLength(3);
  });
  it('hashes non-ASCII seeds by their UTF-8 bytes', () => {
    // "é" is C3 A9 in UTF-8: FNV-1a over those two bytes.
    let h = 0x811c9dc5;
    for (const b of [0xc3, 0xa9]) h = Math.imul(h ^ b, 0x01000193) >>> 0;
    expect(fnv1a('é')).toBe(h);
  });
  it('draws integers without bias and in range', () => {
    const r = new Mulberry32(1);
    const counts = [0, 0, 0];
    for (let i = 0; i < 30000; i++) counts[r.int(3)]!++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(400);
  });
});
