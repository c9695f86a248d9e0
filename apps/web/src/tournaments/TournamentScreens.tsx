// The tournament screens' English words come with them (not in the first load, nor the lobby's chunk).
import '../i18n/tournament-words.js';
import './tournaments.css';
import type { JSX } from 'preact';
import type { Route } from '../route.js';
import type { OnlineClient } from '../online/connection.js';
import type { Identity } from '../online/identity.js';
import { TournamentList } from './TournamentList.js';
import { TournamentPage } from './TournamentPage.js';
import { CreateTournament } from './CreateTournament.js';
import { SameTiles } from './SameTiles.js';

export type TournamentRoute = Extract<Route, { kind: 'tournaments' | 'new-tournament' | 'tournament' }>;

/** The tournament screens (their own chunk): the list, the form of a new one, a tournament, a deal. */
export function TournamentScreens({
  route,
  identity,
  client,
}: {
  route: TournamentRoute;
  identity: Identity | null;
  /** The page's connection, when signed in: the server tells it of each change of a tournament. */
  client: OnlineClient | null;
}): JSX.Element {
  switch (route.kind) {
    case 'tournaments':
      return <TournamentList identity={identity} />;
    case 'new-tournament':
      return <CreateTournament identity={identity} />;
    case 'tournament':
      return route.deal === null ? (
        <TournamentPage
          key={route.id}
          id={route.id}
          invite={route.invite}
          identity={identity}
          client={client}
        />
      ) : (
        <SameTiles
          key={`${route.id}/${route.deal}`}
          id={route.id}
          deal={route.deal}
          identity={identity}
          client={client}
        />
      );
  }
}
