import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Move } from '@carcassonne/engine';
import type { Analysis } from '@carcassonne/ai';
import type { PlayerMark } from '../board/config.js';
import { WorkerAnalysis } from '../bots/analysis.js';
import { formatMargin } from '../game/hints.js';
import { reviewOf } from '../game/review.js';
import { useT } from './context.js';
import { Chip } from './Chip.js';

export type AnalysisState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'running'; readonly done: number; readonly total: number }
  | { readonly kind: 'done'; readonly analysis: Analysis }
  | { readonly kind: 'failed'; readonly message: string };

/** The analysis of one record: started on demand, stopped by Cancel, when the record changes or the viewer closes. */
export function useAnalysis(record: unknown): {
  state: AnalysisState;
  start: () => void;
  cancel: () => void;
} {
  const [state, setState] = useState<AnalysisState>({ kind: 'idle' });
  const runner = useMemo(() => new WorkerAnalysis(), [record]);
  useEffect(() => {
    setState({ kind: 'idle' });
    return () => runner.cancel();
  }, [runner]);
  const start = () => {
    if (state.kind === 'running') return;
    setState({ kind: 'running', done: 0, total: 0 });
    void runner
      .run(record, (done, total) => setState({ kind: 'running', done, total }))
      .then((r) => {
        if (r.ok) setState({ kind: 'done', analysis: r.analysis });
        else if (!r.cancelled) setState({ kind: 'failed', message: r.message });
      });
  };
  const cancel = () => {
    runner.cancel();
    setState({ kind: 'idle' });
  };
  return { state, start, cancel };
}

/**
 * The replay viewer's analysis: the button, a progress bar with Cancel, then per player the
 * points lost and the three costliest moves (a click shows the move, the best move found marked
 * on the board), the move on screen valued, and every move in a table.
 */
export function AnalysisPanel({
  state,
  start,
  cancel,
  step,
  go,
  marks,
  words,
}: {
  state: AnalysisState;
  start: () => void;
  cancel: () => void;
  step: number;
  go: (step: number) => void;
  marks: readonly PlayerMark[];
  words: (m: Move, seat: number) => string;
}): JSX.Element {
  const t = useT();
  const review = useMemo(() => (state.kind === 'done' ? reviewOf(state.analysis) : null), [state]);
  const current = state.kind === 'done' ? state.analysis.moves[step - 1] : undefined;
  return (
    <section class="analysis" data-analysis={state.kind} aria-label={t('analysis.title')}>
      {state.kind !== 'done' && state.kind !== 'running' && (
        <button type="button" data-action="analyse" onClick={start}>
          {t('analysis.button')}
        </button>
      )}
      {state.kind === 'running' && (
        <>
          <progress
            max={Math.max(1, state.total)}
            value={state.done}
            aria-label={t('analysis.title')}
            data-done={state.done}
            data-total={state.total}
          />
          <p class="note" role="status">
            {t('analysis.running', { i: Math.min(state.done + 1, Math.max(1, state.total)), n: state.total })}
          </p>
          <button type="button" data-action="analyse-cancel" onClick={cancel}>
            {t('analysis.cancel')}
          </button>
        </>
      )}
      {state.kind === 'failed' && (
        <p class="problem" role="alert">
          {t('analysis.failed', { msg: state.message })}
        </p>
      )}
      {review && (
        <>
          <h3>{t('analysis.title')}</h3>
          <p class="note">{t('analysis.note', { iterations: review.iterations })}</p>
          <div role="status" class="sr">
            {review.players.map((p) => t('analysis.lost', { who: p.name, points: p.lost })).join('. ')}
          </div>
          {review.players.map((p) => (
            <div key={p.player} class="analysis-player" data-analysis-player={p.player} data-lost={p.lost}>
              <p>
                <Chip mark={marks[p.player]} decorative />{' '}
                {t('analysis.lost', { who: p.name, points: p.lost })}
              </p>
              <div class="costly">
                {p.costliest.map((c) => (
                  <button
                    type="button"
                    key={c.index}
                    data-costly-move={c.index}
                    aria-pressed={step === c.step}
                    onClick={() => go(c.step)}
                  >
                    {t('analysis.costly', { i: c.step, points: c.lost })}
                  </button>
                ))}
              </div>
            </div>
          ))}
          {current && (
            <div class="current" data-analysed-move={current.index}>
              {current.forced ? (
                <p>{t('analysis.forced')}</p>
              ) : (
                <>
                  <p>
                    {t('analysis.played', {
                      move: words(current.played.move, current.player),
                      margin: formatMargin(current.played.margin),
                    })}
                  </p>
                  {current.best.text !== current.played.text && (
                    <p data-best-move={current.best.text}>
                      {t('analysis.best', {
                        move: words(current.best.move, current.player),
                        margin: formatMargin(current.best.margin),
                      })}
                    </p>
                  )}
                </>
              )}
            </div>
          )}
          <details class="analysis-moves">
            <summary>{t('analysis.moves')}</summary>
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('analysis.move')}</th>
                  <th scope="col">{t('final.player')}</th>
                  <th scope="col">{t('analysis.playedCol')}</th>
                  <th scope="col">{t('analysis.bestCol')}</th>
                  <th scope="col">{t('analysis.lostCol')}</th>
                </tr>
              </thead>
              <tbody>
                {review.moves.map((m) => (
                  <tr key={m.index} data-move-row={m.index} class={m.step === step ? 'on' : undefined}>
                    <td>
                      <button type="button" onClick={() => go(m.step)}>
                        {m.step}
                      </button>
                    </td>
                    <td>{marks[m.player]?.letter}</td>
                    <td>{m.played}</td>
                    <td>{m.forced ? '—' : m.best}</td>
                    <td>{m.missed ? `−${m.lost}` : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
