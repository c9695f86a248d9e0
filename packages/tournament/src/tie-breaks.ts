import type { GameEntry, PlayerLog } from './results.js';
import type { TieBreak } from './types.js';

/** Games grouped by round (one table a round). */
function byRound(log: PlayerLog): GameEntry[][] {
  const rounds = new Map<number, GameEntry[]>();
  for (const g of log.games) rounds.set(g.round, [...(rounds.get(g.round) ?? []), g]);
  return [...rounds.values()];
}

const mean = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0) / values.length;

/**
 * Per round, the opponents' scores (their mean at a table of more than two); a bye counts as a
 * round against an opponent with the player's own score (FIDE's virtual opponent).
 */
function opponentScores(log: PlayerLog, scores: ReadonlyMap<string, number>): number[] {
  const played = byRound(log).map((games) => mean(games[0]!.opponents.map((o) => scores.get(o) ?? 0)));
  return [...played, ...log.byes.map(() => scores.get(log.id) ?? 0)];
}

/** Buchholz: the sum of the opponents' scores (FIDE C.07 8.1). */
export function buchholz(log: PlayerLog, scores: ReadonlyMap<string, number>): number {
  return opponentScores(log, scores).reduce((a, b) => a + b, 0);
}

/** Buchholz cut 1: Buchholz without its lowest round. */
export function buchholzCut1(log: PlayerLog, scores: ReadonlyMap<string, number>): number {
  const values = opponentScores(log, scores);
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) - Math.min(...values);
}

/**
 * Sonneborn-Berger: each opponent's score times the share of the games against them won (a draw
 * half), summed; at a table of n each opponent weighs 1 / (n − 1). Byes add nothing.
 */
export function sonnebornBerger(log: PlayerLog, scores: ReadonlyMap<string, number>): number {
  let total = 0;
  for (const games of byRound(log)) {
    const opponents = games[0]!.opponents;
    for (const o of opponents)
      total += ((scores.get(o) ?? 0) * mean(games.map((g) => g.against[o] ?? 0))) / opponents.length;
  }
  return total;
}

export const wins = (log: PlayerLog): number => log.games.filter((g) => g.won).length;
export const margin = (log: PlayerLog): number => log.games.reduce((a, g) => a + g.margin, 0);

/** A player with no game to compare has the middle duplicate score. */
export const NEUTRAL_DUPLICATE = 50;

/**
 * Duplicate scores (in %): every game is compared with every other game of the same deal from
 * the same seat; it scores 1 for each whose margin it beat, ½ for each it equalled, over their
 * count. A player's duplicate score is the mean over their compared games, times 100.
 */
export function duplicateScores(logs: Iterable<PlayerLog>): Map<string, number> {
  const all = [...logs];
  const bySeat = new Map<string, number[]>();
  for (const log of all)
    for (const g of log.games)
      bySeat.set(`${g.deal}#${g.seat}`, [...(bySeat.get(`${g.deal}#${g.seat}`) ?? []), g.margin]);
  const out = new Map<string, number>();
  for (const log of all) {
    const shares: number[] = [];
    for (const g of log.games) {
      const margins = bySeat.get(`${g.deal}#${g.seat}`) ?? [];
      if (margins.length < 2) continue;
      const below = margins.filter((m) => m < g.margin).length;
      const equal = margins.filter((m) => m === g.margin).length - 1;
      shares.push((below + equal / 2) / (margins.length - 1));
    }
    out.set(log.id, shares.length === 0 ? NEUTRAL_DUPLICATE : 100 * mean(shares));
  }
  return out;
}

/**
 * Direct encounter among a group tied on everything before it: the points each scored in the
 * games between them, when every two of them met; otherwise 0 for all (it decides nothing).
 */
export function directEncounter(group: readonly PlayerLog[]): Map<string, number> {
  const ids = new Set(group.map((l) => l.id));
  const everyoneMet = group.every((l) =>
    [...ids].every((o) => o === l.id || l.games.some((g) => g.opponents.includes(o))),
  );
  return new Map(
    group.map((l) => [
      l.id,
      group.length < 2 || !everyoneMet
        ? 0
        : l.games.reduce(
            (a, g) => a + Object.entries(g.against).reduce((s, [o, v]) => s + (ids.has(o) ? v : 0), 0),
            0,
          ),
    ]),
  );
}

/** The tie-breaks computed for one player alone (all but direct encounter). */
export function soloTieBreak(
  name: Exclude<TieBreak, 'direct-encounter'>,
  log: PlayerLog,
  scores: ReadonlyMap<string, number>,
  duplicate: ReadonlyMap<string, number>,
): number {
  switch (name) {
    case 'buchholz':
      return buchholz(log, scores);
    case 'buchholz-cut1':
      return buchholzCut1(log, scores);
    case 'sonneborn-berger':
      return sonnebornBerger(log, scores);
    case 'wins':
      return wins(log);
    case 'margin':
      return margin(log);
    case 'duplicate':
      return duplicate.get(log.id) ?? NEUTRAL_DUPLICATE;
  }
}
