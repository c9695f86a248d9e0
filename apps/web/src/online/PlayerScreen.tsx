import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Profile, RatingFamily, RatingHistory, RatingPace } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import './ratings.css';
import type { Identity } from './identity.js';
import { BlockButton } from './BlockButton.js';
import type { OnlineClient } from './connection.js';
import { ProfileActions } from './ProfileActions.js';
import { Sessions } from './Sessions.js';
import { leaderboardHash } from '../route.js';
import { profile, ratingHistory, ratingText } from './ratings-api.js';
import { RatingChart } from './RatingChart.js';
import { ProfileStats } from './ProfileStats.js';
import { ProfileGames } from './ProfileGames.js';
import { AlertSettingsPanel } from './AlertSettings.js';
import { dateTime } from './when.js';
import { lazyComponent } from '../ui/lazy.js';

const ProfileTournaments = lazyComponent(
  async () => (await import('../tournaments/ProfileTournaments.js')).ProfileTournaments,
);

/**
 * A player's page: ratings per game family and time-control class, the rating history of one of
 * them (chart and table), statistics, the finished games with filters and head-to-head records;
 * one's own also lists one's sign-ins.
 */
export function PlayerScreen({
  id,
  identity = null,
  client = null,
  onSignedOut,
}: {
  id: string;
  identity?: Identity | null;
  /** The viewer's connection: following and challenging the player. */
  client?: OnlineClient | null;
  onSignedOut?: () => void;
}): JSX.Element {
  const t = useT();
  const lang = useLang();
  const [page, setPage] = useState<Profile | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [shown, setShown] = useState<{ family: RatingFamily; pace: RatingPace } | null>(null);
  const [history, setHistory] = useState<RatingHistory | null>(null);
  useEffect(() => {
    void profile(id).then((r) => {
      if (!r.ok) return setProblem(r);
      setPage(r.value);
      // The rating played most is shown first.
      const most = [...r.value.ratings].sort((a, b) => b.games - a.games)[0];
      setShown(most ? { family: most.family, pace: most.pace } : null);
    });
  }, [id]);
  useEffect(() => {
    if (shown)
      void ratingHistory(id, shown.family, shown.pace).then((r) => setHistory(r.ok ? r.value : null));
  }, [id, shown]);
  if (problem)
    return (
      <main class="newgame">
        <p class="problem">{errorText(problem, t)}</p>
      </main>
    );
  if (!page)
    return (
      <main class="newgame">
        <p class="muted">…</p>
      </main>
    );
  return (
    <main class="newgame player-page" data-player={page.user.id}>
      <h2>{page.user.name}</h2>
      <p>
        <a href={leaderboardHash(shown?.family ?? 'carcassonne', shown?.pace ?? 'realtime')}>
          {t('ratings.leaderboards')}
        </a>
      </p>
      {client && client.user.id !== page.user.id && (
        <ProfileActions client={client} player={page.user.id} name={page.user.name} />
      )}
      {typeof page.vacationUntil === 'number' && (
        <p class="muted" data-vacation-until={page.vacationUntil}>
          {t('vacation.player', { date: dateTime(page.vacationUntil, lang) })}
          {identity && identity.user.id !== page.user.id && (
            <BlockButton identity={identity} player={page.user.id} name={page.user.name} />
          )}
        </p>
      )}
      <h3>{t('online.ratings')}</h3>
      {page.ratings.length === 0 && <p class="muted">{t('online.noRating')}</p>}
      {/* On a phone each row reflows (phone.css): game and rating, then the rest, labelled. */}
      {page.ratings.length > 0 && (
        <table class="breakdown reflow">
          <thead>
            <tr>
              <th scope="col">{t('ratings.game')}</th>
              <th scope="col">{t('ratings.class')}</th>
              <th scope="col">{t('ratings.rating')}</th>
              <th scope="col">{t('ratings.games')}</th>
            </tr>
          </thead>
          <tbody>
            {page.ratings.map((r) => {
              const chosen = shown?.family === r.family && shown.pace === r.pace;
              return (
                <tr key={`${r.family}/${r.pace}`} data-rating={`${r.family}/${r.pace}`}>
                  <th scope="row" class="lead">
                    <button
                      type="button"
                      class="link"
                      aria-pressed={chosen}
                      onClick={() => setShown({ family: r.family, pace: r.pace })}
                    >
                      {t(`ratings.family.${r.family}`)}
                    </button>
                  </th>
                  <td data-label={t('ratings.class')}>{t(`ratings.pace.${r.pace}`)}</td>
                  <td class="key" data-rating-shown>
                    {ratingText(r.rating, r.provisional)}
                  </td>
                  <td data-label={t('ratings.games')}>{r.games}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {shown && history && (
        <section>
          <h3>
            {t('ratings.history')}: {t(`ratings.family.${shown.family}`)} · {t(`ratings.pace.${shown.pace}`)}
          </h3>
          <RatingChart
            name={page.user.name}
            points={history.points}
            provisionalDeviation={page.provisionalDeviation}
          />
        </section>
      )}
      <ProfileStats stats={page.statistics} />
      <ProfileGames id={page.user.id} />
      <ProfileTournaments id={page.user.id} />
      {identity && identity.user.id === page.user.id && onSignedOut && (
        <Sessions identity={identity} onSignedOut={onSignedOut} />
      )}
      {identity && identity.user.id === page.user.id && <AlertSettingsPanel identity={identity} />}
    </main>
  );
}
