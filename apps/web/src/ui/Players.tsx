import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { PlayerMark } from '../board/config.js';
import { breakdown, CATEGORIES } from '../game/breakdown.js';
import type { Seat, UiEvent, UiView } from '../game/types.js';
import type { Key } from '../i18n/en.js';
import { useT } from './context.js';
import { botLabel } from '../game/levels.js';

/** One row per player: colour and letter, name, score, followers (and towers) left; breakdown on demand. */
export function Players({ view, seats, marks, events }: { view: UiView; seats: readonly Seat[]; marks: readonly PlayerMark[]; events: readonly UiEvent[] }): JSX.Element {
  const t = useT();
  const [open, setOpen] = useState(false);
  const b = breakdown(view.game, view.players.length, events);
  return (
    <section class="players">
      <table>
        <thead>
          <tr>
            <th />
            <th />
            <th>{t('panel.score')}</th>
            <th title={t('panel.followers')}>♟</th>
            {view.towersLeft && <th title={t('panel.towers')}>♜</th>}
          </tr>
        </thead>
        <tbody>
          {view.players.map((p, i) => (
            <tr key={p.name} class={i === view.actor ? 'active' : ''} data-player={i}>
              <td>
                <span class="chip" style={{ background: marks[i]?.fill, color: marks[i]?.ink }}>
                  {marks[i]?.letter}
                </span>
              </td>
              <td class="name">
                {p.name}
                {seats[i] && seats[i].kind !== 'human' && <small class="bot"> · {botLabel(seats[i].kind, t)}</small>}
              </td>
              <td class="score" data-score={view.scores[i]}>
                {view.scores[i]}
              </td>
              <td>{view.supply[i]}</td>
              {view.towersLeft && <td>{view.towersLeft[i]}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <details open={open} onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
        <summary>{t('panel.score')} …</summary>
        <table class="breakdown">
          <tbody>
            {CATEGORIES[view.game].map((k) => (
              <tr key={k}>
                <th>{t(`kind.${k}` as Key)}</th>
                {view.players.map((p, i) => (
                  <td key={p.name}>{b.byKind[i]?.[k] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
