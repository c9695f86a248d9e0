import type { MyGame } from './server.js';

/**
 * The order of "my games": the games where it is my turn first, then those being played, then
 * those waiting to start; within each, the one whose time runs out first (no deadline last),
 * then by table id so that the order is stable.
 */
export function sortMyGames(games: readonly MyGame[]): MyGame[] {
  const group = (g: MyGame) => (g.yourTurn ? 0 : g.status === 'playing' ? 1 : 2);
  const left = (g: MyGame) => g.deadline ?? Number.POSITIVE_INFINITY;
  return [...games].sort(
    (a, b) =>
      group(a) - group(b) || left(a) - left(b) || (a.table < b.table ? -1 : a.table > b.table ? 1 : 0),
  );
}
