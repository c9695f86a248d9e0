import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import type { TournamentView } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import type { Identity } from '../online/identity.js';
import { go } from '../route.js';
import { watchTable } from './api.js';
import { namesOf } from './standings.js';

/**
 * The games being played now. Tournament tables are private: watching asks the server for the
 * table's invite, which it refuses (`deal-hidden`) to a player who still has to play that deal.
 */
export function LiveTables({
  view,
  identity,
}: {
  view: TournamentView;
  identity: Identity | null;
}): JSX.Element | null {
  const t = useT();
  const [problem, setProblem] = useState<{ table: string; error: CodedError } | null>(null);
  if (view.live.length === 0) return null;
  const name = namesOf(view);
  const watch = async (table: string) => {
    if (!identity) return;
    const r = await watchTable(view.id, identity, table);
    if (!r.ok) return setProblem({ table, error: r });
    go({ kind: 'table', id: r.value.table, invite: r.value.invite });
  };
  return (
    <section class="tournament-live" aria-labelledby="tour-live">
      <h3 id="tour-live">{t('tour.live')}</h3>
      {!identity && <p class="muted">{t('tour.watchSignIn')}</p>}
      <ul>
        {view.live.map((l) => (
          <li key={l.table} data-live={l.table}>
            {/* An arena's waves are not rounds: its games are named by their players only. */}
            {view.settings.format !== 'arena' && (
              <>
                {t('tour.roundN', { n: l.round })} · {t('tour.table')} {l.pairing} ·{' '}
              </>
            )}
            {l.seats.map(name).join(' – ')}{' '}
            {identity && (
              <button type="button" data-action="tournament-watch" onClick={() => void watch(l.table)}>
                {t('tour.watch')}
              </button>
            )}
            {problem?.table === l.table && (
              <p class="problem" role="alert" data-refused={problem.error.code}>
                {errorText(problem.error, t)}
                {problem.error.code === 'deal-hidden' && <> {t('tour.dealHiddenWhy')}</>}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
