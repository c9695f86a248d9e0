import type { JSX } from 'preact';
import type { TournamentView } from '@carcassonne/protocol';
import { useLang, useT } from '../ui/context.js';
import { bracketLayout, type BracketMatch } from './bracket.js';
import { namesOf, standingNumber } from './standings.js';

/**
 * The elimination bracket, drawn as columns of matches joined by lines (CSS), and built of lists:
 * a list per part of the bracket, a list of its stages, a list of each stage's matches, so a screen
 * reader reads it in order as well.
 */
export function BracketView({ view }: { view: TournamentView }): JSX.Element {
  const t = useT();
  const sections = bracketLayout(view);
  return (
    <section class="tournament-bracket" aria-labelledby="tour-bracket">
      <h3 id="tour-bracket">{t('tour.bracket')}</h3>
      {sections.length === 0 && <p class="muted">{t('tour.noBracket')}</p>}
      {sections.map((section) => (
        <div key={section.part} class="bracket-part" data-part={section.part}>
          <h4 id={`bracket-${section.part}`}>{t(`tour.part.${section.part}`)}</h4>
          <ol class="bracket" aria-labelledby={`bracket-${section.part}`}>
            {section.columns.map((column) => (
              <li key={column.stage} class="bracket-stage" data-stage={column.stage}>
                <span class="stage-name">{t('tour.stage', { n: column.stage })}</span>
                <ol class="bracket-matches">
                  {column.matches.map((match) => (
                    <MatchBox key={match.name} match={match} name={namesOf(view)} />
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}

function MatchBox({ match, name }: { match: BracketMatch; name: (id: string) => string }): JSX.Element {
  const t = useT();
  const lang = useLang();
  return (
    <li class="bracket-match" data-match={match.name}>
      <span class="sr">{t('tour.match', { name: match.name, n: match.round })}</span>
      <ul class="match-players">
        {match.players.map((id, i) => (
          <li key={id} class={match.winner === id ? 'winner' : undefined} data-player={id}>
            <span class="who">{name(id)}</span>{' '}
            <span class="points">{standingNumber(match.points[i] ?? 0, lang)}</span>
            {match.winner === id && <span class="sr"> {t('tour.advances')}</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}
