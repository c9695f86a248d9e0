import { definitionOfPreset, seatsProblem, type GameDefinition } from '@carcassonne/engine';
import { expansionSetup, UsageError } from './args.js';
import type { ExpansionName } from './tile-tables.js';

/** The definition of a preset's game: seats, colours, tiles (apart from args.ts: it loads the whole engine). */
export function definitionArg(preset: string): GameDefinition {
  const def = definitionOfPreset(preset);
  if (!def.ok) throw new UsageError(def.error.message);
  return def.value;
}

/** Refuse `count` players (`option` says whose count: `--players`, `--bots`) the game does not take with `expansions`. */
export function checkSeats(
  definition: GameDefinition,
  expansions: readonly ExpansionName[],
  count: number,
  option: string,
): void {
  const problem = seatsProblem(definition.seats, expansionSetup(expansions).options, count, definition.title);
  if (problem !== null) throw new UsageError(`${option}: ${problem}`);
}
