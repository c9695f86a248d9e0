import type { TournamentEntrant, TournamentView } from '@carcassonne/protocol';
import type { EntryAction } from './api.js';

const MINUTE = 60_000;

/** What the entry panel shows a person: why they cannot enter, or their state and the actions open to them. */
export type EntryState =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'guest' }
  | { readonly kind: 'over' }
  | { readonly kind: 'closed' }
  | { readonly kind: 'not-yet'; readonly opens: number }
  | {
      readonly kind: 'entrant' | 'open';
      readonly entrant: TournamentEntrant | null;
      readonly actions: readonly EntryAction[];
      /** The check-in window when there is one and the entrant has not checked in. */
      readonly checkIn: { readonly opens: number; readonly closes: number } | null;
    };

/**
 * The entry panel's state, from the view as the server sent it (the server checks every action;
 * this only leaves out buttons that cannot apply): registration before the start (and after it
 * while the server takes late entrants), check-in in its window, withdrawal once entered and until
 * the end.
 */
export function entryState(
  view: TournamentView,
  who: { readonly id: string; readonly registered: boolean } | null,
  now: number,
): EntryState {
  if (view.status === 'finished' || view.status === 'cancelled') return { kind: 'over' };
  if (!who) return { kind: 'signed-out' };
  if (!who.registered) return { kind: 'guest' };
  const s = view.settings;
  const entrant = view.entrants.find((e) => e.id === who.id) ?? null;
  if (!entrant && view.lateEntry && (view.status === 'running' || view.status === 'paused'))
    return { kind: 'open', entrant: null, actions: ['register'], checkIn: null };
  if (!entrant || entrant.withdrawn) {
    if (view.status !== 'upcoming' || now >= s.startsAt)
      return entrant ? { kind: 'entrant', entrant, actions: [], checkIn: null } : { kind: 'closed' };
    if (now < s.registrationOpensAt) return { kind: 'not-yet', opens: s.registrationOpensAt };
    return { kind: 'open', entrant: null, actions: ['register'], checkIn: null };
  }
  if (view.status !== 'upcoming') return { kind: 'entrant', entrant, actions: ['withdraw'], checkIn: null };
  const opens = s.startsAt - s.checkInMinutes * MINUTE;
  const window = s.checkInMinutes > 0 && !entrant.checkedIn ? { opens, closes: s.startsAt } : null;
  const inWindow = window !== null && now >= opens && now < s.startsAt;
  return {
    kind: 'entrant',
    entrant,
    actions: inWindow ? ['check-in', 'unregister'] : ['unregister'],
    checkIn: window,
  };
}
