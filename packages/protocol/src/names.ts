import type { Problem } from './errors.js';
import { LIMITS } from './limits.js';
import { hasLoneSurrogate, hasVisible, nameProblem } from './name-rules.js';

export type Checked<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: Problem };

// C0/C1 controls, line/paragraph separators and bidi overrides: nothing that can disguise a name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters a name may not hold
const FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** A display name: NFC-normalised, trimmed, 1–24 characters, no control characters, and the rules of name-rules.ts. */
export function cleanName(input: string): Checked<string> {
  const name = (hasLoneSurrogate(input) ? input : input.normalize('NFC')).trim();
  const length = [...name].length;
  if (length < 1 || length > LIMITS.nameLength)
    return {
      ok: false,
      error: { code: 'bad-name', message: `a name has 1 to ${LIMITS.nameLength} characters` },
    };
  if (FORBIDDEN.test(name))
    return { ok: false, error: { code: 'bad-name', message: 'a name may not contain control characters' } };
  const problem = nameProblem(name);
  if (problem) return { ok: false, error: { code: 'bad-name', message: problem } };
  return { ok: true, value: name };
}

/**
 * A chat line: trimmed, 1–300 characters, control characters (newlines too) replaced by spaces,
 * and at least one visible letter, digit, symbol or punctuation (a line of zero-width or format
 * characters and spaces says nothing).
 */
export function cleanChat(input: string): Checked<string> {
  const text = input.replace(new RegExp(FORBIDDEN.source, 'gu'), ' ').trim();
  const length = [...text].length;
  if (length < 1 || length > LIMITS.chatLength)
    return {
      ok: false,
      error: { code: 'bad-chat', message: `a chat message has 1 to ${LIMITS.chatLength} characters` },
    };
  if (!hasVisible(text))
    return {
      ok: false,
      error: { code: 'bad-chat', message: 'a chat message needs at least one visible character' },
    };
  return { ok: true, value: text };
}
