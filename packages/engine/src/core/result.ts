/** Errors are values at the engine boundary: a machine code and a human sentence. */
export interface EngineError {
  readonly code: ErrorCode;
  readonly message: string;
}

export const ERROR_CODES = [
  'malformed-json',
  'bad-schema',
  'unknown-format',
  'unknown-game',
  'unknown-preset',
  'unknown-option',
  'bad-option',
  'unknown-tile',
  'too-many-tiles',
  'bad-players',
  'bad-stacks',
  'bad-move-syntax',
  // A move value that is not a well-formed move (wrong field set, types or ranges).
  'bad-move',
  'wrong-tile',
  'not-adjacent',
  'occupied-square',
  'edge-mismatch',
  'no-such-segment',
  'feature-occupied',
  'no-followers',
  'farmers-off',
  'game-over',
  'wrong-phase',
  'illegal-move',
  'outside-wall',
  'surrounds-wall',
  'project-completed',
  'not-on-boundary',
  'not-wall-end',
  'guard-forbidden',
  'tower-capped',
  'not-your-turn',
  'stale-state',
  'bad-view',
  // The River (rules/the-river.md A8).
  'river-order',
  'river-broken',
  'river-u-turn',
  // An expansion's piece (big follower, builder, pig) where the rules forbid it.
  'figure-refused',
  // The Princess & the Dragon: a step of the dragon the rules forbid (no tile, visited, the fairy's square).
  'dragon-refused',
  // A Board Game Arena log that cannot be imported (docs/bga.md), or one beyond the size bound.
  'bad-bga-log',
  'bga-log-too-large',
  // A BGA log whose tiles disagree: a tile played or discarded that its player does not hold.
  'bga-tile-mismatch',
  // The strategic variant: a move naming a tile that is not in the hand of the player to move.
  'not-in-hand',
  // Abbey & Mayor: an abbey where the rules forbid it (a side open, none in hand).
  'abbey-refused',
  // Abbey & Mayor: a wagon moved where it may not go after its feature scored.
  'wagon-refused',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type Result<T, E = EngineError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export const ok = <T>(value: T): { readonly ok: true; readonly value: T } => ({ ok: true, value });
/** A check's success: one shared value (results are read-only), as checks run for every segment of every legal placement. */
export const passed: { readonly ok: true; readonly value: true } = { ok: true, value: true };
export const err = (
  code: ErrorCode,
  message: string,
): { readonly ok: false; readonly error: EngineError } => ({
  ok: false,
  error: { code, message },
});
