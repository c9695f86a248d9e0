import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { ValuedMove } from '@carcassonne/ai';
import type { Highlight } from '../board/config.js';
import { botSeed } from '../bots/runner.js';
import type { HintSource } from '../bots/hint.js';
import type { Controller } from '../game/controller.js';
import { describeMove, moveSquare, showMargin } from '../game/move-words.js';
import { useT } from './context.js';

type HintState = { kind: 'idle' } | { kind: 'thinking' } | { kind: 'shown'; options: readonly ValuedMove[] } | { kind: 'failed'; message: string };

/** Gold, blue, orange: the best move and the two alternatives. */
const RANK_COLORS = ['#e6b800', '#56b4e9', '#e69f00'];

/**
 * The hint's marks on the board, one per square: the rank and margin of the move there, or the
 * ranks when several moves share it (the list beside gives each one's margin).
 */
export function hintHighlights(options: readonly ValuedMove[]): Highlight[] {
  const bySquare = new Map<string, { square: readonly [number, number]; ranks: number[]; margin: number | null }>();
  options.forEach((o, rank) => {
    const sq = moveSquare(o.move);
    if (!sq) return;
    const entry = bySquare.get(sq.join(',')) ?? { square: sq, ranks: [], margin: o.margin };
    entry.ranks.push(rank + 1);
    bySquare.set(sq.join(','), entry);
  });
  return [...bySquare.values()].map((e) => ({
    squares: [e.square],
    label: e.ranks.length === 1 ? `${e.ranks[0]}: ${showMargin(e.margin)}` : e.ranks.join(' · '),
    color: RANK_COLORS[e.ranks[0]! - 1] ?? '#999',
    className: 'hint-mark',
  }));
}

/**
 * The hint button (and the `H` key) of a local game: asks the worker for the top level's move
 * and the two best alternatives in the position at hand, shows them on the board and in a list,
 * and forgets them when the position changes. Only rendered when the page passed a source.
 */
export function useHint(ctl: Controller, source: HintSource | null): { state: HintState; ask: () => void; highlights: Highlight[] } {
  const [state, setState] = useState<HintState>({ kind: 'idle' });
  const version = ctl.table.moves().length;
  const human = ctl.humanToAct;
  useEffect(() => {
    setState({ kind: 'idle' });
    return () => source?.cancel();
  }, [version, source]);
  const ask = () => {
    if (!source || !ctl.humanToAct || state.kind === 'thinking') return;
    setState({ kind: 'thinking' });
    const at = ctl.table.moves().length;
    void source.hint(ctl.table.botView(), botSeed(`hint:${ctl.seed}`, at)).then((r) => {
      if (ctl.table.moves().length !== at) return;
      setState(r.ok ? { kind: 'shown', options: r.options } : { kind: 'failed', message: r.message });
    });
  };
  useEffect(() => {
    if (!source) return;
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'h' || e.key === 'H') {
        e.preventDefault();
        ask();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const highlights = human && state.kind === 'shown' ? hintHighlights(state.options) : [];
  return { state, ask, highlights };
}

export function HintBox({ state, ask, enabled }: { state: HintState; ask: () => void; enabled: boolean }): JSX.Element {
  const t = useT();
  return (
    <div class="hint-box" data-hint-state={state.kind}>
      <button type="button" data-action="hint" disabled={!enabled || state.kind === 'thinking'} onClick={ask}>
        {state.kind === 'thinking' ? t('hint.thinking') : t('hint.button')}
      </button>
      {enabled && state.kind === 'shown' && (
        <div>
          <p class="hint-title">{t('hint.title')}</p>
          <ol class="hint-list">
            {state.options.map((o, i) => (
              <li key={o.text} data-hint-rank={i + 1} style={{ borderColor: RANK_COLORS[i] }}>
                <span class="hint-move">{describeMove(o.move, t)}</span> <strong>{showMargin(o.margin)}</strong>
              </li>
            ))}
          </ol>
        </div>
      )}
      {state.kind === 'failed' && <p class="problem">{t('hint.failed', { msg: state.message })}</p>}
    </div>
  );
}
