import type { JSX } from 'preact';
import type { TournamentView } from '@carcassonne/protocol';
import type { T } from '../i18n/words.js';
import { useLang, useT } from '../ui/context.js';
import { playerHash } from '../route.js';
import { cellValue, namesOf, standingColumns, standingNumber, type StandingColumn } from './standings.js';

/** A column's heading, and its longer name for screen readers and the phone's labels. */
export function columnName(column: StandingColumn, t: T): string {
  switch (column.kind) {
    case 'score':
      return t('tour.col.score');
    case 'games':
      return t('tour.col.games');
    case 'tie-break':
      return t(`tour.tb.${column.tieBreak}`);
    case 'duplicate':
      return t('tour.col.duplicate');
    case 'out':
      return t('tour.col.out');
  }
}

const columnKey = (c: StandingColumn) => (c.kind === 'tie-break' ? c.tieBreak : c.kind);

/** The standings: rank, player, then the score and the tie-breaks in the organizer's order. */
export function StandingsTable({
  view,
  me,
  remove = null,
}: {
  view: TournamentView;
  me: string | null;
  /** A moderator's removal of an entrant (a button on each row still in), or null. */
  remove?: ((entrant: string, name: string) => void) | null;
}): JSX.Element {
  const t = useT();
  const lang = useLang();
  const columns = standingColumns(view.settings);
  const name = namesOf(view);
  const humans = new Set(view.entrants.filter((e) => e.kind === 'human').map((e) => e.id));
  const withdrawn = new Set(view.entrants.filter((e) => e.withdrawn).map((e) => e.id));
  return (
    <section class="tournament-standings" aria-labelledby="tour-standings">
      <h3 id="tour-standings">{t('tour.standings')}</h3>
      {view.standings.length === 0 ? (
        <p class="muted">{t('tour.noStandings')}</p>
      ) : (
        // A table wider than a narrow window scrolls in its own box, not the page.
        <div class="breakdown-scroll">
          <table class="breakdown reflow standings" data-standings={view.standings.length}>
            <thead>
              <tr>
                <th scope="col">{t('tour.col.rank')}</th>
                <th scope="col">{t('tour.col.player')}</th>
                {columns.map((c) => (
                  <th scope="col" key={columnKey(c)} data-column={columnKey(c)}>
                    {columnName(c, t)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {view.standings.map((row) => (
                <tr
                  key={row.entrant}
                  data-standing={row.entrant}
                  class={row.entrant === me ? 'own' : undefined}
                >
                  <td class="pos">{row.rank}</td>
                  <th scope="row" class="lead">
                    {humans.has(row.entrant) ? (
                      <a href={playerHash(row.entrant)}>{name(row.entrant)}</a>
                    ) : (
                      name(row.entrant)
                    )}
                    {withdrawn.has(row.entrant) && <span class="muted"> ({t('tour.withdrawn')})</span>}
                    {remove && !withdrawn.has(row.entrant) && (
                      <>
                        {' '}
                        <button
                          type="button"
                          class="link"
                          data-action="tournament-remove"
                          aria-label={t('tour.removeLabel', { name: name(row.entrant) })}
                          onClick={() => remove(row.entrant, name(row.entrant))}
                        >
                          {t('tour.remove')}
                        </button>
                      </>
                    )}
                  </th>
                  {columns.map((c) => {
                    const value = cellValue(row, c);
                    return (
                      <td
                        key={columnKey(c)}
                        class={c.kind === 'score' ? 'key' : undefined}
                        data-label={c.kind === 'score' ? undefined : columnName(c, t)}
                      >
                        {value === null ? '—' : standingNumber(value, lang)}
                        {c.kind === 'duplicate' && value !== null && ' %'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
