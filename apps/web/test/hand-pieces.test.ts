/**
 * The players table's pieces in hand (`handCountsOf`): for a view, the expansions' pieces of one
 * per player in play and how many each seat holds; a piece placed leaves its player's hand. The
 * online table reads the same list off the server's view (`uiViewOf`).
 */
import { formatMove, type MatchSetup, type Move } from '@carcassonne/engine';
import { describe, expect, it } from 'vitest';
import { handCountsOf } from '../src/game/hand-pieces.js';
import { Table } from '../src/game/table.js';
import { uiViewOf } from '../src/game/view.js';
import { players } from './turn-sources.js';

function table(options: NonNullable<MatchSetup['options']>, preset = 'modern'): Table {
  const made = Table.create({ game: 'carcassonne', preset, players, seed: 'hand-pieces', options });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

/**
 * Plays until a move `wanted` is legal, then that one (returns its seat); till then the first move
 * that puts a follower out (a builder or pig needs its player's follower), else the first.
 */
function playFirst(t: Table, wanted: (m: Move) => boolean): number {
  for (let turn = 0; turn < 200 && !t.finished; turn++) {
    const legal = t.legalMoves();
    const hit = legal.find(wanted);
    const seat = t.actor;
    const follower = legal.find((m) => m.type === 'place' && m.follower !== undefined && !m.figure);
    const r = t.play(formatMove(hit ?? follower ?? legal[0]!));
    if (!r.ok) throw new Error(r.error.message);
    if (hit) return seat;
  }
  throw new Error('no such move came');
}

const counts = (t: Table) =>
  handCountsOf(t.view()).map(({ piece, counts }) => `${piece} ${counts.join(',')}`);

describe('the pieces in hand of the players table', () => {
  it('lists none without the expansions', () => {
    expect(handCountsOf(table({}, 'classic').view())).toEqual([]);
  });

  it('lists the abbey, mayor, wagon and barn with Abbey & Mayor, and a mayor placed leaves the hand', () => {
    const t = table({ abbeyAndMayor: true });
    expect(counts(t)).toEqual(['abbey 1,1', 'mayor 1,1', 'wagon 1,1', 'barn 1,1']);
    const seat = playFirst(t, (m) => m.type === 'place' && m.figure === 'mayor');
    const mayor = handCountsOf(t.view()).find((c) => c.piece === 'mayor');
    expect(mayor?.counts[seat]).toBe(0);
    expect(mayor?.counts[1 - seat]).toBe(1);
  });

  it('lists no barn and no pig when farmers are out of play (no field takes a piece)', () => {
    expect(counts(table({ abbeyAndMayor: true, tradersAndBuilders: true, farmers: false }))).toEqual([
      'abbey 1,1',
      'mayor 1,1',
      'wagon 1,1',
      'builder 1,1',
    ]);
  });

  it('lists every piece of one per player of the expansions together, in a fixed order', () => {
    const t = table({
      innsAndCathedrals: true,
      theAbbot: true,
      abbeyAndMayor: true,
      tradersAndBuilders: true,
    });
    expect(handCountsOf(t.view()).map((c) => c.piece)).toEqual([
      'big',
      'abbot',
      'abbey',
      'mayor',
      'wagon',
      'barn',
      'builder',
      'pig',
    ]);
  });

  it('counts a builder on the board out of its player’s hand (Traders & Builders)', () => {
    const t = table({ tradersAndBuilders: true });
    expect(counts(t)).toEqual(['builder 1,1', 'pig 1,1']);
    const seat = playFirst(t, (m) => m.type === 'place' && m.figure === 'builder');
    const builder = handCountsOf(t.view()).find((c) => c.piece === 'builder');
    expect(builder?.counts[seat]).toBe(0);
    expect(builder?.counts[1 - seat]).toBe(1);
  });

  it('lists no piece of its own for The Princess & the Dragon (its dragon and fairy are no one’s)', () => {
    expect(handCountsOf(table({ princessAndDragon: true }).view())).toEqual([]);
  });

  it('lists the same online, from the view a seat is sent', () => {
    const t = table({ abbeyAndMayor: true });
    playFirst(t, (m) => m.type === 'place' && m.figure === 'wagon');
    const sent = JSON.parse(JSON.stringify(t.botView()));
    expect(handCountsOf(uiViewOf(sent))).toEqual(handCountsOf(t.view()));
  });
});
