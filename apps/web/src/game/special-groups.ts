import type { Move } from '@carcassonne/engine';

/** The kinds of special choice a tile's follower step may offer beside the followers. */
export type SpecialKind = 'fairy' | 'princess' | 'portal' | 'barn';

/** One row of the follower step's specials: a choice of its own, or a kind's choices behind one button. */
export type SpecialRow =
  | { readonly type: 'single'; readonly index: number }
  | { readonly type: 'group'; readonly kind: SpecialKind; readonly indices: readonly number[] };

/**
 * How many follower and special buttons the step shows before a kind with several choices goes
 * behind one button: on a phone the bar along the bottom holds about that many without scrolling
 * (their words run to three or four lines).
 */
export const MAX_CHOICE_BUTTONS = 4;

export function specialKind(move: Move): SpecialKind | null {
  if (move.type !== 'place') return null;
  if (move.barn !== undefined) return 'barn';
  return move.special?.use ?? null;
}

/** Kinds of equal size in this order: a princess's knights, the fairy's followers, barns, portals. */
const KIND_ORDER: readonly SpecialKind[] = ['princess', 'fairy', 'barn', 'portal'];

/**
 * The specials numbered for the digit keys (1–9 after the followers): kind by kind, the kinds with
 * fewer choices first, so that a choice that is the only one of its kind (a princess sending a
 * knight home) never falls past the digits behind a fairy or a portal with many places; each
 * kind keeps the engine's order.
 */
export function inDigitOrder(specials: readonly Move[]): readonly Move[] {
  const kinds = specials.map(specialKind);
  const count = new Map<SpecialKind | null, number>();
  for (const kind of kinds) count.set(kind, (count.get(kind) ?? 0) + 1);
  const rank = (kind: SpecialKind | null) =>
    (count.get(kind) ?? 0) * KIND_ORDER.length + (kind ? KIND_ORDER.indexOf(kind) : 0);
  return specials
    .map((move, index) => ({ move, index, rank: rank(kinds[index] ?? null) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((e) => e.move);
}

/**
 * The specials as rows, in their order (each keeps its index, so its number and digit key stay
 * the same): while the step's buttons would be more than `MAX_CHOICE_BUTTONS`, every kind with
 * several choices is one row that opens them (the fairy beside each of a player's followers, a
 * portal to every open feature), so that the step fits a phone's bar.
 */
export function specialRows(specials: readonly Move[], followerButtons: number): SpecialRow[] {
  if (followerButtons + specials.length <= MAX_CHOICE_BUTTONS)
    return specials.map((_, index) => ({ type: 'single', index }));
  const byKind = new Map<SpecialKind, number[]>();
  specials.forEach((m, i) => {
    const kind = specialKind(m);
    if (!kind) return;
    const indices = byKind.get(kind);
    if (indices) indices.push(i);
    else byKind.set(kind, [i]);
  });
  const rows: SpecialRow[] = [];
  const shown = new Set<SpecialKind>();
  specials.forEach((m, index) => {
    const kind = specialKind(m);
    const indices = kind ? byKind.get(kind)! : [index];
    if (!kind || indices.length === 1) rows.push({ type: 'single', index });
    else if (!shown.has(kind)) {
      shown.add(kind);
      rows.push({ type: 'group', kind, indices });
    }
  });
  return rows;
}
