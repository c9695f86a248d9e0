import { describe, expect, it } from 'vitest';
import { IntList } from '../src/core/int-list.js';

describe('IntList: integers kept in memory across clears', () => {
  it('grows past its capacity, keeping every entry in order', () => {
    const list = new IntList(2);
    for (let i = 0; i < 40; i++) list.push(i * 3 - 7);
    expect(list.length).toBe(40);
    expect(Array.from(list.items.subarray(0, list.length))).toEqual(
      Array.from({ length: 40 }, (_, i) => i * 3 - 7),
    );
    expect(list.indexOf(-7)).toBe(0);
    expect(list.indexOf(110)).toBe(39);
  });

  it('finds only the entries since its last clear, on the same memory', () => {
    const list = new IntList(4);
    list.push(5);
    list.push(9);
    const items = list.items;
    list.clear();
    expect(list.length).toBe(0);
    expect(list.includes(5)).toBe(false);
    list.push(9);
    expect(list.items).toBe(items);
    expect(list.indexOf(9)).toBe(0);
    expect(list.includes(5)).toBe(false);
  });
});
