import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Move } from '@carcassonne/engine';
import type { ValuedMove } from '@carcassonne/ai';
import { botSeed } from '../bots/runner.js';
import type { HintSource } from '../bots/hint.js';
import type { Controller } from '../game/controller.js';
import { hintLines, moveMarks, type MoveMark } from '../game/hints.js';
import { useT } from './context.js';

export type HintState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'thinking' }
  | { readonly kind: 'shown'; readonly options: readonly ValuedMove[] }
  | { readonly kind: 'failed'; readonly message: string };

const typing = (e: KeyboardEvent): boolean => {
  const tag = (e.target as HTMLElement | null)?.tagName;
  return tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || e.ctrlKey || e.metaKey || e.altKey;
};

/**
 * The hint of a local game (button and `H`): the top level's move and the two best alternatives
 * for the human to play, valued in a worker. Forgotten (and its search stopped) when a move is
 * made, a move is taken back, or on Escape.
 */
export function useHint(
  ctl: Controller,
  source: HintSource | null,
): { state: HintState; ask: () => void; clear: () => void; marks: MoveMark[]; enabled: boolean } {
  const [state, setState] = useState<HintState>({ kind: 'idle' });
  const version = ctl.table.moves().length;
  const enabled = source !== null && ctl.humanToAct && !ctl.table.finished;
  const asked = useRef(0);
  const clear = () => {
    asked.current++;
    source?.cancel();
    setState({ kind: 'idle' });
  };
  useEffect(() => clear, [version, source]);
  useEffect(() => () => source?.close(), [source]);
  const ask = () => {
    if (!source || !ctl.humanToAct || ctl.table.finished) return;
    const token = ++asked.current;
    setState({ kind: 'thinking' });
    const at = ctl.table.moves().length;
    void source.hint(ctl.table.botView(), botSeed(`hint:${ctl.seed}`, at)).then((r) => {
      if (token !== asked.current || ctl.table.moves().length !== at) return;
      if (!r.ok && r.cancelled) return;
      setState(r.ok ? { kind: 'shown', options: r.options } : { kind: 'failed', message: r.message });
    });
  };
  const keys = useRef({ ask, clear });
  keys.current = { ask, clear };
  useEffect(() => {
    if (!source) return;
    const onKey = (e: KeyboardEvent) => {
      if (typing(e)) return;
      if (e.key === 'h' || e.key === 'H') {
        e.preventDefault();
        keys.current.ask();
      } else if (e.key === 'Escape') keys.current.clear();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [source]);
  const marks = enabled && state.kind === 'shown' ? moveMarks(state.options) : [];
  return { state, ask, clear, marks, enabled };
}

/** The hint button, its thinking state and the moves found in words (announced to screen readers). */
export function HintBox({
  state,
  ask,
  clear,
  enabled,
  words,
}: {
  state: HintState;
  ask: () => void;
  clear: () => void;
  enabled: boolean;
  words: (m: Move) => string;
}): JSX.Element {
  const t = useT();
  const shown = enabled && state.kind === 'shown';
  const lines = shown
    ? hintLines(moveMarks(state.options), words, (rotation) => t('hint.turned', { rotation }))
    : [];
  return (
    <div class="hint-box" data-hint-state={state.kind}>
      <button
        type="button"
        data-action="hint"
        aria-keyshortcuts="H"
        disabled={!enabled || state.kind === 'thinking'}
        aria-busy={state.kind === 'thinking'}
        onClick={ask}
      >
        {t('hint.button')}
      </button>
      {state.kind === 'thinking' && (
        <div class="hint-thinking">
          <progress aria-label={t('hint.thinking')} /> {t('hint.thinking')}{' '}
          <button type="button" data-action="hint-cancel" onClick={clear}>
            {t('hint.cancel')}
          </button>
        </div>
      )}
      {shown && (
        <div>
          <p class="hint-title">{t('hint.title')}</p>
          <ul class="hint-list">
            {lines.map((line, i) => (
              <li key={line} data-hint-rank={i + 1}>
                {line}
              </li>
            ))}
          </ul>
          <button type="button" data-action="hint-close" onClick={clear}>
            {t('hint.close')}
          </button>
        </div>
      )}
      {state.kind === 'failed' && <p class="problem">{t('hint.failed', { msg: state.message })}</p>}
      <p class="sr" role="status" aria-live="polite" data-hint-announce>
        {state.kind === 'thinking'
          ? t('hint.thinking')
          : shown
            ? `${t('hint.title')}: ${lines.join('; ')}`
            : ''}
      </p>
    </div>
  );
}
