import { createMatch } from '@carcassonne/engine';
import { definitionOf, toSetup, type GameConfig } from './config.js';

/**
 * The rule options that cannot be ticked beside those ticked now (the strategic variant and The
 * River, for one): each unticked yes-or-no option the engine would refuse, with the ticked option
 * that stands in its way. The new-game form shows them unavailable, with why, instead of refusing
 * the game. Loaded with the engine, after the form's first paint (the engine is no first-load code).
 */
export function optionConflicts(c: GameConfig): Map<string, string> {
  const conflicts = new Map<string, string>();
  const keys = definitionOf(c.game)
    .options.filter((o) => o.values.every((v) => typeof v === 'boolean'))
    .map((o) => o.key);
  const plays = (options: GameConfig['options']) =>
    createMatch({ ...toSetup({ ...c, options }, () => 'options'), seed: 'options' }).ok;
  if (!plays(c.options)) return conflicts;
  for (const key of keys) {
    if (c.options[key] === true) continue;
    const on = { ...c.options, [key]: true };
    if (plays(on)) continue;
    const blocker = keys.find((other) => c.options[other] === true && plays({ ...on, [other]: false }));
    if (blocker) conflicts.set(key, blocker);
  }
  return conflicts;
}
