import type { JSX } from 'preact';
import type { UiEvent } from '../game/types.js';
import { describeEvent } from '../game/words.js';
import { useT } from './context.js';
import { ScrollList } from './ScrollList.js';

/** Scoring events in words, newest first; hovering one highlights its feature on the board. */
export function EventLog({
  events,
  names,
  onHover,
}: {
  events: readonly UiEvent[];
  names: readonly string[];
  onHover: (e: UiEvent | null) => void;
}): JSX.Element {
  const t = useT();
  const list = events.map((e, i) => ({ e, i })).reverse();
  return (
    <section class="log">
      <h3>{t('panel.log')}</h3>
      {list.length === 0 && <p class="muted">{t('panel.noEvents')}</p>}
      <ScrollList reversed aria-label={t('panel.log')}>
        {list.map(({ e, i }) => (
          <li
            key={i}
            class={e.final ? 'ev-final' : ''}
            onMouseEnter={() => onHover(e)}
            onMouseLeave={() => onHover(null)}
            onFocus={() => onHover(e)}
            onBlur={() => onHover(null)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the keyboard can light the event up on the board, as hovering does
            tabIndex={0}
          >
            {describeEvent(e, names, t)}
          </li>
        ))}
      </ScrollList>
    </section>
  );
}
