import type { Dict } from './words.js';
import { nl as base } from './nl.js';
import { nl as play } from './play-nl.js';
import { nl as presence } from './presence-nl.js';
import { nl as alerts } from './alerts-nl.js';
import { nl as corr } from './corr-nl.js';
import { nl as moderation } from './moderation-nl.js';
import { nl as offline } from './offline-nl.js';
import { nl as ratings } from './ratings-nl.js';
import { nl as review } from './review-nl.js';
import { nl as social } from './social-nl.js';
import { nl as a11y } from './a11y-nl.js';
import { nl as tournament } from './tournament-nl.js';

/** Every word of this language, from its chunks (one chunk of the bundle, loaded when chosen). */
export const nl: Dict = {
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
