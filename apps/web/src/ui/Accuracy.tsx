import type { JSX } from 'preact';
import type { Analysis } from '@carcassonne/ai';
import type { PlayerMark } from '../board/config.js';
import { useT } from './context.js';
import { Chip } from './Chip.js';

/** A move counts as accurate when it loses less than this many points against the best found. */
export const ACCURATE_WITHIN = 1;

/** Per player: the share (percent) of their moves that were not forced and lost under a point. */
export function accuracyOf(a: Analysis): { player: number; name: string; percent: number | null }[] {
  return a.players.map((p) => {
    const mine = a.moves.filter((m) => m.player === p.player && !m.forced);
    const good = mine.filter((m) => m.lost < ACCURATE_WITHIN).length;
    return {
      player: p.player,
      name: p.name,
      percent: mine.length ? Math.round((100 * good) / mine.length) : null,
    };
  });
}

/** Each player's accuracy under the analysis. */
export function AccuracySummary({
  analysis,
  marks,
}: {
  analysis: Analysis;
  marks: readonly PlayerMark[];
}): JSX.Element {
  const t = useT();
  return (
    <ul class="accuracy">
      {accuracyOf(analysis).map((p) => (
        <li key={p.player} data-accuracy-player={p.player} data-accuracy={p.percent ?? ''}>
          <Chip mark={marks[p.player]} decorative />{' '}
          {t('review.accuracy', { who: p.name, pct: p.percent ?? '—' })}
        </li>
      ))}
    </ul>
  );
}
