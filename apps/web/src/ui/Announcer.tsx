import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LogEntry } from '../game/log.js';
import type { UiEvent } from '../game/types.js';
import { describeEvent } from '../game/words.js';
import type { TileDef } from '@carcassonne/engine';
import { useT } from './context.js';

/**
 * A live region for screen readers: every new move in words with the scorings it caused, and
 * the final scoring, as they happen (bots' moves included). Visually hidden.
 */
export function Announcer({
  entries,
  final,
  names,
  tileDef,
}: {
  entries: readonly LogEntry[];
  final: readonly UiEvent[];
  names: readonly string[];
  tileDef: (id: string) => TileDef | undefined;
}): JSX.Element {
  const t = useT();
  const seen = useRef(entries.length);
  const seenFinal = useRef(final.length);
  const [text, setText] = useState('');
  useEffect(() => {
    const fresh = entries.slice(Math.min(seen.current, entries.length));
    const freshFinal = final.slice(Math.min(seenFinal.current, final.length));
    seen.current = entries.length;
    seenFinal.current = final.length;
    const lines = fresh.flatMap((e) => [
      e.text,
      ...e.events.map((ev) => describeEvent(ev, names, t, tileDef)),
    ]);
    if (freshFinal.length > 0)
      lines.push(t('log.final'), ...freshFinal.map((ev) => describeEvent(ev, names, t, tileDef, false)));
    if (lines.length > 0) setText(lines.join('. '));
  }, [entries.length, final.length]);
  return (
    <div class="sr" role="log" aria-live="polite" aria-atomic="false" data-announce>
      {text}
    </div>
  );
}
