import type { JSX } from 'preact';
import { useMemo } from 'preact/hooks';
import { gameDefinition, type GameId } from '@carcassonne/engine';
import { defaultSeats } from '../game/config.js';
import { optionConflicts } from '../game/option-conflicts.js';
import { useT } from '../ui/context.js';
import { NotWith } from '../ui/NotWith.js';

/**
 * The expansions a table may be created with (rule options of the game, rules.md A6, The Abbot A12), and the
 * strategic variant (docs/rules/strategic-variant.md).
 */
const EXPANSIONS = [
  'theRiver',
  'innsAndCathedrals',
  'tradersAndBuilders',
  'theAbbot',
  'abbeyAndMayor',
  'princessAndDragon',
  'strategic',
] as const;

/** The expansions switched on, as the `create` request's options (only those the game knows). */
export function expansionOptions(game: GameId, on: ReadonlySet<string>): Record<string, boolean> {
  const known = new Set((gameDefinition(game)?.options ?? []).map((o) => o.key));
  return Object.fromEntries(EXPANSIONS.filter((k) => known.has(k) && on.has(k)).map((k) => [k, true]));
}

/**
 * A checkbox per expansion the game offers (none for a game without them); with the preset, those
 * the engine would refuse beside the ticked ones are unavailable, with the one in their way.
 */
export function ExpansionOptions({
  game,
  preset,
  on,
  onChange,
}: {
  game: GameId;
  preset?: string;
  on: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
}): JSX.Element | null {
  const t = useT();
  const ticked = [...on].sort().join();
  const conflicts = useMemo(
    () =>
      preset !== undefined && game === 'carcassonne'
        ? optionConflicts({
            game,
            preset,
            options: expansionOptions(game, on),
            seats: defaultSeats(2, game),
            seed: '',
          })
        : new Map<string, string>(),
    [game, preset, ticked],
  );
  const known = new Set((gameDefinition(game)?.options ?? []).map((o) => o.key));
  const offered = EXPANSIONS.filter((k) => known.has(k));
  if (offered.length === 0) return null;
  const toggle = (k: string, checked: boolean) => {
    const next = new Set(on);
    if (checked) next.add(k);
    else next.delete(k);
    onChange(next);
  };
  return (
    <div class="options expansions">
      {offered.map((k) => (
        <label key={k}>
          <input
            type="checkbox"
            name={k}
            checked={on.has(k)}
            disabled={conflicts.has(k)}
            onChange={(e) => toggle(k, (e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          {t(`option.${k}`)}
          <NotWith option={conflicts.get(k)} />
        </label>
      ))}
    </div>
  );
}
