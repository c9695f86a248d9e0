import type { JSX } from 'preact';
import type { MyGame } from '@carcassonne/protocol';
import { sortMyGames } from '@carcassonne/protocol/plain';
import { useLang, useT } from '../ui/context.js';
import { tableHash } from '../route.js';
import { dateTime, fromNow } from './when.js';

/**
 * "My games": my unfinished tables, those where it is my turn first, then by time left; each
 * deadline in my time zone (date and time, and from now), or paused by a vacation.
 */
export function MyGames({
  games,
  nameOf,
}: {
  games: readonly MyGame[];
  /** A preset's name in the page's language. */
  nameOf: (preset: string) => string;
}): JSX.Element {
  const t = useT();
  const lang = useLang();
  const now = Date.now();
  return (
    <>
      {games.length === 0 && <p class="muted">{t('online.none')}</p>}
      <ul>
        {sortMyGames(games).map((g) => (
          <li key={g.table} data-my-game={g.table} data-your-turn={String(g.yourTurn)}>
            <a href={tableHash(g.table, g.invite)}>
              {nameOf(g.preset)} · {t(`online.status.${g.status}`)}
            </a>{' '}
            {g.yourTurn && <strong>{t('online.yourTurn')}</strong>}
            {g.deadline !== null && g.status === 'playing' && (
              <span class="muted" data-deadline={g.deadline}>
                {' · '}
                {typeof g.vacationUntil === 'number'
                  ? t('mygames.paused', { date: dateTime(g.vacationUntil, lang) })
                  : t('mygames.deadline', {
                      date: dateTime(g.deadline, lang),
                      rel: fromNow(g.deadline, now, lang),
                    })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
