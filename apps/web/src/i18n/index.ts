import { en as baseEn } from './en.js';
import { nl as baseNl } from './nl.js';
import { de as baseDe } from './de.js';
import { sv as baseSv } from './sv.js';
import { en as playEn } from './play-en.js';
import { nl as playNl } from './play-nl.js';
import { de as playDe } from './play-de.js';
import { sv as playSv } from './play-sv.js';
import { en as presenceEn } from './presence-en.js';
import { nl as presenceNl } from './presence-nl.js';
import { de as presenceDe } from './presence-de.js';
import { sv as presenceSv } from './presence-sv.js';

/**
 * The four languages. Each is the base dictionary (`en.ts`, …) plus the local game's words
 * (`play-en.ts`, …); English is the reference and every language has exactly its keys.
 */
export const en = { ...baseEn, ...playEn, ...presenceEn };
export type Key = keyof typeof en;
export type Dict = Readonly<Record<Key, string>>;
export const LANGS: Readonly<Record<'en' | 'nl' | 'de' | 'sv', Dict>> = {
  en,
  nl: { ...baseNl, ...playNl, ...presenceNl },
  de: { ...baseDe, ...playDe, ...presenceDe },
  sv: { ...baseSv, ...playSv, ...presenceSv },
};
export type Lang = keyof typeof LANGS;
export const LANG_NAMES: Readonly<Record<Lang, string>> = {
  en: 'English',
  nl: 'Nederlands',
  de: 'Deutsch',
  sv: 'Svenska',
};
const STORAGE_KEY = 'carcassonne.lang';

export function isLang(s: unknown): s is Lang {
  return typeof s === 'string' && Object.hasOwn(LANGS, s);
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

export function translator(lang: Lang): T {
  const d = LANGS[lang];
  return (key, vars) => {
    const own = Object.hasOwn(d, key) ? d[key] : undefined;
    if (own === undefined) noteMissing(lang, key);
    return format(own ?? (Object.hasOwn(en, key) ? en[key] : key), vars);
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
