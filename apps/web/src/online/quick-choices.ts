import { ALL_PRESETS, gameDefinition } from '@carcassonne/engine';
import type { TimeControl } from '@carcassonne/protocol';
import { QUICK_PLAYERS } from '@carcassonne/protocol/plain';

/** The clocks a quick game offers (the queue pairs only players who chose the same). */
export const QUICK_CLOCKS: readonly TimeControl[] = [
  { kind: 'none' },
  { kind: 'move', seconds: 30 },
  { kind: 'bank', minutes: 10, increment: 10 },
];

/** The players a preset's game allows, within a quick game's 2 to 5. */
export function quickPlayers(preset: string): number[] {
  const game = ALL_PRESETS.find((p) => p.id === preset)?.game;
  const seats = (game && gameDefinition(game)?.seats) || { min: 2, max: 5 };
  const min = Math.max(seats.min, QUICK_PLAYERS.min);
  const max = Math.min(seats.max, QUICK_PLAYERS.max);
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}
