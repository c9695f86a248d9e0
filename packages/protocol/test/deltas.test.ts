import { describe, expect, it } from 'vitest';
import { createMatch, Mulberry32, writeMove } from '@carcassonne/engine';
import {
  applyDelta,
  chainTexts,
  type TableDelta,
  textDigest,
  ViewDigester,
  viewDigest,
} from '../src/deltas.js';
import { deltaOf, PLAYERS, tableStateOf } from './table-state.js';

/** Play a whole game at random, applying a delta (of one or two moves) after each move. */
function playThrough(preset: string, options: Record<string, boolean | string>, seed: string, aids: boolean) {
  const created = createMatch({ preset, options, players: PLAYERS.slice(0, 2), seed });
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  const rng = Mulberry32.fromSeed(seed);
  let state = tableStateOf(match.publicView(), { aids, match });
  let moves: string[] = [];
  let applied = 0;
  // The server's digests, each carried on from the last view of the game.
  const digester = new ViewDigester();
  while (!match.finished) {
    const legal = match.legalMoves();
    const r = match.play(match.actor, legal[rng.int(legal.length)]!);
    if (!r.ok) throw new Error(r.error.message);
    moves.push(r.value.move);
    // Every other move waits for the next: a delta may cover several moves.
    if (rng.int(2) === 0 && !match.finished) continue;
    const after = match.publicView();
    // What the server digests: the view without its board, every other key in its place.
    const withoutBoard = match.publicViewWithoutBoard();
    expect(JSON.stringify(withoutBoard)).toBe(JSON.stringify({ ...after, board: undefined }));
    expect(viewDigest(withoutBoard)).toBe(viewDigest(after));
    expect(digester.of(withoutBoard)).toBe(viewDigest(after));
    const next = applyDelta(state, deltaOf(state.view!, after), moves);
    expect(next?.view).toEqual(after);
    expect(JSON.stringify(next?.view)).toBe(JSON.stringify(after));
    if (aids && !match.finished) expect(next?.aids).toEqual(match.aids());
    state = next!;
    moves = [];
    applied++;
  }
  return applied;
}

describe('deltas', () => {
  it('rebuild every view of whole games of every preset and expansion', () => {
    const cases: [string, Record<string, boolean | string>][] = [
      ['classic', {}],
      ['classic-se', {}],
      ['winter', {}],
      ['modern', {}],
      ['classic', { theRiver: true }],
      ['classic', { innsAndCathedrals: true, tradersAndBuilders: true, theRiver: true }],
      ['the-city', {}],
      // The strategic variant: the view is rebuilt on a guess at the hands (a tile that fit
      // nowhere early, a tile placed and not yet revealed while the dragon flies).
      ['classic', { strategic: true }],
      ['modern', { strategic: true, princessAndDragon: true, abbeyAndMayor: true }],
    ];
    for (const [preset, options] of cases) {
      for (const seed of ['s1', 's2'])
        expect(playThrough(preset, options, seed, seed === 's2')).toBeGreaterThan(10);
    }
  });

  it('refuse a corrupted, skipped or replayed delta', () => {
    const match = createMatch({ preset: 'classic', players: PLAYERS.slice(0, 2), seed: 'x' });
    if (!match.ok) throw new Error(match.error.message);
    const m = match.value;
    const before = m.publicView();
    const state = tableStateOf(before);
    const legal = m.legalMoves();
    const first = m.play(m.actor, legal[0]!);
    if (!first.ok) throw new Error(first.error.message);
    const after = m.publicView();
    const delta = deltaOf(before, after);
    const move = [first.value.move];
    expect(applyDelta(state, delta, move)?.view).toEqual(after);
    // A wrong digest, a wrong tile, a tile the set has no more of, a move missing, another base.
    expect(applyDelta(state, { ...delta, digest: (delta.digest + 1) >>> 0 }, move)).toBeNull();
    const other = after.drawnTiles.find((t) => t !== delta.drawn[0]) ?? 'nope';
    expect(applyDelta(state, { ...delta, drawn: [other] }, move)).toBeNull();
    expect(applyDelta(state, { ...delta, drawn: ['nope'] }, move)).toBeNull();
    expect(applyDelta(state, delta, [])).toBeNull();
    expect(applyDelta(state, { ...delta, move: 'x' } as TableDelta, ['Z@9,9r0'])).toBeNull();
    // Another legal move in its place (the same tile elsewhere, or turned): the board is not in
    // the digest, but the moves that give it are.
    const elsewhere = legal.find((l) => writeMove(l) !== first.value.move && !('follower' in l));
    expect(elsewhere).toBeDefined();
    expect(applyDelta(state, delta, [writeMove(elsewhere!)])).toBeNull();
    // Replayed: the state after it is at another version.
    const next = applyDelta(state, delta, move)!;
    expect(applyDelta(next, delta, move)).toBeNull();
  });

  it('set the fields and seats that changed, keep the rest', () => {
    const m = createMatch({ preset: 'classic', players: PLAYERS.slice(0, 2), seed: 'y' });
    if (!m.ok) throw new Error(m.error.message);
    const view = m.value.publicView();
    const state = tableStateOf(view);
    const seat = { kind: 'bot', bot: 'mcts', level: 2, name: 'Bot' } as const;
    const next = applyDelta(
      state,
      {
        from: view.version,
        version: view.version,
        drawn: [],
        digest: viewDigest(view),
        set: { actor: 1 },
        seats: { '1': seat },
      },
      [],
    );
    expect(next).toEqual({ ...state, actor: 1, seats: [{ kind: 'open' }, seat] });
  });
});

