// Loaded on its own from the player page: the tournament words come with it.
import '../i18n/tournament-words.js';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TournamentList } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import { Pager } from '../online/Pager.js';
import { dateTime } from '../online/when.js';
import { tournamentHash } from '../route.js';
import { LIST_ROWS, playerTournaments } from './api.js';

/** A player's tournaments on their page: those they entered, the latest start first, paged. */
export function ProfileTournaments({ id }: { id: string }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<TournamentList | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  useEffect(() => {
    let live = true;
    void playerTournaments(id, offset).then((r) => {
      if (!live) return;
      if (r.ok) setPage(r.value);
      else setProblem(r);
    });
    return () => {
      live = false;
    };
  }, [id, offset]);
  return (
    <section
      class="profile-tournaments"
      data-profile-tournaments={page ? page.total : 'loading'}
      aria-labelledby="profile-tournaments"
    >
      <h3 id="profile-tournaments">{t('tour.entered')}</h3>
      {problem && <p class="problem">{errorText(problem, t)}</p>}
      {page?.total === 0 && <p class="muted">{t('tour.noneEntered')}</p>}
      {page && page.tournaments.length > 0 && (
        <ul>
          {page.tournaments.map((s) => (
            <li key={s.id} data-profile-tournament={s.id}>
              <a href={tournamentHash(s.id)}>{s.name}</a> · {t(`tour.format.${s.format}`)} ·{' '}
              {t(`tour.status.${s.status}`)} · {dateTime(s.startsAt, lang)}
            </li>
          ))}
        </ul>
      )}
      {page && page.total > LIST_ROWS && (
        <Pager
          offset={offset}
          from={page.offset}
          shown={page.tournaments.length}
          total={page.total}
          step={LIST_ROWS}
          onOffset={setOffset}
          action="profile-tournaments"
        />
      )}
    </section>
  );
}
