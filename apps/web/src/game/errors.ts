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
  // A ban or mute: the moderator's reason and its end, which its message carries.
  const sanction = e.code === 'banned' || e.code === 'muted' ? sanctionOfMessage(e.message) : null;
  if (sanction)
    return t(e.code === 'banned' ? 'mod.bannedUntil' : 'mod.mutedUntil', {
      time: new Date(sanction.until).toLocaleString(),
      reason: sanction.reason,
    });
  const key = `error.${e.code}`;
  if (!hasKey(key)) return e.message;
  const text = t(key);
  return e.move !== undefined && hasKey('error.atMove')
    ? t('error.atMove', { n: e.move + 1, reason: text })
    : text;
}

/** The end and reason a `banned` or `muted` refusal carries (`muted until <ISO time>: <reason>`). */
export function sanctionOfMessage(message: string): { until: number; reason: string } | null {
  const m = /^(?:banned|muted) until (\S+): ([\s\S]*)$/.exec(message);
  if (!m?.[1]) return null;
  const until = Date.parse(m[1]);
  return Number.isNaN(until) ? null : { until, reason: m[2] ?? '' };
}
