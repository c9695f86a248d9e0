import type { JSX } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { MyTournament, TournamentView } from '@carcassonne/protocol';
import { useT } from '../ui/context.js';
import { tableHash } from '../route.js';

/**
 * The signed-in player's tables to play now, each a link to its table; when a new one appears
 * (a round was paired, the next game of a match started) the page says so aloud.
 */
export function MyTables({
  mine,
  view,
}: {
  mine: MyTournament | null;
  view: TournamentView;
}): JSX.Element | null {
  const t = useT();
  const seen = useRef<ReadonlySet<string> | null>(null);
  const [news, setNews] = useState<number | null>(null);
  const games = mine?.games ?? [];
  const key = games.map((g) => g.table).join(',');
  useEffect(() => {
    const tables = new Set(games.map((g) => g.table));
    // The first answer is what was there already; only a table that comes later is news.
    if (seen.current !== null) {
      const fresh = games.find((g) => !seen.current?.has(g.table));
      if (fresh) setNews(fresh.round);
    } else if (mine !== null) setNews(games[0]?.round ?? null);
    if (mine !== null) seen.current = tables;
  }, [key, mine !== null]);
  if (games.length === 0) return null;
  // An arena's waves are not rounds: its games are not numbered.
  const arena = view.settings.format === 'arena';
  return (
    <section class="tournament-mine" aria-labelledby="tour-mine" data-my-tables={games.length}>
      <h3 id="tour-mine">{t('tour.myTables')}</h3>
      {news !== null && (
        <p class="notice good" role="alert" data-paired={news}>
          {arena ? t('tour.pairedArena') : t('tour.paired', { n: news })}
        </p>
      )}
      <ul>
        {games.map((g) => {
          const opponents = view.live
            .find((l) => l.table === g.table)
            ?.seats.filter((s) => s !== mine?.entrant?.id)
            .map((s) => view.entrants.find((e) => e.id === s)?.name ?? s);
          return (
            <li key={g.table}>
              <a class="primary" href={tableHash(g.table, g.invite)} data-my-table={g.table}>
                {arena ? t('tour.playArena') : t('tour.playRound', { n: g.round })}
              </a>
              {opponents && opponents.length > 0 && (
                <span> {t('tour.against', { names: opponents.join(', ') })}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
