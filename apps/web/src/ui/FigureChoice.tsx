import type { JSX } from 'preact';
import type { Figure } from '../game/figures.js';
import { figuresOffered, type TurnAction, type TurnSource, type TurnState } from '../game/turn-input.js';
import { useT } from './context.js';

/**
 * The expansions' pieces offered for the tile laid (big follower, builder, pig): which one the
 * next follower choice puts. Shown only when the engine offers one of them; the key B steps on.
 */
export function FigureChoice(c: {
  readonly turn: TurnState;
  readonly source: TurnSource | null;
  readonly dispatch: (a: TurnAction) => void;
}): JSX.Element | null {
  const t = useT();
  const offered = figuresOffered(c.turn, c.source);
  if (offered.length === 0) return null;
  const pieces: readonly (Figure | null)[] = [null, ...offered];
  return (
    <fieldset class="figure-choice" aria-label={t('piece.choose')} data-figure={c.turn.figure ?? 'follower'}>
      {pieces.map((f) => (
        <button
          type="button"
          key={f ?? 'follower'}
          aria-pressed={c.turn.figure === f}
          class={c.turn.figure === f ? 'primary' : undefined}
          data-figure-choice={f ?? 'follower'}
          onClick={() => c.dispatch({ type: 'figure', figure: f })}
        >
          {t(f ? `piece.${f}` : 'piece.follower')}
        </button>
      ))}
    </fieldset>
  );
}
