import { levelRating, type MeasuredRating } from '@carcassonne/ai';
import { isLevelBot, LEVEL_IDS, LEVEL_NUMBERS, seatLevel, type SeatBot } from '@carcassonne/protocol/plain';
import { ratedLabel } from '../game/seats.js';
import type { Seat } from '../game/types.js';
import type { Lang, T } from '../i18n/index.js';

/**
 * The bots the lobby offers for a seat: the five levels (each plays with its own budget on the
 * server, as the CLI's `--bots level3`), then random and greedy. `mcts` is left out: it is the
 * first protocol's name, and plays as a level.
 */
export const OFFERED_BOTS = [...LEVEL_IDS, 'random', 'greedy'] as const;
export type OfferedBot = (typeof OFFERED_BOTS)[number];

/**
 * A bot in words: "Bot 3: club" with the level's own name (`level.level3`) in the language of `t`
 * (`_lang`); plain bots by their seat words.
 */
export function botWords(t: T, _lang: Lang, bot: SeatBot, level: number): string {
  const id = isLevelBot(bot) ? bot : bot === 'mcts' ? seatLevel(bot, level) : null;
  if (id) return t('online.botLevel', { n: LEVEL_NUMBERS[id], name: t(`level.${id}`) });
  return t(`seat.${bot === 'random' ? 'random' : 'greedy'}`);
}

/** A level's measured rating in the preset (`levelRating`), if it was measured there. */
export function botRating(
  bot: OfferedBot,
  preset: string,
  rating: (level: string, preset: string) => MeasuredRating | undefined = levelRating,
): MeasuredRating | null {
  return isLevelBot(bot) ? (rating(bot, preset) ?? null) : null;
}

/** An entry of the seat menu: the bot's words and, beside a level, its rating when measured. */
export function botChoice(
  t: T,
  lang: Lang,
  bot: OfferedBot,
  preset: string,
  rating?: (level: string, preset: string) => MeasuredRating | undefined,
): string {
  return ratedLabel(botWords(t, lang, bot, 0), botRating(bot, preset, rating), t);
}

/**
 * A table seat for the board's player panel. The panel names a bot by its seat words
 * (`seat.level3` …), which the dictionaries have for every bot the server seats.
 */
export function panelKind(bot: SeatBot): Seat['kind'] {
  return bot as Seat['kind'];
}
