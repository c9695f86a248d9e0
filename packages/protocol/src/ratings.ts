import { Type, type Static } from '@sinclair/typebox';
import { UserId } from './client.js';
import type { EndedBy } from './endings.js';
import { GAME_RESULTS, RATING_FAMILIES, RATING_PACES } from './rating-kinds.js';
import type { PublicUser } from './server.js';

/**
 * Leaderboards and profiles (docs/server/ratings.md): the queries of the HTTP API, validated by
 * the server before its handlers, and the answers' shapes.
 */

/** Rows in one page of a leaderboard or of a player's games (at most; fewer when asked). */
export const RATING_PAGE = 50;
/** The largest offset a leaderboard or games page may start at. */
export const RATING_OFFSET_MAX = 10_000;
/** Points of rating history one request gives at most. */
export const HISTORY_POINTS = 500;

export const RatingFamily = Type.Union(RATING_FAMILIES.map((family) => Type.Literal(family)));
export type RatingFamily = Static<typeof RatingFamily>;
export const RatingPace = Type.Union(RATING_PACES.map((pace) => Type.Literal(pace)));
export type RatingPace = Static<typeof RatingPace>;

const Offset = Type.String({ pattern: '^[0-9]{1,5}$' });
const PageSize = Type.String({ pattern: '^(50|[1-4]?[0-9])$' });

export const LeaderboardParams = Type.Object(
  { family: RatingFamily, pace: RatingPace },
  { additionalProperties: false },
);
export type LeaderboardParams = Static<typeof LeaderboardParams>;

/** `player`: whose own position to give besides the page. */
export const LeaderboardQuery = Type.Object(
  { offset: Type.Optional(Offset), limit: Type.Optional(PageSize), player: Type.Optional(UserId) },
  { additionalProperties: false },
);
export type LeaderboardQuery = Static<typeof LeaderboardQuery>;

export const PlayerParams = Type.Object({ id: UserId }, { additionalProperties: false });
export type PlayerParams = Static<typeof PlayerParams>;

export const VersusParams = Type.Object({ id: UserId, other: UserId }, { additionalProperties: false });
export type VersusParams = Static<typeof VersusParams>;

export const HistoryQuery = Type.Object(
  { family: Type.Optional(RatingFamily), pace: Type.Optional(RatingPace) },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuery>;

export const GameResult = Type.Union(GAME_RESULTS.map((result) => Type.Literal(result)));
export type GameResult = Static<typeof GameResult>;

export const GamesQuery = Type.Object(
  {
    game: Type.Optional(RatingFamily),
    opponent: Type.Optional(UserId),
    result: Type.Optional(GameResult),
    offset: Type.Optional(Offset),
    limit: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);
export type GamesQuery = Static<typeof GamesQuery>;
/** Which of a player's finished games to list: the query without its page. */
export type GamesFilter = Readonly<Omit<GamesQuery, 'offset' | 'limit'>>;

/** A rating as shown: provisional ones with a question mark. */
export interface RatingInfo {
  readonly family: RatingFamily;
  readonly pace: RatingPace;
  readonly rating: number;
  readonly deviation: number;
  readonly volatility: number;
  readonly games: number;
  readonly lastPlayedAt: number | null;
  readonly provisional: boolean;
}

export interface LeaderboardRow {
  /** 1-based place among the established ratings. */
  readonly position: number;
  readonly user: PublicUser;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
  readonly lastPlayedAt: number;
}

export interface LeaderboardPage {
  readonly family: RatingFamily;
  readonly pace: RatingPace;
  readonly offset: number;
  /** Established ratings in all. */
  readonly total: number;
  readonly rows: readonly LeaderboardRow[];
  /** The asked player's own row (null: no established rating here). */
  readonly own: LeaderboardRow | null;
  /** What makes a rating established: deviation at most this, a game within so many days. */
  readonly bounds: { readonly deviation: number; readonly days: number };
}

/** One rating change: a finished rated game. */
export interface HistoryPoint {
  readonly table: string;
  readonly at: number;
  readonly family: RatingFamily;
  readonly pace: RatingPace;
  readonly before: number;
  readonly rating: number;
  readonly deviation: number;
}

export interface RatingHistory {
  readonly user: PublicUser;
  readonly points: readonly HistoryPoint[];
}

export interface ProfileGame {
  readonly table: string;
  readonly family: RatingFamily;
  readonly preset: string;
  readonly finishedAt: number;
  /** `left`: the player resigned or left the game (they lose to everyone who stayed). */
  readonly players: readonly {
    readonly id: string | null;
    readonly name: string;
    readonly score: number;
    readonly left?: boolean;
  }[];
  readonly result: GameResult;
  readonly rated: boolean;
  /** How the game ended: played to the end, by a resignation, a player who left or ran out of time. */
  readonly ended?: EndedBy;
}

export interface ProfileGames {
  readonly offset: number;
  /** Games matching the filters among the newest ones looked at. */
  readonly total: number;
  readonly games: readonly ProfileGame[];
}

export interface HeadToHead {
  readonly user: PublicUser;
  readonly other: PublicUser;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** The newest games together, newest first (a page's worth). */
  readonly recent: readonly ProfileGame[];
}

export interface PlayerStatistics {
  /** Finished games counted (the newest ones, up to a bound). */
  readonly games: number;
  readonly averageScore: number | null;
  /** Games replayed for the feature figures (the newest ones, up to a smaller bound). */
  readonly replayed: number;
  /** Points by kind of feature (road, city, …) over the replayed games. */
  readonly pointsByKind: Readonly<Record<string, number>>;
  /** Features scored by kind over the replayed games (a shared feature counts for each owner). */
  readonly featuresByKind: Readonly<Record<string, number>>;
  /**
   * Followers' efficiency: points scored from features per follower of one's own standing on
   * them when they scored (null without any).
   */
  readonly followerEfficiency: number | null;
}

export interface Profile {
  readonly user: PublicUser;
  readonly ratings: readonly RatingInfo[];
  readonly statistics: PlayerStatistics;
  /** The provisional bound, for the page's words. */
  readonly provisionalDeviation: number;
  /** The end of the player's vacation (ms), or null when not on vacation. */
  readonly vacationUntil: number | null;
}
