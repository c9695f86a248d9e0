import { gameDefinition, GAME_IDS, ok } from '@carcassonne/engine';
import type { AnyView } from './bot.js';
import { botError, describe, isRecord, type BotResult } from './errors.js';

/**
 * The first check of a player's view from outside: an object of a known game. The game's
 * definition checks the rest when it rebuilds the position (`sample`), refused as `bad-view`.
 */
export function validateView(input: unknown): BotResult<AnyView> {
  if (!isRecord(input))
    return botError('bad-view', `a view is a player's view object, not ${describe(input)}`);
  const game = input.game;
  if (typeof game !== 'string' || !gameDefinition(game))
    return botError('bad-view', `unknown game ${describe(game)} in the view (${GAME_IDS.join(', ')})`);
  return ok(input as unknown as AnyView);
}
