import { ok } from '@carcassonne/engine';
import { botError, describe, isRecord, unknownKeys, type BotResult } from '../errors.js';
import { FEATURE_COUNT, FEATURE_COUNT_V2, FEATURE_NAMES } from './features.js';

/**
 * The learned evaluation's weights file: JSON with its format and version, the feature names it
 * was trained on, and per feature a weight over the standardised feature ((x − mean) / scale).
 * Loading checks every field, so a file from another version or another feature set is refused
 * with a sentence saying what is wrong, never half-used.
 */
export const WEIGHTS_FORMAT = 'carcassonne-weights';
/**
 * 4: with the followers weighed by their features' odds; 3: without it; 2: without the dead and
 * scarce features either (`stuckFeatures`). An older file is read as version 4 with the later
 * features' weights 0 (the same leaf); 1 (final scores, not margins) is refused.
 */
export const WEIGHTS_VERSION = 4;
/** Each version read, and how many of the features (`FEATURE_NAMES`' first) its files hold. */
export const VERSION_FEATURES = { 2: FEATURE_COUNT_V2, 3: FEATURE_COUNT_V2 + 4, 4: FEATURE_COUNT } as const;
export type WeightsVersion = keyof typeof VERSION_FEATURES;
const VERSIONS = Object.keys(VERSION_FEATURES).map(Number) as WeightsVersion[];
const isVersion = (v: unknown): v is WeightsVersion => VERSIONS.includes(v as WeightsVersion);

export interface Weights {
  readonly format: typeof WEIGHTS_FORMAT;
  readonly version: typeof WEIGHTS_VERSION;
  readonly game: 'carcassonne';
  /** What the model predicts: a player's final margin over the opponents' mean score. */
  readonly target: 'margin';
  readonly features: readonly string[];
  readonly mean: readonly number[];
  readonly scale: readonly number[];
  readonly weights: readonly number[];
  /** How it was trained (games, seed, loss): kept for people, not read. */
  readonly training?: Readonly<Record<string, unknown>>;
}

/** A file as written: an older version holds fewer features (`parseWeights` reads it as today's). */
export type WeightsFile = Omit<Weights, 'version'> & { readonly version: WeightsVersion };

const KEYS = ['format', 'version', 'game', 'target', 'features', 'mean', 'scale', 'weights', 'training'];

const finiteList = (v: unknown): v is number[] =>
  Array.isArray(v) && v.every((x) => typeof x === 'number' && Number.isFinite(x));

/** Weights from a file's text (or parsed JSON), checked. Refused with `bad-weights`. */
export function parseWeights(input: unknown): BotResult<Weights> {
  const bad = (message: string) => botError('bad-weights', message);
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch (e) {
      return bad(`the weights are not JSON: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  if (!isRecord(value)) return bad(`the weights are an object, not ${describe(value)}`);
  const extra = unknownKeys(value, KEYS);
  if (extra.length > 0) return bad(`unknown weights field ${extra.join(', ')}`);
  if (value.format !== WEIGHTS_FORMAT)
    return bad(`the format is ${WEIGHTS_FORMAT}, not ${describe(value.format)}`);
  if (!isVersion(value.version))
    return bad(
      `version ${describe(value.version)} of the weights; this program reads versions ${VERSIONS.join(', ')}`,
    );
  const count = VERSION_FEATURES[value.version];
  if (value.game !== 'carcassonne')
    return bad(`the weights are for the base games, not ${describe(value.game)}`);
  if (value.target !== 'margin')
    return bad(`the weights predict the final margin (target "margin"), not ${describe(value.target)}`);
  const names = value.features;
  if (!Array.isArray(names) || names.length !== count || names.some((f, i) => f !== FEATURE_NAMES[i]))
    return bad(
      `the weights' features are not those of version ${value.version} (${FEATURE_NAMES.slice(0, count).join(', ')})`,
    );
  for (const field of ['mean', 'scale', 'weights'] as const) {
    const list = value[field];
    if (!finiteList(list) || list.length !== count)
      return bad(`${field} must be ${count} finite numbers, not ${describe(list)}`);
  }
  if ((value.scale as number[]).some((s) => s <= 0)) return bad('every scale must be above 0');
  if (value.training !== undefined && !isRecord(value.training)) return bad('training is an object');
  const w = value as unknown as Weights;
  if (count === FEATURE_COUNT) return ok(w);
  // An older version: today's leaf with the later features weighed 0.
  const added = FEATURE_COUNT - count;
  return ok({
    ...w,
    version: WEIGHTS_VERSION,
    features: [...FEATURE_NAMES],
    mean: [...w.mean, ...new Array<number>(added).fill(0)],
    scale: [...w.scale, ...new Array<number>(added).fill(1)],
    weights: [...w.weights, ...new Array<number>(added).fill(0)],
  });
}

/** Whether weights count the dead, scarce and likely features (else the leaf need not look for them). */
export function countsStuck(w: Weights): boolean {
  return w.weights.slice(FEATURE_COUNT_V2).some((x) => x !== 0);
}

/** A weights file's text. */
export function formatWeights(w: WeightsFile): string {
  return `${JSON.stringify(w, null, 1)}\n`;
}
