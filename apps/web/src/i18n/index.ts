import { nl as baseNl } from './nl.js';
import { de as baseDe } from './de.js';
import { sv as baseSv } from './sv.js';
import { nl as playNl } from './play-nl.js';
import { de as playDe } from './play-de.js';
import { sv as playSv } from './play-sv.js';
import { nl as presenceNl } from './presence-nl.js';
import { de as presenceDe } from './presence-de.js';
import { sv as presenceSv } from './presence-sv.js';
import { nl as alertsNl } from './alerts-nl.js';
import { de as alertsDe } from './alerts-de.js';
import { sv as alertsSv } from './alerts-sv.js';
import { nl as corrNl } from './corr-nl.js';
import { de as corrDe } from './corr-de.js';
import { sv as corrSv } from './corr-sv.js';
import { nl as moderationNl } from './moderation-nl.js';
import { de as moderationDe } from './moderation-de.js';
import { sv as moderationSv } from './moderation-sv.js';
import { nl as offlineNl } from './offline-nl.js';
import { de as offlineDe } from './offline-de.js';
import { sv as offlineSv } from './offline-sv.js';
import { nl as ratingsNl } from './ratings-nl.js';
import { de as ratingsDe } from './ratings-de.js';
import { sv as ratingsSv } from './ratings-sv.js';
import { nl as reviewNl } from './review-nl.js';
import { de as reviewDe } from './review-de.js';
import { sv as reviewSv } from './review-sv.js';
import { nl as socialNl } from './social-nl.js';
import { nl as a11yNl } from './a11y-nl.js';
import { de as a11yDe } from './a11y-de.js';
import { sv as a11ySv } from './a11y-sv.js';
import { en as a11yEn } from './a11y-en.js';
import { de as socialDe } from './social-de.js';
import { sv as socialSv } from './social-sv.js';
import { translatorOf, type Dict, type Lang, type T } from './words.js';
import { en as baseEn } from './en.js';
import { en as playEn } from './play-en.js';
import { en as presenceEn } from './presence-en.js';
import { en as offlineEn } from './offline-en.js';
import { en as reviewEn } from './review-en.js';
import { laterEn } from './later-words.js';
import { tournamentEn } from './tournament-words.js';
import { nl as tournamentNl } from './tournament-nl.js';
import { de as tournamentDe } from './tournament-de.js';
import { sv as tournamentSv } from './tournament-sv.js';

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
  nl: {
    ...baseNl,
    ...playNl,
    ...presenceNl,
    ...alertsNl,
    ...corrNl,
    ...moderationNl,
    ...offlineNl,
    ...ratingsNl,
    ...reviewNl,
    ...socialNl,
    ...a11yNl,
    ...tournamentNl,
  },
  de: {
    ...baseDe,
    ...playDe,
    ...presenceDe,
    ...alertsDe,
    ...corrDe,
    ...moderationDe,
    ...offlineDe,
    ...ratingsDe,
    ...reviewDe,
    ...socialDe,
    ...a11yDe,
    ...tournamentDe,
  },
  sv: {
    ...baseSv,
    ...playSv,
    ...presenceSv,
    ...alertsSv,
    ...corrSv,
    ...moderationSv,
    ...offlineSv,
    ...ratingsSv,
    ...reviewSv,
    ...socialSv,
    ...a11ySv,
    ...tournamentSv,
  },
};

export function translator(lang: Lang): T {
  return translatorOf(lang, LANGS[lang]);
}
