import { en, translatorOf, type Dict, type Key, type Lang, type T } from './words.js';

/** The languages loaded so far: English always, the others when first chosen (each its own chunk). */
const loaded: Partial<Record<Lang, Readonly<Partial<Record<Key, string>>>>> = { en };

const loaders: Readonly<Record<Exclude<Lang, 'en'>, () => Promise<Dict>>> = {
  nl: async () => {
    const [
      base,
      play,
      presence,
      alerts,
      corr,
      moderation,
      offline,
      ratings,
      review,
      social,
      a11y,
      tournament,
    ] = await Promise.all([
      import('./nl.js'),
      import('./play-nl.js'),
      import('./presence-nl.js'),
      import('./alerts-nl.js'),
      import('./corr-nl.js'),
      import('./moderation-nl.js'),
      import('./offline-nl.js'),
      import('./ratings-nl.js'),
      import('./review-nl.js'),
      import('./social-nl.js'),
      import('./a11y-nl.js'),
      import('./tournament-nl.js'),
    ]);
    return {
      ...base.nl,
      ...play.nl,
      ...presence.nl,
      ...alerts.nl,
      ...corr.nl,
      ...moderation.nl,
      ...offline.nl,
      ...ratings.nl,
      ...review.nl,
      ...social.nl,
      ...a11y.nl,
      ...tournament.nl,
    };
  },
  de: async () => {
    const [
      base,
      play,
      presence,
      alerts,
      corr,
      moderation,
      offline,
      ratings,
      review,
      social,
      a11y,
      tournament,
    ] = await Promise.all([
      import('./de.js'),
      import('./play-de.js'),
      import('./presence-de.js'),
      import('./alerts-de.js'),
      import('./corr-de.js'),
      import('./moderation-de.js'),
      import('./offline-de.js'),
      import('./ratings-de.js'),
      import('./review-de.js'),
      import('./social-de.js'),
      import('./a11y-de.js'),
      import('./tournament-de.js'),
    ]);
    return {
      ...base.de,
      ...play.de,
      ...presence.de,
      ...alerts.de,
      ...corr.de,
      ...moderation.de,
      ...offline.de,
      ...ratings.de,
      ...review.de,
      ...social.de,
      ...a11y.de,
      ...tournament.de,
    };
  },
  sv: async () => {
    const [
      base,
      play,
      presence,
      alerts,
      corr,
      moderation,
      offline,
      ratings,
      review,
      social,
      a11y,
      tournament,
    ] = await Promise.all([
      import('./sv.js'),
      import('./play-sv.js'),
      import('./presence-sv.js'),
      import('./alerts-sv.js'),
      import('./corr-sv.js'),
      import('./moderation-sv.js'),
      import('./offline-sv.js'),
      import('./ratings-sv.js'),
      import('./review-sv.js'),
      import('./social-sv.js'),
      import('./a11y-sv.js'),
      import('./tournament-sv.js'),
    ]);
    return {
      ...base.sv,
      ...play.sv,
      ...presence.sv,
      ...alerts.sv,
      ...corr.sv,
      ...moderation.sv,
      ...offline.sv,
      ...ratings.sv,
      ...review.sv,
      ...social.sv,
      ...a11y.sv,
      ...tournament.sv,
    };
  },
};

/** Load a language's words (at once for English and for one loaded before). */
export async function loadLang(lang: Lang): Promise<void> {
  if (loaded[lang] || lang === 'en') return;
  loaded[lang] = await loaders[lang]();
}

/** The translator of a language loaded before (`loadLang`); English words until then. */
export function loadedTranslator(lang: Lang): T {
  return translatorOf(lang, loaded[lang] ?? en);
}
