import type {
  GamesFilter,
  HeadToHead,
  LeaderboardPage,
  Profile,
  ProfileGames,
  RatingFamily,
  RatingHistory,
  RatingPace,
} from '@carcassonne/protocol';
import { RATING_FAMILIES, RATING_PACES } from '@carcassonne/protocol/plain';
import { call } from './identity.js';

/** Rows in one page of the leaderboard and of a player's games. */
export const PAGE_ROWS = 20;

export const isFamily = (s: string): s is RatingFamily => RATING_FAMILIES.some((f) => f === s);
export const isPace = (s: string): s is RatingPace => RATING_PACES.some((p) => p === s);

/** A rating as shown: whole, with a question mark while provisional ("1500?"). */
export const ratingText = (rating: number, provisional: boolean): string =>
  `${Math.round(rating)}${provisional ? '?' : ''}`;

const query = (values: Readonly<Record<string, string | number | undefined>>): string => {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
};
const at = (id: string) => `/api/players/${encodeURIComponent(id)}`;

export const leaderboard = (family: RatingFamily, pace: RatingPace, offset: number, player?: string) =>
  call<LeaderboardPage>(`/api/leaderboards/${family}/${pace}${query({ offset, limit: PAGE_ROWS, player })}`);
export const profile = (id: string) => call<Profile>(`${at(id)}/profile`);
export const ratingHistory = (id: string, family: RatingFamily, pace: RatingPace) =>
  call<RatingHistory>(`${at(id)}/history${query({ family, pace })}`);

export const profileGames = (id: string, filter: GamesFilter, offset: number) =>
  call<ProfileGames>(`${at(id)}/games${query({ ...filter, offset, limit: PAGE_ROWS })}`);
export const headToHead = (id: string, other: string) =>
  call<HeadToHead>(`${at(id)}/versus/${encodeURIComponent(other)}`);
