import { Type, type Static } from '@sinclair/typebox';
import { RuleOptions, Secret, TableId, TimeControl, UserId } from './client.js';
import { LEVEL_IDS } from './levels.js';
import {
  TOURNAMENT_FORMATS,
  TOURNAMENT_LIMITS,
  TOURNAMENT_TIE_BREAKS,
  type TournamentFormat,
  type TournamentTieBreak,
} from './tournament-kinds.js';

/*
 * Tournaments on the server (docs/server/tournaments.md): the HTTP API's bodies and answers. The
 * formats and tie-breaks are the pure package's (`@carcassonne/tournament`); the server checks at
 * compile time that these lists agree with it.
 */
// The plain lists and limits (no TypeBox: the web page imports them through `/plain`).
export {
  TOURNAMENT_FORMATS,
  TOURNAMENT_TIE_BREAKS,
  TOURNAMENT_LIMITS,
  type TournamentFormat,
  type TournamentTieBreak,
} from './tournament-kinds.js';

/**
 * `upcoming`: registration (and check-in) before the start; `running`: rounds being played;
 * `paused`: a moderator stopped new rounds; `finished`; `cancelled`.
 */
export type TournamentStatus = 'upcoming' | 'running' | 'paused' | 'finished' | 'cancelled';

const SignedIn = { user: UserId, secret: Secret };
export const TournamentId = Type.String({ pattern: '^[A-Za-z0-9_-]{6,40}$' });

/** What an organizer chooses (`POST /api/tournaments`). Times are ms since the epoch. */
export const TournamentSettingsRequest = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: TOURNAMENT_LIMITS.nameLength,
      pattern: '^[^\\u0000-\\u001f\\u007f]*$',
    }),
    preset: Type.String({ minLength: 1, maxLength: 32 }),
    /** Rule options (expansions) of the preset, as in a table's `create`. */
    options: Type.Optional(RuleOptions),
    clock: TimeControl,
    format: Type.Union(TOURNAMENT_FORMATS.map((f) => Type.Literal(f))),
    /** Swiss: rounds to play; round robin: at most one cycle (default: a full cycle). */
    rounds: Type.Optional(Type.Integer({ minimum: 1, maximum: TOURNAMENT_LIMITS.maxRounds })),
    /** Players at a table: 2 (default), or 3–5 in a Swiss (grouped by score). */
    tableSize: Type.Optional(Type.Integer({ minimum: 2, maximum: 5 })),
    /** Elimination: best of 1, 3 or 5; Swiss and round robin: games per match, all played (1–6). */
    gamesPerMatch: Type.Integer({ minimum: 1, maximum: 6 }),
    duplicate: Type.Boolean(),
    /** In the order they apply; the format's defaults when absent. */
    tieBreaks: Type.Optional(
      Type.Array(Type.Union(TOURNAMENT_TIE_BREAKS.map((t) => Type.Literal(t))), { maxItems: 7 }),
    ),
    ranking: Type.Optional(Type.Union([Type.Literal('score'), Type.Literal('duplicate')])),
    /** Arena only: minutes of pairing, berserk allowed. */
    arena: Type.Optional(
      Type.Object(
        { minutes: Type.Integer({ minimum: 1, maximum: 1440 }), berserk: Type.Boolean() },
        { additionalProperties: false },
      ),
    ),
    startsAt: Type.Integer({ minimum: 0 }),
    /** Registration opens (default: now); it closes at the start. */
    registrationOpensAt: Type.Optional(Type.Integer({ minimum: 0 })),
    /** Check-in opens this many minutes before the start; 0: no check-in (everyone registered plays). */
    checkInMinutes: Type.Integer({ minimum: 0, maximum: TOURNAMENT_LIMITS.maxCheckInMinutes }),
    maxPlayers: Type.Integer({ minimum: 2, maximum: TOURNAMENT_LIMITS.maxPlayers }),
    rated: Type.Boolean(),
    /** `invitation`: registering needs the invite the organizer got. */
    visibility: Type.Union([Type.Literal('public'), Type.Literal('invitation')]),
    /** Only on a server started with test options: each game plays the first N tiles of its deal. */
    testTiles: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type TournamentSettingsRequest = Static<typeof TournamentSettingsRequest>;

