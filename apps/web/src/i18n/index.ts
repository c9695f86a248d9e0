import { en as a11yEn } from './a11y-en.js';
import { nl } from './lang-nl.js';
import { de } from './lang-de.js';
import { sv } from './lang-sv.js';
import { translatorOf, type Dict, type Lang, type T } from './words.js';
import { en as baseEn } from './en.js';
import { en as playEn } from './play-en.js';
import { en as presenceEn } from './presence-en.js';
import { en as offlineEn } from './offline-en.js';
import { en as reviewEn } from './review-en.js';
import { laterEn } from './later-words.js';
import { tournamentEn } from './tournament-words.js';

/**
 * The four languages. Each is the base dictionary (`en.ts`, …) plus the local game's words
 * (`play-en.ts`, …); English is the reference and every language has exactly its keys. The page
 * itself loads a language when it is chosen (`load.ts`); this module holds all four at once.
 */
export * from './words.js';
export const LANGS: Readonly<Record<Lang, Dict>> = {
  en: {
    ...baseEn,
    ...playEn,
    ...presenceEn,
    ...offlineEn,
    ...reviewEn,
    ...a11yEn,
    ...laterEn,
    ...tournamentEn,
  },
  nl,
  de,
  sv,
};

export function translator(lang: Lang): T {
  return translatorOf(lang, LANGS[lang]);
}
