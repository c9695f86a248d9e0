import { nl as baseNl } from './nl.js';
import { de as baseDe } from './de.js';
import { sv as baseSv } from './sv.js';
import { nl as playNl } from './play-nl.js';
import { de as playDe } from './play-de.js';
import { sv as playSv } from './play-sv.js';
import { nl as presenceNl } from './presence-nl.js';
import { de as presenceDe } from './presence-de.js';
import { sv as presenceSv } from './presence-sv.js';
import { nl as reviewNl } from './review-nl.js';
import { de as reviewDe } from './review-de.js';
import { sv as reviewSv } from './review-sv.js';
import { en, translatorOf, type Dict, type Lang, type T } from './words.js';

/**
 * The four languages. Each is the base dictionary (`en.ts`, …) plus the local game's words
 * (`play-en.ts`, …); English is the reference and every language has exactly its keys. The page
 * itself loads a language when it is chosen (`load.ts`); this module holds all four at once.
 */
export * from './words.js';
export const LANGS: Readonly<Record<Lang, Dict>> = {
  en,
  nl: { ...baseNl, ...playNl, ...presenceNl, ...reviewNl },
  de: { ...baseDe, ...playDe, ...presenceDe, ...reviewDe },
  sv: { ...baseSv, ...playSv, ...presenceSv, ...reviewSv },
};

export function translator(lang: Lang): T {
  return translatorOf(lang, LANGS[lang]);
}
