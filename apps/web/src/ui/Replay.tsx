import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Board } from '../board/Board.js';
import type { BoardConfig } from '../board/config.js';
import { Table } from '../game/table.js';
import { eventsOfMove } from '../game/breakdown.js';
import { describeEvent } from '../game/words.js';
import { useT } from './context.js';
import { highlightsOf, marksOf } from './Play.js';
import { AnalysisPanel, analysisHighlights, useAnalysis } from './AnalysisPanel.js';

/** Steps back and forth through any record: the board at move i, that move's scoring, the scores. */
export function Replay({ table, onExit, onOpen }: { table: Table; onExit: () => void; onOpen: () => void }): JSX.Element {
  const t = useT();
  const record = useMemo(() => table.record(), [table]);
  const n = record.moves.length;
  const [i, setI] = useState(n);
  const at = useMemo(() => {
    const r = Table.load(record, i);
    return r.ok ? r.value : table;
  }, [record, i]);
  const view = at.view();
  const marks = marksOf(view.players);
  const events = at.events();
  const shown = i === 0 ? [] : at.finished && i === n ? events.filter((e) => e.move === null || e.move === i - 1) : eventsOfMove(events, i - 1);
  const go = (k: number) => setI(Math.max(0, Math.min(n, k)));
  const analysis = useAnalysis(record);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.target as HTMLElement)?.tagName === 'INPUT') return;
      if (e.key === 'ArrowLeft' && e.ctrlKey) go(i - 1);
      if (e.key === 'ArrowRight' && e.ctrlKey) go(i + 1);
      if (e.key === 'Home') go(0);
      if (e.key === 'End') go(n);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [i, n]);

  const cfg: BoardConfig = {
    look: view.look,
    tileDef: (id) => at.tileDef(id),
    tiles: view.board,
    followers: view.followers,
    wall: view.wall,
    towers: view.towers,
    players: marks,
    drawn: null,
    rotation: 0,
    rotClass: (r) => r,
    legal: [],
    pending: null,
    followerTargets: [],
    wallTargets: [],
    highlights: [...highlightsOf(shown, marks), ...analysisHighlights(analysis.state.kind === 'done' ? analysis.state.analysis : null, i, marks)],
    lastPlaced: i > 0 && view.board.length ? view.board[view.board.length - 1]! : null,
    label: t('board.label'),
    events: {},
  };

  return (
    <main class={`play replay look-${view.look}`} data-step={i}>
      <Board cfg={cfg} />
      <aside class="panel">
        <h2>{t('replay.title')}</h2>
        <p data-replay-pos={`${i}/${n}`}>{t('replay.move', { i, n })}</p>
        <p class="move-text">{i > 0 ? record.moves[i - 1] : '—'}</p>
        <div class="replay-controls">
          <button type="button" data-action="first" onClick={() => go(0)}>⏮ {t('replay.first')}</button>
          <button type="button" data-action="prev" onClick={() => go(i - 1)}>◀ {t('replay.prev')}</button>
          <button type="button" data-action="next" onClick={() => go(i + 1)}>{t('replay.next')} ▶</button>
          <button type="button" data-action="last" onClick={() => go(n)}>{t('replay.last')} ⏭</button>
        </div>
        <input type="range" min={0} max={n} value={i} aria-label={t('replay.title')} onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))} />
        <table class="scores">
          <tbody>
            {view.players.map((p, k) => (
              <tr key={p.name}>
                <td>
                  <span class="chip" style={{ background: marks[k]?.fill, color: marks[k]?.ink }}>{marks[k]?.letter}</span> {p.name}
                </td>
                <td class="score">{view.scores[k]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul class="log">
          {shown.map((e, k) => (
            <li key={k}>{describeEvent(e, view.players.map((p) => p.name), t)}</li>
          ))}
        </ul>
        <AnalysisPanel state={analysis.state} start={analysis.start} step={i} go={go} />
        <div class="actions">
          <button type="button" onClick={onOpen}>{t('replay.open')}</button>
          <button type="button" data-action="exit-replay" onClick={onExit}>{t('replay.exit')}</button>
        </div>
      </aside>
    </main>
  );
}
