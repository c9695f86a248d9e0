import { AidsPanel } from '../ui/AidsPanel.js';
import { useAidsChoice, withAids } from '../ui/useAids.js';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { formatMove, parseMove, type GameView, type Move } from '@carcassonne/engine';
import type { TableState } from '@carcassonne/protocol';
import { Board } from '../board/Board.js';
import { errorText, type CodedError } from '../game/errors.js';
import { readRecord } from '../game/records.js';
import type { Table } from '../game/table.js';
import type { Seat, UiEvent } from '../game/types.js';
import {
  initialTurn,
  turnStep,
  type TurnAction,
  type TurnSource,
  type TurnState,
} from '../game/turn-input.js';
import { rotClassIn, tileDefIn, tilesOf, uiViewOf } from '../game/view.js';
import { useT } from '../ui/context.js';
import { EventLog } from '../ui/EventLog.js';
import { Final } from '../ui/Final.js';
import { highlightsOf, marksOf } from '../ui/Play.js';
import { Players } from '../ui/Players.js';
import { OnlineReplay } from './OnlineReplay.js';
import { HandTiles } from '../ui/HandTiles.js';
import { TilePreview } from '../ui/TilePreview.js';
import {
  HandActions,
  handRotation,
  TurnChoices,
  turnHintKey,
  TurnSheet,
  type TurnControls,
} from '../ui/TurnChoices.js';
import { turnBoardConfig, viewWordContext } from '../ui/turnBoard.js';
import { tileWords } from '../game/describe.js';
import { panelKind } from './bots.js';
import { Chat } from './Chat.js';
import { choicesOf, movesOfTile, uiEventOf } from './choices.js';
import type { OnlineClient, TableFeed } from './connection.js';
import { downloadRecord, fetchRecord, ratingChanges } from './records.js';
import { go } from '../route.js';
import { decidedWinners, endingWords } from './ending-words.js';
import { GameActions, LinkStatus, moveRefusal, PresenceLog, SeatPresence, YourSeat } from './Presence.js';
import { useTableAlerts } from './useAlerts.js';
import { useVacations, VacationNote } from './VacationNote.js';
import { Closed, Seating } from './Seating.js';
import { Chip } from '../ui/Chip.js';
import { TableAnnouncer } from './TableAnnouncer.js';
import { useKeepFocus } from '../ui/useKeepFocus.js';

/** One online table: seats before the start, then the game (players act, spectators watch), and the chat. */
export function TableScreen({
  client,
  table,
  invite,
}: {
  client: OnlineClient;
  table: string;
  invite: string | null;
}): JSX.Element {
  const t = useT();
  const feed = useMemo(() => client.watch(table, invite), [client, table]);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [replay, setReplay] = useState<Table | null>(null);
  useEffect(() => () => client.unwatch(table), [client, table]);
  const state = feed.state;
  useTableAlerts(feed, client.user.id);
  if (replay)
    return (
      <OnlineReplay
        table={replay}
        game={{ table, invite: feed.invite }}
        onExit={() => setReplay(null)}
        onOpen={() => setReplay(null)}
      />
    );
  if (!state) {
    const why = problem ?? feed.problem;
    const loading = <p class="muted">{t('online.loading')}</p>;
    const shown = why ? (
      <p class="problem" data-problem>
        {errorText(why, t)}
      </p>
    ) : (
      loading
    );
    return <main class="newgame">{shown}</main>;
  }
  const mySeat = state.seats.findIndex((s) => s.kind === 'human' && s.user === client.user.id);
  const openReplay = async () => {
    const got = await fetchRecord(table, feed.invite);
    if (!got.ok) return setProblem(got);
    const r = readRecord(got.text);
    if (r.ok) setReplay(r.table);
    else setProblem(r.error);
  };
  if (state.status === 'closed') return <Closed feed={feed} />;
  if (state.status === 'open' || !state.view)
    return <Seating client={client} feed={feed} state={state} mySeat={mySeat} />;
  return (
    <Game client={client} feed={feed} state={state} view={state.view} mySeat={mySeat} onReplay={openReplay} />
  );
}

