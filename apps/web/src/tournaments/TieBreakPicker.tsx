import type { JSX } from 'preact';
import { TOURNAMENT_TIE_BREAKS, type TournamentTieBreak } from '@carcassonne/protocol/plain';
import { useT } from '../ui/context.js';

/**
 * The tie-breaks chosen and ordered: the format's defaults (null), or the organizer's list, each
 * chosen one movable up and down; the ones not chosen below, to add.
 */
export function TieBreakPicker({
  value,
  onValue,
}: {
  value: readonly TournamentTieBreak[] | null;
  onValue: (next: readonly TournamentTieBreak[] | null) => void;
}): JSX.Element {
  const t = useT();
  const chosen = value ?? [];
  const move = (i: number, by: number) => {
    const next = [...chosen];
    const [item] = next.splice(i, 1);
    if (item === undefined) return;
    next.splice(i + by, 0, item);
    onValue(next);
  };
  return (
    <fieldset class="form-group tie-breaks" data-tie-breaks={value === null ? 'default' : chosen.join(' ')}>
      <legend>{t('tour.tieBreaks')}</legend>
      <label>
        <input
          type="checkbox"
          name="tie-break-default"
          checked={value === null}
          onChange={(e) => onValue((e.currentTarget as HTMLInputElement).checked ? null : [])}
        />{' '}
        {t('tform.tieBreakDefault')}
      </label>
      {value !== null && (
        <>
          <ol class="chosen-tie-breaks">
            {chosen.map((b, i) => (
              <li key={b} data-tie-break={b}>
                {t(`tour.tb.${b}`)}{' '}
                <button
                  type="button"
                  disabled={i === 0}
                  onClick={() => move(i, -1)}
                  aria-label={t('tform.up', { name: t(`tour.tb.${b}`) })}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={i === chosen.length - 1}
                  onClick={() => move(i, 1)}
                  aria-label={t('tform.down', { name: t(`tour.tb.${b}`) })}
                >
                  ↓
                </button>
                <button
                  type="button"
                  onClick={() => onValue(chosen.filter((x) => x !== b))}
                  aria-label={t('tform.remove', { name: t(`tour.tb.${b}`) })}
                >
                  ×
                </button>
              </li>
            ))}
          </ol>
          {chosen.length === 0 && <p class="muted">{t('tform.tieBreakNone')}</p>}
          <p>
            {TOURNAMENT_TIE_BREAKS.filter((b) => !chosen.includes(b)).map((b) => (
              <button key={b} type="button" data-add-tie-break={b} onClick={() => onValue([...chosen, b])}>
                + {t(`tour.tb.${b}`)}
              </button>
            ))}
          </p>
        </>
      )}
    </fieldset>
  );
}
