import type { JSX } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { formatMove, type GameView, type Port, type Rotation } from '@carcassonne/engine';
import type { TableState } from '@carcassonne/protocol';
import { Board } from '../board/Board.js';
import type { BoardConfig } from '../board/config.js';
import { errorText, type CodedError } from '../game/errors.js';
import { readRecord } from '../game/records.js';
import type { Table } from '../game/table.js';
import type { Seat, UiEvent, UiTile, WallTarget } from '../game/types.js';
import { rotClassOf, tileDefOf, uiViewOf } from '../game/view.js';
import type { Key } from '../i18n/en.js';
import { useLang, useT } from '../ui/context.js';
import { EventLog } from '../ui/EventLog.js';
import { Final } from '../ui/Final.js';
import { highlightsOf, marksOf } from '../ui/Play.js';
import { Players } from '../ui/Players.js';
import { Replay } from '../ui/Replay.js';
import { TilePreview } from '../ui/TilePreview.js';
import { botWords, panelKind } from './bots.js';
import { Chat } from './Chat.js';
import { choicesOf, uiEventOf } from './choices.js';
import type { Answer, OnlineClient, TableFeed } from './connection.js';
import { recordUrl } from './identity.js';
import { go } from './route.js';
import { presetName } from './Lobby.js';

/** One online table: seats before the start, then the game (players act, spectators watch), and the chat. */
export function TableScreen({ client, table, invite }: { client: OnlineClient; table: string; invite: string | null }): JSX.Element {
  const t = useT();
  const feed = useMemo(() => client.watch(table, invite), [client, table]);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [replay, setReplay] = useState<Table | null>(null);
  useEffect(() => () => client.unwatch(table), [client, table]);
  const state = feed.state;
  if (replay) return <Replay table={replay} onExit={() => setReplay(null)} onOpen={() => setReplay(null)} />;
  if (!state) {
    const why = problem ?? feed.problem;
    const loading = <p class="muted">{t('online.loading')}</p>;
    const shown = why ? <p class="problem" data-problem>{errorText(why, t)}</p> : loading;
    return <main class="newgame">{shown}</main>;
  }
  const mySeat = state.seats.findIndex((s) => s.kind === 'human' && s.user === client.user.id);
  const openReplay = async () => {
    const response = await fetch(recordUrl(table, feed.invite));
    const r = readRecord(await response.text());
    if (r.ok) setReplay(r.table);
    else setProblem(r.error);
  };
  if (state.status === 'open' || !state.view) return <Seating client={client} feed={feed} state={state} mySeat={mySeat} />;
  return <Game client={client} feed={feed} state={state} view={state.view} mySeat={mySeat} onReplay={openReplay} />;
}

function inviteLink(feed: TableFeed): string | null {
  return feed.invite ? `${location.origin}${location.pathname}#/t/${feed.id}?invite=${feed.invite}` : null;
}

function Seating({ client, feed, state, mySeat }: { client: OnlineClient; feed: TableFeed; state: TableState; mySeat: number }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [problem, setProblem] = useState<CodedError | null>(null);
  const act = async (p: Promise<Answer>) => {
    const a = await p;
    setProblem(a.ok ? null : a);
  };
  const isHost = state.host === client.user.id;
  const link = inviteLink(feed);
  const full = state.seats.every((s) => s.kind !== 'open');
  return (
    <main class="newgame seating" data-table-status={state.status}>
      <h2>
        {presetName(t, state.settings.preset)} · {t(`online.status.${state.status}` as Key)}
      </h2>
      <p class="muted">
        {t(state.settings.visibility === 'private' ? 'online.private' : 'online.public')} · {clockText(state, t)} · {state.settings.rated ? t('online.rated') : t('online.unrated')}
      </p>
      <ol class="seat-list">
        {state.seats.map((s, i) => (
          <li key={i} data-seat={i} data-seat-kind={s.kind}>
            {s.kind === 'open' ? (
              mySeat < 0 ? (
                <button type="button" class="primary" data-action="join" data-seat={i} onClick={() => act(client.request({ type: 'join', table: feed.id, seat: i, ...(feed.invite ? { invite: feed.invite } : {}) }))}>
                  {t('online.takeSeat')}
                </button>
              ) : (
                <span class="muted">{t('online.openSeat')}</span>
              )
            ) : (
              <span>
                {s.name}
                {s.kind === 'bot' && <small class="bot"> · {botWords(t, lang, s.bot, s.level)}</small>}
                {s.kind === 'human' && s.user === client.user.id && <small> · {t('online.you')}</small>}
              </span>
            )}
          </li>
        ))}
      </ol>
      {link && (
        <label class="invite">
          {t('online.inviteLink')} <input readOnly data-invite-link value={link} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        </label>
      )}
      <div class="actions">
        {isHost && (
          <button type="button" class="primary" data-action="start" disabled={!full} onClick={() => act(client.request({ type: 'start', table: feed.id }))}>
            {t('online.start')}
          </button>
        )}
        {mySeat >= 0 && (
          <button type="button" data-action="leave" onClick={() => act(client.request({ type: 'leave', table: feed.id }))}>
            {t('online.leave')}
          </button>
        )}
        <button type="button" onClick={() => go('#/online')}>
          {t('online.lobby')}
        </button>
      </div>
      {!full && <p class="muted">{t('online.waiting')}</p>}
      {problem && <p class="problem">{errorText(problem, t)}</p>}
      <Chat client={client} feed={feed} />
    </main>
  );
}

