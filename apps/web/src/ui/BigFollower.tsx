import type { JSX } from 'preact';
import { useT } from './context.js';

/** The players table's head of the big follower column (only with Inns & Cathedrals): a larger follower. */
export function BigFollowerHead(): JSX.Element {
  const t = useT();
  return (
    <th title={t('piece.big')} class="big-follower">
      <span aria-hidden="true">♟</span>
      <span class="sr">{t('piece.big')}</span>
    </th>
  );
}

/** A player's big follower still in hand: 1 or 0. */
export function BigFollowerCell({ count }: { count: number | undefined }): JSX.Element {
  const t = useT();
  const n = count ?? 0;
  return (
    <td class="big-follower" data-big-supply={n} title={`${t('piece.big')}: ${n}`}>
      {n}
    </td>
  );
}
