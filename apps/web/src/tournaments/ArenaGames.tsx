import type { JSX } from 'preact';
import type { TournamentView } from '@carcassonne/protocol';
import { useT } from '../ui/context.js';
import { arenaMinutes } from './arena-games.js';
import { namesOf } from './standings.js';

/** An arena's games, latest first, grouped by the minute they were paired at (not by rounds). */
export function ArenaGames({ view }: { view: TournamentView }): JSX.Element | null {
  const t = useT();
  const minutes = arenaMinutes(view.rounds);
  if (minutes.length === 0) return null;
  const name = namesOf(view);
  return (
    <section class="tournament-rounds arena-games" aria-labelledby="tour-arena-games">
      <h3 id="tour-arena-games">{t('tour.arenaGames')}</h3>
      {minutes.map(({ minute, games }) => (
        <section key={minute} data-minute={minute}>
          <h4>{t('tour.minuteN', { n: minute + 1 })}</h4>
          <ul class="game-results">
            {games.map(({ wave, pairing, game }) => (
              <li
                key={`${wave}/${pairing}`}
                data-wave={wave}
                data-players={game.seats.join(' ')}
                data-finished={game.scores !== null}
              >
                {game.seats
                  .map((id, i) => `${name(id)}${game.scores ? ` ${game.scores[i] ?? ''}` : ''}`)
                  .join(' – ')}
                {!game.scores && (
                  <span class="muted"> ({t(game.table ? 'tour.playing' : 'tour.pending')})</span>
                )}
                {game.forfeit !== null && (
                  <span class="muted"> ({t('tour.forfeit', { name: name(game.forfeit) })})</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
