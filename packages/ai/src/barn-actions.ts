import type { PlaceMove } from '@carcassonne/engine';
import {
  choiceFigure,
  choiceSegment,
  CORNERS,
  FIGURE_BARN,
  followerChoice,
} from '@carcassonne/engine/internal';

/**
 * Abbey & Mayor's barn for the search (rules/abbey-and-mayor.md AM5): the core offers it among
 * the follower choices as `corner | FIGURE_BARN << 4` (corner 0–3: NE SE SW NW); here it becomes
 * a move (`barn`) and back. A barn spends no follower.
 */

/** Whether a follower choice of the core is a barn. */
export const isBarnChoice = (choice: number): boolean => choice >= 0 && choiceFigure(choice) === FIGURE_BARN;

/** The follower choice of a move's barn, -1 when the move has none. */
export function barnChoice(move: PlaceMove): number {
  const corner = move.barn === undefined ? -1 : CORNERS.indexOf(move.barn);
  return corner < 0 ? -1 : followerChoice(corner, FIGURE_BARN);
}

/** The move of placement `at` (no piece) with the barn of choice `choice`. */
export const withBarn = (at: PlaceMove, choice: number): PlaceMove => ({
  ...at,
  barn: CORNERS[choiceSegment(choice)]!,
});
