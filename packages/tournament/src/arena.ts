import { tableGames } from './deals.js';
import { pairingOrder, type Standing } from './swiss.js';
import { playerLogs } from './results.js';
import type { TablePlan, TournamentState } from './types.js';

/** Each player's last opponent, if any. */
function lastOpponents(state: TournamentState): Map<string, string> {
  const out = new Map<string, string>();
  for (const [id, log] of playerLogs(state)) {
    const last = log.games[log.games.length - 1];
    if (last) out.set(id, last.opponents[0]!);
  }
  return out;
}

/**
 * An arena wave: the waiting players in order of points (then rating), each paired with the
 * nearest below who was not their last opponent (the nearest at all when everyone was). An odd
 * one out waits for the next wave. The one who has started less starts.
 */
export function arenaRound(
  state: TournamentState,
  waiting: readonly string[],
): { tables: TablePlan[]; byes: string[] } {
  const round = state.rounds.length + 1;
  const last = lastOpponents(state);
  const left: Standing[] = pairingOrder(state).filter((p) => waiting.includes(p.id));
  const tables: TablePlan[] = [];
  while (left.length >= 2) {
    const a = left.shift()!;
    const at = left.findIndex((b) => last.get(a.id) !== b.id && last.get(b.id) !== a.id);
    const [b] = left.splice(at === -1 ? 0 : at, 1) as [Standing];
    const players = a.balance <= b.balance ? [a.id, b.id] : [b.id, a.id];
    const table = tables.length + 1;
    tables.push({ table, players, games: tableGames(state.settings, round, table, players) });
  }
  return { tables, byes: [] };
}
