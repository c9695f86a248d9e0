import { loadMatch, type AnyRecord, type AnyView } from '@carcassonne/engine';

/** The pieces standing on the board (followers, builders, pigs): what the dragon may eat. */
const piecesOf = (v: AnyView): number =>
  v.followers.length + (v.game === 'carcassonne' ? (v.figures?.length ?? 0) : 0);

/**
 * The Princess & the Dragon: what happened to the pieces over a game, which its final board no
 * longer shows, as sentences: the knights a princess sent home, and the dragon's flights and the
 * pieces it ate (counted by playing the record again, the board before and after each step).
 */
export function dragonTally(record: AnyRecord): string[] {
  if (record.game !== 'carcassonne' || record.options?.princessAndDragon !== true) return [];
  const loaded = loadMatch({ ...record, moves: [] });
  if (!loaded.ok) return [];
  const m = loaded.value;
  let princess = 0;
  let flights = 0;
  let eaten = 0;
  let flying = false;
  for (const move of record.moves) {
    const step = move.startsWith('dragon ');
    const before = step ? piecesOf(m.view()) : 0;
    if (!m.play(m.actor, move).ok) return [];
    if (step) {
      eaten += before - piecesOf(m.view());
      if (!flying) flights++;
    }
    flying = step;
    if (move.includes(' princess ')) princess++;
  }
  const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    `A princess sent ${times(princess, 'knight', 'knights')} home.`,
    `The dragon flew ${times(flights, 'time', 'times')} and ate ${times(eaten, 'piece', 'pieces')}.`,
  ];
}
