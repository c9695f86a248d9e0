import { bracketOutcomes, drawBracket } from './bracket.js';
import { playerLogs, type PlayerLog } from './results.js';
import { scoreOf } from './scoring.js';
import { directEncounter, duplicateScores, soloTieBreak, wins } from './tie-breaks.js';
import type { TieBreak, TournamentState } from './types.js';

export interface StandingRow {
  /** 1 + the players strictly ahead: players equal on every criterion share a rank. */
  readonly rank: number;
  readonly id: string;
  readonly rating: number;
  readonly score: number;
  readonly games: number;
  readonly wins: number;
  readonly byes: number;
  /** The settings' tie-breaks, in their order. */
  readonly tieBreaks: Readonly<Partial<Record<TieBreak, number>>>;
  /** With duplicate deals: the duplicate score in % (docs/tournaments.md). */
  readonly duplicate?: number;
  /**
   * Elimination: the stage of the match that put the player out (its round in its bracket, the
   * finals after the losers' bracket's last round), null while still in.
   */
  readonly eliminatedIn?: number | null;
}

/** Floating sums of halves and thirds compare as equal when they are. */
const exact = (v: number): number => Math.round(v * 1e9) / 1e9;

/** A bracket match's stage: its round in its bracket; the finals after the losers' bracket's last. */
function stage(match: string, lastLosers: number): number {
  if (match === 'F1') return lastLosers + 1;
  if (match === 'F2') return lastLosers + 2;
  return Number(match.slice(1, match.indexOf('-')));
}

/** Elimination: the stage each player was put out at (a second loss in double elimination; a walkover counts). */
function eliminations(state: TournamentState): Map<string, number> {
  const lives = state.settings.format === 'double-elimination' ? 2 : 1;
  const matches = drawBracket(state.settings.players.length, lives === 2);
  const lastLosers = Math.max(0, ...matches.filter((m) => m.id.startsWith('L')).map((m) => stage(m.id, 0)));
  const losses = new Map<string, number[]>();
  for (const [match, o] of bracketOutcomes(state, matches))
    if (o.loser) losses.set(o.loser, [...(losses.get(o.loser) ?? []), stage(match, lastLosers)]);
  const out = new Map<string, number>();
  for (const [id, stages] of losses) if (stages.length >= lives) out.set(id, Math.max(...stages));
  return out;
}

/**
 * The standings: by elimination round first in the elimination formats, then by score (or the
 * duplicate score when the settings rank by it), then the settings' tie-breaks in order.
 */
export function standings(state: TournamentState): StandingRow[] {
  const { settings } = state;
  const logs = playerLogs(state);
  const scores = new Map([...logs].map(([id, log]) => [id, scoreOf(log, settings)]));
  const duplicate = settings.duplicate ? duplicateScores(logs.values()) : new Map<string, number>();
  const out = settings.format.endsWith('elimination') ? eliminations(state) : null;
  const rows = settings.players.map((p, index) => {
    const log = logs.get(p.id)!;
    const primary = [
      ...(out ? [out.get(p.id) ?? Number.POSITIVE_INFINITY] : []),
      settings.ranking === 'duplicate' ? duplicate.get(p.id)! : scores.get(p.id)!,
    ];
    const values = settings.tieBreaks.map((t) =>
      t === 'direct-encounter' ? 0 : soloTieBreak(t, log, scores, duplicate),
    );
    return { p, index, log, primary, values };
  });
  // Direct encounter counts among those tied on every key before it.
  settings.tieBreaks.forEach((t, at) => {
    if (t !== 'direct-encounter') return;
    const prefix = (r: (typeof rows)[number]) =>
      [...r.primary, ...r.values.slice(0, at)].map(exact).join(' ');
    const groups = new Map<string, PlayerLog[]>();
    for (const r of rows) groups.set(prefix(r), [...(groups.get(prefix(r)) ?? []), r.log]);
    for (const r of rows) r.values[at] = directEncounter(groups.get(prefix(r))!).get(r.p.id)!;
  });
  const keys = new Map(rows.map((r) => [r, [...r.primary, ...r.values].map(exact)]));
  const compare = (a: (typeof rows)[number], b: (typeof rows)[number]) => {
    const [ka, kb] = [keys.get(a)!, keys.get(b)!];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!;
    return 0;
  };
  rows.sort((a, b) => compare(a, b) || b.p.rating - a.p.rating || a.index - b.index);
  // Sorted: a row's rank is one more than the rows before the first row it ties with.
  const ranks: number[] = [];
  for (const [i, r] of rows.entries())
    ranks.push(i > 0 && compare(rows[i - 1]!, r) === 0 ? ranks[i - 1]! : i + 1);
  return rows.map((r, i) => ({
    rank: ranks[i]!,
    id: r.p.id,
    rating: r.p.rating,
    score: exact(scores.get(r.p.id)!),
    games: r.log.games.length,
    wins: wins(r.log),
    byes: r.log.byes.length,
    tieBreaks: Object.fromEntries(settings.tieBreaks.map((t, i) => [t, exact(r.values[i]!)])),
    ...(settings.duplicate ? { duplicate: exact(duplicate.get(r.p.id)!) } : {}),
    ...(out ? { eliminatedIn: out.get(r.p.id) ?? null } : {}),
  }));
}
