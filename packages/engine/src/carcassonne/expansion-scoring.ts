import { K_CITY, K_ROAD } from '../core/tile-compile.js';
import { EXPANSION_ATTRIBUTES } from './expansions.js';
import type { RuleOptions } from './rules.js';
import type { ScoringRules } from './scoring.js';

/** The bit of an expansion attribute in the composed tile sets' `segFlags` (`EXPANSION_ATTRIBUTES`). */
const bit = (name: (typeof EXPANSION_ATTRIBUTES)[number]): number => 1 << EXPANSION_ATTRIBUTES.indexOf(name);
const INN = bit('inn');
const CATHEDRAL = bit('cathedral');

/**
 * A preset's scoring with the expansions its options switch on (rules/inns-and-cathedrals.md A7): with Inns &
 * Cathedrals a road with an inn scores 2 per tile complete and 0 incomplete, a city with a
 * cathedral 3 per tile and coat of arms complete and 0 incomplete. Farms are scored as the
 * preset scores them.
 */
export function expansionScoring(
  base: ScoringRules,
  options: Pick<RuleOptions, 'innsAndCathedrals'>,
): ScoringRules {
  if (!options.innsAndCathedrals) return base;
  return {
    featureValue(f, complete) {
      if (f.kind === K_ROAD && f.flags & INN) return complete ? 2 * f.tiles : 0;
      if (f.kind === K_CITY && f.flags & CATHEDRAL) return complete ? 3 * (f.tiles + f.shields) : 0;
      return base.featureValue(f, complete);
    },
    multiplier: (f, complete) => base.multiplier(f, complete),
    farmScoring: base.farmScoring,
    farmValue: (cities) => base.farmValue(cities),
  };
}
