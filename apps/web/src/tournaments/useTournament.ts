import type { MyTournament, TournamentView } from '@carcassonne/protocol';
import { useEffect, useState } from 'preact/hooks';
import { urlNumber } from '../bots/url.js';
import type { CodedError } from '../game/errors.js';
import type { OnlineClient } from '../online/connection.js';
import type { Identity } from '../online/identity.js';
import { myTournament, tournamentView } from './api.js';
import { browserPolling, startPolling } from './poll.js';

/** How often an open tournament is asked for again (`?pollMs=` in tests)… */
const POLL_MS = urlNumber('pollMs', 5000);
/** …and how often when the server tells of each change over the socket (a safety net only). */
const FOLLOWED_POLL_MS = urlNumber('followedPollMs', 30_000);
/**
 * What tells one answer from the last: the version (a round paired, a result, the status), and
 * the entries, which the server changes without raising the version (registering, checking in).
 */
export function markOf(view: TournamentView): string {
  const entries = view.entrants.map((e) => `${e.id}:${e.checkedIn ? 1 : 0}${e.withdrawn ? 1 : 0}`).join(',');
  return `${view.id}/${view.version}/${view.status}/${entries}/${view.live.map((l) => l.table).join(',')}`;
}

/** How often, and how soon, my tables are asked again while the view shows one they lack. */
const MINE_RETRIES = 10;
const MINE_RETRY_MS = 1000;

/** Whether the view seats me at a live table that my tables do not list. */
export const missingTable = (view: TournamentView, me: string, mine: MyTournament): boolean =>
  view.live.some((l) => l.seats.includes(me) && !mine.games.some((g) => g.table === l.table));

/** A tournament that can still change: followed until it is over. */
export const isOpen = (view: TournamentView): boolean =>
  view.status === 'upcoming' || view.status === 'running' || view.status === 'paused';

/**
 * A tournament's view, followed while it is open and the page shows it, and the signed-in player's
 * entry and tables to play (asked again whenever the view changes). With a connection,
 * the server tells of every change (`tournament-follow`) and the view is read at once; polling
 * goes on, slower, in case a push is lost.
 */
export function useTournament(
  id: string,
  identity: Identity | null,
  client: OnlineClient | null,
): {
  view: TournamentView | null;
  mine: MyTournament | null;
  problem: CodedError | null;
  /** When the last answer came (the entry panel's windows are judged against it). */
  now: number;
  refresh: () => void;
} {
  const [view, setView] = useState<TournamentView | null>(null);
  const [mine, setMine] = useState<MyTournament | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [asked, setAsked] = useState(0);
  const [now, setNow] = useState(Date.now);
  const following = client !== null && client.status === 'open';
  useEffect(() => {
    if (!client || !following) return;
    const off = client.onTournament((m) => {
      if (m.type === 'tournament' && m.tournament === id) setAsked((n) => n + 1);
    });
    void client.request({ type: 'tournament-follow', tournament: id, on: true });
    return () => {
      off();
      void client.request({ type: 'tournament-follow', tournament: id, on: false });
    };
  }, [client, following, id]);
  useEffect(
    () =>
      startPolling({
        load: async () => {
          const r = await tournamentView(id);
          if (!r.ok) setProblem(r);
          return r.ok ? r.value : null;
        },
        every: following ? FOLLOWED_POLL_MS : POLL_MS,
        onAnswer: (next) => {
          setProblem(null);
          setNow(Date.now());
          setView((last) => (last && markOf(last) === markOf(next) ? last : next));
        },
        goOn: isOpen,
        ...browserPolling,
      }),
    [id, asked, following],
  );
  const mark = view ? markOf(view) : null;
  // Asked again while the view shows a table of mine that my tables lack, counted per view.
  const [late, setLate] = useState({ mark: '', tries: 0 });
  useEffect(() => {
    if (!identity || mark === null || !view) return setMine(null);
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void myTournament(id, identity).then((r) => {
      if (!live) return;
      setMine(r.ok ? r.value : null);
      // The view shows a table of mine that my tables do not have yet (its table is being made as
      // the view is read): ask again shortly rather than at the next change.
      const missing = r.ok && missingTable(view, identity.user.id, r.value);
      const tries = late.mark === mark ? late.tries : 0;
      if (missing && tries < MINE_RETRIES)
        timer = setTimeout(() => setLate({ mark, tries: tries + 1 }), MINE_RETRY_MS);
    });
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id, identity?.user.id, mark, late]);
  return { view, mine, problem, now, refresh: () => setAsked((n) => n + 1) };
}
