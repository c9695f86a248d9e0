import { winningSeats, type EndedBy, type GameEnding, type TableEvent } from '@carcassonne/protocol';
import type { T } from '../i18n/index.js';

/**
 * How an online game ended, in the words the table, the game-over dialog and the profile say it,
 * from the server's ending (docs/server/ratings.md): aborted, ended by a resignation, who
 * resigned, who left and who ran out of time too often, and why a game of a rated table is not
 * rated (not said again of an aborted game: its words say nobody is rated).
 */
export function endingWords(ending: GameEnding | null | undefined, names: readonly string[], t: T): string[] {
  if (!ending) return [];
  const who = (i: number) => ({ who: names[i] ?? '' });
  const timedOut = new Set(ending.timedOut ?? []);
  return [
    ...(ending.end === 'aborted'
      ? [t('end.aborted')]
      : ending.end === 'resigned'
        ? [t('end.wonByResign')]
        : []),
    ...ending.resigned.map((i) => t('end.resigned', who(i))),
    ...ending.abandoned.map((i) =>
      timedOut.has(i) ? t('end.timedOut', who(i)) : t('end.abandoned', who(i)),
    ),
    ...(ending.unrated && ending.end !== 'aborted' ? [t(UNRATED_WORDS[ending.unrated])] : []),
  ];
}

/** The sentence of each reason a game of a rated table ends unrated. */
const UNRATED_WORDS = {
  early: 'end.unratedEarly',
  repeated: 'end.unratedRepeated',
  guest: 'end.unratedGuest',
} as const satisfies Record<NonNullable<GameEnding['unrated']>, string>;

/**
 * The winners' seats when the scores alone do not decide (someone resigned or left): the server's
 * winners of the game's finished event, or by its rule (`winningSeats`) when the event has none.
 * Undefined when the scores decide.
 */
export function decidedWinners(
  ending: GameEnding | null | undefined,
  events: readonly { readonly event: TableEvent }[],
  names: readonly string[],
  scores: readonly number[],
): number[] | undefined {
  if (!ending || ending.resigned.length + ending.abandoned.length === 0) return undefined;
  const finished = events
    .map((e) => e.event)
    .filter((e) => e.kind === 'finished')
    .at(-1);
  if (finished?.kind !== 'finished') return winningSeats(scores, ending);
  return names.flatMap((n, i) => (finished.winners.includes(n) ? [i] : []));
}

/** How a listed game ended, in a few words (null: played to the end, nothing to add). */
export function endedWords(ended: EndedBy | undefined, t: T): string | null {
  if (ended === 'resigned' || ended === 'abandoned' || ended === 'timeout')
    return t(`ratings.ended.${ended}`);
  return null;
}
