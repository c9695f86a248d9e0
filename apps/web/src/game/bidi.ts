/**
 * Bidi controls in a player's name. The embeddings
 * and overrides (U+202A–202E), the isolates (U+2066–2069) and the marks (U+200E, U+200F, U+061C)
 * reorder the text around them: a name "Ann<U+202E>…" in a record or a link would turn the rest of
 * a line of the page backwards. The server refuses them in names (docs/server/accounts.md, "Names"); a
 * record read here (a file, a link, a saved game) may hold anything, so its names are shown
 * without them.
 */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu;

/** The name without bidi controls; a name made only of them is shown as `#<seat number>`. */
export function withoutBidiControls(name: string, seat: number): string {
  const cleaned = name.replace(BIDI_CONTROLS, '').trim();
  return cleaned === '' ? `#${seat + 1}` : cleaned;
}
