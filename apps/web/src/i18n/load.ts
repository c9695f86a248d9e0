import { en, translatorOf, type Dict, type Key, type Lang, type T } from './words.js';

/** The languages loaded so far: English always, the others when first chosen (each its own chunk). */
const loaded: Partial<Record<Lang, Readonly<Partial<Record<Key, string>>>>> = { en };

const loaders: Readonly<Record<Exclude<Lang, 'en'>, () => Promise<Dict>>> = {
  nl: async () => (await import('./lang-nl.js')).nl,
  de: async () => (await import('./lang-de.js')).de,
  sv: async () => (await import('./lang-sv.js')).sv,
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
