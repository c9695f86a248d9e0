import { tableGames } from './deals.js';
import { withdrawnPlayers } from './field.js';
import { canPairAll } from './matching.js';
import { playerLogs } from './results.js';
import { scoreOf } from './scoring.js';
import type { TablePlan, TournamentState } from './types.js';

/** What pairing needs to know of a player. */
export interface Standing {
  readonly id: string;
  readonly score: number;
  readonly rating: number;
  readonly met: ReadonlySet<string>;
  readonly byes: number;
  /** Games started minus games not started. */
  readonly balance: number;
  /** Whether the last game was started. */
  readonly startedLast: boolean;
}

export interface Pairing {
  readonly tables: readonly (readonly string[])[];
  readonly byes: readonly string[];
}

/** Tries of the ordered search before the matching-guided one takes over. */
const SEARCH_STEPS = 20_000;

/** Players in pairing order: score, then rating, then their place in the settings. */
export function pairingOrder(state: TournamentState): Standing[] {
  const logs = playerLogs(state);
  const order = state.settings.players.map((p, index) => {
    const log = logs.get(p.id)!;
    const met = new Set(log.games.flatMap((g) => g.opponents));
    const balance = log.games.reduce((a, g) => a + (g.seat === 0 ? 1 : -1), 0);
    const last = log.games[log.games.length - 1];
    const standing: Standing = {
      id: p.id,
      score: scoreOf(log, state.settings),
      rating: p.rating,
      met,
      byes: log.byes.length,
      balance,
      startedLast: last?.seat === 0,
    };
    return { standing, index };
  });
  order.sort(
    (a, b) =>
      b.standing.score - a.standing.score || b.standing.rating - a.standing.rating || a.index - b.index,
  );
  return order.map((o) => o.standing);
}

type Rule = (a: Standing, b: Standing) => boolean;
const fresh: Rule = (a, b) => !a.met.has(b.id);
/** Whether both can end the match within one start of even: they do not lean the same way. */
const balanced = (a: Standing, b: Standing): boolean =>
  !((a.balance > 0 && b.balance > 0) || (a.balance < 0 && b.balance < 0));

/** Candidates for `first`: in score order, and within a score those it balances with first. */
function candidates(players: readonly Standing[], first: number): number[] {
  const p = players[first]!;
  const out: number[] = [];
  for (let j = first + 1; j < players.length; j++) out.push(j);
  return out.sort(
    (i, j) =>
      players[j]!.score - players[i]!.score ||
      Number(!balanced(p, players[i]!)) - Number(!balanced(p, players[j]!)) ||
      i - j,
  );
}

/** Pair `players` (in order) so every pair passes `rule`, nearest in the order first; null when none can. */
function pairUnder(players: readonly Standing[], rule: Rule): [Standing, Standing][] | null {
  const index = players.map((_, i) => i);
  if (!canPairAll(index, (a, b) => rule(players[a]!, players[b]!))) return null;
  let steps = 0;
  const taken = new Uint8Array(players.length);
  const out: [Standing, Standing][] = [];
  const search = (guided: boolean): boolean => {
    const first = taken.indexOf(0);
    if (first === -1) return true;
    taken[first] = 1;
    for (const j of candidates(players, first)) {
      if (taken[j] || !rule(players[first]!, players[j]!)) continue;
      if (!guided && ++steps > SEARCH_STEPS) break;
      taken[j] = 1;
      const ok =
        !guided ||
        canPairAll(
          index.filter((i) => !taken[i]),
          (a, b) => rule(players[a]!, players[b]!),
        );
      if (ok) {
        out.push([players[first]!, players[j]!]);
        if (search(guided)) return true;
        out.pop();
      }
      taken[j] = 0;
    }
    taken[first] = 0;
    return false;
  };
  if (search(false)) return out;
  taken.fill(0);
  out.length = 0;
  return search(true) ? out : null;
}

/**
 * Who starts a match: the one who has started less, then the one who did not start last; else
 * the higher-placed on odd tables and the lower on even ones (so round 1's winners lean both ways).
 */
function firstOf(a: Standing, b: Standing, table: number): [string, string] {
  if (a.balance !== b.balance) return a.balance < b.balance ? [a.id, b.id] : [b.id, a.id];
  if (a.startedLast !== b.startedLast) return a.startedLast ? [b.id, a.id] : [a.id, b.id];
  return table % 2 === 1 ? [a.id, b.id] : [b.id, a.id];
}

/**
 * A Swiss round of two-player tables (docs/tournaments.md): the bye to the lowest-placed player
 * who has had none, then pairs nearest in the order (score, then rating), preferring within a
 * score an opponent it balances starts with, under the strictest rules that still pair everyone:
 * no repeat and everyone within one start of even, then no repeat, then anything.
 */
export function swissPairs(players: readonly Standing[]): Pairing {
  let rest = [...players];
  const byes: string[] = [];
  if (rest.length % 2 === 1) {
    const eligible = rest.filter((p) => p.byes === 0).reverse();
    const candidates = eligible.length > 0 ? eligible : [...rest].reverse();
    // The lowest-placed one whose bye leaves a pairing without a repeat, if any does.
    const bye =
      candidates.find((c) => {
        const left = rest.filter((p) => p !== c);
        return canPairAll(
          left.map((_, i) => i),
          (a, b) => fresh(left[a]!, left[b]!),
        );
      }) ?? candidates[0]!;
    byes.push(bye.id);
    rest = rest.filter((p) => p !== bye);
  }
  const rules: Rule[] = [(a, b) => fresh(a, b) && balanced(a, b), fresh, () => true];
  for (const rule of rules) {
    const pairs = pairUnder(rest, rule);
    if (pairs) return { tables: pairs.map(([a, b], i) => firstOf(a, b, i + 1)), byes };
  }
  throw new Error('unreachable: any even field pairs when every pair is allowed');
}

/**
 * A Swiss round of tables of `size` (3–5): tables as even as can be, filled in score order, each
 * seat going to whichever of the next few players has met the table least (ties: the higher).
 */
export function swissGroups(players: readonly Standing[], size: number): Pairing {
  const count = Math.ceil(players.length / size);
  const small = Math.floor(players.length / count);
  const larger = players.length % count;
  const left = [...players];
  const tables: string[][] = [];
  for (let t = 0; t < count; t++) {
    const seats = t < larger ? small + 1 : small;
    const table = [left.shift()!];
    while (table.length < seats) {
      const nearest = left.slice(0, 2 * seats);
      const meetings = (p: Standing) => table.filter((q) => p.met.has(q.id)).length;
      const best = nearest.reduce((a, b) => (meetings(b) < meetings(a) ? b : a));
      table.push(best);
      left.splice(left.indexOf(best), 1);
    }
    table.sort((a, b) => a.balance - b.balance);
    tables.push(table.map((p) => p.id));
  }
  return { tables, byes: [] };
}

/** The next Swiss round of a tournament whose rounds so far are finished (withdrawn players left out). */
export function swissRound(state: TournamentState): { tables: TablePlan[]; byes: string[] } {
  const round = state.rounds.length + 1;
  const out = withdrawnPlayers(state);
  const order = pairingOrder(state).filter((p) => !out.has(p.id));
  const size = state.settings.tableSize;
  const pairing = size === 2 ? swissPairs(order) : swissGroups(order, size);
  const tables = pairing.tables.map((players, i) => ({
    table: i + 1,
    players,
    games: tableGames(state.settings, round, i + 1, players),
  }));
  return { tables, byes: [...pairing.byes] };
}
