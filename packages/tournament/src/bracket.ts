import { tableGames } from './deals.js';
import { withdrawnPlayers } from './field.js';
import { matchTally } from './results.js';
import { seedOrder } from './round-robin.js';
import type { TablePlan, TournamentState } from './types.js';

/** Where a bracket match's player comes from. */
export type Slot = { readonly seed: number } | { readonly winnerOf: string } | { readonly loserOf: string };

export interface BracketMatch {
  /** `W{round}-{i}` winners' (or single) bracket, `L{round}-{i}` losers' bracket, `F1` final, `F2` its reset. */
  readonly id: string;
  readonly slots: readonly [Slot, Slot];
}

/** Seed positions of a bracket of `size` (a power of 2): 1 v size, then the halves mirrored. */
export function seedPositions(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const n = order.length * 2;
    order = order.flatMap((s) => [s, n + 1 - s]);
  }
  return order;
}

/**
 * The drawn bracket of `players` seeds: single elimination, or double (a losers' bracket the
 * winners' bracket's losers drop into, mirrored every other round to put off rematches, and a
 * final with a reset when the losers' bracket's winner takes the first). Seeds beyond the field
 * are byes.
 */
export function drawBracket(players: number, double: boolean): BracketMatch[] {
  let size = 2;
  while (size < players) size *= 2;
  const rounds = Math.log2(size);
  const out: BracketMatch[] = [];
  const positions = seedPositions(size);
  for (let i = 0; i < size / 2; i++)
    out.push({ id: `W1-${i + 1}`, slots: [{ seed: positions[2 * i]! }, { seed: positions[2 * i + 1]! }] });
  for (let r = 2; r <= rounds; r++)
    for (let i = 1; i <= size / 2 ** r; i++)
      out.push({
        id: `W${r}-${i}`,
        slots: [{ winnerOf: `W${r - 1}-${2 * i - 1}` }, { winnerOf: `W${r - 1}-${2 * i}` }],
      });
  if (!double) return out;
  const top = `W${rounds}-1`;
  if (rounds === 1) {
    out.push({ id: 'F1', slots: [{ winnerOf: top }, { loserOf: top }] });
  } else {
    for (let i = 1; i <= size / 4; i++)
      out.push({ id: `L1-${i}`, slots: [{ loserOf: `W1-${2 * i - 1}` }, { loserOf: `W1-${2 * i}` }] });
    for (let j = 2; j <= rounds; j++) {
      const drop = 2 * (j - 1);
      const count = size / 2 ** j;
      for (let i = 1; i <= count; i++) {
        const from = j % 2 === 0 ? count + 1 - i : i;
        out.push({
          id: `L${drop}-${i}`,
          slots: [{ winnerOf: `L${drop - 1}-${i}` }, { loserOf: `W${j}-${from}` }],
        });
      }
      if (j === rounds) break;
      for (let i = 1; i <= count / 2; i++)
        out.push({
          id: `L${drop + 1}-${i}`,
          slots: [{ winnerOf: `L${drop}-${2 * i - 1}` }, { winnerOf: `L${drop}-${2 * i}` }],
        });
    }
    out.push({ id: 'F1', slots: [{ winnerOf: top }, { winnerOf: `L${2 * (rounds - 1)}-1` }] });
  }
  out.push({ id: 'F2', slots: [{ winnerOf: 'F1' }, { loserOf: 'F1' }] });
  return out;
}

/** A decided match: who went on and who dropped (null: a bye, or nobody). */
interface Outcome {
  readonly winner: string | null;
  readonly loser: string | null;
}

/** A finished match's winner: more game points, then the larger summed margin, then the better seed. */
export function matchOutcome(state: TournamentState, roundIndex: number, table: TablePlan): Outcome | null {
  const round = state.rounds[roundIndex]!;
  const { points, margins, played } = matchTally(round, table);
  const [a, b] = table.players as [string, string];
  const need = state.settings.gamesPerMatch / 2;
  const decided = points[0]! > need || points[1]! > need || played === state.settings.gamesPerMatch;
  if (!decided) return null;
  const seeds = seedOrder(state);
  const first =
    points[0]! !== points[1]!
      ? points[0]! > points[1]!
      : margins[0]! !== margins[1]!
        ? margins[0]! > margins[1]!
        : seeds.indexOf(a) < seeds.indexOf(b);
  return first ? { winner: a, loser: b } : { winner: b, loser: a };
}

