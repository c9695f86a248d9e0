/**
 * Everything the CLI prints that came from the user (arguments, file names, record contents,
 * engine messages quoting them) goes through here: control characters escaped, so a value can
 * neither break a line nor drive the terminal, and lengths bounded.
 */

/** Longest user value quoted in a message, in characters (an ellipsis marks the cut). */
export const QUOTE_LENGTH = 80;
/** Longest message line printed. */
export const LINE_LENGTH = 400;

// C0 and C1 controls, DEL, line and paragraph separators, and the bidirectional overrides
// (they reorder what the terminal shows).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

const escapeOne = (c: string): string => NAMED[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The first `max` characters (whole code points), with an ellipsis when something was cut. */
export function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--; // keep a surrogate pair whole
  return `${text.slice(0, end)}…`;
}

/** Control characters as escapes (`\n`, `\u001b`); everything else unchanged. */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, escapeOne);
}

/** A user value inside a message: in double quotes, shortened, control characters escaped. */
export function quote(value: string, max = QUOTE_LENGTH): string {
  return `"${escapeControls(shorten(value, max).replace(/["\\]/g, '\\$&'))}"`;
}

/** A user value shown as it is (a player's name in a report): shortened, controls escaped, no quotes. */
export function plain(value: string, max = QUOTE_LENGTH): string {
  return escapeControls(shorten(value, max));
}

/** A whole message as one bounded line, whatever it embeds. */
export function oneLine(message: string, max = LINE_LENGTH): string {
  return shorten(escapeControls(shorten(message, max)), max);
}

/**
 * A value as a shell word that reads back to it: as it is when plain, else in single quotes, or
 * with control characters in bash's `$'…'` with the escapes above (never raw on the terminal).
 */
export function shellWord(word: string): string {
  if (/^[\w.,:@%+=/-]+$/.test(word)) return word;
  if (word.search(CONTROL) < 0) return `'${word.replaceAll("'", `'\\''`)}'`;
  return `$'${escapeControls(word.replace(/[\\']/g, '\\$&'))}'`;
}
