import type { TournamentPairing, TournamentView } from '@carcassonne/protocol';

/** The parts of an elimination bracket: winners', losers' (double elimination), the final(s). */
export const BRACKET_PARTS = ['winners', 'losers', 'final'] as const;
export type BracketPart = (typeof BRACKET_PARTS)[number];

export interface BracketMatch {
  /** The server's name of the match (`W1-2`, `L2-1`, `F1`…). */
  readonly name: string;
  /** The tournament round it was played in. */
  readonly round: number;
  readonly players: readonly string[];
  /** Games won per player (a tied game: ½ each), in `players`' order. */
  readonly points: readonly number[];
  /** The games with a result, of those planned so far. */
  readonly played: number;
  /**
   * Who went on: the player ahead once the match's round is over; when level on games (the server
   * then decides by margin and seed), the one the bracket shows further on (null while unknown).
   */
  readonly winner: string | null;
}

export interface BracketColumn {
  /** The bracket's own round (1 for `W1-…`), the column's place from the left. */
  readonly stage: number;
  readonly matches: readonly BracketMatch[];
}

export interface BracketSection {
  readonly part: BracketPart;
  readonly columns: readonly BracketColumn[];
}

/** A match name read: its part, its stage in that part, its place in the stage. */
export function matchPlace(name: string): { part: BracketPart; stage: number; index: number } | null {
  const m = /^([WL])(\d+)-(\d+)$/.exec(name);
  if (m) return { part: m[1] === 'W' ? 'winners' : 'losers', stage: Number(m[2]), index: Number(m[3]) };
  const f = /^(?:GF|F)(\d*)$/.exec(name);
  if (f) return { part: 'final', stage: f[1] ? Number(f[1]) : 1, index: 1 };
  return null;
}

/** Games won per player of a pairing (scores per seat; the seats name the players). */
function matchPoints(pairing: TournamentPairing): number[] {
  const points = pairing.players.map(() => 0);
  for (const game of pairing.games) {
    if (!game.scores) continue;
    const best = Math.max(...game.scores);
    const top = game.seats.filter((_, seat) => game.scores?.[seat] === best);
    for (const id of top) {
      const i = pairing.players.indexOf(id);
      if (i >= 0) points[i] = (points[i] ?? 0) + 1 / top.length;
    }
  }
  return points;
}

function matchOf(pairing: TournamentPairing, round: number, over: boolean): BracketMatch {
  const points = matchPoints(pairing);
  const best = Math.max(...points);
  const leaders = pairing.players.filter((_, i) => points[i] === best);
  return {
    name: pairing.match ?? '',
    round,
    players: pairing.players,
    points,
    played: pairing.games.filter((g) => g.scores !== null).length,
    winner: over && leaders.length === 1 ? (leaders[0] ?? null) : null,
  };
}

/**
 * The bracket as columns of matches: each part (winners', losers', final) left to right by stage,
 * each stage's matches top to bottom by their place. Pairings without a bracket name are left out.
 */
export function bracketLayout(view: TournamentView): BracketSection[] {
  const found = new Map<BracketPart, Map<number, { index: number; match: BracketMatch }[]>>();
  for (const round of view.rounds)
    for (const pairing of round.pairings) {
      const place = pairing.match === null ? null : matchPlace(pairing.match);
      if (!place) continue;
      const stages = found.get(place.part) ?? new Map<number, { index: number; match: BracketMatch }[]>();
      found.set(place.part, stages);
      const stage = stages.get(place.stage) ?? [];
      stages.set(place.stage, stage);
      stage.push({ index: place.index, match: matchOf(pairing, round.round, round.finished) });
    }
  const sections = BRACKET_PARTS.filter((part) => found.has(part)).map((part) => ({
    part,
    columns: [...(found.get(part) ?? new Map<number, { index: number; match: BracketMatch }[]>())]
      .sort(([a], [b]) => a - b)
      .map(([stage, matches]) => ({
        stage,
        matches: matches.sort((a, b) => a.index - b.index).map((m) => m.match),
      })),
  }));
  return sections.map((section) => ({
    ...section,
    columns: section.columns.map((column) => ({
      ...column,
      matches: column.matches.map((m) =>
        m.winner === null ? { ...m, winner: wentOn(m, section.part, sections, view) } : m,
      ),
    })),
  }));
}

/**
 * A level match's winner as the bracket shows it: the one of its players seen in a later match of
 * the same part (a losers' match: its loser is out) or, from a part's last stage, in the final;
 * the last final's, the champion. Null while the match's round is open or nothing tells.
 */
function wentOn(
  match: BracketMatch,
  part: BracketPart,
  sections: readonly BracketSection[],
  view: TournamentView,
) {
  const round = view.rounds.find((r) => r.round === match.round);
  if (!round?.finished) return null;
  const later = (p: BracketPart) =>
    sections
      .filter((s) => s.part === p)
      .flatMap((s) => s.columns.flatMap((c) => c.matches))
      .filter((m) => m.round > match.round)
      .flatMap((m) => m.players);
  if (part === 'final')
    return later('final').length === 0 && view.champion !== null && match.players.includes(view.champion)
      ? view.champion
      : null;
  // The next match in the same part tells; from the part's last stage, the final does (a winners'
  // bracket loser can reach the final too, but only through the losers' bracket's later stages).
  const same = match.players.filter((p) => later(part).includes(p));
  if (same.length === 1) return same[0] ?? null;
  const final = match.players.filter((p) => later('final').includes(p));
  if (same.length === 0 && final.length === 1) return final[0] ?? null;
  return null;
}
