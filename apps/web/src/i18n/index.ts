import { en, type Dict, type Key } from './en.js';
import { nl } from './nl.js';
import { de } from './de.js';
import { sv } from './sv.js';

export type { Key, Dict };
export const LANGS = { en, nl, de, sv } as const;
export type Lang = keyof typeof LANGS;
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', nl: 'Nederlands', de: 'Deutsch', sv: 'Svenska' };
const STORAGE_KEY = 'carcassonne.lang';

export function isLang(s: unknown): s is Lang {
  return typeof s === 'string' && Object.prototype.hasOwnProperty.call(LANGS, s);
}

/**
 * Fill a template: `{name}` is replaced by a value, `{n#one#many}` by the number and the
 * singular or plural word.
 */
export function format(template: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)(?:#([^#}]*)#([^}]*))?\}/g, (whole, name: string, one?: string, many?: string) => {
    const v = vars[name];
    if (v === undefined) return whole;
    if (one === undefined) return String(v);
    return `${v} ${Number(v) === 1 ? one : many}`;
  });
}

export type T = (key: Key, vars?: Readonly<Record<string, string | number>>) => string;

export function translator(lang: Lang): T {
  const d = LANGS[lang];
  return (key, vars) => format(d[key] ?? en[key], vars);
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
