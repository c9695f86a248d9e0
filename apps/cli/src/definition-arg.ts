import { definitionOfPreset, type GameDefinition } from '@carcassonne/engine';
import { UsageError } from './args.js';

/** The definition of a preset's game: seats, colours, tiles (apart from args.ts: it loads the whole engine). */
export function definitionArg(preset: string): GameDefinition {
  const def = definitionOfPreset(preset);
  if (!def.ok) throw new UsageError(def.error.message);
  return def.value;
}
