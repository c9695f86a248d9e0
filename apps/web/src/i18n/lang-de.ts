import type { Dict } from './words.js';
import { de as base } from './de.js';
import { de as play } from './play-de.js';
import { de as presence } from './presence-de.js';
import { de as alerts } from './alerts-de.js';
import { de as corr } from './corr-de.js';
import { de as moderation } from './moderation-de.js';
import { de as offline } from './offline-de.js';
import { de as ratings } from './ratings-de.js';
import { de as review } from './review-de.js';
import { de as social } from './social-de.js';
import { de as a11y } from './a11y-de.js';
import { de as tournament } from './tournament-de.js';

/** Every word of this language, from its chunks (one chunk of the bundle, loaded when chosen). */
export const de: Dict = {
  ...base,
  ...play,
  ...presence,
  ...alerts,
  ...corr,
  ...moderation,
  ...offline,
  ...ratings,
  ...review,
  ...social,
  ...a11y,
  ...tournament,
};
