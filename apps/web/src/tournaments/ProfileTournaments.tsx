// Loaded on its own from the player page: the tournament words come with it.
import '../i18n/tournament-words.js';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TournamentSummary } from '@carcassonne/protocol';
import { useLang, useT } from '../ui/context.js';
import { dateTime } from '../online/when.js';
import { tournamentHash } from '../route.js';
import { LIST_STATUSES, tournamentList } from './api.js';

/**
 * A player's tournaments on their page. The server lists tournaments by status only (no query by
 * player yet), so this shows the ones the player organizes or organized, from the first page of
 * each list.
 */
export function ProfileTournaments({ id }: { id: string }): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [found, setFound] = useState<TournamentSummary[] | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(LIST_STATUSES.map((s) => tournamentList(s, 0))).then((pages) => {
      if (!live) return;
      setFound(pages.flatMap((p) => (p.ok ? p.value.tournaments.filter((s) => s.organizer.id === id) : [])));
    });
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <section
      class="profile-tournaments"
      data-profile-tournaments={found ? found.length : 'loading'}
      aria-labelledby="profile-tournaments"
    >
      <h3 id="profile-tournaments">{t('tour.organized')}</h3>
      {found?.length === 0 && <p class="muted">{t('tour.noneOrganized')}</p>}
      {found && found.length > 0 && (
        <ul>
          {found.map((s) => (
            <li key={s.id}>
              <a href={tournamentHash(s.id)}>{s.name}</a> · {t(`tour.format.${s.format}`)} ·{' '}
              {t(`tour.status.${s.status}`)} · {dateTime(s.startsAt, lang)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
