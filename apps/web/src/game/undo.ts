import type { Seat } from './types.js';

/**
 * The undo rule (README): you may take back your own most recent move, together with the bot
 * moves made after it, as long as no other human has moved since and it is your turn or a
 * bot's. The draw order is fixed by the seed and bots are seeded by move number, so the same
 * tile is drawn again and nothing hidden (the order of the bag) is revealed by undoing.
 *
 * Returns the number of moves to keep, or null when undo is not allowed now.
 */
export function undoTarget(seats: readonly Seat[], movers: readonly number[], actor: number): number | null {
  const human = (s: number) => seats[s]?.kind === 'human';
  let i = movers.length - 1;
  while (i >= 0 && !human(movers[i]!)) i--;
  if (i < 0) return null;
  const who = movers[i]!;
  if (actor >= 0 && human(actor) && actor !== who) return null;
  return i;
}
