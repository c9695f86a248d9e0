import { describe, expect, it } from 'vitest';
import { Mulberry32 } from '../src/index.js';
import { PRESETS } from '../src/carcassonne/public.js';
import { Game, seededOrder, tileSet } from '../src/internal.js';

function randomGame(seed: string, moves: number): Game {
  const p = PRESETS.modern;
  const set = tileSet(p.tileSet);
  const g = new Game({
    tileSet: set,
    options: p.options,
    players: 3,
    bag: seededOrder(set, seed).map((id) => set.byId.get(id)!.index),
  });
  const rng = new Mulberry32(moves * 7 + seed.length);
  while (g.phase === 'place' && g.moveCount < moves) {
    g.placeTile(g.legal[rng.int(g.legalCount)]!);
    const k = rng.int(g.followerOptionCount + 1);
    g.finishTurn(k === 0 ? -1 : g.followerOptions[k - 1]!);
  }
  return g;
}

function playSame(a: Game, b: Game, seed: number): void {
  const ra = new Mulberry32(seed);
  const rb = new Mulberry32(seed);
  while (a.phase === 'place') {
    expect(Array.from(b.legal.subarray(0, b.legalCount))).toEqual(
      Array.from(a.legal.subarray(0, a.legalCount)),
    );
    a.placeTile(a.legal[ra.int(a.legalCount)]!);
    b.placeTile(b.legal[rb.int(b.legalCount)]!);
    expect(b.followerOptionCount).toBe(a.followerOptionCount);
    const k = ra.int(a.followerOptionCount + 1);
    rb.int(b.followerOptionCount + 1);
    a.finishTurn(k === 0 ? -1 : a.followerOptions[k - 1]!);
    b.finishTurn(k === 0 ? -1 : b.followerOptions[k - 1]!);
  }
  expect(b.phase).toBe('over');
  expect(Array.from(b.scores)).toEqual(Array.from(a.scores));
}

describe('copyFrom: a search copies positions into a reused game', () => {
  it('gives a game that plays on exactly like the original, whatever the target held before', () => {
    for (let i = 0; i < 60; i++) {
      const a = randomGame(`copy-a-${i}`, (i * 7) % 60);
      // The target is another game, further on and spread elsewhere on the board.
      const b = randomGame(`copy-b-${i}`, 70 - (i % 30));
      b.copyFrom(a);
      playSame(a.clone(), b, i);
    }
  });
});

describe('copyFrom empties the history the copy held', () => {
  it('holds only the moves played on the copy since', () => {
    const a = randomGame('history-a', 20);
    const b = randomGame('history-b', 40);
    expect(b.history.length).toBeGreaterThan(0);
    b.copyFrom(a);
    expect(b.history).toEqual([]);
    b.placeTile(b.legal[0]!);
    b.finishTurn(-1);
    expect(b.history.length).toBe(1);
    b.copyFrom(a);
    expect(b.history).toEqual([]);
  });
});
