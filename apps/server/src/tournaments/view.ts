import type {
  TournamentEntrant,
  TournamentGameView,
  TournamentLiveTable,
  TournamentRoundView,
  TournamentSettingsView,
  TournamentStanding,
  TournamentSummary,
  TournamentView,
} from '@carcassonne/protocol';
import {
  champion,
  lateEntryRefusal,
  roundFinished,
  standings,
  type TournamentState,
} from '@carcassonne/tournament';
import type { StoredEntry, StoredTournament, StoredTournamentGame } from '../storage/tournaments.js';
import { currentGames, NO_TABLE } from './advance.js';
import { arenaMinute } from './arena.js';
import { loadedState } from './state-cache.js';

export const entrantOf = (e: StoredEntry): TournamentEntrant => ({
  id: e.entrant,
  name: e.name,
  kind: e.user === null ? 'bot' : 'human',
  rating: e.rating,
  checkedIn: e.checkedIn,
  withdrawn: e.withdrawn,
});

/** The settings as shown: without the test-only short games. */
export function settingsView(t: StoredTournament): TournamentSettingsView {
  const { testTiles: _, ...shown } = t.settings;
  return shown;
}

/** The stored state, replayed (null before the start, or if it does not load). */
export function stateOf(t: StoredTournament): TournamentState | null {
  if (t.state === null) return null;
  const loaded = loadedState(t);
  return loaded.ok ? loaded.value : null;
}

export function summaryOf(t: StoredTournament, organizerName: string, entrants: number): TournamentSummary {
  const state = stateOf(t);
  const s = t.settings;
  return {
    id: t.id,
    name: s.name,
    organizer: { id: t.organizer, name: organizerName },
    status: t.status,
    format: s.format,
    preset: s.preset,
    duplicate: s.duplicate,
    startsAt: s.startsAt,
    entrants,
    maxPlayers: s.maxPlayers,
    round: state?.rounds.length ?? 0,
    rounds: s.format === 'swiss' || s.format === 'round-robin' ? (state?.settings.rounds ?? s.rounds) : null,
  };
}

const key = (round: number, pairing: number, game: number) => `${round}/${pairing}/${game}`;

function roundsOf(
  state: TournamentState,
  rows: ReadonlyMap<string, StoredTournamentGame>,
): TournamentRoundView[] {
  return state.rounds.map((round, index) => ({
    round: round.round,
    byes: round.byes,
    finished: roundFinished(state, index),
    ...(round.minute !== undefined ? { minute: round.minute } : {}),
    pairings: round.tables.map((table) => ({
      table: table.table,
      players: table.players,
      match: table.match ?? null,
      games: table.games.map((g): TournamentGameView => {
        const row = rows.get(key(g.round, g.table, g.game));
        const result = round.results.find((r) => r.table === g.table && r.game === g.game);
        return {
          game: g.game,
          seats: g.seats,
          deal: g.deal,
          table: row && !row.table.startsWith(NO_TABLE) ? row.table : null,
          scores: result ? result.scores : null,
          forfeit: row?.forfeit ?? null,
        };
      }),
    })),
  }));
}

function standingsOf(state: TournamentState): TournamentStanding[] {
  return standings(state).map((r) => ({
    rank: r.rank,
    entrant: r.id,
    score: r.score,
    games: r.games,
    wins: r.wins,
    byes: r.byes,
    tieBreaks: r.tieBreaks,
    duplicate: r.duplicate ?? null,
    eliminatedIn: r.eliminatedIn ?? null,
  }));
}

/**
 * Whether a late entrant may join now, from the stored state: a running or paused Swiss or arena
 * inside its window (the pure package's `lateEntryRefusal`: docs/server/tournaments.md, "Late entry").
 */
export function lateEntryOpen(t: StoredTournament, state: TournamentState | null, now: number): boolean {
  if (state === null || (t.status !== 'running' && t.status !== 'paused')) return false;
  return lateEntryRefusal(state, arenaMinute(t, now)) === null;
}

/** Everything public about a tournament: no deal's seed, no table's invite. */
export function viewOf(
  t: StoredTournament,
  organizerName: string,
  entries: readonly StoredEntry[],
  games: readonly StoredTournamentGame[],
  now: number,
): TournamentView {
  const state = stateOf(t);
  const rows = new Map(games.map((r) => [key(r.round, r.pairing, r.game), r]));
  const live: TournamentLiveTable[] = [];
  if (state && t.status !== 'finished' && t.status !== 'cancelled')
    for (const g of currentGames(state)) {
      const row = rows.get(key(g.round, g.table, g.game));
      if (row && row.forfeit === null && !row.table.startsWith(NO_TABLE))
        live.push({ table: row.table, round: g.round, pairing: g.table, game: g.game, seats: g.seats });
    }
  const elimination = t.settings.format.endsWith('elimination');
  return {
    id: t.id,
    organizer: { id: t.organizer, name: organizerName },
    status: t.status,
    settings: settingsView(t),
    entrants: entries.map(entrantOf),
    standings: state ? standingsOf(state) : [],
    rounds: state ? roundsOf(state, rows) : [],
    champion: state && elimination && state.rounds.length > 0 ? champion(state) : null,
    live,
    lateEntry: lateEntryOpen(t, state, now),
    version: t.version,
  };
}
