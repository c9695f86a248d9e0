import type { JSX } from 'preact';
import { gameDefinition, type GameId } from '@carcassonne/engine';
import { useT } from '../ui/context.js';

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

/** A checkbox per expansion the game offers (none for a game without them). */
export function ExpansionOptions({
  game,
  on,
  onChange,
}: {
  game: GameId;
  on: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
}): JSX.Element | null {
  const t = useT();
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
            onChange={(e) => toggle(k, (e.currentTarget as HTMLInputElement).checked)}
          />{' '}
          {t(`option.${k}`)}
        </label>
      ))}
    </div>
  );
}
