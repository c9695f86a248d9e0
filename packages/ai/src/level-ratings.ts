import type { LevelId } from './levels.js';

/** A level's rating as the ladder measured it: Elo with greedy at 1000, and its 95% interval. */
export interface MeasuredRating {
  readonly elo: number;
  readonly ci95: readonly [number, number];
}

export interface LadderMeasurement {
  /** `carcassonne ladder --preset P --games N --seed S` reproduces it. */
  readonly gamesPerPairing: number;
  readonly seed: string;
  readonly levels: Readonly<Record<LevelId, MeasuredRating>>;
}

/**
 * Measured with `carcassonne ladder` (2 players, seats swapped, the levels' own budgets); the
 * web game shows these beside the levels' names. Re-measure after changing a level.
 */
export const LEVEL_RATINGS: Readonly<Record<string, LadderMeasurement>> = {};

/** Presets rated as another one: the second edition's classic differs by one scoring rule. */
const RATED_AS: Readonly<Record<string, string>> = { 'classic-se': 'classic' };

/** A level's measured rating in a preset, if it was measured there. */
export function levelRating(level: string, preset: string): MeasuredRating | undefined {
  const table = LEVEL_RATINGS[preset] ?? LEVEL_RATINGS[RATED_AS[preset] ?? ''];
  return table?.levels[level as LevelId];
}
