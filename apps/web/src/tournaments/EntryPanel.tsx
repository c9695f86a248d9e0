import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { TournamentView } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import type { Identity } from '../online/identity.js';
import { dateTime } from '../online/when.js';
import { hashOf } from '../route.js';
import { entryAction, type EntryAction } from './api.js';
import { entryState } from './entry.js';

/**
 * The signed-in player's entry: register, unregister, check in, withdraw (registered accounts only;
 * a guest and a visitor read why). The server decides; its refusals show in the page's language.
 */
export function EntryPanel({
  view,
  identity,
  invite,
  now,
  onChanged,
}: {
  view: TournamentView;
  identity: Identity | null;
  invite: string | null;
  now: number;
  onChanged: () => void;
}): JSX.Element | null {
  const t = useT();
  const lang = useLang();
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [busy, setBusy] = useState(false);
  const who = identity && { id: identity.user.id, registered: identity.user.username !== null };
  const state = entryState(view, who, now);
  if (state.kind === 'over') return null;
  // Registering after the start is a late entry (the server says while it is open).
  const late = state.kind === 'open' && view.status !== 'upcoming';
  const act = async (action: EntryAction) => {
    if (!identity) return;
    if (action === 'withdraw' && !confirm(t('tour.withdrawSure'))) return;
    setBusy(true);
    const r = await entryAction(view.id, action, identity, invite);
    setBusy(false);
    setProblem(r.ok ? null : r);
    if (r.ok) onChanged();
  };
  return (
    <section class="tournament-entry" aria-labelledby="tour-entry" data-entry={state.kind}>
      <h3 id="tour-entry">{t('tour.entry')}</h3>
      {state.kind === 'signed-out' && (
        <p>
          {t('tour.signIn')} <a href={hashOf({ kind: 'lobby' })}>{t('menu.online')}</a>
        </p>
      )}
      {state.kind === 'guest' && <p>{t('tour.guests')}</p>}
      {state.kind === 'closed' && <p>{t('tour.closed')}</p>}
      {state.kind === 'not-yet' && <p>{t('tour.opensAt', { date: dateTime(state.opens, lang) })}</p>}
      {(state.kind === 'entrant' || state.kind === 'open') && (
        <>
          {state.entrant && (
            <p
              data-me-entrant={
                state.entrant.withdrawn ? 'withdrawn' : state.entrant.checkedIn ? 'checked-in' : 'registered'
              }
            >
              {state.entrant.withdrawn
                ? t('tour.youWithdrew')
                : view.status !== 'upcoming'
                  ? t('tour.youPlay')
                  : state.entrant.checkedIn
                    ? t('tour.youCheckedIn')
                    : t('tour.youRegistered')}
            </p>
          )}
          {late && <p data-late-entry="open">{t('tour.late')}</p>}
          {state.checkIn && (
            <p class="muted">
              {t('tour.checkInWindow', {
                from: dateTime(state.checkIn.opens, lang),
                to: dateTime(state.checkIn.closes, lang),
              })}
            </p>
          )}
          <p class="entry-actions">
            {state.actions.map((action) => (
              <button
                key={action}
                type="button"
                class={action === 'register' || action === 'check-in' ? 'primary' : undefined}
                data-action={`tournament-${action}`}
                disabled={busy}
                onClick={() => void act(action)}
              >
                {late && action === 'register' ? t('tour.lateJoin') : t(`tour.action.${action}`)}
              </button>
            ))}
          </p>
        </>
      )}
      {problem && (
        <p class="problem" role="alert">
          {errorText(problem, t)}
        </p>
      )}
    </section>
  );
}
