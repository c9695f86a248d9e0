import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { UiEvent } from '../game/types.js';
import { describeEvent } from '../game/words.js';
import type { TileDef } from '@carcassonne/engine';
import { useT } from './context.js';

/** A move in words with the scorings it caused (a log entry is one). */
export interface Said {
  readonly text: string;
  readonly events: readonly UiEvent[];
}

/** Anything else worth saying once (a turn, a chat line, a clock): said when its key first shows. */
export interface Note {
  readonly key: string;
  readonly text: string;
  /** Past news (a chat line): not read out when the screen opens with it, unlike a turn or a clock. */
  readonly history?: boolean;
}

const NO_NOTES: readonly Note[] = [];

/**
 * A live region for screen readers: every new move in words with the scorings it caused, and
 * the final scoring, as they happen (bots' moves included), then the notes not said before. Moves
 * and past news already there when the screen opened are not read out again. Visually hidden.
 */
export function Announcer({
  entries,
  final,
  names,
  tileDef,
  notes = NO_NOTES,
}: {
  entries: readonly Said[];
  final: readonly UiEvent[];
  names: readonly string[];
  tileDef: (id: string) => TileDef | undefined;
  notes?: readonly Note[];
}): JSX.Element {
  const t = useT();
  const seen = useRef(entries.length);
  const seenFinal = useRef(final.length);
  const seenNotes = useRef(new Set(notes.filter((n) => n.history).map((n) => n.key)));
  const [text, setText] = useState('');
  const noteKeys = notes.map((n) => n.key).join('\n');
  useEffect(() => {
    const fresh = entries.slice(Math.min(seen.current, entries.length));
    const freshFinal = final.slice(Math.min(seenFinal.current, final.length));
    const freshNotes = notes.filter((n) => !seenNotes.current.has(n.key));
    seen.current = entries.length;
    seenFinal.current = final.length;
    for (const n of freshNotes) seenNotes.current.add(n.key);
    const lines = fresh.flatMap((e) => [
      e.text,
      ...e.events.map((ev) => describeEvent(ev, names, t, tileDef)),
    ]);
    if (freshFinal.length > 0)
      lines.push(t('log.final'), ...freshFinal.map((ev) => describeEvent(ev, names, t, tileDef, false)));
    lines.push(...freshNotes.map((n) => n.text));
    if (lines.length > 0) setText(lines.join('. '));
  }, [entries.length, final.length, noteKeys]);
  return (
    <div class="sr" role="log" aria-live="polite" aria-atomic="false" data-announce>
      {text}
    </div>
  );
}
