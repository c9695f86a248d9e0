import { hasKey, type T } from '../i18n/words.js';

/** An error as the engine (or the page) reports it: a machine code and an English sentence. */
export interface CodedError {
  readonly code: string;
  readonly message: string;
  /** The 0-based move a record refused at. */
  readonly move?: number;
}

/**
 * An error in the page's language, by its code (`error.<code>`); the engine's English sentence
 * only for a code without words. Rendered at display time, so a language switch re-words it.
 */
export function errorText(e: CodedError, t: T): string {
  const key = `error.${e.code}`;
  if (!hasKey(key)) return e.message;
  const text = t(key);
  return e.move !== undefined && hasKey('error.atMove')
    ? t('error.atMove', { n: e.move + 1, reason: text })
    : text;
}
