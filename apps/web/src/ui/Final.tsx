import type { JSX } from 'preact';
import type { PlayerMark } from '../board/config.js';
import { breakdown, winners } from '../game/breakdown.js';
import type { UiEvent, UiView } from '../game/types.js';
import { joinNames } from '../game/words.js';
import type { Key } from '../i18n/index.js';
import { useT } from './context.js';
import { Dialog } from './Dialog.js';
import { GoodsMajorities } from './Goods.js';
import { Chip } from './Chip.js';

/** The end of a game: the winner(s) and every player's points by kind of feature. */
export function Final({
  view,
  events,
  marks,
  onClose,
  onReplay,
  onNew,
  onSteps,
  winnerSeats,
  endWords,
  ratings,
}: {
  view: UiView;
  events: readonly UiEvent[];
  marks: readonly PlayerMark[];
  onClose: () => void;
  onReplay: () => void;
  onNew: () => void;
  onSteps?: (() => void) | null;
  /**
   * The winners when the scores do not decide (an online game someone resigned or left: the
   * server's; none when nobody stayed).
   */
  winnerSeats?: readonly number[] | undefined;
  /** How an online game ended, when not simply played to the end (who resigned, left, ran out of time). */
  endWords?: readonly string[];
  /** Online, a rated game: each player's rating before and after (null for a bot). */
  /** Provisional ratings are shown with a question mark ("1500?"). */
  ratings?: readonly ({
    readonly before: number;
    readonly after: number;
    readonly provisional?: boolean;
    readonly provisionalBefore?: boolean;
  } | null)[];
}): JSX.Element {
  const t = useT();
  const b = breakdown(view.game, view.players.length, events);
  const w = winnerSeats ?? winners(view.scores);
  const names = w.map((i) => view.players[i]!.name);
  return (
    <Dialog labelledBy="final-title" onClose={onClose}>
      <h2 id="final-title">{t('final.title')}</h2>
      <p class="winner" data-winners={names.join(',')}>
        {w.length === 0
          ? t('end.noWinner')
          : w.length === 1
            ? t('final.winner', { who: names[0]! })
            : t('final.tie', { who: joinNames(names, t('ev.and')) })}
      </p>
      {endWords && endWords.length > 0 && (
        <div class="final-ending" data-final-ending>
          {endWords.map((words) => (
            <p key={words}>{words}</p>
          ))}
        </div>
      )}
      <div class="breakdown-scroll">
        {/* On a phone each player's row reflows (phone.css): name and total, then the kinds, each labelled. */}
        <table class="breakdown reflow">
          <thead>
            <tr>
              <th>{t('final.player')}</th>
              {b.kinds.map((k) => (
                <th key={k}>{t(`kind.${k}` as Key)}</th>
              ))}
              <th>{t('final.total')}</th>
            </tr>
          </thead>
          <tbody>
            {view.players.map((p, i) => (
              <tr key={p.name} class={w.includes(i) ? 'won' : ''}>
                <td class="lead">
                  <Chip mark={marks[i]} /> {p.name}
                </td>
                {b.kinds.map((k) => (
                  <td key={k} data-label={t(`kind.${k}` as Key)}>
                    {b.byKind[i]?.[k] ?? 0}
                  </td>
                ))}
                <td class="total key" data-label={t('final.total')}>
                  {view.scores[i]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <GoodsMajorities view={view} marks={marks} />
      </div>
      {ratings?.some((r) => r !== null) && (
        <section class="rating-changes">
          <h3>{t('final.ratings')}</h3>
          <ul>
            {view.players.map((p, i) => {
              const r = ratings[i];
              if (!r) return null;
              const change = Math.round(r.after) - Math.round(r.before);
              return (
                <li key={p.name} data-rating-change={i}>
                  {p.name}:{' '}
                  {t('final.rating', {
                    before: `${Math.round(r.before)}${r.provisionalBefore ? '?' : ''}`,
                    after: `${Math.round(r.after)}${r.provisional ? '?' : ''}`,
                    change: change > 0 ? `+${change}` : String(change),
                  })}
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <div class="actions">
        <button type="button" class="primary" data-action="final-new" onClick={onNew}>
          {t('menu.new')}
        </button>
        <button type="button" data-action="final-replay" onClick={onReplay}>
          {t('menu.replay')}
        </button>
        {onSteps && (
          <button type="button" data-action="final-steps" onClick={onSteps}>
            {t('final.steps')}
          </button>
        )}
        <button type="button" data-action="final-close" onClick={onClose}>
          {t('final.close')}
        </button>
      </div>
    </Dialog>
  );
}
