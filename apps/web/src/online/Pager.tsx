import type { JSX } from 'preact';
import { useT } from '../ui/context.js';

/**
 * Previous and next for a list shown `step` rows at a time: `offset` is the one asked for, `shown`
 * the rows the answer holds from its own `from` (0-based) out of `total`. `action` names the
 * buttons' `data-action` (`<action>-previous`, `<action>-next`) when given.
 */
export function Pager({
  offset,
  from,
  shown,
  total,
  step,
  onOffset,
  action,
}: {
  offset: number;
  from: number;
  shown: number;
  total: number;
  step: number;
  onOffset: (offset: number) => void;
  action?: string;
}): JSX.Element {
  const t = useT();
  return (
    <p class="pager">
      <button
        type="button"
        data-action={action && `${action}-previous`}
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - step))}
      >
        {t('ratings.previous')}
      </button>{' '}
      <span>{t('ratings.page', { from: from + 1, to: from + shown, total })}</span>{' '}
      <button
        type="button"
        data-action={action && `${action}-next`}
        disabled={from + shown >= total}
        onClick={() => onOffset(offset + step)}
      >
        {t('ratings.next')}
      </button>
    </p>
  );
}
