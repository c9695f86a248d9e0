import { ok, refuse, shown, type TournamentResult } from './errors.js';
import { MAX_PLAYERS } from './settings.js';
import type { TournamentState } from './types.js';

/** Share of an arena's minutes during which it takes late entrants (docs/tournaments.md, "Late entry"). */
export const ARENA_LATE_SHARE = 0.75;

const ID = /^[\p{L}\p{N}\p{P}\p{S}]{1,64}$/u;

/** The entrants who withdrew (or were removed) so far. */
export function withdrawnPlayers(state: TournamentState): Set<string> {
  return new Set(state.changes.flatMap((c) => (c.kind === 'withdraw' ? [c.id] : [])));
}

/** The entrants still in, in the settings' order. */
export function activePlayers(state: TournamentState): string[] {
  const out = withdrawnPlayers(state);
  return state.settings.players.map((p) => p.id).filter((id) => !out.has(id));
}

/**
 * Why a late entrant is refused now, or null when one may join: a Swiss until more than half its
 * rounds have started (lichess's rule), an arena during the first `ARENA_LATE_SHARE` of its time;
 * never a round robin (its Berger tables are fixed at the start) nor a bracket (drawn at the start).
 */
export function lateEntryRefusal(state: TournamentState, minute?: number): string | null {
  const { settings } = state;
  if (settings.format === 'swiss') {
    const last = Math.floor(settings.rounds / 2);
    return state.rounds.length <= last
      ? null
      : `a Swiss of ${settings.rounds} rounds takes late entrants until round ${last + 1} starts`;
  }
  if (settings.format === 'arena') {
    const until = settings.arena!.minutes * ARENA_LATE_SHARE;
    if (typeof minute !== 'number' || !Number.isFinite(minute) || minute < 0)
      return `a late entry in an arena needs the minute, a number from 0, not ${shown(minute)}`;
    return minute < until ? null : `this arena takes late entrants during its first ${until} minutes`;
  }
  return `a ${settings.format} takes no late entrants: its pairings are fixed at the start`;
}

/**
 * A late entrant joins the field (0 points; paired from the next round, or the arena's next wave).
 * Refused, changing nothing: `late-entry-closed` where the format or the moment does not allow it
 * (`lateEntryRefusal`), `bad-players` for somebody already entered (withdrawn or not) or a bad id,
 * rating or a full field.
 */
export function joinTournament(
  state: TournamentState,
  entrant: unknown,
  options: { readonly minute?: number } = {},
): TournamentResult<TournamentState> {
  const closed = lateEntryRefusal(state, options.minute);
  if (closed !== null) return refuse('late-entry-closed', closed);
  if (typeof entrant !== 'object' || entrant === null)
    return refuse('bad-players', 'a late entrant is { id, rating }');
  const { id, rating, ...rest } = entrant as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || typeof id !== 'string' || !ID.test(id))
    return refuse('bad-players', `a late entrant is { id, rating }, not ${shown(entrant)}`);
  if (typeof rating !== 'number' || !Number.isFinite(rating))
    return refuse('bad-players', `player ${shown(id)} has no finite rating`);
  if (state.settings.players.some((p) => p.id === id))
    return refuse('bad-players', `player ${shown(id)} is entered already`);
  if (state.settings.players.length >= MAX_PLAYERS)
    return refuse('bad-players', `a tournament takes at most ${MAX_PLAYERS} players`);
  const round = state.rounds.length + 1;
  const change = {
    kind: 'join' as const,
    id,
    rating,
    round,
    ...(state.settings.format === 'arena' ? { minute: options.minute! } : {}),
  };
  const players = [...state.settings.players, { id, rating }];
  return ok({ ...state, settings: { ...state.settings, players }, changes: [...state.changes, change] });
}

/**
 * An entrant withdraws (or is removed): from the next round (the arena's next wave) on they are
 * paired no more; a round robin's games left to them become byes for their opponents, an
 * elimination's next match a walkover. Their games already paired are left to the caller (the
 * server forfeits them). Refused (`not-entered`) for somebody not in the field or withdrawn already.
 */
export function withdrawPlayer(state: TournamentState, id: unknown): TournamentResult<TournamentState> {
  if (typeof id !== 'string' || !state.settings.players.some((p) => p.id === id))
    return refuse('not-entered', `${shown(id)} is not an entrant of this tournament`);
  if (withdrawnPlayers(state).has(id)) return refuse('not-entered', `${shown(id)} has withdrawn already`);
  const change = { kind: 'withdraw' as const, id, round: state.rounds.length + 1 };
  return ok({ ...state, changes: [...state.changes, change] });
}
