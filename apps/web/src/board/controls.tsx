import type { JSX } from 'preact';
import { Icon } from '../ui/icons.js';
import type { BoardConfig } from './config.js';

/** The buttons over the board (HTML beside the SVG): they report choices through the board's events. */

/** The height along the board's top the words of a choice shown take (up to three lines, on a phone). */
export const CAPTION_ROOM = 100;

/** The focused wall choice in words, with a button to take it (along the board's top). */
export function WallCaption({ cfg, focus }: { cfg: BoardConfig; focus: number | null }): JSX.Element | null {
  const target = focus === null ? undefined : cfg.wallTargets[focus];
  if (focus === null || !target) return null;
  return (
    <div class="wall-caption" data-wall-focus={focus}>
      <span>{cfg.wallWords?.[focus] ?? ''}</span>
      <button type="button" class="primary" data-action="take-wall" onClick={() => cfg.events.wall?.(target)}>
        <Icon name="check" size={20} /> {cfg.words?.take ?? 'OK'}
      </button>
    </div>
  );
}

/** A touch proposal's bar: rotate, place here, cancel. */
export function ProposalBar({ cfg }: { cfg: BoardConfig }): JSX.Element | null {
  if (!cfg.proposal) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a floating button bar over the board, not a form; a fieldset would bring form styling
    <div class="board-actions" role="group" aria-label={cfg.words?.confirm ?? 'Place'}>
      <button type="button" data-action="rotate-proposal" onClick={() => cfg.events.rotateProposal?.()}>
        <Icon name="rotate" size={20} /> {cfg.words?.rotate ?? 'Rotate'}
      </button>
      <button type="button" class="primary" data-action="confirm" onClick={() => cfg.events.confirm?.()}>
        <Icon name="check" size={20} /> {cfg.words?.confirm ?? 'Place'}
      </button>
      <button
        type="button"
        data-action="cancel-proposal"
        aria-label={cfg.words?.cancel ?? 'Cancel'}
        onClick={() => cfg.events.cancelProposal?.()}
      >
        <Icon name="close" size={20} />
      </button>
    </div>
  );
}

/** Zoom in, zoom out, fit, and show the squares where the tile in hand fits: named in the page's language. */
export function ZoomButtons({
  words,
  zoom,
  fit,
  options,
  hidden,
}: {
  words: BoardConfig['words'];
  zoom: (factor: number) => void;
  fit: () => void;
  /** Bring the legal squares of the tile in hand into view (absent when there are none). */
  options: (() => void) | null;
  /**
   * A bar over the board's lower part (a phone's turn sheet) would cover them: they are left out
   * meanwhile (fingers pinch and pan) rather than drawn half hidden, or lifted over the choices'
   * targets above the bar.
   */
  hidden: boolean;
}): JSX.Element | null {
  if (hidden) return null;
  return (
    <div class="zoom">
      <button
        type="button"
        onClick={() => zoom(1.25)}
        aria-label={words?.zoomIn ?? 'Zoom in'}
        title={words?.zoomIn}
      >
        <Icon name="plus" size={20} />
      </button>
      <button
        type="button"
        onClick={() => zoom(0.8)}
        aria-label={words?.zoomOut ?? 'Zoom out'}
        title={words?.zoomOut}
      >
        <Icon name="minus" size={20} />
      </button>
      <button type="button" onClick={fit} aria-label={words?.fit ?? 'Fit'} title={words?.fit}>
        <Icon name="fit" size={20} />
      </button>
      {options && (
        <button
          type="button"
          data-action="show-options"
          onClick={options}
          aria-label={words?.options ?? 'Show my options'}
          title={words?.options}
        >
          <Icon name="target" size={20} />
        </button>
      )}
    </div>
  );
}
