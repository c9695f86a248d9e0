import { nl as baseNl } from './nl.js';
import { de as baseDe } from './de.js';
import { sv as baseSv } from './sv.js';
import { nl as playNl } from './play-nl.js';
import { de as playDe } from './play-de.js';
import { sv as playSv } from './play-sv.js';
import { nl as presenceNl } from './presence-nl.js';
import { nl as moderationNl } from './moderation-nl.js';
import { de as presenceDe } from './presence-de.js';
import { de as moderationDe } from './moderation-de.js';
import { sv as presenceSv } from './presence-sv.js';
import { sv as moderationSv } from './moderation-sv.js';
import { en, translatorOf, type Dict, type Lang, type T } from './words.js';

/**
 * The four languages. Each is the base dictionary (`en.ts`, …) plus the local game's words
 * (`play-en.ts`, …); English is the reference and every language has exactly its keys. The page
 * itself loads a language when it is chosen (`load.ts`); this module holds all four at once.
 */
export * from './words.js';
export const LANGS: Readonly<Record<Lang, Dict>> = {
  en,
  nl: { ...baseNl, ...playNl, ...presenceNl, ...moderationNl },
  de: { ...baseDe, ...playDe, ...presenceDe, ...moderationDe },
  sv: { ...baseSv, ...playSv, ...presenceSv, ...moderationSv },
};

export function translator(lang: Lang): T {
  return translatorOf(lang, LANGS[lang]);
}