function clockText(state: TableState, t: ReturnType<typeof useT>): string {
  const c = state.settings.clock;
  return c.kind === 'none' ? t('online.clockNone') : c.kind === 'move' ? t('online.perMove', { n: c.seconds }) : t('online.perMoveDays', { n: c.days });
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

/** The game: the board with the confirm step (place, follower or none, confirm), the panel and the chat. */
function Game({ client, feed, state, view: gameView, mySeat, onReplay }: { client: OnlineClient; feed: TableFeed; state: TableState; view: GameView; mySeat: number; onReplay: () => void }): JSX.Element {
  const t = useT();
  const view = useMemo(() => uiViewOf(gameView), [gameView]);
  const marks = useMemo(() => marksOf(view.players), [view.players]);
  const names = view.players.map((p) => p.name);
  const version = gameView.version;
  const [rotation, setRotation] = useState<Rotation>(0);
  const [pending, setPending] = useState<UiTile | null>(null);
  /** undefined: not chosen yet; null: no follower. */
  const [follower, setFollower] = useState<Port | null | undefined>(undefined);
  const [wall, setWall] = useState<WallTarget | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [hoverEvent, setHoverEvent] = useState<UiEvent | null>(null);
  const [finalOpen, setFinalOpen] = useState(true);
  useEffect(() => {
    setPending(null);
    setFollower(undefined);
    setWall(null);
    setSending(false);
  }, [version]);

  const seatState = mySeat >= 0 ? state.seats[mySeat] : undefined;
  const substitute = seatState?.kind === 'human' && seatState.substitute;
  const finished = state.status === 'finished';
  const legal = feed.legal && feed.legal.version === version && feed.legal.seat === mySeat && state.actor === mySeat ? feed.legal.moves : NO_MOVES;
  const myTurn = !finished && mySeat >= 0 && legal.length > 0 && !substitute && !sending;
  const choices = useMemo(() => choicesOf(legal), [legal]);
  const placing = myTurn && !!view.drawn && view.phase === 'place';
  const followerTargets = pending && follower === undefined ? choices.followers(pending) : [];
  const wallTargets = myTurn && !pending ? (wall ? [wall] : choices.wallTargets) : [];
  const ready = myTurn && ((pending !== null && follower !== undefined) || wall !== null);

  const moveEvents = feed.events.flatMap((e) => (e.event.kind === 'move' ? [e.event] : []));
  const events: UiEvent[] = finished && state.report ? state.report.events.map((e) => uiEventOf(e, names)) : moveEvents.flatMap((m) => m.events.map((e) => uiEventOf(e, names)));
  const last = moveEvents.at(-1);
  const flash = hoverEvent ? [hoverEvent] : last ? last.events.filter((e) => e.kind !== 'discard').map((e) => uiEventOf(e, names)) : [];
  const lastTile = view.board.length > 1 ? view.board[view.board.length - 1]! : null;
  const seats: Seat[] = state.seats.map((s, i) => ({ name: view.players[i]?.name ?? '', color: view.players[i]?.color ?? '', kind: s.kind === 'bot' ? panelKind(s.bot) : 'human' }));
  const now = useNow(state.deadline !== null && !finished);

  const confirm = async () => {
    let move: string;
    if (wall) move = formatMove(wall.move);
    else if (pending && follower !== undefined) move = formatMove({ type: 'place', tile: pending.tile, x: pending.x, y: pending.y, rotation: pending.rotation, ...(follower ? { follower } : {}) });
    else return;
    setSending(true);
    const answer = await client.request({ type: 'move', table: feed.id, move, version });
    if (!answer.ok) {
      setProblem(answer);
      setSending(false);
      setPending(null);
      setFollower(undefined);
      setWall(null);
    } else setProblem(null);
  };
  const cancel = () => {
    setPending(null);
    setFollower(undefined);
    setWall(null);
  };

  const shownFollowers = pending && follower ? [...view.followers, { x: pending.x, y: pending.y, port: follower, kind: 'follower', player: mySeat }] : view.followers;
  const cfg: BoardConfig = {
    look: view.look,
    tileDef: (id) => tileDefOf(view.preset, id),
    tiles: view.board,
    followers: shownFollowers,
    wall: view.wall,
    towers: view.towers,
    players: marks,
    drawn: placing ? view.drawn : null,
    rotation,
    rotClass: (r) => (view.drawn ? rotClassOf(view.preset, view.drawn, r) : r),
    legal: placing ? choices.placements : [],
    pending,
    followerTargets,
    wallTargets,
    highlights: highlightsOf(flash, marks),
    lastPlaced: lastTile ? { x: lastTile.x, y: lastTile.y } : null,
    label: t('board.label'),
    events: {
      place: (p) => {
        if (!placing || !view.drawn) return;
        setRotation(p.rotation);
        setPending({ ...p, tile: view.drawn });
        setFollower(choices.followers(p).length === 0 ? null : undefined);
      },
      rotate: (r) => setRotation(r),
      follower: (port) => setFollower(port),
      wall: (w) => setWall(w),
    },
  };
  const actor = view.players[state.actor];
  const def = view.drawn ? tileDefOf(view.preset, view.drawn) : undefined;
  const secondsLeft = state.deadline !== null ? Math.max(0, Math.ceil((state.deadline - now) / 1000)) : null;

  return (
    <main
      class={`play online-play look-${view.look}`}
      data-phase={view.phase}
      data-actor={state.actor}
      data-finished={String(finished)}
      data-mine={String(myTurn)}
      data-version={version}
      data-tiles={view.board.length}
      data-spectator={String(mySeat < 0)}
    >
      <Board cfg={cfg} />
      <aside class="panel">
        {!finished && actor && (
          <section class="turn" aria-live="polite">
            <p class="who">
              <span class="chip" style={{ background: marks[state.actor]?.fill, color: marks[state.actor]?.ink }}>
                {marks[state.actor]?.letter}
              </span>{' '}
              {state.actor === mySeat ? t('online.yourTurn') : t('turn.yours', { who: actor.name })}
            </p>
            {secondsLeft !== null && <p class="muted" data-deadline={state.deadline}>{t('online.timeLeft', { n: secondsLeft })}</p>}
            {myTurn && <p class="hint">{t(pending && follower === undefined ? 'turn.follower' : ready ? 'online.confirmHint' : (`turn.${view.phase}` as Key))}</p>}
            {mySeat < 0 && <p class="muted">{t('online.watching')}</p>}
            {problem && <p class="problem">{errorText(problem, t)}</p>}
          </section>
        )}
        {substitute && !finished && (
          <section class="substitute" role="alert">
            <p>{t('online.botPlaying')}</p>
            <button type="button" class="primary" data-action="resume" onClick={() => void client.request({ type: 'resume', table: feed.id })}>
              {t('online.resume')}
            </button>
          </section>
        )}
        <section class="hand">
          {def && !finished && (
            <div class="drawn">
              <TilePreview def={def} look={view.look} rotation={pending?.rotation ?? rotation} title={`${t('tile.drawn')} ${def.id}`} />
              {placing && !pending && (
                <button type="button" data-action="rotate" onClick={() => setRotation((((rotation + 90) % 360) as Rotation))}>
                  ⟳ {t('tile.rotate')}
                </button>
              )}
            </div>
          )}
          <div class="choices">
            {myTurn && pending && follower === undefined && (
              <>
                {followerTargets.map((p, i) => (
                  <button type="button" key={p} data-follower={p} onClick={() => setFollower(p)}>
                    {i + 1}. {p}
                  </button>
                ))}
                <button type="button" data-action="no-follower" onClick={() => setFollower(null)}>
                  0. {t('tile.noFollower')}
                </button>
              </>
            )}
            {myTurn && !pending && !wall &&
              choices.wallTargets.map((w, i) => (
                <button type="button" key={i} data-wall-choice={i} onClick={() => setWall(w)}>
                  {i + 1}. {formatMove(w.move)}
                </button>
              ))}
            {ready && (
              <button type="button" class="primary" data-action="confirm" onClick={() => void confirm()}>
                ✓ {t('online.confirm')}
              </button>
            )}
            {myTurn && (pending || wall) && (
              <button type="button" data-action="cancel" onClick={cancel}>
                {t('tile.cancel')}
              </button>
            )}
          </div>
          <p class="muted" data-tiles-left={view.tilesLeft}>
            {t('tile.left', { n: view.tilesLeft })}
          </p>
        </section>
        <Players view={view} seats={seats} marks={marks} events={events} />
        {finished && (
          <section class="actions">
            <button type="button" class="primary" data-action="open-replay" onClick={onReplay}>
              {t('menu.replay')}
            </button>
            <a class="button" href={recordUrl(feed.id, feed.invite)} download data-action="download-record">
              {t('online.record')}
            </a>
          </section>
        )}
        <EventLog events={events} names={names} onHover={setHoverEvent} />
        <Chat client={client} feed={feed} />
      </aside>
      {finished && finalOpen && <Final view={view} events={events} marks={marks} onClose={() => setFinalOpen(false)} onReplay={onReplay} onNew={() => go('#/online')} />}
    </main>
  );
}
