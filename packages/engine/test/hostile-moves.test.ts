import { describe, expect, it } from 'vitest';
import { Mulberry32, type Move } from '../src/index.js';
import { ALL_PRESETS, create, type AnyMatch } from './games.js';
import { canonical, differences, hostileMove, show, snapshot } from './hostile.js';

interface Tally {
  probes: number;
  accepted: number;
  refused: number;
  problems: string[];
}

/** Probe a position with `count` hostile moves; one that is accepted (a legal move in disguise) moves the game on. */
function probe(m: AnyMatch, rng: Mulberry32, count: number, tally: Tally): void {
  let legal: Move[] = m.legalMoves();
  let keys = new Set(legal.map((mv) => canonical(mv, m)));
  let before = snapshot(m);
  for (let i = 0; i < count; i++) {
    const candidate = hostileMove(legal, rng);
    const key = canonical(candidate, m);
    tally.probes++;
    let result: ReturnType<AnyMatch['play']>;
    try {
      result = m.play(candidate);
    } catch (e) {
      tally.problems.push(`threw ${String(e)} on ${show(candidate)}`);
      const changed = differences(before, m);
      if (changed.length) tally.problems.push(`throwing on ${show(candidate)} changed ${changed.join(', ')}`);
      if (m.finished) return;
      legal = m.legalMoves();
      keys = new Set(legal.map((mv) => canonical(mv, m)));
      before = snapshot(m);
      continue;
    }
    if (result.ok) {
      tally.accepted++;
      if (key === null || !keys.has(key))
        tally.problems.push(`accepted ${show(candidate)} (reads as ${key}), not a legal move`);
      if (m.finished) return;
      legal = m.legalMoves();
      keys = new Set(legal.map((mv) => canonical(mv, m)));
      before = snapshot(m);
      continue;
    }
    tally.refused++;
    const { code, message } = result.error;
    if (
      typeof code !== 'string' ||
      typeof message !== 'string' ||
      message.length < 8 ||
      message.includes('\n')
    )
      tally.problems.push(`unclear refusal ${JSON.stringify(result.error)} of ${show(candidate)}`);
    // Outside quoted user text a message never shows a raw JavaScript value.
    const text = message.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    if (/\bundefined\b|\[object|Symbol\(|=>|\bNaN\b(?!, not a number)/.test(text))
      tally.problems.push(`message names a JavaScript value: ${message}`);
    if (key !== null && keys.has(key))
      tally.problems.push(`refused the legal move ${show(candidate)}: ${message}`);
    // The core byte by byte every time; its view and record (functions of the core and the
    // frozen setup) every fourth time, to keep the run short.
    const changed = differences(before, m, tally.refused % 4 === 0);
    if (changed.length) {
      tally.problems.push(`refusing ${show(candidate)} (${message}) changed ${changed.join(', ')}`);
      before = snapshot(m);
    }
  }
}

describe('hostile moves: refused cleanly, never thrown, never half-played', () => {
  it('over 10,000 probes in random positions of every preset and both games', () => {
    const tally: Tally = { probes: 0, accepted: 0, refused: 0, problems: [] };
    for (const preset of ALL_PRESETS) {
      for (let game = 0; game < 2; game++) {
        const rng = new Mulberry32(1000 * game + preset.length * 31 + 7);
        const m = create(preset, 2 + ((game + preset.length) % 3), `hostile-${preset}-${game}`);
        let decisions = 0;
        while (!m.finished && decisions++ < 400) {
          probe(m, rng, 16, tally);
          if (m.finished) break;
          const legal = m.legalMoves();
          const r = m.play(legal[rng.int(legal.length)]!);
          if (!r.ok) throw new Error(`legal move refused: ${r.error.message}`);
        }
        probe(m, rng, 16, tally); // the finished game refuses everything too
      }
    }
    expect(tally.problems.slice(0, 10)).toEqual([]);
    expect(tally.probes).toBeGreaterThanOrEqual(10_000);
    expect(tally.refused).toBeGreaterThan(tally.probes * 0.8);
  });
});

describe('the state comparison of the fuzz test', () => {
  it('sees a change in any part of the core, and ignores path compression alone', () => {
    for (const preset of ['classic', 'the-city'] as const) {
      const m = create(preset, 2, 'oracle');
      const rng = new Mulberry32(3);
      for (let i = 0; i < 30; i++) {
        const legal = m.legalMoves();
        m.play(legal[rng.int(legal.length)]!);
      }
      const g = m.game;
      const before = snapshot(m);
      expect(differences(before, m)).toEqual([]);
      g.scores[1]! += 1;
      expect(differences(before, m)).toEqual(['scores', 'view or record']);
      g.scores[1]! -= 1;
      g.history.push(0);
      expect(differences(before, m)).toContain('history');
      g.history.pop();
      g.events?.push({ kind: 'discard', move: 0, points: 0, players: [] });
      expect(differences(before, m, false)).toEqual(['events']);
      g.events?.pop();
      // Compress every path: the same partition, other bytes.
      for (let n = 0; n < g.parent.length; n++) g.find(n);
      expect(differences(before, m)).toEqual([]);
      // Join two projects: another partition.
      const roots = [...new Set(Array.from({ length: g.placedCount * 8 }, (_, n) => g.find(n)))];
      g.parent[roots[0]!] = roots[1]!;
      expect(differences(before, m, false)).toContain('parent');
    }
  });
});
