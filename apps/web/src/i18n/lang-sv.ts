import type { Dict } from './words.js';
import { sv as base } from './sv.js';
import { sv as play } from './play-sv.js';
import { sv as presence } from './presence-sv.js';
import { sv as alerts } from './alerts-sv.js';
import { sv as corr } from './corr-sv.js';
import { sv as moderation } from './moderation-sv.js';
import { sv as offline } from './offline-sv.js';
import { sv as ratings } from './ratings-sv.js';
import { sv as review } from './review-sv.js';
import { sv as social } from './social-sv.js';
import { sv as a11y } from './a11y-sv.js';
import { sv as tournament } from './tournament-sv.js';

/** Every word of this language, from its chunks (one chunk of the bundle, loaded when chosen). */
export const sv: Dict = {
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