export const CreateTournamentRequest = Type.Object(
  { ...SignedIn, settings: TournamentSettingsRequest },
  { additionalProperties: false },
);
export type CreateTournamentRequest = Static<typeof CreateTournamentRequest>;

/** `register`, `unregister`, `check-in`, `withdraw`, `me`: who asks (and an invitation's invite). */
export const TournamentSignedIn = Type.Object(
  { ...SignedIn, invite: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{6,64}$' })) },
  { additionalProperties: false },
);
export type TournamentSignedIn = Static<typeof TournamentSignedIn>;

/** The organizer enters a bot (`POST /api/tournaments/:id/bots`), before the start. */
export const TournamentBotRequest = Type.Object(
  { ...SignedIn, bot: Type.Union(LEVEL_IDS.map((l) => Type.Literal(l))) },
  { additionalProperties: false },
);
export type TournamentBotRequest = Static<typeof TournamentBotRequest>;

/** Ask for a tournament table's invite to watch it (`POST /api/tournaments/:id/watch`). */
export const TournamentWatchRequest = Type.Object(
  { ...SignedIn, table: TableId },
  { additionalProperties: false },
);
export type TournamentWatchRequest = Static<typeof TournamentWatchRequest>;

/** A moderator's action (`POST /api/tournaments/:id/moderate`); `remove` names the entrant. */
export const TournamentModerateRequest = Type.Object(
  {
    ...SignedIn,
    action: Type.Union([
      Type.Literal('remove'),
      Type.Literal('pause'),
      Type.Literal('resume'),
      Type.Literal('cancel'),
    ]),
    entrant: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type TournamentModerateRequest = Static<typeof TournamentModerateRequest>;

/** `GET /api/tournaments?status=upcoming|running|finished&offset=&limit=` (limit ≤ 50). */
export const TournamentsQuery = Type.Object(
  {
    status: Type.Optional(
      Type.Union([Type.Literal('upcoming'), Type.Literal('running'), Type.Literal('finished')]),
    ),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,5}$' })),
    limit: Type.Optional(Type.String({ pattern: '^(50|[1-4]?[0-9])$' })),
  },
  { additionalProperties: false },
);
export type TournamentsQuery = Static<typeof TournamentsQuery>;

/** The settings as shown (the request's, completed with defaults; no test options). */
export interface TournamentSettingsView {
  readonly name: string;
  readonly game: string;
  readonly preset: string;
  readonly options: Readonly<Record<string, boolean | string>>;
  readonly clock: TimeControl;
  readonly format: TournamentFormat;
  readonly rounds: number;
  readonly tableSize: number;
  readonly gamesPerMatch: number;
  readonly duplicate: boolean;
  readonly tieBreaks: readonly TournamentTieBreak[];
  readonly ranking: 'score' | 'duplicate';
  readonly arena: { readonly minutes: number; readonly berserk: boolean } | null;
  readonly startsAt: number;
  readonly registrationOpensAt: number;
  readonly checkInMinutes: number;
  readonly maxPlayers: number;
  readonly rated: boolean;
  readonly visibility: 'public' | 'invitation';
}

/** One line of the list. */
export interface TournamentSummary {
  readonly id: string;
  readonly name: string;
  readonly organizer: { readonly id: string; readonly name: string };
  readonly status: TournamentStatus;
  readonly format: TournamentFormat;
  readonly preset: string;
  readonly duplicate: boolean;
  readonly startsAt: number;
  readonly entrants: number;
  readonly maxPlayers: number;
  /** Rounds paired so far, and the rounds planned (elimination and arena: null). */
  readonly round: number;
  readonly rounds: number | null;
}

export interface TournamentList {
  readonly tournaments: readonly TournamentSummary[];
  readonly total: number;
  readonly offset: number;
}

/** A person or a bot entered. `id` is the user id, or `bot:<level>:<n>` for a bot. */
export interface TournamentEntrant {
  readonly id: string;
  readonly name: string;
  readonly kind: 'human' | 'bot';
  readonly rating: number;
  readonly checkedIn: boolean;
  readonly withdrawn: boolean;
}

/** A line of the standings, best first (the pure package's `StandingRow`). */
export interface TournamentStanding {
  /** 1 + the entrants strictly ahead: entrants equal on every criterion share a rank. */
  readonly rank: number;
  readonly entrant: string;
  readonly score: number;
  readonly games: number;
  readonly wins: number;
  readonly byes: number;
  /** The settings' tie-breaks by name. */
  readonly tieBreaks: Readonly<Partial<Record<TournamentTieBreak, number>>>;
  /** With duplicate deals: the duplicate score in %. */
  readonly duplicate: number | null;
  /** Elimination: the stage that put the entrant out; null while still in (or not elimination). */
  readonly eliminatedIn: number | null;
}

/** One game of a pairing: its seats (seat 0 starts), its table once started, its result. */
export interface TournamentGameView {
  readonly game: number;
  readonly seats: readonly string[];
  /** The deal's id (duplicate: the same for every table of a round), e.g. `r2-0`. */
  readonly deal: string;
  /** The server's table, null until the game starts (tables are private: see `watch`). */
  readonly table: string | null;
  /** Points per seat once played; null while pending. */
  readonly scores: readonly number[] | null;
  /** Set when the game was decided by an absence (the entrant who forfeited). */
  readonly forfeit: string | null;
}

export interface TournamentPairing {
  readonly table: number;
  readonly players: readonly string[];
  readonly games: readonly TournamentGameView[];
  /** Elimination: the bracket match (`W1-2`, `L2-1`, `GF`…). */
  readonly match: string | null;
}

export interface TournamentRoundView {
  readonly round: number;
  readonly pairings: readonly TournamentPairing[];
  readonly byes: readonly string[];
  readonly finished: boolean;
  /** Arena: the minute of the arena its wave was paired at (absent in the other formats). */
  readonly minute?: number;
}

/** A game being played now, to watch (its invite from `POST /api/tournaments/:id/watch`). */
export interface TournamentLiveTable {
  readonly table: string;
  readonly round: number;
  readonly pairing: number;
  readonly game: number;
  readonly seats: readonly string[];
}

/** `GET /api/tournaments/:id`: everything public about a tournament. */
export interface TournamentView {
  readonly id: string;
  readonly organizer: { readonly id: string; readonly name: string };
  readonly status: TournamentStatus;
  readonly settings: TournamentSettingsView;
  readonly entrants: readonly TournamentEntrant[];
  readonly standings: readonly TournamentStanding[];
  readonly rounds: readonly TournamentRoundView[];
  /** Elimination: the champion once decided. */
  readonly champion: string | null;
  readonly live: readonly TournamentLiveTable[];
  /** Whether a person may register now as a late entrant (docs/server/tournaments.md, "Late entry"). */
  readonly lateEntry: boolean;
  readonly version: number;
}

/** `POST /api/tournaments` answers 201 with this (`invite` for an invitation tournament). */
export interface CreatedTournament {
  readonly tournament: string;
  readonly invite: string | null;
}

/** `POST /api/tournaments/:id/me`: my entry and my games to play now. */
export interface MyTournament {
  readonly entrant: TournamentEntrant | null;
  readonly games: readonly { readonly round: number; readonly table: string; readonly invite: string }[];
}

/** `POST /api/tournaments/:id/watch` */
export interface TournamentWatch {
  readonly table: string;
  readonly invite: string;
}
