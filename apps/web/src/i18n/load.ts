import { en, translatorOf, type Dict, type Lang, type T } from './words.js';

/** The languages loaded so far: English always, the others when first chosen (each its own chunk). */
const loaded: Partial<Record<Lang, Dict>> = { en };

const loaders: Readonly<Record<Exclude<Lang, 'en'>, () => Promise<Dict>>> = {
  nl: async () => {
    const [base, play, presence, review] = await Promise.all([
      import('./nl.js'),
      import('./play-nl.js'),
      import('./presence-nl.js'),
      import('./review-nl.js'),
    ]);
    return { ...base.nl, ...play.nl, ...presence.nl, ...review.nl };
  },
  de: async () => {
    const [base, play, presence, review] = await Promise.all([
      import('./de.js'),
      import('./play-de.js'),
      import('./presence-de.js'),
      import('./review-de.js'),
    ]);
    return { ...base.de, ...play.de, ...presence.de, ...review.de };
  },
  sv: async () => {
    const [base, play, presence, review] = await Promise.all([
      import('./sv.js'),
      import('./play-sv.js'),
      import('./presence-sv.js'),
      import('./review-sv.js'),
    ]);
    return { ...base.sv, ...play.sv, ...presence.sv, ...review.sv };
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
