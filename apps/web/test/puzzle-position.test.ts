/**
 * A puzzle's position comes as the player's view alone (no draw order): the page rebuilds the
 * table from it, and the turn is the same as in the game itself (board, tile in hand, scores,
 * legal moves, who made each move), for every game and the expansions.
 */
import { describe, expect, it } from 'vitest';
import { formatMove, type MatchSetup } from '@carcassonne/engine';
import { Table } from '../src/game/table.js';

const players = [
  { name: 'Anna', color: 'red' as const },
  { name: 'Bo', color: 'blue' as const },
];

const setups: readonly (readonly [string, MatchSetup])[] = [
  ['classic', { game: 'carcassonne', preset: 'classic', players, seed: 'view-1' }],
  [
    'classic with the expansions and The River',
    {
      game: 'carcassonne',
      preset: 'classic',
      players,
      seed: 'view-2',
      options: { theRiver: true, innsAndCathedrals: true, tradersAndBuilders: true },
    },
  ],
  ['winter', { game: 'carcassonne', preset: 'winter', players, seed: 'view-3' }],
  ['the city', { game: 'the-city', preset: 'the-city', players, seed: 'view-4' }],
];

describe.each(setups)('%s', (_name, setup) => {
  it('the table rebuilt from a view of the position plays that position', () => {
    const created = Table.create(setup);
    if (!created.ok) throw new Error(created.error.message);
    const game = created.value;
    for (const steps of [0, 7, 23]) {
      while (game.moves().length < steps && !game.finished) {
        const move = game.legalMoves()[(game.moves().length * 7) % game.legalMoves().length]!;
        const played = game.play(move);
        if (!played.ok) throw new Error(played.error.message);
      }
      const view = game.botView();
      expect(JSON.stringify(view)).not.toMatch(/"(seed|tiles)"/);
      const rebuilt = Table.fromView(JSON.parse(JSON.stringify(view)));
      if (!rebuilt.ok) throw new Error(rebuilt.error.message);
      const table = rebuilt.value;
      expect(table.view()).toEqual(game.view());
      expect(table.movers).toEqual(game.movers);
      expect(table.legalMoves().map(formatMove).sort()).toEqual(game.legalMoves().map(formatMove).sort());
    }
  });
});

it('a malformed view is refused with a code', () => {
  expect(Table.fromView(null)).toMatchObject({ ok: false, error: { code: 'bad-view' } });
  expect(Table.fromView({ game: 'chess', moves: [] })).toMatchObject({
    ok: false,
    error: { code: 'bad-view' },
  });
  expect(Table.fromView({ game: 'carcassonne', moves: ['nonsense'] })).toMatchObject({ ok: false });
});
