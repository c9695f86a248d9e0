import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { PlayerMark } from '../board/config.js';
import type { LogEntry } from '../game/log.js';
import type { Square, UiEvent } from '../game/types.js';
import { describeEvent } from '../game/words.js';
import type { TileDef } from '@carcassonne/engine';
import { useT } from './context.js';
import { Chip } from './Chip.js';
import { ScrollList } from './ScrollList.js';

export interface MoveLogProps {
  readonly entries: readonly LogEntry[];
  readonly final: readonly UiEvent[];
  readonly names: readonly string[];
  readonly marks: readonly PlayerMark[];
  readonly tileDef: (id: string) => TileDef | undefined;
  /** Show a move's square on the board. */
  readonly onShow: (square: Square | null) => void;
  /** Light a scoring's feature on the board (null: none). */
  readonly onHover: (e: UiEvent | null) => void;
}

function Scorings({
  events,
  names,
  tileDef,
  onHover,
  markFinal = true,
}: {
  events: readonly UiEvent[];
  names: readonly string[];
  tileDef: MoveLogProps['tileDef'];
  onHover: MoveLogProps['onHover'];
  markFinal?: boolean;
}): JSX.Element | null {
  const t = useT();
  if (events.length === 0) return null;
  return (
    <ul class="scorings">
      {events.map((e, i) => (
        <li
          key={i}
          class={e.kind === 'discard' ? 'discard' : 'scoring'}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard can light the scoring up on the board, as hovering does
          tabIndex={0}
          onMouseEnter={() => onHover(e)}
          onMouseLeave={() => onHover(null)}
          onFocus={() => onHover(e)}
          onBlur={() => onHover(null)}
        >
          {describeEvent(e, names, t, tileDef, markFinal)}
        </li>
      ))}
    </ul>
  );
}

/** The game log: every move in words, newest first, with the scorings it caused; filter by player; click to show it. */
export function MoveLog({
  entries,
  final,
  names,
  marks,
  tileDef,
  onShow,
  onHover,
}: MoveLogProps): JSX.Element {
  const t = useT();
  const [only, setOnly] = useState(-1);
  const shown = entries
    .filter((e) => only < 0 || e.seat === only || e.events.some((ev) => ev.players.includes(only)))
    .reverse();
  const finalShown = final.filter((e) => only < 0 || e.players.includes(only));
  return (
    <section class="log move-log" aria-labelledby="log-title">
      <div class="log-head">
        <h3 id="log-title">{t('log.title')}</h3>
        <label>
          <span class="sr">{t('log.filter')}</span>
          <select
            aria-label={t('log.filter')}
            data-log-filter
            value={String(only)}
            onChange={(e) => setOnly(Number((e.currentTarget as HTMLSelectElement).value))}
          >
            <option value="-1">{t('log.all')}</option>
            {names.map((n, i) => (
              <option key={n} value={String(i)}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      {entries.length === 0 && <p class="muted">{t('log.empty')}</p>}
      <ScrollList aria-labelledby="log-title">
        {finalShown.length > 0 && (
          <li class="final-group" data-log-final>
            <strong>{t('log.final')}</strong>
            <Scorings
              events={finalShown}
              names={names}
              tileDef={tileDef}
              onHover={onHover}
              markFinal={false}
            />
          </li>
        )}
        {shown.map((e) => (
          <li key={e.index} data-log-move={e.index} data-seat={e.seat}>
            <Scorings
              events={e.events.filter((ev) => ev.kind === 'discard')}
              names={names}
              tileDef={tileDef}
              onHover={onHover}
            />
            <button type="button" class="log-move" title={t('log.show')} onClick={() => onShow(e.square)}>
              <Chip mark={marks[e.seat]} decorative />
              <span class="text">{e.text}</span>
            </button>
            <Scorings
              events={e.events.filter((ev) => ev.kind !== 'discard')}
              names={names}
              tileDef={tileDef}
              onHover={onHover}
            />
          </li>
        ))}
      </ScrollList>
    </section>
  );
}
