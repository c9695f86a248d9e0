/** The tournament formats, tie-breaks and the server's limits on settings: plain values (tournaments.ts has the schemas). */
export const TOURNAMENT_FORMATS = [
  'swiss',
  'round-robin',
  'single-elimination',
  'double-elimination',
  'arena',
] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];

export const TOURNAMENT_TIE_BREAKS = [
  'buchholz',
  'buchholz-cut1',
  'sonneborn-berger',
  'wins',
  'margin',
  'duplicate',
  'direct-encounter',
] as const;
export type TournamentTieBreak = (typeof TOURNAMENT_TIE_BREAKS)[number];

/** The server's limits on what an organizer asks. */
export const TOURNAMENT_LIMITS = {
  nameLength: 60,
  /** Upcoming or running tournaments one organizer may have at once. */
  perOrganizer: 3,
  maxPlayers: 256,
  /** Minutes of the check-in window before the start (0: no check-in). */
  maxCheckInMinutes: 120,
  /** The start at most this many days ahead. */
  maxDaysAhead: 60,
  maxRounds: 30,
} as const;
