import { useEffect, useState } from 'preact/hooks';
import type { AnalysisState } from '../ui/AnalysisPanel.js';
import { askAnalysis, fetchAnalysis } from './analysis-api.js';

/** An online game: its table and invite (a private game's own players need none). */
export interface OnlineGame {
  readonly table: string;
  readonly invite: string | null;
}

const POLL_MS = 2000;

/**
 * The server's analysis of an online game, in the replay viewer's terms (`AnalysisState`): done,
 * running while the server values its moves (watched every 2 s), idle when there is none (Start
 * asks the server for it), failed with the server's reason. Inert without a game (`null`).
 */
export function useServerAnalysis(game: OnlineGame | null): {
  state: AnalysisState;
  start: () => void;
  cancel: () => void;
} {
  const [state, setState] = useState<AnalysisState>({ kind: 'idle' });
  const [watching, setWatching] = useState(0);
  useEffect(() => {
    if (!game) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const r = await fetchAnalysis(game.table, game.invite);
      if (stopped) return;
      if (!r.ok) return setState({ kind: 'failed', message: r.message });
      const page = r.value;
      if (page.status === 'done' && page.analysis) return setState({ kind: 'done', analysis: page.analysis });
      if (page.status === 'failed') return setState({ kind: 'failed', message: page.problem ?? '' });
      if (page.status === 'none') return setState({ kind: 'idle' });
      setState({ kind: 'running', done: page.valued, total: page.total });
      timer = setTimeout(() => void look(), POLL_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [game?.table, game?.invite, watching]);
  const start = () => {
    if (!game) return;
    void askAnalysis(game.table).then((r) =>
      r.ok ? setWatching((n) => n + 1) : setState({ kind: 'failed', message: r.message }),
    );
  };
  // The server goes on; the page only stops watching.
  const cancel = () => setState({ kind: 'idle' });
  return { state, start, cancel };
}
