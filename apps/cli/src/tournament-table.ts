import type { StandingRow, TieBreak, TournamentState } from '@carcassonne/tournament';
import { plain } from './quote.js';

/** Short column heads of the tie-breaks. */
const HEADS: Record<TieBreak, string> = {
  buchholz: 'Buch',
  'buchholz-cut1': 'BuchC1',
  'sonneborn-berger': 'SB',
  wins: 'wins',
  margin: 'margin',
  duplicate: 'dup%',
  'direct-encounter': 'DE',
};

const number = (v: number): string => (Number.isInteger(v) ? String(v) : v.toFixed(2));

/** The standings as a table: rank, player, score, each tie-break, games (and the elimination stage). */
export function standingsTable(state: TournamentState, rows: readonly StandingRow[]): string[] {
  const ties = state.settings.tieBreaks;
  const elimination = state.settings.format.endsWith('elimination');
  const dup = state.settings.duplicate && !ties.includes('duplicate');
  const head = [
    'rank',
    'player',
    'score',
    ...ties.map((t) => HEADS[t]),
    ...(dup ? ['dup%'] : []),
    'games',
    ...(elimination ? ['out at'] : []),
  ];
  const body = rows.map((r) => [
    String(r.rank),
    plain(r.id),
    number(r.score),
    ...ties.map((t) => number(r.tieBreaks[t] ?? 0)),
    ...(dup ? [number(r.duplicate ?? 0)] : []),
    String(r.games),
    ...(elimination
      ? [r.eliminatedIn === null || r.eliminatedIn === undefined ? '—' : `stage ${r.eliminatedIn}`]
      : []),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: readonly string[]) =>
    `  ${cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  return [line(head), ...body.map(line)];
}
