import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMatch, replayRecord, type GameMatch, type ReplayEvent } from '../src/index.js';

const DIR = new URL('./fixtures/bga/', import.meta.url);
const tables = readdirSync(DIR).filter((f) => f.endsWith('.carc.json'));

/** The seats with the most followers among `followers`. */
function majority(e: ReplayEvent): string[] {
  const counts = new Map<string, number>();
  for (const f of e.followers ?? []) counts.set(f.player, (counts.get(f.player) ?? 0) + 1);
  const max = Math.max(0, ...counts.values());
  return [...counts]
    .filter(([, n]) => n === max && max > 0)
    .map(([p]) => p)
    .sort();
}

function checkEvent(e: ReplayEvent): void {
  if (e.kind === 'discard' || e.kind === 'guard' || e.kind === 'tower') return;
  const squares = new Set((e.squares ?? []).map(([x, y]) => `${x},${y}`));
  expect(squares.size, JSON.stringify(e)).toBeGreaterThan(0);
  expect(e.followers?.length, JSON.stringify(e)).toBeGreaterThan(0);
  for (const f of e.followers ?? [])
    expect(squares.has(`${f.x},${f.y}`), `${e.kind} follower at ${f.x},${f.y}`).toBe(true);
  // For farms scored per city, a player may have farmers in several fields of one city; the majority still decides.
  expect(majority(e)).toEqual([...(e.players ?? [])].sort());
  if (e.kind === 'farm') {
    expect(e.supplied?.length).toBeGreaterThan(0);
    // A field touches the cities it supplies on a shared tile.
    expect((e.supplied ?? []).some(([x, y]) => squares.has(`${x},${y}`))).toBe(true);
  }
}

function playRandomly(m: GameMatch, seed: number): void {
  let s = seed;
  while (!m.finished) {
    const moves = m.legalMoves();
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    // Prefer moves with followers so that features and farms get scored.
    const withFollower = moves.filter((mv) => mv.type !== 'place' || mv.follower !== undefined);
    const pool = withFollower.length > 0 && s % 3 !== 0 ? withFollower : moves;
    expect(m.play(m.actor, pool[s % pool.length]!).ok).toBe(true);
  }
}

describe('scoring events say where: squares, the followers counted, the cities a farm supplies', () => {
  it('in the six Board Game Arena games (fields scored per field)', () => {
    for (const f of tables) {
      const r = replayRecord(readFileSync(new URL(f, DIR), 'utf8'), true);
      if (!r.ok) throw new Error(r.error.message);
      for (const e of r.value.events) checkEvent(e);
      expect(r.value.events.some((e) => e.kind === 'farm')).toBe(true);
      // Without `squares` the report stays as `carcassonne replay --json` prints it.
      const plain = replayRecord(readFileSync(new URL(f, DIR), 'utf8'));
      if (plain.ok)
        for (const e of plain.value.events) expect(e.followers ?? e.supplied ?? e.squares).toBeUndefined();
    }
  });

  it('in random games of every preset (farms per city, per field; The City)', () => {
    for (const preset of ['classic', 'classic-se', 'modern', 'winter', 'the-city']) {
      for (let k = 0; k < 3; k++) {
        const m = createMatch({
          preset,
          players: [
            { name: 'A', color: 'red' },
            { name: 'B', color: 'blue' },
          ],
          seed: `places${k}`,
        });
        if (!m.ok) throw new Error(m.error.message);
        playRandomly(m.value, k + 1);
        const events = m.value.report(true).events;
        for (const e of events) checkEvent(e);
        if (preset !== 'the-city')
          expect(
            events.some((e) => e.kind === 'farm'),
            preset,
          ).toBe(true);
      }
    }
  });
});
