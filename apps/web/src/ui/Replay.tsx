import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { Board } from '../board/Board.js';
import type { BoardConfig } from '../board/config.js';
import { Table } from '../game/table.js';
import { eventsOfMove } from '../game/breakdown.js';
import { describeEvent } from '../game/words.js';
import { moveWords } from '../game/describe.js';
import { lastPlacements, wordContext } from '../game/log.js';
import { useT } from './context.js';
import { Icon } from './icons.js';
import { boardWords } from './boardWords.js';
import { highlightsOf, marksOf } from './Play.js';
import { AnalysisPanel, useAnalysis } from './AnalysisPanel.js';
import { bestMarkAt } from '../game/review.js';
import { AccuracySummary } from './Accuracy.js';
import { CopyLink } from './CopyLink.js';
import { gameHash } from '../game/links.js';
import type { CodedError } from '../game/errors.js';
import { Chip } from './Chip.js';

/** Steps back and forth through any record: the board at move i, that move's scoring, the scores. */
export function Replay({
  table,
  onExit,
  onOpen,
  start,
  served,
  linkOf,
}: {
  table: Table;
  onExit: () => void;
  onOpen: () => void;
  /** The step shown first (absent: the end). */
  start?: number;
  /** The analysis from elsewhere (an online game's, from the server); absent: the local one in workers. */
  served?: ReturnType<typeof useAnalysis>;
  /** The link hash of a step (absent: the record itself in the fragment). */
  linkOf?: (step: number) => Promise<string | CodedError>;
}): JSX.Element {
  const t = useT();
  const record = useMemo(() => table.record(), [table]);
  const n = record.moves.length;
  const [i, setI] = useState(start === undefined ? n : Math.max(0, Math.min(n, start)));
  const at = useMemo(() => {
    const r = Table.load(record, i);
    return r.ok ? r.value : table;
  }, [record, i]);
  const view = at.view();
  const marks = marksOf(view.players);
  const events = at.events();
  const shown =
    i === 0
      ? []
      : at.finished && i === n
        ? events.filter((e) => e.move === null || e.move === i - 1)
        : eventsOfMove(events, i - 1);
  const go = (k: number) => setI(Math.max(0, Math.min(n, k)));
  const words = wordContext(at, t);
  const lastMove = i > 0 ? at.parsedMoves()[i - 1] : undefined;
  const mover = i > 0 ? (at.movers[i - 1] ?? -1) : -1;
  const local = useAnalysis(record);
  const analysis = served ?? local;
  const link = () => (linkOf ? linkOf(i) : gameHash(JSON.stringify(record), i));
  const analysed = analysis.state.kind === 'done' ? analysis.state.analysis : null;

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
    highlights: highlightsOf(shown, marks),
    marks: bestMarkAt(analysed, i),
    lastPlaced: i > 0 && view.board.length ? view.board[view.board.length - 1]! : null,
    lastMoves: lastPlacements(at),
    label: t('board.label'),
    words: boardWords(t),
    events: {},
  };

  return (
    <main class={`play replay look-${view.look}`} data-step={i}>
      <Board cfg={cfg} />
      <aside class="panel">
        <h2>{t('replay.title')}</h2>
        <p data-replay-pos={`${i}/${n}`}>{t('replay.move', { i, n })}</p>
        <p class="move-text" data-mover={mover} title={i > 0 ? record.moves[i - 1] : undefined}>
          {lastMove && mover >= 0 ? (
            <>
              <Chip mark={marks[mover]} decorative />{' '}
              <span class="text">{moveWords(lastMove, mover, words)}</span>
            </>
          ) : (
            '—'
          )}
        </p>
        <div class="replay-controls">
          <button type="button" data-action="first" onClick={() => go(0)}>
            <Icon name="first" /> {t('replay.first')}
          </button>
          <button type="button" data-action="prev" onClick={() => go(i - 1)}>
            <Icon name="prev" /> {t('replay.prev')}
          </button>
          <button type="button" data-action="next" onClick={() => go(i + 1)}>
            {t('replay.next')} <Icon name="next" />
          </button>
          <button type="button" data-action="last" onClick={() => go(n)}>
            {t('replay.last')} <Icon name="last" />
          </button>
        </div>
        <input
          type="range"
          min={0}
          max={n}
          value={i}
          aria-label={t('replay.title')}
          onInput={(e) => go(Number((e.currentTarget as HTMLInputElement).value))}
        />
        <table class="scores">
          <tbody>
            {view.players.map((p, k) => (
              <tr key={p.name}>
                <td>
                  <Chip mark={marks[k]} /> {p.name}
                </td>
                <td class="score">{view.scores[k]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul class="log">
          {shown.map((e, k) => (
            <li key={k}>{describeEvent(e, words.names, t, (id) => at.tileDef(id))}</li>
          ))}
        </ul>
        <AnalysisPanel
          state={analysis.state}
          start={analysis.start}
          cancel={analysis.cancel}
          step={i}
          go={go}
          marks={marks}
          words={(m, seat) => moveWords(m, seat, words)}
        />
        {analysed && <AccuracySummary analysis={analysed} marks={marks} />}
        <CopyLink hash={link} />
        <div class="actions">
          <button type="button" onClick={onOpen}>
            {t('replay.open')}
          </button>
          <button type="button" data-action="exit-replay" onClick={onExit}>
            {t('replay.exit')}
          </button>
        </div>
      </aside>
    </main>
  );
}
