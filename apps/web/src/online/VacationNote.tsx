import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TableState, TableVacations } from '@carcassonne/protocol';
import { useLang, useT } from '../ui/context.js';
import { call } from './identity.js';
import { dateTime, fromNow } from './when.js';

type Away = TableVacations['seats'];

/**
 * The players of a correspondence table on vacation, read again whenever the turn passes, and the
 * table's state with the deadline of the seat due as its vacation makes it (the clocks shown count
 * down to it, not to the paused one).
 */
export function useVacations(state: TableState, invite: string | null): { away: Away; state: TableState } {
  const [away, setAway] = useState<Away>([]);
  const days = state.settings.clock.kind === 'days' && state.status === 'playing';
  useEffect(() => {
    if (!days) return;
    const query = invite ? `?invite=${encodeURIComponent(invite)}` : '';
    void call<TableVacations>(`/api/tables/${encodeURIComponent(state.id)}/vacations${query}`).then(
      (r) => r.ok && setAway(r.value.seats),
    );
  }, [state.id, state.actor, state.deadline, days, invite]);
  const due = days ? away.find((v) => v.seat === state.actor && v.deadline !== null) : undefined;
  return {
    away: days ? away : [],
    state: due && due.deadline !== null ? { ...state, deadline: due.deadline } : state,
  };
}

/**
 * At a correspondence table: when the turn's time runs out, in the player's time zone and from
 * now; and "Bob is on vacation until …: the clock is paused", for each such player.
 */
export function VacationNote({ state, away }: { state: TableState; away: Away }): JSX.Element | null {
  const t = useT();
  const lang = useLang();
  if (state.settings.clock.kind !== 'days' || state.status !== 'playing') return null;
  const deadline = state.deadline;
  return (
    <>
      {deadline !== null && (
        <p class="muted" data-deadline-at={deadline}>
          {t('mygames.deadline', {
            date: dateTime(deadline, lang),
            rel: fromNow(deadline, Date.now(), lang),
          })}
        </p>
      )}
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
