import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { formatMove, parseMove } from '@carcassonne/engine';
import type { PuzzlePage, PuzzleVerdict } from '@carcassonne/protocol';
import { Board } from '../board/Board.js';
import { moveWords } from '../game/describe.js';
import { errorText, type CodedError } from '../game/errors.js';
import { lastPlacements, wordContext } from '../game/log.js';
import { Table } from '../game/table.js';
import {
  initialTurn,
  turnStep,
  type TurnAction,
  type TurnSource,
  type TurnState,
} from '../game/turn-input.js';
import { loadIdentity } from '../online/identity.js';
import type { Key } from '../i18n/index.js';
import { useT } from '../ui/context.js';
import { marksOf } from '../ui/Play.js';
import { TurnChoices, TurnSheet } from '../ui/TurnChoices.js';
import { turnBoardConfig } from '../ui/turnBoard.js';
import { answerPuzzle, fetchPuzzle, giveUpPuzzle, puzzleAnswers } from '../online/analysis-api.js';
import { CopyLink } from '../ui/CopyLink.js';
import { puzzleHash, reviewHash } from '../route.js';

/** The choices of the position's decision, from the engine (the page never decides what is legal). */
function sourceOf(table: Table): TurnSource {
  const v = table.view();
  const drawn = v.drawn && (v.phase === 'place' || v.phase === 'follower') ? v.drawn : null;
  return {
    drawn,
    placements: drawn ? table.placements() : [],
    followerPorts: (p) => table.followerPorts(p),
    wallTargets: table.wallTargets(),
    rotClass: (r) => (v.drawn ? table.rotClass(v.drawn, r) : r),
  };
}

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly error: CodedError }
  | { readonly kind: 'ready'; readonly page: PuzzlePage; readonly table: Table };

/**
 * A puzzle: a position of an analysed online game where one move stands out. The page gets the
 * position alone (the player's view: nothing names the game); the board and the turn controls are
 * the game's own (the engine hands them the legal moves); the chosen move goes to the server,
 * which says whether it is the analysis' best move and records the first answer. Only the answer,
 * or giving up, brings the best move and the link to the game's replay and analysis.
 * Without an id: the daily puzzle.
 */
export function PuzzleScreen({ id }: { id: string | null }): JSX.Element {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [turn, setTurn] = useState<TurnState>(() => initialTurn());
  const [verdict, setVerdict] = useState<PuzzleVerdict | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [tally, setTally] = useState<{ solved: number; answered: number } | null>(null);
  useEffect(() => {
    if (loadIdentity() === null) return;
    void puzzleAnswers().then((r) => {
      if (!r.ok) return;
      const answered = r.value.answers.length;
      setTally({ solved: r.value.answers.filter((a) => a.solved).length, answered });
    });
  }, [verdict]);
  useEffect(() => {
    setLoaded({ kind: 'loading' });
    setVerdict(null);
    setGaveUp(false);
    setTurn(initialTurn());
    void fetchPuzzle(id).then((r) => {
      if (!r.ok) return setLoaded({ kind: 'failed', error: r });
      const table = Table.fromView(r.value.position);
      if (!table.ok) return setLoaded({ kind: 'failed', error: table.error });
      setLoaded({ kind: 'ready', page: r.value, table: table.value });
    });
  }, [id]);
  const source = useMemo(
    () => (loaded.kind === 'ready' && !verdict ? sourceOf(loaded.table) : null),
    [loaded, verdict],
  );

  if (loaded.kind === 'loading') return <main class="puzzle message">{t('review.loading')}</main>;
  if (loaded.kind === 'failed') {
    // No puzzle at all yet (a new server): not a fault, said as a note rather than an alert.
    const none = loaded.error.code === 'no-such-puzzle' && id === null;
    return (
      <main class="puzzle message">
        <h2>{t('puzzle.title')}</h2>
        <p
          class={none ? 'note' : 'problem'}
          role={none ? 'status' : 'alert'}
          data-puzzle-error={loaded.error.code}
        >
          {none ? t('puzzle.none') : errorText(loaded.error, t)}
        </p>
      </main>
    );
  }
  const { page, table } = loaded;
  const view = table.view();
  const marks = marksOf(view.players);
  // The players are named by their colours (the server names them by seat: names lead to games).
  const names = view.players.map((p) => t(`color.${p.color}` as Key));
  const words = { ...wordContext(table, t), names };
  const signedIn = loadIdentity() !== null;
  const judged = (answer: Awaited<ReturnType<typeof giveUpPuzzle>>) => {
    if (answer.ok) setVerdict(answer.value);
    else setProblem(answer);
  };
  const dispatch = (a: TurnAction) => {
    const r = turnStep(turn, a, source, { confirmStep: true });
    setTurn(r.state);
    if (!r.move) return;
    void answerPuzzle(page.id, formatMove(r.move)).then(judged);
  };
  const cfg = turnBoardConfig({
    view,
    tileDef: (tile) => table.tileDef(tile),
    marks,
    t,
    words,
    turn,
    source,
    dispatch,
    highlights: [],
    lastPlaced: view.board.length ? view.board[view.board.length - 1]! : null,
    lastMoves: lastPlacements(table),
  });
  const best = verdict ? parseMove(verdict.best) : null;
  return (
    <main class={`play puzzle look-${view.look}`} data-puzzle={page.id} data-phase={view.phase}>
      <Board cfg={cfg} />
      <aside class="panel">
        <h2>{page.day ? t('puzzle.daily', { day: page.day }) : t('puzzle.title')}</h2>
        <TurnSheet>
          <p class="turn">{t('puzzle.task', { who: names[view.actor] ?? '' })}</p>
          {!signedIn && <p class="note">{t('puzzle.signIn')}</p>}
          {tally && (
            <p class="note" data-tally={`${tally.solved}/${tally.answered}`}>
              {t('puzzle.tally', { solved: tally.solved, n: tally.answered })}
            </p>
          )}
          {!verdict && (
            <TurnChoices
              turn={turn}
              source={source}
              dispatch={dispatch}
              confirmStep
              words={words}
              tileDef={(tile) => table.tileDef(tile)}
              actor={view.actor}
              moveCount={table.moves().length}
            />
          )}
        </TurnSheet>
        {verdict && (
          <p data-solved={String(verdict.solved)} role="status">
            {verdict.solved
              ? t('puzzle.solved')
              : t(gaveUp ? 'puzzle.shown' : 'puzzle.missed', {
                  move: best?.ok ? moveWords(best.value, view.actor, words) : verdict.best,
                })}
          </p>
        )}
        {!verdict && signedIn && (
          <button
            type="button"
            data-action="give-up"
            onClick={() => {
              setGaveUp(true);
              void giveUpPuzzle(page.id).then(judged);
            }}
          >
            {t('puzzle.giveUp')}
          </button>
        )}
        {verdict && !verdict.recorded && <p class="note">{t('puzzle.again')}</p>}
        {verdict && (
          <p>
            <a href={reviewHash(verdict.table, verdict.index, null)} data-puzzle-game={verdict.table}>
              {t('puzzle.game')}
            </a>
          </p>
        )}
        {problem && (
          <p class="problem" role="alert">
            {errorText(problem, t)}
          </p>
        )}
        <CopyLink hash={() => Promise.resolve(puzzleHash(page.id))} />
      </aside>
    </main>
  );
}