function useNow(active: boolean): number {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

const NO_MOVES: readonly string[] = [];

/** Each player's last tile, from the moves this page was told of. */
function lastMovesOf(
  moves: readonly { readonly seat: number; readonly move: string }[],
): { x: number; y: number; player: number }[] {
  const out = new Map<number, { x: number; y: number; player: number }>();
  for (const m of moves) {
    const mv = parseMove(m.move);
    if (mv.ok && mv.value.type === 'place') out.set(m.seat, { x: mv.value.x, y: mv.value.y, player: m.seat });
  }
  return [...out.values()];
}

/** The game: the board with the confirm step (place, follower or none, confirm), the panel and the chat. */
function Game({
  client,
  feed,
  state: storedState,
  view: gameView,
  mySeat,
  onReplay,
}: {
  client: OnlineClient;
  feed: TableFeed;
  state: TableState;
  view: GameView;
  mySeat: number;
  onReplay: () => void;
}): JSX.Element {
  const t = useT();
  // A player due on vacation: the clocks count down to the deadline with the vacation counted.
  const { away, state } = useVacations(storedState, feed.invite);
  const version = gameView.version;
  // The strategic variant: our hand (the server's hand frame of this version) and the tile taken up.
  const mine = feed.hand?.seat === mySeat && feed.hand.version === version ? feed.hand.tiles : undefined;
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = mine ? (picked !== null && mine.includes(picked) ? picked : (mine[0] ?? null)) : null;
  const baseView = useMemo(() => uiViewOf(gameView), [gameView]);
  const view = useMemo(
    () =>
      mine
        ? {
            ...baseView,
            hand: mine,
            drawn: storedState.actor === mySeat && baseView.phase === 'place' ? chosen : null,
          }
        : baseView,
    [baseView, mine, chosen, mySeat, storedState.actor],
  );
  // The table's tiles, its expansions' among them: looked up as the local table looks them up.
  const tiles = useMemo(() => tilesOf(gameView), [gameView]);
  const aidsChoice = useAidsChoice();
  const marks = useMemo(() => marksOf(view.players), [view.players]);
  const names = view.players.map((p) => p.name);
  /** The turn being composed, for the view it was composed on (a new view starts afresh). */
  const [held, setHeld] = useState<{ version: number; turn: TurnState }>({ version, turn: initialTurn() });
  const turn = held.version === version ? held.turn : initialTurn(held.turn.rotation);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [hoverEvent, setHoverEvent] = useState<UiEvent | null>(null);
  const [finalOpen, setFinalOpen] = useState(true);
  useEffect(() => {
    setSending(false);
  }, [version]);

  const seatState = mySeat >= 0 ? state.seats[mySeat] : undefined;
  const substitute = seatState?.kind === 'human' && seatState.substitute;
  const finished = state.status === 'finished';
  const legal =
    feed.legal && feed.legal.version === version && feed.legal.seat === mySeat && state.actor === mySeat
      ? feed.legal.moves
      : NO_MOVES;
  const myTurn = !finished && mySeat >= 0 && legal.length > 0 && !substitute && !sending;
  // The strategic variant: the moves of the tile taken up (each move names its tile).
  const shownLegal = useMemo(() => movesOfTile(legal, chosen), [legal, chosen]);
  const choices = useMemo(() => choicesOf(shownLegal, shownLegal.length > 0 ? gameView : null), [shownLegal]);
  const placing = myTurn && !!view.drawn && view.phase === 'place';
  const main = useRef<HTMLElement>(null);
  const keepFocus = useKeepFocus(main, [version, myTurn]);
  useEffect(() => {
    // On a phone the panel (and its Confirm) lies below the board: a turn begins with the board in view.
    if (placing) main.current?.querySelector('.board')?.scrollIntoView?.({ block: 'nearest' });
  }, [placing, version]);
  const source = useMemo<TurnSource | null>(
    () =>
      myTurn
        ? {
            drawn: placing ? view.drawn : null,
            placements: choices.placements,
            followerPorts: choices.followers,
            figurePorts: choices.figures,
            recall: choices.recall,
            specials: choices.specials,
            wallTargets: choices.wallTargets,
            rotClass: (r) => (view.drawn ? rotClassIn(tiles, view.drawn, r) : r),
            // Abbey & Mayor: the abbey instead of the drawn tile, or in the final abbey round.
            ...((placing || (myTurn && view.phase === 'abbey')) && choices.abbeys.length > 0
              ? { abbeys: choices.abbeys }
              : {}),
          }
        : null,
    [choices, myTurn, placing, view, tiles],
  );

  const moveEvents = feed.events.flatMap((e) => (e.event.kind === 'move' ? [e.event] : []));
  const events: UiEvent[] =
    finished && state.report
      ? state.report.events.map((e) => uiEventOf(e, names))
      : moveEvents.flatMap((m) => m.events.map((e) => uiEventOf(e, names)));
  const last = moveEvents.at(-1);
  const flash = hoverEvent
    ? [hoverEvent]
    : last
      ? last.events.filter((e) => e.kind !== 'discard').map((e) => uiEventOf(e, names))
      : [];
  const lastTile = view.board.length > 1 ? view.board[view.board.length - 1]! : null;
  const seats: Seat[] = state.seats.map((s, i) => ({
    name: view.players[i]?.name ?? '',
    color: view.players[i]?.color ?? '',
    kind: s.kind === 'bot' ? panelKind(s.bot) : 'human',
  }));
  const someoneAway = state.seats.some((s) => s.kind === 'human' && !s.connected);
  const now = useNow((state.deadline !== null || someoneAway) && !finished);

  const send = async (m: Move) => {
    setSending(true);
    const drops = client.drops;
    const answer = await client.request({ type: 'move', table: feed.id, move: formatMove(m), version });
    if (!answer.ok) {
      setProblem(moveRefusal(answer, client.drops !== drops, t));
      setSending(false);
      setHeld({ version, turn: initialTurn(turn.rotation) });
    } else setProblem(null);
  };
  const dispatch = (a: TurnAction) => {
    const r = turnStep(turn, a, source, { confirmStep: true });
    setHeld({ version, turn: r.state });
    if (r.move) void send(r.move);
  };

  const tileDef = (id: string) => tileDefIn(tiles, id);
  const words = viewWordContext(view, tileDef, t);
  const cfg = turnBoardConfig({
    view,
    tileDef,
    marks,
    t,
    words,
    turn,
    source,
    dispatch,
    highlights: highlightsOf(flash, marks, view.board, tileDef),
    lastPlaced: lastTile ? { x: lastTile.x, y: lastTile.y } : null,
    lastMoves: lastMovesOf(moveEvents),
  });
  const aids = !finished && state.aids ? state.aids : null;
  const controls: TurnControls = {
    turn,
    source,
    dispatch,
    confirmStep: true,
    words,
    tileDef,
    actor: view.actor,
    moveCount: view.moveCount,
  };
  const actor = view.players[state.actor];
  const def = view.drawn ? tileDef(view.drawn) : undefined;
  const secondsLeft = state.deadline !== null ? Math.max(0, Math.ceil((state.deadline - now) / 1000)) : null;

  return (
    <main
      ref={main}
      onFocusIn={keepFocus.onFocusIn}
      onFocusOut={keepFocus.onFocusOut as never}
      class={`play online-play look-${view.look}`}
      data-phase={view.phase}
      data-actor={state.actor}
      data-finished={String(finished)}
      data-mine={String(myTurn)}
      data-version={version}
      data-tiles={view.board.length}
      data-spectator={String(mySeat < 0)}
    >
      <Board cfg={withAids(cfg, aids, aidsChoice)} />
      <aside class="panel">
        <h2 class="sr">{t('a11y.panel')}</h2>
        <TurnSheet>
          {!finished && actor && (
            <section class="turn" aria-live="polite">
              <p class="who">
                <Chip mark={marks[state.actor]} />{' '}
                {state.actor === mySeat ? t('online.yourTurn') : t('turn.yours', { who: actor.name })}
              </p>
              {secondsLeft !== null && state.settings.clock.kind === 'move' && (
                <p class="muted" data-deadline={state.deadline}>
                  {t('online.timeLeft', { n: secondsLeft })}
                </p>
              )}
              <VacationNote state={state} away={away} />
              {myTurn && <p class="hint">{t(turnHintKey(controls, view.phase))}</p>}
              {mySeat < 0 && <p class="muted">{t('online.watching')}</p>}
              {problem && (
                <p class="problem" data-move-problem>
                  {problem}
                </p>
              )}
            </section>
          )}
          {aids && (
            <AidsPanel
              aids={aids}
              marks={marks}
              look={view.look}
              tileDef={tileDef}
              inspected={aidsChoice.inspected}
              showOwners={aidsChoice.showOwners}
              onOwners={aidsChoice.setShowOwners}
            />
          )}
          <LinkStatus client={client} sending={sending} />
          {mySeat >= 0 && !finished && <YourSeat state={state} feed={feed} mySeat={mySeat} />}
          {substitute && !finished && !(seatState?.kind === 'human' && seatState.resigned) && (
            <section class="substitute" role="alert">
              {/* Why the bot plays (away, or out of time) is said above, by YourSeat. */}
              <button
                type="button"
                class="primary"
                data-action="resume"
                onClick={() => void client.request({ type: 'resume', table: feed.id })}
              >
                {t('online.resume')}
              </button>
            </section>
          )}
          <section class="hand">
            {mine && !finished && (
              <HandTiles
                hand={mine}
                drawn={view.drawn}
                active={placing && !turn.pending}
                look={view.look}
                tileDef={tileDef}
                onChoose={(id) => {
                  setPicked(id);
                  setHeld({ version, turn: initialTurn(turn.rotation) });
                }}
              />
            )}
            {def && !finished && (
              <div class="drawn">
                <TilePreview
                  def={def}
                  look={view.look}
                  rotation={handRotation(turn)}
                  title={`${t('tile.drawn')}: ${tileWords(def, t)}`}
                />
                {placing && <HandActions {...controls} />}
              </div>
            )}
            <TurnChoices {...controls} />
            <p class="muted" data-tiles-left={view.tilesLeft}>
              {t('tile.left', { n: view.tilesLeft })}
            </p>
          </section>
        </TurnSheet>
        <SeatPresence state={state} names={names} now={now} />
        <Players view={view} seats={seats} marks={marks} events={events} tileDef={tileDef} />
        <GameActions client={client} feed={feed} state={state} mySeat={mySeat} names={names} />
        {finished && (
          <section class="actions">
            <button type="button" class="primary" data-action="open-replay" onClick={onReplay}>
              {t('menu.replay')}
            </button>
            <button
              type="button"
              data-action="download-record"
              onClick={() => void downloadRecord(feed.id, feed.invite)}
            >
              {t('online.record')}
            </button>
          </section>
        )}
        <EventLog events={events} names={names} onHover={setHoverEvent} />
        <PresenceLog events={feed.events} names={names} />
        <Chat client={client} feed={feed} />
        <TableAnnouncer
          feed={feed}
          state={state}
          view={gameView}
          words={words}
          me={client.user.id}
          myTurn={myTurn}
          placing={placing ? { tile: def, placements: choices.placements } : null}
          secondsLeft={secondsLeft}
        />
      </aside>
      {finished && finalOpen && state.ending?.end !== 'aborted' && (
        <Final
          view={view}
          events={events}
          marks={marks}
          winnerSeats={decidedWinners(state.ending, feed.events, names, view.scores)}
          endWords={endingWords(state.ending, names, t)}
          onClose={() => setFinalOpen(false)}
          onReplay={onReplay}
          onNew={() => go({ kind: 'lobby' })}
          ratings={ratingChanges(feed.events, state.seats)}
        />
      )}
    </main>
  );
}
