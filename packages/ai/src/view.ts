import { ok } from '@carcassonne/engine';
import type { AnyView } from './bot.js';
import { botError, describe, isRecord, type BotResult } from './errors.js';

/** More unseen tiles than any tile set holds: a view asking to shuffle more is refused. */
const MAX_UNSEEN_TILES = 1000;

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string');
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/** Tile counts (`{ id: n }`): the number of tiles they hold, or null when malformed. */
function countTiles(counts: unknown): number | null {
  if (!isRecord(counts)) return null;
  let total = 0;
  for (const n of Object.values(counts)) {
    if (!isCount(n)) return null;
    total += n;
  }
  return total;
}

/**
 * The shape check of a player's view from outside, for the fields a bot reads (the engine then
 * checks the setup and replays the moves): a known `game`, players, the public history
 * (`drawnTiles`, `moves`) and the unseen tile counts (`remaining`, in The City per stack with
 * `stacks`). Refused with `bad-view`.
 */
export function validateView(input: unknown): BotResult<AnyView> {
  if (!isRecord(input)) return botError('bad-view', `a view is a player's view object, not ${describe(input)}`);
  const game = input['game'];
  if (game !== 'carcassonne' && game !== 'the-city') return botError('bad-view', `unknown game ${describe(game)} in the view (carcassonne, the-city)`);
  if (!Array.isArray(input['players']) || !input['players'].every(isRecord)) return botError('bad-view', 'view.players must be an array of players');
  if (!isStringArray(input['drawnTiles'])) return botError('bad-view', 'view.drawnTiles must be an array of tile ids');
  if (!isStringArray(input['moves'])) return botError('bad-view', 'view.moves must be an array of moves');
  let unseen: number | null;
  if (game === 'carcassonne') {
    if (typeof input['preset'] !== 'string') return botError('bad-view', 'view.preset must be a preset name');
    if (input['options'] !== undefined && !isRecord(input['options'])) return botError('bad-view', 'view.options must be an object');
    unseen = countTiles(input['remaining']);
  } else {
    const stacks = input['stacks'];
    if (!Array.isArray(stacks) || stacks.length !== 3 || !stacks.every(isCount)) return botError('bad-view', 'view.stacks must be the three stack sizes');
    const remaining = input['remaining'];
    unseen = Array.isArray(remaining) && remaining.length === 3 ? remaining.map(countTiles).reduce<number | null>((a, b) => (a === null || b === null ? null : a + b), 0) : null;
  }
  if (unseen === null) return botError('bad-view', 'view.remaining must give the unseen tiles as counts ({ id: n }; per stack in The City)');
  if (unseen > MAX_UNSEEN_TILES) return botError('bad-view', `view.remaining holds ${unseen} tiles, more than any tile set`);
  return ok(input as unknown as AnyView);
}
