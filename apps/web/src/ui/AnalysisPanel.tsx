import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { Analysis } from '@carcassonne/ai';
import type { Highlight, PlayerMark } from '../board/config.js';
import { WorkerAnalysis } from '../bots/analysis.js';
import { moveSquare, showMargin } from '../game/move-words.js';
import { useT } from './context.js';

type AnalysisState = { kind: 'idle' } | { kind: 'running'; done: number; total: number } | { kind: 'done'; analysis: Analysis } | { kind: 'failed'; message: string };

/** The analysis of one record in the replay viewer: started on demand, cancelled when the record changes. */
export function useAnalysis(record: unknown): { state: AnalysisState; start: () => void } {
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
  return { state, start };
}

/**
 * The board marks of an analysis at replay step `step` (the board after `step` moves): each
 * player's costliest moves already on the board, in the player's colour with the points lost,
 * and for the move just shown, where the best move found would have gone.
 */
export function analysisHighlights(analysis: Analysis | null, step: number, marks: readonly PlayerMark[]): Highlight[] {
  if (!analysis) return [];
  const out: Highlight[] = [];
  for (const p of analysis.players) {
    for (const i of p.costliest) {
      const m = analysis.moves[i];
      const sq = m && i < step ? moveSquare(m.played.move) : null;
      if (m && sq) out.push({ squares: [sq], label: `−${m.lost.toFixed(1)}`, color: marks[p.player]?.fill ?? '#c00', className: 'analysis-mark' });
    }
  }
  const last = analysis.moves[step - 1];
  const best = last && last.lost > 0 ? moveSquare(last.best.move) : null;
  if (last && best) out.push({ squares: [best], label: `★ ${showMargin(last.best.margin)}`, color: '#009E73', className: 'analysis-mark' });
  return out;
}

/** The replay viewer's analysis: the button, a progress bar, then points lost per player and the costliest moves. */
export function AnalysisPanel({ state, start, step, go }: { state: AnalysisState; start: () => void; step: number; go: (step: number) => void }): JSX.Element {
  const t = useT();
  const last = state.kind === 'done' ? state.analysis.moves[step - 1] : undefined;
  return (
    <section class="analysis" data-analysis={state.kind}>
      {state.kind !== 'done' && (
        <button type="button" data-action="analyse" disabled={state.kind === 'running'} onClick={start}>
          {t('analysis.button')}
        </button>
      )}
      {state.kind === 'running' && (
        <>
          <progress max={Math.max(1, state.total)} value={state.done} aria-label={t('analysis.title')} />
          <p class="note">{t('analysis.running', { i: Math.min(state.done + 1, state.total), n: state.total })}</p>
        </>
      )}
      {state.kind === 'failed' && <p class="problem">{t('analysis.failed', { msg: state.message })}</p>}
      {state.kind === 'done' && (
        <>
          <h3>{t('analysis.title')}</h3>
          <p class="note">{t('analysis.note', { iterations: state.analysis.iterations })}</p>
          {state.analysis.players.map((p) => (
            <div key={p.player} data-analysis-player={p.player}>
              <p>{t('analysis.lost', { who: p.name, points: p.lost.toFixed(1) })}</p>
              <div class="costly">
                {p.costliest.map((i) => (
                  <button type="button" key={i} data-costly-move={i} onClick={() => go(i + 1)}>
                    {t('analysis.costly', { i: i + 1, points: state.analysis.moves[i]!.lost.toFixed(1) })}
                  </button>
                ))}
              </div>
            </div>
          ))}
          {last && (
            <div class="current">
              {last.forced ? (
                <p>{t('analysis.forced')}</p>
              ) : (
                <>
                  <p>{t('analysis.played', { move: last.played.text, margin: showMargin(last.played.margin) })}</p>
                  {last.lost > 0 && <p>{t('analysis.best', { move: last.best.text, margin: showMargin(last.best.margin) })}</p>}
                </>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
