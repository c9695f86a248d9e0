import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { TableState } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import { botWords } from './bots.js';
import { Chat } from './Chat.js';
import type { OnlineClient, RequestAnswer, TableFeed } from './connection.js';
import { go, tableHash } from '../route.js';
import { presetName } from './Lobby.js';

/** A table before its game (seats, settings, invite, start) and one closed without a result. */

/** A table that ended without a result: why. */
export function Closed({ feed }: { feed: TableFeed }): JSX.Element {
  const t = useT();
  const closed = [...feed.events].reverse().find((e) => e.event.kind === 'closed')?.event;
  const reason = closed?.kind === 'closed' ? closed.reason : 'cancelled';
  return (
    <main class="newgame seating" data-table-status="closed">
      <p data-closed={reason}>{t(`online.closed.${reason}`)}</p>
      <div class="actions">
        <button type="button" onClick={() => go({ kind: 'lobby' })}>
          {t('online.lobby')}
        </button>
      </div>
    </main>
  );
}

/**
 * Why a seated player waits, and who may start: the seats still open, or the host (by name) —
 * and when the host is away, when the role passes on or the table closes.
 */
function waitingText(state: TableState, isHost: boolean, t: ReturnType<typeof useT>, lang: string): string {
  const full = state.seats.every((s) => s.kind !== 'open');
  const why = !full
    ? t('online.waiting')
    : isHost
      ? t('online.youStart')
      : t('online.waitHost', { name: state.hostName });
  if (state.expires === null || isHost) return why;
  const time = new Date(state.expires).toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
  return `${why} ${t('online.hostAway', { name: state.hostName, time })}`;
}

function inviteLink(feed: TableFeed): string | null {
  return feed.invite ? `${location.origin}${location.pathname}${tableHash(feed.id, feed.invite)}` : null;
}

export function Seating({
  client,
  feed,
  state,
  mySeat,
}: {
  client: OnlineClient;
  feed: TableFeed;
  state: TableState;
  mySeat: number;
}): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [problem, setProblem] = useState<CodedError | null>(null);
  const act = async (p: Promise<RequestAnswer>) => {
    const a = await p;
    setProblem(a.ok ? null : a);
  };
  const isHost = state.host === client.user.id;
  const link = inviteLink(feed);
  const full = state.seats.every((s) => s.kind !== 'open');
  const last = feed.events.at(-1)?.event;
  const newHost = last?.kind === 'host' ? last.name : null;
  return (
    <main class="newgame seating" data-table-status={state.status}>
      <h2>
        {presetName(t, state.settings.preset)} · {t(`online.status.${state.status}`)}
      </h2>
      <p class="muted">
        {t(state.settings.visibility === 'private' ? 'online.private' : 'online.public')} ·{' '}
        {clockText(state, t)} · {state.settings.rated ? t('online.rated') : t('online.unrated')}
      </p>
      <ol class="seat-list">
        {state.seats.map((s, i) => (
          <li key={i} data-seat={i} data-seat-kind={s.kind}>
            {s.kind === 'open' ? (
              mySeat < 0 ? (
                <button
                  type="button"
                  class="primary"
                  data-action="join"
                  data-seat={i}
                  onClick={() =>
                    act(
                      client.request({
                        type: 'join',
                        table: feed.id,
                        seat: i,
                        ...(feed.invite ? { invite: feed.invite } : {}),
                      }),
                    )
                  }
                >
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
                {isHost && !(s.kind === 'human' && s.user === client.user.id) && (
                  <>
                    {' '}
                    <button
                      type="button"
                      data-action="remove"
                      data-seat={i}
                      onClick={() => act(client.request({ type: 'remove', table: feed.id, seat: i }))}
                    >
                      {t('online.remove')}
                    </button>
                  </>
                )}
              </span>
            )}
          </li>
        ))}
      </ol>
      {link && (
        <label class="invite">
          {t('online.inviteLink')}{' '}
          <input
            readOnly
            data-invite-link
            value={link}
            onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
          />
        </label>
      )}
      <div class="actions">
        {isHost && (
          <button
            type="button"
            class="primary"
            data-action="start"
            disabled={!full}
            onClick={() => act(client.request({ type: 'start', table: feed.id }))}
          >
            {t('online.start')}
          </button>
        )}
        {isHost && (
          <button
            type="button"
            data-action="cancel"
            onClick={() => act(client.request({ type: 'cancel', table: feed.id }))}
          >
            {t('online.cancel')}
          </button>
        )}
        {mySeat >= 0 && (
          <button
            type="button"
            data-action="leave"
            onClick={() => act(client.request({ type: 'leave', table: feed.id }))}
          >
            {t('online.leave')}
          </button>
        )}
        <button type="button" onClick={() => go({ kind: 'lobby' })}>
          {t('online.lobby')}
        </button>
      </div>
      {newHost && <p data-new-host>{t('online.newHost', { name: newHost })}</p>}
      {(mySeat >= 0 || isHost) && (
        <p class="muted" data-waiting>
          {waitingText(state, isHost, t, lang)}
        </p>
      )}
      {problem && <p class="problem">{errorText(problem, t)}</p>}
      <Chat client={client} feed={feed} />
    </main>
  );
}

function clockText(state: TableState, t: ReturnType<typeof useT>): string {
  const c = state.settings.clock;
  return c.kind === 'none'
    ? t('online.clockNone')
    : c.kind === 'move'
      ? t('online.perMove', { n: c.seconds })
      : c.kind === 'bank'
        ? t('clock.bank', { m: c.minutes, s: c.increment })
        : t('online.perMoveDays', { n: c.days });
}
