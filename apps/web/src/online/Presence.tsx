import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { SeatState, TableEvent, TableState } from '@carcassonne/protocol';
import { MIN_RATED_MOVES } from '@carcassonne/protocol/plain';
import { errorText, type CodedError } from '../game/errors.js';
import type { T } from '../i18n/index.js';
import { useT } from '../ui/context.js';
import type { OnlineClient, TableFeed } from './connection.js';
import { go } from '../route.js';
import { endingWords } from './ending-words.js';
import { ScrollList } from '../ui/ScrollList.js';

/** A clock's time as players read it: 4:05, 0:09, or 2 d 3 h for correspondence. */
export function clockWords(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s >= 86_400) return `${Math.floor(s / 86_400)} d ${Math.floor((s % 86_400) / 3600)} h`;
  if (s >= 3600) return `${Math.floor(s / 3600)}:${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} h`;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A duration in words: 40 s, 3 min. */
export function ago(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 120 ? `${s} s` : `${Math.round(s / 60)} min`;
}

/** Below this a player's clock shows the warning. */
const LOW_MS = 20_000;

type Person = Extract<SeatState, { kind: 'human' }>;

/**
 * Why a bot plays a person's seat, or how long they have been away, in words for everyone. Once
 * the game is over no bot plays any more: only a resignation is said.
 */
export function presenceWords(
  seat: Person,
  name: string,
  now: number,
  t: T,
  finished = false,
): string | null {
  const who = name;
  if (finished) return seat.resigned ? t('end.resigned', { who }) : null;
  if (seat.resigned) return t('presence.botResigned', { who });
  if (seat.substitute) {
    if (seat.reason === 'timeouts') return t('presence.botTimeouts', { who, n: seat.timeouts ?? 3 });
    return t('presence.botAbsent', { who });
  }
  if (seat.reason === 'timeout') return t('presence.botTimeout', { who });
  if (!seat.connected && seat.awaySince) {
    const away = ago(now - seat.awaySince);
    if (seat.botAt) return t('presence.awayBotIn', { who, t: away, s: ago(seat.botAt - now) });
    return t('presence.away', { t: away });
  }
  return null;
}

/** Time left for each seat (ms): the seat due counts down to the deadline, the others show their bank. */
export function timeLeft(state: TableState, seat: number, now: number): number | null {
  const s = state.seats[seat];
  if (s?.kind !== 'human' || state.settings.clock.kind === 'none') return null;
  if (seat === state.actor && state.deadline !== null) return Math.max(0, state.deadline - now);
  return s.bank ?? null;
}

/**
 * Every seat's presence and clock, for everyone at the table: connected, away (for how long,
 * and when the bot takes over), or played by a bot and why; the time left, ticking on the seat due.
 */
