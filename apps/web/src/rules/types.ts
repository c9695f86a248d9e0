import type { GameId } from '@carcassonne/engine';

/** One section of a rules page: a heading and its points. */
export interface RulesSection {
  readonly heading: string;
  readonly items: readonly string[];
}

/**
 * The rules in our own words, in one language (docs/rules.md is the digest they follow). A page
 * is put together from data: the game's sections, a sentence for the tile set and one for each
 * rule option value in force (`option.value`).
 */
export interface RulesText {
  readonly games: Readonly<Record<GameId, readonly RulesSection[]>>;
  readonly tileSets: Readonly<Record<string, string>>;
  readonly options: Readonly<Record<string, string>>;
  /** A section per expansion of Carcassonne (rules.md A7–A9, The Abbot A12). */
  readonly expansions: ExpansionRules;
}

/** The expansions' sections, by rule option. */
export type ExpansionRules = Readonly<
  Record<'theRiver' | 'innsAndCathedrals' | 'tradersAndBuilders' | 'theAbbot' | 'abbeyAndMayor', RulesSection>
>;
