import type { GameEnding } from './server.js';

/**
 * How a game ended, in one word, as lists and dialogs say it: played to the end, a resignation,
 * a player who left, a player out of time, or aborted (no result).
 */
export type EndedBy = 'played' | 'resigned' | 'abandoned' | 'timeout' | 'aborted';

/** The one word for an ending (null: an older game with no stored ending, played to the end). */
export function endedBy(ending: GameEnding | null | undefined): EndedBy {
  if (!ending) return 'played';
  if (ending.end === 'aborted') return 'aborted';
  if (ending.end === 'resigned' || ending.resigned.length > 0) return 'resigned';
  if ((ending.timedOut?.length ?? 0) > 0) return 'timeout';
  if (ending.abandoned.length > 0) return 'abandoned';
  return 'played';
}

/**
 * The winners' seats: the best score among the seats that neither resigned nor abandoned the
 * game; when no seat stayed, among those that did not resign (a resignation against a player
 * who had left: the one who left wins); none when the game was aborted.
 */
export function winningSeats(scores: readonly number[], ending: GameEnding | null | undefined): number[] {
  if (ending?.end === 'aborted') return [];
  const resigned = new Set(ending?.resigned ?? []);
  const left = new Set([...resigned, ...(ending?.abandoned ?? [])]);
  const best = (out: ReadonlySet<number>) => {
    const staying = scores.flatMap((s, i) => (out.has(i) ? [] : [s]));
    const top = Math.max(...staying);
    return scores.flatMap((s, i) => (!out.has(i) && s === top ? [i] : []));
  };
  const stayed = best(left);
  return stayed.length > 0 ? stayed : best(resigned);
}