describe('viewDigest', () => {
  const started = () => {
    const created = createMatch({ preset: 'classic', players: PLAYERS.slice(0, 2), seed: 'd' });
    if (!created.ok) throw new Error(created.error.message);
    const m = created.value;
    for (let i = 0; i < 12; i++) {
      const r = m.play(m.actor, m.legalMoves()[0]!);
      if (!r.ok) throw new Error(r.error.message);
    }
    const view = m.publicView();
    if (view.game !== 'carcassonne') throw new Error('a classic game');
    return view;
  };

  it('reads the position and the whole history, not the board nor what no move changes', () => {
    const view = started();
    const digest = viewDigest(view);
    const moves = [...view.moves];
    moves[3] = `${moves[3]} N`;
    expect(viewDigest({ ...view, moves })).not.toBe(digest);
    expect(viewDigest({ ...view, drawnTiles: [...view.drawnTiles].reverse() })).not.toBe(digest);
    expect(viewDigest({ ...view, scores: [view.scores[0]! + 1, ...view.scores.slice(1)] })).not.toBe(digest);
    expect(viewDigest({ ...view, supply: view.supply.map((n) => n - 1) })).not.toBe(digest);
    // The moves give the board; the game, its options and players, and what remains never change.
    expect(viewDigest({ ...view, board: undefined })).toBe(digest);
    expect(
      viewDigest({ ...view, players: [], remaining: {}, options: { ...view.options, farmers: false } }),
    ).toBe(digest);
  });

  it('carries its chains on from the last view, and starts again when the history was not appended to', () => {
    const view = started();
    const digester = new ViewDigester();
    const shorter = { ...view, moves: view.moves.slice(0, 5), drawnTiles: view.drawnTiles.slice(0, 6) };
    expect(digester.of(shorter)).toBe(viewDigest(shorter));
    expect(digester.of(view)).toBe(viewDigest(view));
    const moves = [...view.moves];
    moves[moves.length - 1] = 'Z@9,9r0';
    expect(digester.of({ ...view, moves })).toBe(viewDigest({ ...view, moves }));
    expect(digester.of(shorter)).toBe(viewDigest(shorter));
    // The chain over a list is the chain over its parts in turn.
    expect(chainTexts(chainTexts(7, ['ab', 'c']), ['de'])).toBe(chainTexts(7, ['ab', 'c', 'de']));
    expect(chainTexts(7, ['ab', 'c'])).not.toBe(chainTexts(7, ['a', 'bc']));
  });
});

describe('textDigest', () => {
  it('is FNV-1a over little-endian words of the UTF-8 bytes, the rest byte by byte, then the length', () => {
    const reference = (text: string) => {
      const bytes = new TextEncoder().encode(text);
      let h = 0x811c9dc5;
      let i = 0;
      for (; i + 4 <= bytes.length; i += 4)
        h = Math.imul(
          h ^ (bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16) | (bytes[i + 3]! << 24)),
          0x01000193,
        );
      for (; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
      return Math.imul(h ^ bytes.length, 0x01000193) >>> 0;
    };
    for (const text of ['', 'a', 'abcd', 'abcde', 'Björn 😀 plays', JSON.stringify({ x: [1, 2, 3] })])
      expect(textDigest(text)).toBe(reference(text));
    expect(textDigest('ab')).not.toBe(textDigest('ba'));
  });
});
