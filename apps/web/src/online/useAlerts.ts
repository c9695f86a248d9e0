import { useEffect, useRef } from 'preact/hooks';
import type { Key } from '../i18n/words.js';
import { useT } from '../ui/context.js';
import { alertsBetween, playAlert, type AlertKind, type TableMoment } from './alerts.js';
import type { TableFeed } from './connection.js';
import { showBadge } from './tab-badge.js';

const LABELS: Readonly<Record<AlertKind, Key>> = {
  turn: 'alerts.yourTurn',
  over: 'alerts.gameOver',
  joined: 'alerts.joined',
};

/**
 * The alerts of the table this page follows (alerts.ts): each change of its state is compared
 * with the one before; what is new for me shows in the tab and plays its sound, once.
 */
export function useTableAlerts(feed: TableFeed, me: string): void {
  const t = useT();
  const before = useRef<TableMoment | null>(null);
  const state = feed.state;
  useEffect(() => {
    if (!state) return;
    const moment: TableMoment = { state, events: feed.events };
    const alerts = alertsBetween(before.current, moment, me);
    before.current = moment;
    const kind = alerts[0];
    if (!kind) return;
    showBadge(t(LABELS[kind]));
    playAlert(kind);
  }, [state, feed, me, t]);
}
