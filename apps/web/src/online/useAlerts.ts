import { useEffect, useRef, useState } from 'preact/hooks';
import type { MyGame, TableState } from '@carcassonne/protocol';
import type { Key } from '../i18n/words.js';
import { useT } from '../ui/context.js';
import {
  alertsBetween,
  gameAlerts,
  playAlert,
  readyAudioOnFirstAction,
  type AlertKind,
  type TableMoment,
} from './alerts.js';
import { claimAlert, PAIR_HOLD_MS, type AlertClaim } from './alert-claims.js';
import type { TableFeed } from './connection.js';
import { showBadge } from './tab-badge.js';

const LABELS: Readonly<Record<AlertKind, Key>> = {
  turn: 'alerts.yourTurn',
  over: 'alerts.gameOver',
  joined: 'alerts.joined',
  started: 'alerts.gameStarted',
};

/** Mark this tab, and play the sound if no other tab of this browser played it for the same event. */
function announce(kind: AlertKind, label: string, claim: AlertClaim): void {
  showBadge(label);
  void claimAlert(claim).then((first) => {
    if (first) playAlert(kind);
  });
}

/**
 * The same moment in every tab: the game's version once it has started (a turn, the end), else who
 * sits at the table (someone joined).
 */
function momentOf(state: TableState): string {
  if (state.view) return `v${state.view.version}`;
  return state.seats.map((seat) => (seat.kind === 'human' ? seat.user : seat.kind)).join(',');
}

/**
 * The alerts of the table this page follows (alerts.ts): each change of its state is compared
 * with the one before; what is new for me shows in the tab and plays its sound, once.
 */
export function useTableAlerts(feed: TableFeed, me: string): void {
  const t = useT();
  const before = useRef<TableMoment | null>(null);
  useEffect(readyAudioOnFirstAction, []);
  const state = feed.state;
  useEffect(() => {
    if (!state) return;
    const moment: TableMoment = { state, events: feed.events };
    const alerts = alertsBetween(before.current, moment, me);
    before.current = moment;
    const kind = alerts[0];
    if (!kind) return;
    announce(kind, t(LABELS[kind]), { kind, table: state.id, at: momentOf(state) });
  }, [state, feed, me, t]);
}

/**
 * How often the lobby reads "my games" again (a turn may come at a table nobody here follows): as
 * long as a claim holds its kind and table, so that the lobby's reading yields to a table's alert.
 */
export const GAMES_REFRESH_MS = PAIR_HOLD_MS;

/** A number that changes every `ms` while the component is shown (to read something again). */
export function useTick(ms: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return tick;
}

/** The alerts of "my games" in the lobby: my turn came, a game of mine started or ended (alerts.ts). */
export function useGamesAlerts(games: readonly MyGame[] | null): void {
  const t = useT();
  const before = useRef<readonly MyGame[] | null>(null);
  useEffect(readyAudioOnFirstAction, []);
  useEffect(() => {
    if (!games) return;
    const alert = gameAlerts(before.current, games)[0];
    before.current = games;
    if (!alert) return;
    const { kind, table } = alert;
    announce(kind, t(LABELS[kind]), { kind, table, withinMs: GAMES_REFRESH_MS });
  }, [games, t]);
}
