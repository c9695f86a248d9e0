import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { HistoryPoint } from '@carcassonne/protocol';
import { useT } from '../ui/context.js';
import { ratingText } from './ratings-api.js';

const dateOf = (ms: number) => new Date(ms).toLocaleDateString();

/**
 * A rating history as a line chart (uPlot, on a canvas; loaded with the page that shows it) and,
 * beside it, the same numbers as a table for screen readers and for reading exact values.
 */
export function RatingChart({
  name,
  points,
  provisionalDeviation,
}: {
  name: string;
  points: readonly HistoryPoint[];
  provisionalDeviation: number;
}): JSX.Element {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = box.current;
    if (!target || points.length === 0) return;
    let chart: { destroy(): void } | null = null;
    let gone = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (gone) return;
      // One point per game: x is the game's number, so games on the same day stay apart.
      const xs = points.map((_, i) => i + 1);
      const ys = points.map((p) => Math.round(p.rating));
      chart = new UPlot(
        {
          width: Math.max(240, Math.min(560, target.clientWidth || 420)),
          height: 220,
          scales: { x: { time: false } },
          // Whole games on the x axis.
          axes: [
            { label: t('ratings.games'), incrs: [1, 2, 5, 10, 20, 50, 100, 200] },
            { label: t('ratings.rating') },
          ],
          series: [{}, { label: t('ratings.rating'), stroke: '#2a6f97', width: 2, points: { show: true } }],
          legend: { show: false },
        },
        [xs, ys],
        target,
      );
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [points, t]);
  if (points.length === 0) return <p class="muted">{t('ratings.historyEmpty')}</p>;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return (
    <div class="rating-history">
      <div
        ref={box}
        class="rating-chart"
        role="img"
        data-rating-chart
        aria-label={t('ratings.chartLabel', {
          name,
          n: points.length,
          first: Math.round(first.before),
          last: Math.round(last.rating),
        })}
      />
      <table class="breakdown" data-rating-table>
        <caption>{t('ratings.history')}</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('ratings.date')}</th>
            <th scope="col">{t('ratings.rating')}</th>
            <th scope="col">{t('ratings.deviation')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p, i) => (
            <tr key={p.table} data-history-row={i}>
              <td>{i + 1}</td>
              <td>{dateOf(p.at)}</td>
              <td data-rating-value={Math.round(p.rating)}>
                {ratingText(p.rating, p.deviation > provisionalDeviation)}
              </td>
              <td>{Math.round(p.deviation)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
