import { en as baseEn } from './en.js';
import { en as playEn } from './play-en.js';
import { en as presenceEn } from './presence-en.js';
import { en as offlineEn } from './offline-en.js';
import { en as reviewEn } from './review-en.js';
import { en as a11yEn } from './a11y-en.js';
import type { laterEn } from './later-words.js';
import type { en as tournamentEn } from './tournament-en.js';

/**
 * What every page needs of the languages, with English (the reference) only: the other three are
 * loaded when chosen (`load.ts`, each its own chunk); `index.ts` holds all four at once.
 */
const firstEn = { ...baseEn, ...playEn, ...presenceEn, ...offlineEn, ...reviewEn, ...a11yEn };
export type Key = keyof typeof firstEn | keyof typeof laterEn | keyof typeof tournamentEn;
export type Dict = Readonly<Record<Key, string>>;
/**
 * English as loaded so far: the words of the first screens, then those of the online screens when
 * they load (`later-words.ts`, in their chunk: the first load stays small). A key asked for before
 * its words are here is noted as missing, like any other language's.
 */
export const en: Partial<Record<Key, string>> = { ...firstEn };

/** Words that came with a screen loaded on demand (`later-words.ts`). */
export function addEnglish(words: Readonly<Partial<Record<Key, string>>>): void {
  Object.assign(en, words);
}
export const LANG_NAMES = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  sv: 'Svenska',
} as const;
export type Lang = keyof typeof LANG_NAMES;
const STORAGE_KEY = 'carcassonne.lang';

export function isLang(s: unknown): s is Lang {
  return typeof s === 'string' && Object.hasOwn(LANG_NAMES, s);
}

/**
 * Fill a template: `{name}` is replaced by a value, `{n#one#many}` by the number and the
 * singular or plural word.
 */
export function format(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(
    /\{(\w+)(?:#([^#}]*)#([^}]*))?\}/g,
    (whole, name: string, one?: string, many?: string) => {
      const v = vars[name];
      if (v === undefined) return whole;
      if (one === undefined) return String(v);
      return `${v} ${Number(v) === 1 ? one : many}`;
    },
  );
}

export type T = (key: Key, vars?: Readonly<Record<string, string | number>>) => string;

/** Keys asked for that a language lacks (the browser tests read this and fail on any). */
export const missingKeys: string[] = [];

function noteMissing(lang: Lang, key: string): void {
  const k = `${lang}:${key}`;
  if (!missingKeys.includes(k)) missingKeys.push(k);
  const w = globalThis as { __i18nMissing?: string[] };
  w.__i18nMissing = missingKeys;
}

/** The translator of `lang` over its dictionary `d` (English where a key is missing, and noted). */
export function translatorOf(lang: Lang, d: Readonly<Partial<Record<Key, string>>>): T {
  return (key, vars) => {
    const own = Object.hasOwn(d, key) ? d[key] : undefined;
    if (own === undefined) noteMissing(lang, key);
    return format(own ?? en[key] ?? key, vars);
  };
}

/** Whether a key built at run time (e.g. from an engine code) exists. */
export function hasKey(key: string): key is Key {
  return Object.hasOwn(en, key);
}

/** The remembered language, else the browser's, else English. */
export function initialLang(storage: Pick<Storage, 'getItem'> | null, navLangs: readonly string[]): Lang {
  const saved = storage?.getItem(STORAGE_KEY);
  if (isLang(saved)) return saved;
  for (const l of navLangs) {
    const short = l.slice(0, 2).toLowerCase();
    if (isLang(short)) return short;
  }
  return 'en';
}

export function rememberLang(storage: Pick<Storage, 'setItem'> | null, lang: Lang): void {
  try {
    storage?.setItem(STORAGE_KEY, lang);
  } catch {
    /* private mode: not remembered */
  }
}
