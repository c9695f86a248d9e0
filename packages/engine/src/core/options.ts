import { err, ok, type Result } from './result.js';
import { describeValue, quote } from './quote.js';

/**
 * A game's rule options as one table: each option's name and the values it takes. The type of
 * the options, their check and the list the registry offers (`GameDefinition.options`) all come
 * from it.
 */
export type OptionTable = Readonly<Record<string, readonly (boolean | string)[]>>;

/** The options a table describes, each set to one of its values. */
export type OptionsOf<T extends OptionTable> = { readonly [K in keyof T]: T[K][number] };

/** One option as the registry lists it (`OptionInfo`). */
export interface OptionEntry {
  readonly key: string;
  readonly values: readonly (boolean | string)[];
}

/** The table as the registry lists it: each option with its values, in table order. */
export function optionList(table: OptionTable): OptionEntry[] {
  return Object.entries(table).map(([key, values]) => ({ key, values }));
}

/** `base` with the overrides applied, refusing names the table does not have and values it does not list. */
export function resolveOptionsIn<T extends OptionTable>(
  table: T,
  base: OptionsOf<T>,
  overrides: Readonly<Record<string, unknown>>,
): Result<OptionsOf<T>> {
  let out: OptionsOf<T> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const values = Object.hasOwn(table, key) ? table[key] : undefined;
    if (values === undefined)
      return err('unknown-option', `unknown option ${quote(key)} (known: ${Object.keys(table).join(', ')})`);
    const known = values.find((v) => v === value);
    if (known === undefined) {
      const listed = values.map((v) => JSON.stringify(v)).join(' or ');
      return err('bad-option', `option ${key} must be ${listed} (got ${describeValue(value)})`);
    }
    out = { ...out, [key]: known };
  }
  return ok(out);
}
