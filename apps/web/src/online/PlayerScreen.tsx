import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { PlayerPage } from '@carcassonne/protocol';
import { errorText, type CodedError } from '../game/errors.js';
import { useT } from '../ui/context.js';
import { playerPage, type Identity } from './identity.js';
import { downloadRecord, gameName } from './records.js';
import { Sessions } from './Sessions.js';
import { tableHash } from '../route.js';
import { presetName } from './Lobby.js';
import { reviewHash } from '../game/links.js';

/** A player's page: ratings per game and finished games, each with its replay; one's own also lists one's sign-ins. */
export function PlayerScreen({
  id,
  identity = null,
  onSignedOut,
}: {
  id: string;
  identity?: Identity | null;
  onSignedOut?: () => void;
}): JSX.Element {
  const t = useT();
  const [page, setPage] = useState<PlayerPage | null>(null);
  const [problem, setProblem] = useState<CodedError | null>(null);
  const [refused, setRefused] = useState<CodedError | null>(null);
  useEffect(() => {
    void playerPage(id).then((r) => (r.ok ? setPage(r.value) : setProblem(r)));
  }, [id]);
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
      <h3>{t('online.ratings')}</h3>
      {page.ratings.length === 0 && <p class="muted">{t('online.noRating')}</p>}
      <table class="breakdown">
        <tbody>
          {page.ratings.map((r) => (
            <tr key={r.game} data-rating={r.game}>
              <th>{gameName(t, r.game)}</th>
              <td>{Math.round(r.rating)}</td>
              <td>{t('online.gamesN', { n: r.games })}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('online.finished')}</h3>
      {refused && (
        <p class="problem" role="alert">
          {errorText(refused, t)}
        </p>
      )}
      {page.games.length === 0 && <p class="muted">{t('online.none')}</p>}
      <ul>
        {page.games.map((g) => (
          <li key={g.table} data-finished-game={g.table}>
            <a href={tableHash(g.table, null)}>
              {new Date(g.finishedAt).toLocaleDateString()} · {presetName(t, g.preset)} ·{' '}
              {g.players.map((p) => `${p.name} ${p.score}`).join(', ')}
            </a>{' '}
            {g.won && <strong>{t('online.won')}</strong>} ·{' '}
            <a href={reviewHash(g.table, null, null)} data-action="open-review">
              {t('review.open')}
            </a>{' '}
            · {/* A private game's players download it without the invite (as themselves). */}
            <button
              type="button"
              class="link"
              data-action="download-record"
              onClick={() => void downloadRecord(g.table, null).then(setRefused)}
            >
              {t('online.record')}
            </button>
          </li>
        ))}
      </ul>
      {identity && identity.user.id === page.user.id && onSignedOut && (
        <Sessions identity={identity} onSignedOut={onSignedOut} />
      )}
    </main>
  );
}
