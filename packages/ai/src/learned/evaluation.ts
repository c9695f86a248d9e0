import type { CarcassonneCore as Game } from '@carcassonne/engine/internal';
import type { Adapter } from '../adapter.js';
import { FEATURE_COUNT, FeatureWork, features } from './features.js';
import { countsStuck, parseWeights, type Weights } from './weights.js';

/**
 * The learned evaluation in the search: the base games' adapter with its leaf valuation replaced
 * by the linear model of the weights (each player's value; one minus another predicts their final
 * margin, which is all the search reads). Everything else —
 * moves, playouts, the greedy policy — is today's.
 */
export function learnedAdapter(w: Weights, base: Adapter<Game>): Adapter<Game> {
  let work: FeatureWork | null = null;
  let f = new Float64Array(0);
  const stuck = countsStuck(w);
  return {
    ...base,
    leafValue(g, _scratch, out) {
      const n = g.nPlayers;
      if (work === null || work.projected.length !== n) {
        work = new FeatureWork(n);
        work.stuckCounted = stuck;
        f = new Float64Array(n * FEATURE_COUNT);
      }
      features(g, work, f);
      for (let p = 0; p < n; p++) {
        let v = 0;
        for (let k = 0; k < FEATURE_COUNT; k++)
          v += (w.weights[k]! * (f[p * FEATURE_COUNT + k]! - w.mean[k]!)) / w.scale[k]!;
        out[p] = v;
      }
      return out;
    },
  };
}

/** What a bot should evaluate with: the weights, or today's evaluation and why. */
export interface EvaluationChoice {
  readonly weights: Weights | null;
  /** A sentence to log when the weights could not be used (null when they load). */
  readonly warning: string | null;
}

/**
 * A weights file's text (undefined: the file is missing or unreadable, `reason` says why) turned
 * into the evaluation to use: never a failure — a missing or corrupt file falls back to today's
 * evaluation with a warning to log.
 */
export function chooseEvaluation(
  text: string | undefined,
  source: string,
  reason = 'it cannot be read',
): EvaluationChoice {
  const fallback = (why: string): EvaluationChoice => ({
    weights: null,
    warning: `the weights file ${source} is not used (${why}): playing with the built-in evaluation`,
  });
  if (text === undefined) return fallback(reason);
  const w = parseWeights(text);
  return w.ok ? { weights: w.value, warning: null } : fallback(w.error.message);
}
