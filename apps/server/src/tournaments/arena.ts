import { pairNextRound, playerLogs, type TournamentState } from '@carcassonne/tournament';
import type { StoredTournament } from '../storage/tournaments.js';
import type { Storage } from '../storage/types.js';

const MINUTE = 60_000;

/** When an arena stops pairing: its advertised start plus its minutes (docs/server/tournaments.md, "Arena"). */
export const arenaEnd = (t: StoredTournament): number =>
  t.settings.startsAt + (t.settings.arena?.minutes ?? 0) * MINUTE;

/** The whole minutes since the advertised start: the minute a wave is stored with. */
export const arenaMinute = (t: StoredTournament, now: number): number =>
  Math.max(0, Math.floor((now - t.settings.startsAt) / MINUTE));

/** Players at a table whose game has no result yet. */
function busy(state: TournamentState): Set<string> {
  const out = new Set<string>();
  for (const round of state.rounds)
    for (const table of round.tables)
      if (round.results.filter((r) => r.table === table.table).length < table.games.length)
        for (const p of table.players) out.add(p);
  return out;
}

/**
 * An arena's next wave, or null when none is due: the players free (not at a table still
 * playing) and still in (`stopped`: withdrawn, removed, or who forfeited a game, absent or
 * withdrawn) are paired by the pure package. A pair who just played each other is held back
 * while somebody else is still playing (they get another opponent once that game ends); when
 * nobody else could come, they meet again.
 */
export function arenaWave(
  state: TournamentState,
  stopped: ReadonlySet<string>,
  minute: number,
): TournamentState | null {
  const taken = busy(state);
  const last = new Map<string, string>();
  for (const [id, log] of playerLogs(state)) {
    const game = log.games[log.games.length - 1];
    if (game) last.set(id, game.opponents[0]!);
  }
  const players = state.settings.players.map((p) => p.id).filter((id) => !stopped.has(id));
  const playingElsewhere = players.some((id) => taken.has(id));
  let waiting = players.filter((id) => !taken.has(id));
  for (;;) {
    if (waiting.length < 2) return null;
    const paired = pairNextRound(state, { waiting, minute });
    if (!paired.ok) return null;
    const wave = paired.value.rounds[paired.value.rounds.length - 1]!;
    const rematches = wave.tables.flatMap((t) => {
      const [a, b] = t.players as [string, string];
      return last.get(a) === b && last.get(b) === a ? [a, b] : [];
    });
    if (rematches.length === 0 || !playingElsewhere) return paired.value;
    waiting = waiting.filter((id) => !rematches.includes(id));
  }
}

/**
 * The seats that berserked at a finished arena table (its `berserk` events), for the pure
 * package's result (a won berserk game scores one point more); null when nobody did.
 */
export async function berserkSeats(
  storage: Storage,
  table: string,
  seats: number,
): Promise<boolean[] | null> {
  const events = await storage.eventsSince(table, 0);
  const out = new Array<boolean>(seats).fill(false);
  for (const e of events) if (e.event.kind === 'berserk' && e.event.seat < seats) out[e.event.seat] = true;
  return out.some(Boolean) ? out : null;
}
