/** A table's sets of seats as bits (`tables/seat-set.ts`): as a `Set` of seat numbers reads. */
import { expect, it } from 'vitest';
import { SeatMap, SeatSet } from '../src/tables/seat-set.js';

it('adds, tells, deletes and lists seats in order, as a Set of them would', () => {
  const seats = new SeatSet();
  expect([seats.size, seats.has(0), [...seats]]).toEqual([0, false, []]);
  seats.add(3).add(0).add(3);
  expect([seats.size, seats.has(0), seats.has(3), seats.has(1), [...seats]]).toEqual([
    2,
    true,
    true,
    false,
    [0, 3],
  ]);
  expect(seats.delete(3)).toBe(true);
  expect(seats.delete(3)).toBe(false);
  expect([...seats]).toEqual([0]);
  seats.add(30);
  expect([...seats]).toEqual([0, 30]);
  seats.clear();
  expect([seats.size, [...seats]]).toEqual([0, []]);
});

it('holds no seat outside 0–30, and refuses to add one', () => {
  const seats = new SeatSet();
  for (const seat of [-1, 31, 32, 1.5, Number.NaN]) {
    expect(seats.has(seat)).toBe(false);
    expect(seats.delete(seat)).toBe(false);
    expect(() => seats.add(seat)).toThrow(RangeError);
  }
  expect(seats.size).toBe(0);
});

it('a map by seat: set, get, delete, values in seat order, nothing before the first', () => {
  const away = new SeatMap<number>();
  expect([away.get(0), away.has(0), [...away.values()]]).toEqual([undefined, false, []]);
  away.set(2, 20).set(0, 0);
  expect([away.get(2), away.has(0), away.has(1), [...away.values()]]).toEqual([20, true, false, [0, 20]]);
  expect(away.delete(2)).toBe(true);
  expect(away.delete(2)).toBe(false);
  expect([...away.values()]).toEqual([0]);
  away.clear();
  expect([...away.values()]).toEqual([]);
  expect(() => away.set(-1, 1)).toThrow(RangeError);
});
