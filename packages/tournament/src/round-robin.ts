import { tableGames } from './deals.js';
import { withdrawnPlayers } from './field.js';
import type { TablePlan, TournamentState } from './types.js';

/**
 * Round `round` (1-based) of the Berger tables for `players` numbered 1…n in seed order, as FIDE
 * publishes them: pairs in table order, the first of each pair starting. With an odd n, number
 * n + 1 is the bye: whoever meets it sits out (returned as `bye`).
 */
export function bergerRound(
  players: number,
  round: number,
): { pairs: [number, number][]; bye: number | null } {
  const n = players % 2 === 0 ? players : players + 1;
  const m = n - 1;
  // Residues 1…m: in round r the pairs are the x, y with x + y ≡ r + 1 (mod m); n meets x with 2x ≡ r + 1.
  const residue = (v: number) => ((((v - 1) % m) + m) % m) + 1;
  const sum = residue(round + 1);
  let partner = 1;
  while (residue(2 * partner) !== sum) partner++;
  const pairs: [number, number][] = [round % 2 === 0 ? [n, partner] : [partner, n]];
  for (let i = 1; i < n / 2; i++) {
    const first = residue(partner + i);
    pairs.push([first, residue(sum - first)]);
  }
  if (players === n) return { pairs, bye: null };
  const withBye = pairs.find((p) => p.includes(n))!;
  return { pairs: pairs.filter((p) => p !== withBye), bye: withBye[0] === n ? withBye[1] : withBye[0] };
}

/** Seed order: rating, highest first; equal ratings keep the settings' order. */
export function seedOrder(state: TournamentState): string[] {
  return state.settings.players
    .map((p, index) => ({ p, index }))
    .sort((a, b) => b.p.rating - a.p.rating || a.index - b.index)
    .map(({ p }) => p.id);
}

/**
 * A round of the Berger tables. A withdrawn player's scheduled game is not played: their opponent
 * has a bye that round instead (a won match, counted for the tie-breaks as an unplayed game).
 */
export function roundRobinRound(state: TournamentState): { tables: TablePlan[]; byes: string[] } {
  const round = state.rounds.length + 1;
  const seeds = seedOrder(state);
  const out = withdrawnPlayers(state);
  const { pairs, bye } = bergerRound(seeds.length, round);
  const byes = bye === null || out.has(seeds[bye - 1]!) ? [] : [seeds[bye - 1]!];
  const tables: TablePlan[] = [];
  for (const [a, b] of pairs) {
    const players = [seeds[a - 1]!, seeds[b - 1]!];
    const staying = players.filter((p) => !out.has(p));
    if (staying.length < 2) {
      byes.push(...staying);
      continue;
    }
    const table = tables.length + 1;
    tables.push({ table, players, games: tableGames(state.settings, round, table, players) });
  }
  return { tables, byes };
}
