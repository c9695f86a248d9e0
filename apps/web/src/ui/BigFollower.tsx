import type { JSX } from 'preact';
import { useT } from './context.js';

/** A piece of one per player counted in the players table: the big follower (Inns & Cathedrals) or the abbot (The Abbot). */
export type OnePiece = 'big' | 'abbot';

/** The players table's head of the big follower's or the abbot's column: a larger or hooded follower. */
export function BigFollowerHead({ piece = 'big' }: { piece?: OnePiece }): JSX.Element {
  const t = useT();
  return (
    <th title={t(`piece.${piece}`)} class={piece === 'big' ? 'big-follower' : 'abbot-supply'}>
      <span aria-hidden="true">{piece === 'big' ? '♟' : '♝'}</span>
      <span class="sr">{t(`piece.${piece}`)}</span>
    </th>
  );
}

/** A player's big follower or abbot still in hand: 1 or 0. */
export function BigFollowerCell({
  count,
  piece = 'big',
}: {
  count: number | undefined;
  piece?: OnePiece;
}): JSX.Element {
  const t = useT();
  const n = count ?? 0;
  const data = piece === 'big' ? { 'data-big-supply': n } : { 'data-abbot-supply': n };
  return (
    <td
      class={piece === 'big' ? 'big-follower' : 'abbot-supply'}
      {...data}
      title={`${t(`piece.${piece}`)}: ${n}`}
    >
      {n}
    </td>
  );
}
