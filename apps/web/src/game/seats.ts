import {
  LEVEL_IDS,
  levelInfo,
  levelRating,
  type Budget,
  type LevelId,
  type MeasuredRating,
} from '@carcassonne/ai';
import type { Lang } from '../i18n/index.js';

/**
 * Who can sit at a local game: a person, the five levels (each with its own budget, as the
 * CLI's `--bots level3`), and the plain bots random, greedy and mcts. The one table the seat
 * picker, the bot turns and the saved games read.
 */
export const PLAIN_BOTS = ['random', 'greedy', 'mcts'] as const;
export const SEAT_KINDS = ['human', ...LEVEL_IDS, ...PLAIN_BOTS] as const;
export type SeatKind = (typeof SEAT_KINDS)[number];

export function isSeatKind(v: unknown): v is SeatKind {
  return typeof v === 'string' && (SEAT_KINDS as readonly string[]).includes(v);
}

export const isLevel = (kind: SeatKind): kind is LevelId => (LEVEL_IDS as readonly string[]).includes(kind);

/** One entry of the seat picker: its value, its words, and a level's measured rating in the preset. */
export interface SeatChoice {
  readonly kind: SeatKind;
  readonly label: string;
  readonly rating: MeasuredRating | null;
}

type SeatKey = 'seat.level' | 'seat.elo' | `level.${LevelId}` | `seat.${PlainBot | 'human'}`;
type PlainBot = (typeof PLAIN_BOTS)[number];
type Words = (key: SeatKey, vars?: Readonly<Record<string, string | number>>) => string;

/**
 * A seat kind in words: "Level 3 — club" (the level's own name, `level.level3`, in the language
 * of `t`), or the plain bot's. (`lang` is the language of `t`.)
 */
export function seatLabel(kind: SeatKind, _lang: Lang, t: Words): string {
  const level = isLevel(kind) ? levelInfo(kind) : undefined;
  if (level) return t('seat.level', { n: level.level, name: t(`level.${level.id}`) });
  return t(`seat.${kind as Exclude<SeatKind, LevelId>}`);
}

/** A bot's words with its measured rating beside them, as the seat picker and the lobby show it: "Level 3 — club · Elo 965". */
export function ratedLabel(
  words: string,
  rating: MeasuredRating | null,
  t: (key: 'seat.elo', vars: Readonly<Record<string, number>>) => string,
): string {
  return rating ? `${words} · ${t('seat.elo', { elo: Math.round(rating.elo) })}` : words;
}

/**
 * The seat picker's entries, levels first, each level with its rating under `key` (`ratingKey`:
 * the preset and its expansions) when one was measured.
 */
export function seatChoices(
  key: string,
  lang: Lang,
  t: Words,
  rating: (level: string, key: string) => MeasuredRating | undefined = levelRating,
): SeatChoice[] {
  return SEAT_KINDS.map((kind) => {
    const r = isLevel(kind) ? (rating(kind, key) ?? null) : null;
    return { kind, rating: r, label: ratedLabel(seatLabel(kind, lang, t), r, t) };
  });
}

/**
 * What a bot seat asks the worker: its name as the AI package knows it and a budget. A level
 * plays with its own budget whatever is asked (`makeBot`/`entryBudget`); `iterations` (a test
 * hook) may only lower it.
 */
export function botRequest(
  kind: Exclude<SeatKind, 'human'>,
  mctsMs: number,
  iterations?: number,
): { bot: string; budget: Budget } {
  if (isLevel(kind)) return { bot: kind, budget: iterations ? { iterations } : { timeMs: mctsMs } };
  return { bot: kind, budget: { timeMs: kind === 'mcts' ? mctsMs : 50 } };
}