export function SeatPresence({
  state,
  names,
  now,
}: {
  state: TableState;
  names: readonly string[];
  now: number;
}): JSX.Element {
  const t = useT();
  return (
    <ul class="presence" data-presence>
      {state.seats.map((s, i) => {
        const name = names[i] ?? '';
        const left = timeLeft(state, i, now);
        const words = s.kind === 'human' ? presenceWords(s, name, now, t, state.status === 'finished') : null;
        const low = left !== null && left < LOW_MS && i === state.actor;
        const status = s.kind !== 'human' ? 'bot' : s.substitute ? 'bot' : s.connected ? 'here' : 'away';
        return (
          <li key={i} data-seat={i} data-presence-status={status}>
            <span class={`dot dot-${status}`} aria-hidden="true" /> {name}
            {s.kind === 'human' && s.connected && !words && (
              <small class="muted"> · {t('presence.here')}</small>
            )}
            {left !== null && (
              <span
                class={`clock${i === state.actor ? ' due' : ''}${low ? ' low' : ''}`}
                data-clock={i}
                title={low ? t('clock.low') : undefined}
              >
                {' '}
                {clockWords(left)}
                {low && <small class="clock-low"> {t('clock.low')}</small>}
              </span>
            )}
            {words && (
              <small class="presence-words" data-presence-words={i}>
                {' '}
                — {words}
              </small>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** What the player at this page is told of their own seat: time ran out, a bot played for them. */
export function YourSeat({
  state,
  feed,
  mySeat,
}: {
  state: TableState;
  feed: TableFeed;
  mySeat: number;
}): JSX.Element | null {
  const t = useT();
  const seat = state.seats[mySeat];
  if (seat?.kind !== 'human' || seat.resigned) return null;
  const returned = lastOf(
    feed.events,
    (e) => e.kind === 'control' && e.seat === mySeat && e.reason === 'returned',
  );
  let words: string | null = null;
  if (seat.substitute && seat.reason === 'timeouts')
    words = t('presence.youTimeouts', { n: seat.timeouts ?? 3 });
  else if (seat.substitute) words = t('presence.youAbsent', { n: seat.botMoves ?? 0 });
  else if (seat.reason === 'timeout') words = t('presence.youTimeout');
  else if (returned?.kind === 'control' && (returned.botMoves ?? 0) > 0 && (seat.botMoves ?? 0) === 0) {
    // Until the player's own next move: the last event of the seat is the return.
    const lastOfSeat = lastOf(
      feed.events,
      (e) => (e.kind === 'move' || e.kind === 'control') && e.seat === mySeat,
    );
    if (lastOfSeat === returned) words = t('presence.youBack', { n: returned.botMoves ?? 0 });
  }
  if (!words) return null;
  return (
    <p class="substitute" role="status" data-your-seat>
      {words}
    </p>
  );
}

function lastOf(
  events: readonly { event: TableEvent }[],
  test: (e: TableEvent) => boolean,
): TableEvent | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!.event;
    if (test(e)) return e;
  }
  return undefined;
}

/** The table's events a person sees besides the scoring: bot moves for people, hand-overs, resignations. */
export function PresenceLog({
  events,
  names,
}: {
  events: readonly { seq: number; event: TableEvent }[];
  names: readonly string[];
}): JSX.Element | null {
  const t = useT();
  const lines = events.flatMap(({ seq, event: e }) => {
    const who = names['seat' in e ? e.seat : -1] ?? '';
    if (e.kind === 'move' && e.for)
      return [{ seq, text: `${who}: ${e.move} — ${t('presence.botMove')}`, bot: true }];
    if (e.kind === 'control' && e.by === 'bot') {
      const key =
        e.reason === 'timeout'
          ? 'presence.botTimeout'
          : e.reason === 'timeouts'
            ? 'presence.botTimeouts'
            : 'presence.botAbsent';
      return [{ seq, text: t(key, { who, n: 3 }), bot: false }];
    }
    if (e.kind === 'resigned') return [{ seq, text: t('end.resigned', { who }), bot: false }];
    if (e.kind === 'berserk') return [{ seq, text: t('end.berserked', { who }), bot: false }];
    return [];
  });
  if (lines.length === 0) return null;
  return (
    <ScrollList class="presence-log" data-presence-log aria-label={t('a11y.presence')}>
      {lines.slice(-20).map((l) => (
        <li key={l.seq} data-bot-move={l.bot ? 'true' : undefined}>
          {l.text}
        </li>
      ))}
    </ScrollList>
  );
}

/**
 * The words of a refused move, as local play words its code; a move sent before the connection
 * dropped and refused once sent again says so (the refusal alone would read as a new mistake).
 */
export function moveRefusal(answer: CodedError, dropped: boolean, t: T): string {
  const why = errorText(answer, t);
  return dropped ? t('presence.refusedAfter', { why }) : why;
}

/** The connection's state: reconnecting (a dead link), and a move still being sent. */
export function LinkStatus({
  client,
  sending,
}: {
  client: OnlineClient;
  sending: boolean;
}): JSX.Element | null {
  const t = useT();
  const down = client.status !== 'open';
  if (!down && !sending) return null;
  return (
    <p class="link-status" role="status" data-link={down ? 'reconnecting' : 'sending'}>
      {down ? t('presence.reconnecting') : ''} {sending ? t('presence.sending') : ''}
    </p>
  );
}

/**
 * Resign (with a confirmation), abort before every seat has made `MIN_RATED_MOVES` moves, berserk
 * at an arena table that allows it before one's first move (the server decides), and the rematch
 * after the end.
 */
export function GameActions({
  client,
  feed,
  state,
  mySeat,
  names,
}: {
  client: OnlineClient;
  feed: TableFeed;
  state: TableState;
  mySeat: number;
  names: readonly string[];
}): JSX.Element | null {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const seat = state.seats[mySeat];
  const finished = state.status === 'finished';
  const endWords = endingWords(state.ending, names, t);
  if (seat?.kind !== 'human') return endWords.length > 0 ? <EndWords words={endWords} /> : null;
  const act = async (request: Promise<{ ok: true } | ({ ok: false } & CodedError)>) => {
    const a = await request;
    setProblem(a.ok ? null : a);
  };
  const rematch = state.rematch ?? null;
  const movesMade = state.view?.moveCount ?? 0;
  // Seat 0 starts and turns go round: my first move is the game's move number `mySeat`.
  const berserk =
    state.settings.berserk === true &&
    state.status === 'playing' &&
    seat.berserk !== true &&
    movesMade <= mySeat;
  return (
    <section class="game-actions actions" data-game-actions>
      {finished && <EndWords words={endWords} />}
      {!finished && !seat.resigned && !confirming && (
        <button type="button" data-action="resign" onClick={() => setConfirming(true)}>
          {t('end.resign')}
        </button>
      )}
      {confirming && !finished && (
        <span role="alertdialog" data-confirm="resign">
          {t('end.resignConfirm')}{' '}
          <button
            type="button"
            class="primary"
            data-action="resign-yes"
            onClick={() => {
              setConfirming(false);
              void act(client.request({ type: 'resign', table: feed.id }));
            }}
          >
            {t('end.resignYes')}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {t('end.cancel')}
          </button>
        </span>
      )}
      {berserk && (
        <button
          type="button"
          data-action="berserk"
          title={t('end.berserkTitle')}
          onClick={() => void act(client.request({ type: 'berserk', table: feed.id }))}
        >
          {t('end.berserk')}
        </button>
      )}
      {!finished && movesMade < state.seats.length * MIN_RATED_MOVES && (
        <button
          type="button"
          data-action="abort"
          onClick={() => void act(client.request({ type: 'abort', table: feed.id }))}
        >
          {t('end.abort')}
        </button>
      )}
      {finished && rematch && (
        <button
          type="button"
          class="primary"
          data-action="open-rematch"
          onClick={() => go({ kind: 'table', id: rematch, invite: null })}
        >
          {t('end.rematchOpen')}
        </button>
      )}
      {finished && !rematch && (
        <button
          type="button"
          class="primary"
          data-action="rematch"
          onClick={async () => {
            const a = await client.request({ type: 'rematch', table: feed.id });
            if (a.ok) go({ kind: 'table', id: a.result.table, invite: a.result.invite });
            else setProblem(a);
          }}
        >
          {t('end.rematch')}
        </button>
      )}
      {problem && (
        <p class="problem" data-problem>
          {errorText(problem, t)}
        </p>
      )}
    </section>
  );
}

function EndWords({ words }: { words: readonly string[] }): JSX.Element {
  return (
    <div data-ending>
      {words.map((w) => (
        <p key={w}>{w}</p>
      ))}
    </div>
  );
}
