import { K_CITY, K_ROAD } from '../core/tile-compile.js';
import type { BasePreset, FarmerScoring, RuleOptions } from './rules.js';

/** What a scoring rule may know of a road, city or monastery. */
export interface Feature {
  /** K_ROAD, K_CITY or K_MONASTERY. */
  kind: number;
  /** Distinct tiles; for a monastery the tiles of its 3×3 square, itself included. */
  tiles: number;
  /** Coats of arms in a city. */
  shields: number;
  /** Attribute bits its segments carry (see the tile set's attribute names). */
  flags: number;
}

/**
 * How a rule set scores (rules.md A3–A4). The base game and its presets are one instance; an
 * expansion gives its own (Inns & Cathedrals: a road with an inn doubles, or scores nothing
 * when left incomplete), and both the final scoring and the bots' projection use it.
 */
export interface ScoringRules {
  /** Points of a feature completed during play (`complete`) or left incomplete at the end. */
  featureValue(feature: Readonly<Feature>, complete: boolean): number;
  /** A factor on those points (an expansion's inn or cathedral); 1 in the base game. */
  multiplier(feature: Readonly<Feature>, complete: boolean): number;
  /** How farms score at the end, or null when farmers are switched off. */
  readonly farmScoring: FarmerScoring | null;
  /** A farm's points: per completed city (`perCity4`, cities = 1) or for a field supplying `cities` cities (`perField3`). */
  farmValue(cities: number): number;
}

/** The points a feature scores under `rules`. */
export function featurePoints(rules: ScoringRules, feature: Readonly<Feature>, complete: boolean): number {
  return rules.featureValue(feature, complete) * rules.multiplier(feature, complete);
}

/** Each preset's scoring rules for its options (an expansion's preset brings its own). */
export const PRESET_SCORING: Readonly<Record<BasePreset, (options: RuleOptions) => ScoringRules>> = {
  classic: baseScoring,
  'classic-se': baseScoring,
  modern: baseScoring,
  winter: baseScoring,
};

/** The base game's scoring with a preset's options. */
export function baseScoring(options: RuleOptions): ScoringRules {
  const smallCityTwoPoints = options.smallCityTwoPoints;
  const perCity = options.farmerScoring === 'perCity4';
  return {
    featureValue(f, complete) {
      if (f.kind === K_ROAD) return f.tiles;
      if (f.kind === K_CITY) {
        if (!complete) return f.tiles + f.shields;
        return f.tiles === 2 && smallCityTwoPoints ? 2 : 2 * (f.tiles + f.shields);
      }
      // A monastery: 9 when complete (its square is full), else one per tile of the square.
      return f.tiles;
    },
    multiplier: () => 1,
    farmScoring: options.farmers ? options.farmerScoring : null,
    farmValue: (cities) => (perCity ? 4 : 3 * cities),
  };
}
