import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { TileDef } from '@carcassonne/engine';
import type { Look } from '../game/types.js';
import { tileWords } from '../game/describe.js';
import { useT } from './context.js';
import { TilePreview } from './TilePreview.js';

/** Whether a key press goes to a text field (then it is no shortcut). */
const typing = (e: KeyboardEvent): boolean => {
  const el = e.target;
  return el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
};

/**
 * The slot pressed: the first holding the tile taken up (-1: none). Two tiles of one kind are
 * one choice, so only one of them is shown taken.
 */
export function takenSlot(hand: readonly string[], drawn: string | null): number {
  return drawn === null ? -1 : hand.indexOf(drawn);
}

/**
 * The strategic variant (docs/rules/strategic-variant.md): the tiles of the human's hand, the one
 * taken up pressed. A tile is chosen by a click or a tap, by Enter or Space on it, or by its
 * number key (1, 2, 3); the turn then starts again with that tile.
 */
export function HandTiles({
  hand,
  drawn,
  active,
  look,
  tileDef,
  onChoose,
}: {
  hand: readonly string[];
  /** The tile taken up. */
  drawn: string | null;
  /** Whether a tile may be chosen now (the player's turn, before the tile is laid). */
  active: boolean;
  look: Look;
  tileDef: (id: string) => TileDef | undefined;
  onChoose: (id: string) => void;
}): JSX.Element | null {
  const t = useT();
  const choose = useRef((_: number) => {});
  choose.current = (i: number) => {
    const id = hand[i];
    if (active && id !== undefined) onChoose(id);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typing(e) || e.ctrlKey || e.metaKey || e.altKey || !/^[1-3]$/.test(e.key)) return;
      e.preventDefault();
      choose.current(Number(e.key) - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  if (hand.length === 0) return null;
  const taken = takenSlot(hand, drawn);
  return (
    <fieldset class="hand-tiles">
      <legend class="sr">{t('hand.title')}</legend>
      {hand.map((id, i) => {
        const def = tileDef(id);
        const words = def ? tileWords(def, t) : id;
        return (
          <button
            key={`${i}-${id}`}
            type="button"
            class="hand-tile"
            data-action="choose-tile"
            data-tile={id}
            aria-pressed={i === taken}
            aria-keyshortcuts={String(i + 1)}
            disabled={!active}
            title={t('hand.choose', { n: i + 1, tile: words })}
            onClick={() => choose.current(i)}
          >
            {def && <TilePreview def={def} look={look} title={words} />}
          </button>
        );
      })}
    </fieldset>
  );
}