/** A slot's player: an id, null for nobody (a bye), undefined while its match is undecided. */
function occupantOf(seeds: readonly string[], out: ReadonlyMap<string, Outcome>) {
  return (slot: Slot): string | null | undefined => {
    if ('seed' in slot) return seeds[slot.seed - 1] ?? null;
    const o = out.get('winnerOf' in slot ? slot.winnerOf : slot.loserOf);
    if (o === undefined) return undefined;
    return 'winnerOf' in slot ? o.winner : o.loser;
  };
}

/** The outcome of every match decided so far, played or given by a bye. */
export function bracketOutcomes(
  state: TournamentState,
  matches: readonly BracketMatch[],
): Map<string, Outcome> {
  const out = new Map<string, Outcome>();
  state.rounds.forEach((round, index) => {
    for (const table of round.tables) {
      const o = table.match === undefined ? null : matchOutcome(state, index, table);
      if (o && table.match !== undefined) out.set(table.match, o);
    }
  });
  const occupant = occupantOf(seedOrder(state), out);
  const gone = withdrawnPlayers(state);
  const tabled = new Set(state.rounds.flatMap((r) => r.tables.flatMap((t) => t.match ?? [])));
  // Byes and walkovers decide matches without play; each pass may decide the next ones.
  for (let changed = true; changed; ) {
    changed = false;
    for (const m of matches) {
      if (out.has(m.id)) continue;
      const [a, b] = [occupant(m.slots[0]), occupant(m.slots[1])];
      if (a === undefined || b === undefined) continue;
      // The reset is played only when the losers' bracket's winner took the first final.
      const skipped = m.id === 'F2' && out.get('F1')?.winner === occupantOfFirst(out, matches);
      // A withdrawn player's next match (one not already at a table) is a walkover: they lose it.
      const walkover = [a, b].find((p) => p !== null && gone.has(p));
      if (walkover !== undefined && !skipped && !tabled.has(m.id)) {
        const other = walkover === a ? b : a;
        // Two withdrawn players: the other goes on, to a walkover of their own.
        out.set(m.id, { winner: other, loser: walkover });
        changed = true;
        continue;
      }
      if (a !== null && b !== null && !skipped) continue;
      out.set(m.id, skipped ? { winner: a, loser: null } : { winner: a ?? b, loser: null });
      changed = true;
    }
  }
  return out;
}

/** The winners' bracket's champion (the first final's first player). */
function occupantOfFirst(out: ReadonlyMap<string, Outcome>, matches: readonly BracketMatch[]): string | null {
  const f1 = matches.find((m) => m.id === 'F1');
  const slot = f1?.slots[0];
  return slot && 'winnerOf' in slot ? (out.get(slot.winnerOf)?.winner ?? null) : null;
}

/** The bracket's champion, once decided. */
export function champion(state: TournamentState): string | null {
  const matches = drawBracket(state.settings.players.length, state.settings.format === 'double-elimination');
  const last = matches[matches.length - 1]!;
  return bracketOutcomes(state, matches).get(last.id)?.winner ?? null;
}

/** Every match whose two players are known and that is not decided yet; empty when the bracket is done. */
export function eliminationRound(state: TournamentState): { tables: TablePlan[]; byes: string[] } {
  const round = state.rounds.length + 1;
  const matches = drawBracket(state.settings.players.length, state.settings.format === 'double-elimination');
  const out = bracketOutcomes(state, matches);
  const who = occupantOf(seedOrder(state), out);
  const tables: TablePlan[] = [];
  for (const m of matches) {
    if (out.has(m.id)) continue;
    const [a, b] = [who(m.slots[0]), who(m.slots[1])];
    if (a === null || a === undefined || b === null || b === undefined) continue;
    const table = tables.length + 1;
    tables.push({
      table,
      players: [a, b],
      games: tableGames(state.settings, round, table, [a, b]),
      match: m.id,
    });
  }
  return { tables, byes: [] };
}
