import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TableState, TableVacations } from '@carcassonne/protocol';
import { useLang, useT } from '../ui/context.js';
import { call } from './identity.js';
import { dateTime } from './when.js';

/**
 * At a correspondence table: the players on vacation ("Bob is on vacation until …: the clock is
 * paused"), read again whenever the turn passes.
 */
export function VacationNote({
  state,
  invite,
}: {
  state: TableState;
  invite: string | null;
}): JSX.Element | null {
  const t = useT();
  const lang = useLang();
  const [away, setAway] = useState<TableVacations['seats']>([]);
  const days = state.settings.clock.kind === 'days' && state.status === 'playing';
  useEffect(() => {
    if (!days) return;
    const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
    void call<TableVacations>(`/api/tables/${encodeURIComponent(state.id)}/vacations${query}`).then(
      (r) => r.ok && setAway(r.value.seats),
    );
  }, [state.id, state.actor, days, invite]);
  if (!days || away.length === 0) return null;
  return (
    <>
      {away.map((v) => {
        const seat = state.seats[v.seat];
        const who = seat && seat.kind !== 'open' ? seat.name : '?';
        return (
          <p key={v.seat} class="muted" data-vacation-seat={v.seat}>
            {t('vacation.seat', { who, date: dateTime(v.until, lang) })}
          </p>
        );
      })}
    </>
  );
}
