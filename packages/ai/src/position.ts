import { gameDefinition, ok, type Mulberry32 } from '@carcassonne/engine';
import { botError, type BotResult } from './errors.js';
import { validateView } from './view.js';
import { positionOf, type Position } from './games.js';

export type { Position };

/**
 * A view from outside, checked and rebuilt by the engine (the public history replayed on a bag
 * whose unseen part is a random arrangement of the remaining tiles — a bot never learns the real
 * order; every search iteration re-samples it), with a decision to take: a finished game is
 * refused with `game-over`.
 */
export function decisionPosition(input: unknown, rng: Mulberry32): BotResult<Position> {
  const checked = validateView(input);
  if (!checked.ok) return checked;
  const definition = gameDefinition(checked.value.game);
  if (!definition) return botError('bad-view', 'unknown game in the view');
  let sampled: ReturnType<typeof definition.sample>;
  try {
    sampled = definition.sample(checked.value, rng);
  } catch (e) {
    return botError('bad-view', `the view does not rebuild: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (!sampled.ok) return botError('bad-view', sampled.error.message);
  if (sampled.value.finished)
    return botError('game-over', 'the game in the view is over: there is no move to choose');
  const position = positionOf(sampled.value);
  return position ? ok(position) : botError('bad-view', 'no bot plays this game');
}
