// Fixed games with the three expansions (The River, Inns & Cathedrals, Traders & Builders), built
// from a seed by a fixed rule and handed to the page as record text.
import type { Move } from '@carcassonne/engine';
import type { UiGoods } from '../../src/game/figures.js';
import { Table } from '../../src/game/table.js';
import type { UiView } from '../../src/game/types.js';

/** A new two-player table with the three expansions. */
export function expansionTable(seed: string): Table {
  const t = Table.create({
    game: 'carcassonne',
    preset: 'classic',
    players: [
      { name: 'Anna', color: 'red' },
      { name: 'Bo', color: 'blue' },
    ],
    seed,
    options: { theRiver: true, innsAndCathedrals: true, tradersAndBuilders: true },
  });
  if (!t.ok) throw new Error(t.error.message);
  return t.value;
}

type Piece = 'big' | 'builder' | 'pig' | 'abbot' | 'mayor' | 'wagon';

/** The expansion pieces standing on the board in a view. */
function onBoard(v: UiView): Set<Piece> {
  const out = new Set<Piece>();
  for (const f of v.expansion?.figures ?? []) out.add(f.figure);
  if (v.expansion?.bigSupply?.includes(0)) out.add('big');
  return out;
}

const hasGoods = (v: UiView): boolean =>
  (v.expansion?.goods ?? []).some((g) => g.wine + g.grain + g.cloth > 0);

/** A game played until the big follower, a builder and a pig stand on the board and some goods are held. */
export function piecesRecord(seed = 'pieces'): string {
  const table = expansionTable(seed);
  for (let n = 0; n < 200; n++) {
    const v = table.view();
    const present = onBoard(v);
    if (present.size === 3 && hasGoods(v)) return JSON.stringify(table.record());
    const legal = table.legalMoves().filter((m): m is Extract<Move, { type: 'place' }> => m.type === 'place');
    const move =
      legal.find((m) => m.figure !== undefined && !present.has(m.figure)) ??
      legal.find((m) => m.follower !== undefined && m.figure === undefined && n % 2 === 0) ??
      legal.find((m) => m.follower === undefined) ??
      legal[0];
    if (!move || !table.play(move).ok) throw new Error('no move');
  }
  throw new Error('the three pieces and goods were not reached');
}

/** A game played to its end with a fixed rule, goods held (its final majorities shown): record text and the goods. */
export function finishedRecord(seed = 'finished'): { text: string; goods: readonly UiGoods[] } {
  const table = expansionTable(seed);
  for (let n = 0; n < 400 && !table.view().finished; n++) {
    const legal = table.legalMoves();
    const move = legal[(n * 7) % legal.length];
    if (!move || !table.play(move).ok) throw new Error('no move');
  }
  const v = table.view();
  if (!v.finished || !hasGoods(v)) throw new Error('no finished game with goods');
  return { text: JSON.stringify(table.record()), goods: v.expansion?.goods ?? [] };
}
