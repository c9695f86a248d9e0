import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TournamentList as ListPage } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import { Pager } from '../online/Pager.js';
import type { Identity } from '../online/identity.js';
import { presetName } from '../online/preset-names.js';
import { dateTime } from '../online/when.js';
import { hashOf, tournamentHash } from '../route.js';
import { LIST_ROWS, LIST_STATUSES, tournamentList, type ListStatus } from './api.js';
import { TournamentRules } from './TournamentRules.js';

/** The tournaments: upcoming (soonest first), running, finished (latest first), each paged. */
export function TournamentList({ identity }: { identity: Identity | null }): JSX.Element {
  const t = useT();
  return (
    <main class="newgame tournaments-page">
      <h2>{t('tour.title')}</h2>
      <p>
        <a href={hashOf({ kind: 'new-tournament' })} data-action="new-tournament">
          {t('tour.create')}
        </a>
        {identity?.user.username === null && <span class="muted"> {t('tour.guestsCreate')}</span>}
      </p>
      {LIST_STATUSES.map((status) => (
        <ListSection key={status} status={status} />
      ))}
      <TournamentRules />
    </main>
  );
}

function ListSection({ status }: { status: ListStatus }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<ListPage | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  useEffect(() => {
    void tournamentList(status, offset).then((r) => (r.ok ? setPage(r.value) : setProblem(r)));
  }, [status, offset]);
  const heading = `tour-list-${status}`;
  return (
    <section
      class="tournament-list"
      data-list={status}
      data-ready={page ? 'yes' : 'no'}
      aria-labelledby={heading}
    >
      <h3 id={heading}>{t(`tour.list.${status}`)}</h3>
      {problem && <p class="problem">{errorText(problem, t)}</p>}
      {page && page.tournaments.length === 0 && <p class="muted">{t('tour.none')}</p>}
      {page && page.tournaments.length > 0 && (
        <table class="breakdown reflow">
          <thead>
            <tr>
              <th scope="col">{t('tour.name')}</th>
              <th scope="col">{t('tour.format')}</th>
              <th scope="col">{t('tour.game')}</th>
              <th scope="col">{t('tour.starts')}</th>
              <th scope="col">{t('tour.players')}</th>
              <th scope="col">{t('tour.round')}</th>
            </tr>
          </thead>
          <tbody>
            {page.tournaments.map((s) => (
              <tr key={s.id} data-tournament={s.id}>
                <th scope="row" class="lead">
                  <a href={tournamentHash(s.id)}>{s.name}</a>
                </th>
                <td data-label={t('tour.format')}>
                  {t(`tour.format.${s.format}`)}
                  {s.duplicate && ` · ${t('tour.duplicate')}`}
                </td>
                <td data-label={t('tour.game')}>{presetName(t, s.preset)}</td>
                <td data-label={t('tour.starts')}>{dateTime(s.startsAt, lang)}</td>
                <td data-label={t('tour.players')}>
                  {t('tour.ofMax', { n: s.entrants, max: s.maxPlayers })}
                </td>
                <td data-label={t('tour.round')}>
                  {s.rounds === null ? s.round : t('tour.ofMax', { n: s.round, max: s.rounds })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && page.total > LIST_ROWS && (
        <Pager
          offset={offset}
          from={page.offset}
          shown={page.tournaments.length}
          total={page.total}
          step={LIST_ROWS}
          onOffset={setOffset}
          action={`list-${status}`}
        />
      )}
    </section>
  );
}
