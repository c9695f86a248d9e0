import { en as alertsEn } from './alerts-en.js';
import { en as corrEn } from './corr-en.js';
import { en as moderationEn } from './moderation-en.js';
import { en as ratingsEn } from './ratings-en.js';
import { en as socialEn } from './social-en.js';
import { addEnglish } from './words.js';

/**
 * The English words of the online screens only (alerts, correspondence, moderation, ratings,
 * friends): imported by those screens' chunk, which adds them to English when it loads, so that
 * the first load carries none of them. The other languages load all their words at once (load.ts).
 */
export const laterEn = { ...alertsEn, ...corrEn, ...moderationEn, ...ratingsEn, ...socialEn };
addEnglish(laterEn);
