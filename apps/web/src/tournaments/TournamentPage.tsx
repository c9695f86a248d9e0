import type { JSX } from 'preact';
import { errorText } from '../game/errors.js';
import { useT } from '../ui/context.js';
import { CopyLink } from '../ui/CopyLink.js';
import type { OnlineClient } from '../online/connection.js';
import type { Identity } from '../online/identity.js';
import { hashOf, tournamentHash } from '../route.js';
import { useTournament } from './useTournament.js';
import { SettingsSummary } from './SettingsSummary.js';
import { EntryPanel } from './EntryPanel.js';
import { OrganizerPanel } from './OrganizerPanel.js';
import { ModeratorPanel, useModeration } from './ModeratorPanel.js';
import { useModerator } from '../online/Standing.js';
import { MyTables } from './MyTables.js';
import { StandingsTable } from './StandingsTable.js';
import { BracketView } from './BracketView.js';
import { RoundList } from './RoundList.js';
import { LiveTables } from './LiveTables.js';
import { TournamentChat } from './TournamentChat.js';
import { dealsOf } from './deals.js';
import { namesOf } from './standings.js';

const ELIMINATION = new Set(['single-elimination', 'double-elimination']);

/**
 * A tournament: its settings, the signed-in player's entry and tables, the standings, the bracket
 * (elimination), each round's pairings and results, the games to watch and, with duplicate deals,
 * the deals to compare. Followed while open (useTournament).
 */
export function TournamentPage({
  id,
  invite,
  identity,
  client,
}: {
  id: string;
  invite: string | null;
  identity: Identity | null;
  client: OnlineClient | null;
}): JSX.Element {
  const t = useT();
  const { view, mine, problem, now, refresh } = useTournament(id, identity, client);
  const moderation = useModeration(view, identity, useModerator(), refresh);
  if (!view)
    return (
      <main class="newgame tournament-page" data-tournament-page="loading">
        <p>
          <a href={hashOf({ kind: 'tournaments' })}>{t('tour.all')}</a>
        </p>
        {problem ? <p class="problem">{errorText(problem, t)}</p> : <p class="muted">…</p>}
      </main>
    );
  const name = namesOf(view);
  const me = identity?.user.id ?? null;
  const deals = view.settings.duplicate ? dealsOf(view) : [];
  return (
    <main
      class="newgame tournament-page"
      data-tournament-page="ready"
      data-status={view.status}
      data-version={view.version}
    >
      <p>
        <a href={hashOf({ kind: 'tournaments' })}>{t('tour.all')}</a>
      </p>
      <h2>{view.settings.name}</h2>
      <p data-tournament-status={view.status}>
        <strong>{t(`tour.status.${view.status}`)}</strong>
        {view.champion !== null && <> · {t('tour.champion', { name: name(view.champion) })}</>}
      </p>
      {problem && <p class="problem">{errorText(problem, t)}</p>}
      {invite !== null &&
        view.settings.visibility === 'invitation' &&
        identity?.user.id === view.organizer.id && (
          <section class="tournament-invite" data-invite-link="shown">
            <p>{t('tour.invite')}</p>
            <CopyLink hash={() => Promise.resolve(tournamentHash(view.id, null, invite))} />
          </section>
        )}
      <EntryPanel view={view} identity={identity} invite={invite} now={now} onChanged={refresh} />
      <OrganizerPanel
        view={view}
        identity={identity}
        onChanged={refresh}
        moderatorCancels={moderation.actions.includes('cancel')}
      />
      <ModeratorPanel moderation={moderation} />
      <MyTables mine={mine} view={view} />
      <SettingsSummary view={view} />
      <StandingsTable view={view} me={me} remove={moderation.remove} />
      {ELIMINATION.has(view.settings.format) && <BracketView view={view} />}
      <LiveTables view={view} identity={identity} />
      <RoundList view={view} />
      <TournamentChat id={view.id} client={client} identity={identity} />
      {deals.length > 0 && (
        <section class="tournament-deals" aria-labelledby="tour-deals">
          <h3 id="tour-deals">{t('tour.deals')}</h3>
          <p class="muted">{t('tour.dealsText')}</p>
          <ul class="deal-links">
            {deals.map((deal) => (
              <li key={deal}>
                <a href={tournamentHash(view.id, deal, invite)} data-deal-link={deal}>
                  {t('tour.deal', { deal })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </main>
  );
}
