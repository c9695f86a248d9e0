import type {
  CreatedTournament,
  MyTournament,
  TournamentEntrant,
  TournamentList,
  TournamentSettingsRequest,
  TournamentView,
  TournamentWatch,
} from '@carcassonne/protocol';
import type { LevelId } from '@carcassonne/protocol/plain';
import { call, type ApiResult, type Identity } from '../online/identity.js';

/** The lists of the tournaments page, as the server's `status` query names them. */
export const LIST_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
/** Rows in one page of a list. */
export const LIST_ROWS = 20;

const at = (id: string) => `/api/tournaments/${encodeURIComponent(id)}`;
const signedIn = (id: Identity, invite?: string | null) => ({
  user: id.user.id,
  secret: id.secret,
  ...(invite ? { invite } : {}),
});

export const tournamentList = (status: ListStatus, offset: number): Promise<ApiResult<TournamentList>> =>
  call<TournamentList>(`/api/tournaments?status=${status}&offset=${offset}&limit=${LIST_ROWS}`);
/** The tournaments a player entered (withdrawn or not), the latest start first. */
export const playerTournaments = (player: string, offset: number): Promise<ApiResult<TournamentList>> =>
  call<TournamentList>(
    `/api/players/${encodeURIComponent(player)}/tournaments?offset=${offset}&limit=${LIST_ROWS}`,
  );
export const tournamentView = (id: string): Promise<ApiResult<TournamentView>> =>
  call<TournamentView>(at(id));

export const createTournament = (identity: Identity, settings: TournamentSettingsRequest) =>
  call<CreatedTournament>('/api/tournaments', { ...signedIn(identity), settings });

/** What a signed-in player does with their entry, by the route's last word. */
export const ENTRY_ACTIONS = ['register', 'unregister', 'check-in', 'withdraw'] as const;
export type EntryAction = (typeof ENTRY_ACTIONS)[number];
export const entryAction = (id: string, action: EntryAction, identity: Identity, invite: string | null) =>
  call<TournamentEntrant | { left: true }>(`${at(id)}/${action}`, signedIn(identity, invite));

/** The organizer enters a bot before the start. */
export const addBot = (id: string, identity: Identity, bot: LevelId) =>
  call<TournamentEntrant>(`${at(id)}/bots`, { ...signedIn(identity), bot });
/** The organizer cancels before the start (moderators: also later, and pause, resume, remove). */
export const cancelTournament = (id: string, identity: Identity) =>
  call<TournamentView>(`${at(id)}/moderate`, { ...signedIn(identity), action: 'cancel' });

/** A moderator's action on a tournament (the server refuses anyone else: `not-organizer`). */
export type ModeratorAction = 'pause' | 'resume' | 'cancel';
export const moderateTournament = (id: string, identity: Identity, action: ModeratorAction) =>
  call<TournamentView>(`${at(id)}/moderate`, { ...signedIn(identity), action });
/** A moderator removes an entrant (as a withdrawal: their games left are forfeited). */
export const removeEntrant = (id: string, identity: Identity, entrant: string) =>
  call<TournamentView>(`${at(id)}/moderate`, { ...signedIn(identity), action: 'remove', entrant });

export const myTournament = (id: string, identity: Identity) =>
  call<MyTournament>(`${at(id)}/me`, signedIn(identity));
/** A table's invite to watch it or review its game; `deal-hidden` while the asker still plays that deal. */
export const watchTable = (id: string, identity: Identity, table: string) =>
  call<TournamentWatch>(`${at(id)}/watch`, { ...signedIn(identity), table });
