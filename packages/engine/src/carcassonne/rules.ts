import { err, ok, type Result } from '../core/result.js';
import { describeValue, quote } from '../core/quote.js';

/** Rule options of Part A (rules.md A5). */
export interface RuleOptions {
  readonly farmers: boolean;
  readonly smallCityTwoPoints: boolean;
  readonly farmerScoring: FarmerScoring;
}
export const FARMER_SCORINGS = ['perCity4', 'perField3'] as const;
export type FarmerScoring = (typeof FARMER_SCORINGS)[number];

export const PRESETS = {
  classic: { tileSet: 'base', options: { farmers: true, smallCityTwoPoints: true, farmerScoring: 'perCity4' } },
  'classic-se': { tileSet: 'base', options: { farmers: true, smallCityTwoPoints: false, farmerScoring: 'perCity4' } },
  winter: { tileSet: 'winter', options: { farmers: true, smallCityTwoPoints: false, farmerScoring: 'perField3' } },
  modern: { tileSet: 'base', options: { farmers: true, smallCityTwoPoints: false, farmerScoring: 'perField3' } },
} as const satisfies Record<string, { tileSet: 'base' | 'winter'; options: RuleOptions }>;
export type BasePreset = keyof typeof PRESETS;
export const BASE_PRESETS = Object.keys(PRESETS) as BasePreset[];

export function isBasePreset(p: string): p is BasePreset {
  return Object.hasOwn(PRESETS, p);
}

/** Apply option overrides to a preset, refusing unknown names and wrong types. */
export function resolveOptions(preset: BasePreset, overrides: Readonly<Record<string, unknown>> = {}): Result<RuleOptions> {
  const base: RuleOptions = PRESETS[preset].options;
  let out: RuleOptions = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    switch (key) {
      case 'farmers':
      case 'smallCityTwoPoints':
        if (typeof value !== 'boolean') return err('bad-option', `option ${key} must be true or false (got ${describeValue(value)})`);
        out = { ...out, [key]: value };
        break;
      case 'farmerScoring':
        if (value !== 'perCity4' && value !== 'perField3')
          return err('bad-option', `option farmerScoring must be "perCity4" or "perField3" (got ${describeValue(value)})`);
        out = { ...out, farmerScoring: value };
        break;
      default:
        return err('unknown-option', `unknown option ${quote(key)} (known: farmers, smallCityTwoPoints, farmerScoring)`);
    }
  }
  return ok(out);
}
