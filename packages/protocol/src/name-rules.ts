/**
 * What makes a display name unacceptable besides its length and control characters (names.ts):
 * each rule returns the reason in words, or null. The rules (docs/server/accounts.md, "Names"):
 * - no lone surrogates;
 * - nothing invisible: no default-ignorable characters (zero-width spaces and joiners, U+3164 Hangul
 *   filler, variation selectors …) except the joiners and selectors inside an emoji sequence, no
 *   blank Braille pattern (U+2800), and at least one visible letter, digit, symbol or punctuation;
 * - not only combining marks, none first, and at most 3 in a row;
 * - one confusable script only: Latin, Cyrillic and Greek letters may not be mixed in one name
 *   (a simplified form of Unicode's mixed-script detection, UTS #39: these three share look-alikes);
 * - no space but the plain one (U+0020): no ideographic space (U+3000), no-break space, em space …;
 * - not a bot's: the word "bot" (in any case or width) and 🤖 are reserved for the bots' seats;
 * - not the staff's: the words "admin", "administrator", "moderator" and "system".
 * The word rules, and the script rule, look at the name's key (`nameKey`: NFKC, case-folded), so
 * "𝐀dmin" (mathematical bold) or "ＢＯＴ" (full width) are what they look like.
 */

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
const VISIBLE = /[\p{L}\p{N}\p{S}\p{P}]/u;
const MARK = /\p{M}/u;
const CONFUSABLE_SCRIPTS = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
] as const;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const BOT_WORD = /(^|[^\p{L}\p{N}])bot($|[^\p{L}\p{N}])/u;
const STAFF_WORD = /(^|[^\p{L}\p{N}])(admin|administrator|moderator|system)($|[^\p{L}\p{N}])/u;
/** Any space but U+0020 (separators and the spacing controls are refused as control characters). */
const OTHER_SPACE = /[^\P{Zs} ]/u;

/** True when a UTF-16 string holds half a character (it cannot be encoded as UTF-8). */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/**
 * True when the text has a character one can see: a letter, digit, symbol or punctuation that is
 * neither default-ignorable (U+3164 Hangul filler is a "letter") nor the blank Braille pattern.
 */
export const hasVisible = (text: string): boolean =>
  [...text].some((c) => VISIBLE.test(c) && !IGNORABLE.test(c) && c !== '\u2800');

/** A joiner or selector is allowed only inside an emoji sequence (👨‍👩‍👧, ❤️). */
function partOfEmoji(chars: readonly string[], i: number): boolean {
  const c = chars[i] ?? '';
  const before = chars[i - 1] ?? '';
  const after = chars[i + 1] ?? '';
  const pictographBefore =
    PICTOGRAPH.test(before) || (before === '\uFE0F' && PICTOGRAPH.test(chars[i - 2] ?? ''));
  if (c === '\uFE0F' || c === '\uFE0E') return PICTOGRAPH.test(before) || /[0-9#*]/.test(before);
  if (c === '\u200D') return pictographBefore && PICTOGRAPH.test(after);
  return false;
}

function invisible(chars: readonly string[]): string | null {
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? '';
    if (c === '\u2800') return 'a name may not contain blank characters';
    if (IGNORABLE.test(c) && !partOfEmoji(chars, i)) return 'a name may not contain invisible characters';
  }
  if (!hasVisible(chars.join(''))) return 'a name needs at least one visible character';
  return null;
}

function marks(chars: readonly string[]): string | null {
  if (MARK.test(chars[0] ?? '')) return 'a name may not start with a combining mark';
  let run = 0;
  for (const c of chars) {
    run = MARK.test(c) ? run + 1 : 0;
    if (run > 3) return 'a name may not stack more than 3 combining marks';
  }
  return null;
}

function mixedScripts(name: string): string | null {
  const key = nameKey(name);
  const found = CONFUSABLE_SCRIPTS.filter(([, pattern]) => pattern.test(key)).map(([script]) => script);
  return found.length > 1 ? `a name may not mix ${found.join(' and ')} letters` : null;
}

/**
 * The form two names are compared in, their skeleton: compatibility-normalised (NFKC: "𝐀" and
 * "Ａ" are "A"), case-folded (upper then lower case: "ß" is "ss", "ς" is "σ"), spaces collapsed.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

function spaces(name: string): string | null {
  return OTHER_SPACE.test(name) ? 'a name may contain no space but the plain one' : null;
}

function reservedWord(name: string): string | null {
  const key = nameKey(name);
  if (BOT_WORD.test(key) || name.includes('🤖')) return 'the word "bot" is reserved for bots';
  const staff = STAFF_WORD.exec(key);
  return staff ? `the word "${staff[2]}" is reserved` : null;
}

/** Why an NFC-normalised, trimmed name is refused, or null when it is acceptable. */
export function nameProblem(name: string): string | null {
  if (hasLoneSurrogate(name)) return 'a name may not contain lone surrogates';
  const chars = [...name];
  return invisible(chars) ?? spaces(name) ?? marks(chars) ?? mixedScripts(name) ?? reservedWord(name);
}
