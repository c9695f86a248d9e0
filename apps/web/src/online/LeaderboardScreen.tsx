import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { LeaderboardPage, LeaderboardRow, RatingFamily, RatingPace } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import './ratings.css';
import { leaderboardHash, playerHash } from '../route.js';
import { RATING_FAMILIES, RATING_PACES } from '@carcassonne/protocol/plain';
import { leaderboard, PAGE_ROWS, ratingText } from './ratings-api.js';
import { Pager } from './Pager.js';

/** A leaderboard of one game family and time-control class: paged, with the viewer's own place. */
export function LeaderboardScreen({
  family,
  pace,
  me,
}: {
  family: RatingFamily;
  pace: RatingPace;
  /** The viewer's user id, for their own position. */
  me: string | null;
}): JSX.Element {
  const t = useT();
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<LeaderboardPage | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  useEffect(() => setOffset(0), [family, pace]);
  useEffect(() => {
    setProblem(null);
    void leaderboard(family, pace, offset, me ?? undefined).then((r) =>
      r.ok ? setPage(r.value) : setProblem(r),
    );
  }, [family, pace, offset, me]);
  const row = (r: LeaderboardRow, own: boolean) => (
    <tr key={r.user.id} data-leader={r.user.id} class={own ? 'own' : undefined}>
      <td class="pos">{r.position}</td>
      <td class="lead">
        <a href={playerHash(r.user.id)}>{r.user.name}</a>
      </td>
      <td class="key">{ratingText(r.rating, false)}</td>
      <td data-label={t('ratings.deviation')}>{Math.round(r.deviation)}</td>
      <td data-label={t('ratings.games')}>{r.games}</td>
      <td data-label={t('ratings.lastPlayed')}>{new Date(r.lastPlayedAt).toLocaleDateString()}</td>
    </tr>
  );
  return (
    <main class="newgame leaderboard-page" data-leaderboard={`${family}/${pace}`}>
      <h2>{t('ratings.leaderboards')}</h2>
      <nav class="tabs" aria-label={t('ratings.leaderboards')}>
        <ul>
          {RATING_FAMILIES.flatMap((f) =>
            RATING_PACES.map((p) => (
              <li key={`${f}/${p}`}>
                <a
                  href={leaderboardHash(f, p)}
                  aria-current={f === family && p === pace ? 'page' : undefined}
                >
                  {t(`ratings.family.${f}`)} · {t(`ratings.pace.${p}`)}
                </a>
              </li>
            )),
          )}
        </ul>
      </nav>
      {problem && (
        <p class="problem" role="alert">
          {errorText(problem, t)}
        </p>
      )}
      {page && (
        <>
          <p class="muted">{t('ratings.bounds', page.bounds)}</p>
          {me && (
            <p data-own-position={page.own?.position ?? ''}>
              {page.own
                ? t('ratings.own', { position: page.own.position, total: page.total })
                : t('ratings.ownNone')}
            </p>
          )}
          {page.rows.length === 0 ? (
            <p class="muted">{t('ratings.empty')}</p>
          ) : (
            // On a phone each row reflows (phone.css): position, player and rating, then the rest, labelled.
            <table class="breakdown leaderboard reflow">
              <caption>
                {t(`ratings.family.${family}`)} · {t(`ratings.pace.${pace}`)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('ratings.position')}</th>
                  <th scope="col">{t('ratings.player')}</th>
                  <th scope="col">{t('ratings.rating')}</th>
                  <th scope="col">{t('ratings.deviation')}</th>
                  <th scope="col">{t('ratings.games')}</th>
                  <th scope="col">{t('ratings.lastPlayed')}</th>
                </tr>
              </thead>
              <tbody>{page.rows.map((r) => row(r, r.user.id === me))}</tbody>
              {/* One's own row stays in view on the other pages. */}
              {page.own && !page.rows.some((r) => r.user.id === me) && <tfoot>{row(page.own, true)}</tfoot>}
            </table>
          )}
          {page.total > 0 && (
            <Pager
              offset={offset}
              from={page.offset}
              shown={page.rows.length}
              total={page.total}
              step={PAGE_ROWS}
              onOffset={setOffset}
              action="leaders"
            />
          )}
        </>
      )}
    </main>
  );
}
