import { parseArgs, type ParseArgsConfig } from 'node:util';
// Only the engine's tables, not its games: a start that lists tiles or prints usage loads no more.
import { expansionOptions } from '@carcassonne/engine/tables';
import { quote } from './quote.js';
import { EXPANSION_NAMES, TABLE_PRESETS, type ExpansionName } from './tile-tables.js';
import { UsageError } from './usage-error.js';

export { UsageError };

export function parse<T extends NonNullable<ParseArgsConfig['options']>>(argv: string[], options: T) {
  try {
    // allowNegative: a boolean that defaults on is turned off with --no-NAME (arena --no-duplicate).
    return parseArgs({ args: argv, options, allowPositionals: true, strict: true, allowNegative: true });
  } catch (e) {
    throw parseError(e as Error & { code?: string });
  }
}

/** Node's parse errors in our words: the option named once, quoted, in one line. */
function parseError(e: Error & { code?: string }): UsageError {
  const option = /'(-[^' ]*)/.exec(e.message)?.[1] ?? '';
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION')
    return new UsageError(`unknown option ${quote(option)}`, { seeHelp: true });
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    if (/does not take/.test(e.message)) return new UsageError(`${quote(option)} takes no value`);
    // A value beginning with a dash reads as the next option unless joined with `=`.
    const dashed = /ambiguous/.test(e.message)
      ? ` (a value beginning with a dash is joined: ${option}=-…)`
      : '';
    return new UsageError(`${quote(option)} needs a value${dashed}`);
  }
  return new UsageError(e.message.replace(/\s*\n\s*/g, ' '));
}

/** A whole-number option within [min, max]; digits only, so no signs, exponents or NaN. */
export function intArg(
  value: string | undefined,
  name: string,
  fallback: number,
  min = 1,
  max = 1_000_000,
): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new UsageError(`--${name} must be a whole number, not ${quote(value)}`);
  const n = Number(value);
  if (n < min || n > max)
    throw new UsageError(`--${name} must be between ${min} and ${max}, not ${quote(value)}`);
  return n;
}

/** A decimal option within [min, max] (e.g. seconds). */
export function numberArg(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined) return fallback;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(value))
    throw new UsageError(`--${name} must be a number, not ${quote(value)}`);
  const n = Number(value);
  if (n < min || n > max)
    throw new UsageError(`--${name} must be between ${min} and ${max}, not ${quote(value)}`);
  return n;
}

/** Longest seed accepted on the command line. */
export const SEED_LENGTH = 100;

export function seedArg(value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  if (value.length > SEED_LENGTH)
    throw new UsageError(`--seed may have at most ${SEED_LENGTH} characters, not ${value.length}`);
  return value;
}

const PRESET_IDS = TABLE_PRESETS.map((p) => p.id);
export const PRESET_LIST = PRESET_IDS.join(', ');

/** A preset name of any game (the engine's registry). */
export function presetArg(value: string | undefined, fallback?: string): string {
  const preset = required(value ?? fallback);
  if (PRESET_IDS.includes(preset)) return preset;
  throw new UsageError(`unknown preset ${quote(preset)} (${PRESET_LIST})`);
}

function required(preset: string | undefined): string {
  if (preset === undefined) throw new UsageError(`--preset is required (${PRESET_LIST})`);
  return preset;
}

export const EXPANSION_LIST = EXPANSION_NAMES.join(', ');

const isExpansionName = (name: string): name is ExpansionName =>
  (EXPANSION_NAMES as readonly string[]).includes(name);

/**
 * The expansions of `--expansions a,b` for a preset (docs/rules.md A6): known names, each once,
 * and only with a preset of Carcassonne (The City takes none). Empty without the option.
 */
export function expansionsArg(value: string | undefined, preset: string): ExpansionName[] {
  if (value === undefined) return [];
  const names = value.split(',').map((n) => n.trim());
  const out: ExpansionName[] = [];
  for (const name of names) {
    if (!isExpansionName(name)) throw new UsageError(`unknown expansion ${quote(name)} (${EXPANSION_LIST})`);
    if (out.includes(name)) throw new UsageError(`expansion ${quote(name)} is named twice`);
    out.push(name);
  }
  if (out.length > 0 && TABLE_PRESETS.find((p) => p.id === preset)?.game !== 'carcassonne')
    throw new UsageError(
      `preset ${quote(preset)} takes no expansions; they combine with Carcassonne's presets`,
    );
  // In the engine's order, so that the same expansions always give the same tile set and options.
  return EXPANSION_NAMES.filter((n) => out.includes(n));
}

/** A preset with its expansions as a heading says it: `classic`, `classic with the-river, …`. */
export function gamesName(preset: string, expansions: readonly ExpansionName[]): string {
  return expansions.length > 0 ? `${preset} with ${expansions.join(', ')}` : preset;
}

/** The rule options that switch on `expansions` (none: no options field at all). */
export function expansionSetup(expansions: readonly ExpansionName[]): {
  options?: Readonly<Record<string, boolean>>;
} {
  return expansions.length > 0 ? { options: expansionOptions(expansions) } : {};
}

/**
 * `--strategic`: the strategic variant, a hidden hand of three (docs/rules/strategic-variant.md):
 * Carcassonne's presets only, and not with The River.
 */
export function strategicArg(
  on: boolean | undefined,
  preset: string,
  expansions: readonly ExpansionName[],
): boolean {
  if (on !== true) return false;
  if (TABLE_PRESETS.find((p) => p.id === preset)?.game !== 'carcassonne')
    throw new UsageError(
      `preset ${quote(preset)} has no strategic variant; it is played with Carcassonne's presets`,
    );
  if (expansions.includes('the-river'))
    throw new UsageError(
      'the strategic variant is not played with the-river (docs/rules/strategic-variant.md S4)',
    );
  return true;
}

/** The rule options of the expansions and the strategic variant (none: no options field at all). */
export function ruleSetup(
  expansions: readonly ExpansionName[],
  strategic: boolean,
): { options?: Readonly<Record<string, boolean>> } {
  const options = { ...expansionSetup(expansions).options, ...(strategic ? { strategic: true } : {}) };
  return Object.keys(options).length > 0 ? { options } : {};
}

/** `gamesName` with the strategic variant said when on. */
export function rulesName(preset: string, expansions: readonly ExpansionName[], strategic: boolean): string {
  return `${gamesName(preset, expansions)}${strategic ? ' (strategic variant: hands of three)' : ''}`;
}
