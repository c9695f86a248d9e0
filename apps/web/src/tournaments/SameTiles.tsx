import type { JSX } from 'preact';
import { useState } from 'preact/hooks';
import { errorText, type CodedError } from '../game/errors.js';
import { useLang, useT } from '../ui/context.js';
import type { OnlineClient } from '../online/connection.js';
import type { Identity } from '../online/identity.js';
import { go, tournamentHash } from '../route.js';
import { watchTable } from './api.js';
import { dealSeats, type DealSeat } from './deals.js';
import { namesOf, standingNumber } from './standings.js';
import { useTournament } from './useTournament.js';

/**
 * "Same tiles": how every table played one deal, seat by seat (everyone who held seat 1 of these
 * tiles, best margin first, then seat 2…), each game with the way to its review.
 */
export function SameTiles({
  id,
  deal,
  identity,
  client,
}: {
  id: string;
  deal: string;
  identity: Identity | null;
  client: OnlineClient | null;
}): JSX.Element {
  const t = useT();
  const { view, problem } = useTournament(id, identity, client);
  const [refused, setRefused] = useState<CodedError | null>(null);
  const review = async (table: string) => {
    if (!identity) return;
    const r = await watchTable(id, identity, table);
    if (!r.ok) return setRefused(r);
    go({ kind: 'link', link: { kind: 'review', table: r.value.table, move: null, invite: r.value.invite } });
  };
  const seats = view ? dealSeats(view, deal) : [];
  const name = view ? namesOf(view) : (s: string) => s;
  return (
    <main class="newgame same-tiles" data-same-tiles={view ? 'ready' : 'loading'} data-deal={deal}>
      <p>
        <a href={tournamentHash(id)}>{view ? view.settings.name : t('tour.back')}</a>
      </p>
      <h2>{t('tour.sameTiles', { deal })}</h2>
      <p class="muted">{t('tour.sameTilesText')}</p>
      {problem && <p class="problem">{errorText(problem, t)}</p>}
      {refused && (
        <p class="problem" role="alert" data-refused={refused.code}>
          {errorText(refused, t)}
          {refused.code === 'deal-hidden' && <> {t('tour.dealHiddenWhy')}</>}
        </p>
      )}
      {view && seats.length === 0 && <p class="muted">{t('tour.noDeal')}</p>}
      {!identity && seats.length > 0 && <p class="muted">{t('tour.reviewSignIn')}</p>}
      {seats.map((line, seat) => (
        <SeatTable
          key={seat}
          seat={seat}
          line={line}
          name={name}
          onReview={identity ? (table) => void review(table) : null}
        />
      ))}
    </main>
  );
}

function SeatTable({
  seat,
  line,
  name,
  onReview,
}: {
  seat: number;
  line: readonly DealSeat[];
  name: (id: string) => string;
  onReview: ((table: string) => void) | null;
}): JSX.Element {
  const t = useT();
  const lang = useLang();
  const signed = (n: number) => `${n > 0 ? '+' : ''}${standingNumber(n, lang)}`;
  return (
    <section aria-labelledby={`seat-${seat}`} data-seat={seat}>
      <h3 id={`seat-${seat}`}>{t('tour.seatN', { n: seat + 1 })}</h3>
      <table class="breakdown reflow">
        <thead>
          <tr>
            <th scope="col">{t('tour.col.player')}</th>
            <th scope="col">{t('tour.table')}</th>
            <th scope="col">{t('tour.col.points')}</th>
            <th scope="col">{t('tour.col.margin')}</th>
            <th scope="col">{t('tour.review')}</th>
          </tr>
        </thead>
        <tbody>
          {line.map((s) => (
            <tr key={`${s.pairing}/${s.game}`} data-deal-seat={s.player}>
              <th scope="row" class="lead">
                {name(s.player)}
              </th>
              <td data-label={t('tour.table')}>
                {s.pairing} · {t('tour.gameN', { n: s.game + 1 })}
              </td>
              <td class="key">{s.score === null ? '—' : standingNumber(s.score, lang)}</td>
              <td data-label={t('tour.col.margin')}>
                {s.margin === null ? '—' : signed(s.margin)}
                {s.forfeit && ` (${t('tour.forfeited')})`}
              </td>
              <td>
                {s.table && s.score !== null && onReview && !s.forfeit && (
                  <button type="button" data-action="deal-review" onClick={() => onReview(s.table ?? '')}>
                    {t('tour.review')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
