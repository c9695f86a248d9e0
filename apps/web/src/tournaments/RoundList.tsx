import type { JSX } from 'preact';
import type { TournamentGameView, TournamentRoundView, TournamentView } from '@carcassonne/protocol';
import { useT } from '../ui/context.js';
import { ArenaGames } from './ArenaGames.js';
import { namesOf } from './standings.js';

/** A game's result in words: each seat's player and points in seat order (seat 0 started). */
function GameResult({ game, name }: { game: TournamentGameView; name: (id: string) => string }): JSX.Element {
  const t = useT();
  const seats = game.seats.map((id, i) => `${name(id)}${game.scores ? ` ${game.scores[i] ?? ''}` : ''}`);
  return (
    <li data-game={game.game} data-deal={game.deal}>
      {t('tour.gameN', { n: game.game + 1 })}: {seats.join(' – ')}
      {!game.scores && <span class="muted"> ({t(game.table ? 'tour.playing' : 'tour.pending')})</span>}
      {game.forfeit !== null && (
        <span class="muted"> ({t('tour.forfeit', { name: name(game.forfeit) })})</span>
      )}
    </li>
  );
}

function Round({
  round,
  name,
  open,
}: {
  round: TournamentRoundView;
  name: (id: string) => string;
  open: boolean;
}) {
  const t = useT();
  return (
    <details open={open} data-round={round.round} data-finished={round.finished}>
      <summary>
        {t('tour.roundN', { n: round.round })} · {t(round.finished ? 'tour.roundDone' : 'tour.roundPlaying')}
      </summary>
      <table class="breakdown reflow pairings">
        <thead>
          <tr>
            <th scope="col">{t('tour.table')}</th>
            <th scope="col">{t('tour.col.players')}</th>
            <th scope="col">{t('tour.games')}</th>
          </tr>
        </thead>
        <tbody>
          {round.pairings.map((p) => (
            <tr key={p.table} data-pairing={p.table} data-players={p.players.join(' ')}>
              <td class="pos">{p.match ?? p.table}</td>
              <th scope="row" class="lead">
                {p.players.map(name).join(' · ')}
              </th>
              <td data-label={t('tour.games')}>
                <ul class="game-results">
                  {p.games.map((g) => (
                    <GameResult key={g.game} game={g} name={name} />
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {round.byes.length > 0 && (
        <p class="muted">{t('tour.byes', { names: round.byes.map(name).join(', ') })}</p>
      )}
    </details>
  );
}

/** Every round's pairings and results, the latest first and open; an arena's games as one list. */
export function RoundList({ view }: { view: TournamentView }): JSX.Element | null {
  const t = useT();
  if (view.settings.format === 'arena') return <ArenaGames view={view} />;
  if (view.rounds.length === 0) return null;
  const name = namesOf(view);
  const rounds = [...view.rounds].reverse();
  return (
    <section class="tournament-rounds" aria-labelledby="tour-rounds">
      <h3 id="tour-rounds">{t('tour.rounds')}</h3>
      {rounds.map((round, i) => (
        <Round key={round.round} round={round} name={name} open={i === 0} />
      ))}
    </section>
  );
}
