import type { MyTournament, TournamentView } from '@carcassonne/protocol';
import { useEffect, useState } from 'preact/hooks';
import { urlNumber } from '../bots/url.js';
import type { CodedError } from '../game/errors.js';
import type { Identity } from '../online/identity.js';
import { myTournament, tournamentView } from './api.js';
import { browserPolling, startPolling } from './poll.js';

/** How often an open tournament is asked for again (`?pollMs=` in tests). */
const POLL_MS = urlNumber('pollMs', 5000);
/** A tournament that can still change: followed until it is over. */
export const isOpen = (view: TournamentView): boolean =>
  view.status === 'upcoming' || view.status === 'running' || view.status === 'paused';

/**
 * A tournament's view, followed while it is open and the page shows it, and the signed-in player's
 * entry and tables to play (asked again whenever the view's version changes).
 */
export function useTournament(
  id: string,
  identity: Identity | null,
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
  useEffect(() => {
    setView(null);
    return startPolling({
      load: async () => {
        const r = await tournamentView(id);
        if (!r.ok) setProblem(r);
        return r.ok ? r.value : null;
      },
      every: POLL_MS,
      onAnswer: (next) => {
        setProblem(null);
        setNow(Date.now());
        setView((last) => (last?.version === next.version && last.id === next.id ? last : next));
      },
      goOn: isOpen,
      ...browserPolling,
    });
  }, [id, asked]);
  const version = view?.version ?? -1;
  useEffect(() => {
    if (!identity || version < 0) return setMine(null);
    let live = true;
    void myTournament(id, identity).then((r) => live && setMine(r.ok ? r.value : null));
    return () => {
      live = false;
    };
  }, [id, identity?.user.id, version]);
  return { view, mine, problem, now, refresh: () => setAsked((n) => n + 1) };
}
