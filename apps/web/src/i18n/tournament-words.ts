import { addEnglish } from './words.js';
import { en } from './tournament-en.js';

/**
 * The tournament screens' English words, added to English when their chunk loads (imported there,
 * and by `index.ts`); the other languages load theirs with the rest of the language (`load.ts`).
 */
export const tournamentEn = en;
addEnglish(en);
