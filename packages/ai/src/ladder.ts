import { LEVEL_IDS, levelInfo } from './levels.js';
import type { GameResult } from './play.js';
import { fitElo, wilson95 } from './stats.js';

/** The ladder's players: greedy (the anchor, rated 1000) and the levels, weakest first. */
export const LADDER_BOTS: readonly string[] = ['greedy', ...LEVEL_IDS];
export const LADDER_ANCHOR = 'greedy';
export const LADDER_ANCHOR_ELO = 1000;

/**
 * Who plays whom: every level its neighbour above, and greedy (the anchor) the levels that play
 * like people — near it in strength, so those games measure something (and they are cheap).
 */
export const LADDER_PAIRS: readonly (readonly [string, string])[] = [
  ['greedy', 'level1'],
  ['greedy', 'level2'],
  ['greedy', 'level3'],
  ['level1', 'level2'],
  ['level2', 'level3'],
  ['level3', 'level4'],
  ['level4', 'level5'],
];

/** One game of the ladder: a pairing, its seat order and its deal. */
export interface LadderGame {
  readonly pair: number;
  readonly seats: readonly [string, string];
  readonly seed: string;
}

/**
 * Pairings of bots that do not search cost next to nothing and sit closer together, so they play
 * this many times the games asked for: their gaps are measured as tightly as the searching ones'.
 */
export const CHEAP_PAIRING_FACTOR = 4;

const searches = (bot: string) => levelInfo(bot)?.play.kind === 'search';

/** The games a pairing plays when `games` are asked for. */
export function pairingGames(pair: number, games: number): number {
  const p = LADDER_PAIRS[pair];
  if (!p) return 0;
  return p.some(searches) ? games : games * CHEAP_PAIRING_FACTOR;
}

/**
 * `games` games per pairing (more for cheap ones), the seats swapped every game; with duplicate
 * deals (the default) each deal is played twice, once from each seat, else every game has its own.
 */
export function ladderGames(games: number, seed: string, duplicate = true): LadderGame[] {
  const out: LadderGame[] = [];
  LADDER_PAIRS.forEach(([a, b], pair) => {
    const n = pairingGames(pair, games);
    for (let i = 0; i < n; i++)
      out.push({
        pair,
        seats: i % 2 === 0 ? [a, b] : [b, a],
        seed: `${seed}-${pair}-${duplicate ? Math.floor(i / 2) : i}`,
      });
  });
  return out;
}

export interface LadderRow {
  readonly bot: string;
  readonly elo: number;
  readonly ci95: readonly [number, number];
  /** The bot below it on the ladder (level 1: greedy, the anchor), its share of those games won, and their count. */
  readonly below: string | null;
  readonly winRateBelow: number | null;
  readonly winRateBelowCI95: readonly [number, number] | null;
  readonly gamesBelow: number;
  readonly games: number;
  readonly msPerMove: number;
}

/** Fit the ladder's results (game i of `games` ended as `results[i]`): one row per bot, greedy first. */
export function summariseLadder(games: readonly LadderGame[], results: readonly GameResult[]): LadderRow[] {
  const k = LADDER_BOTS.length;
  const idx = (name: string) => LADDER_BOTS.indexOf(name);
  const pairScore = LADDER_PAIRS.map(() => ({ games: 0, score: 0 }));
  const ms = new Array<number>(k).fill(0);
  const moves = new Array<number>(k).fill(0);
  const played = new Array<number>(k).fill(0);
  games.forEach((g, i) => {
    const r = results[i];
    if (!r) return;
    const [a] = LADDER_PAIRS[g.pair]!;
    const seatA = g.seats[0] === a ? 0 : 1;
    const sa = r.scores[seatA]!;
    const sb = r.scores[1 - seatA]!;
    pairScore[g.pair]!.games++;
    pairScore[g.pair]!.score += sa > sb ? 1 : sa === sb ? 0.5 : 0;
    g.seats.forEach((name, seat) => {
      ms[idx(name)]! += r.thinkMs[seat]!;
      moves[idx(name)]! += r.decisions[seat]!;
      played[idx(name)]!++;
    });
  });
  const fit = fitElo(
    k,
    LADDER_PAIRS.map(([a, b], p) => ({
      a: idx(a),
      b: idx(b),
      games: pairScore[p]!.games,
      score: pairScore[p]!.score,
    })),
    idx(LADDER_ANCHOR),
    LADDER_ANCHOR_ELO,
  );
  return LADDER_BOTS.map((bot, i) => {
    const below = i === 0 ? null : LADDER_BOTS[i - 1]!;
    const p = below === null ? -1 : LADDER_PAIRS.findIndex(([a, b]) => a === below && b === bot);
    const s = p < 0 ? null : pairScore[p]!;
    // The pairing's score is the lower bot's; the row shows the upper one's share.
    const won = s ? s.games - s.score : 0;
    return {
      bot,
      elo: fit.elo[i]!,
      ci95: fit.ci95[i]!,
      below,
      winRateBelow: s && s.games > 0 ? won / s.games : null,
      winRateBelowCI95: s && s.games > 0 ? wilson95(won, s.games) : null,
      gamesBelow: s ? s.games : 0,
      games: played[i]!,
      msPerMove: moves[i]! > 0 ? ms[i]! / moves[i]! : 0,
    };
  });
}
