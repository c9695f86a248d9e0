import type { TournamentView } from '@carcassonne/protocol';

/** One seat of one game of a deal: who held it, their points and margin, the game's table. */
export interface DealSeat {
  readonly player: string;
  readonly round: number;
  /** The pairing's table number in its round. */
  readonly pairing: number;
  readonly game: number;
  /** The server's table (for its review), null until the game started. */
  readonly table: string | null;
  /** Null while the game is pending. */
  readonly score: number | null;
  /** Points ahead of the best other seat of that game (negative when behind). */
  readonly margin: number | null;
  readonly forfeit: boolean;
}

/** The deals of a tournament in the order they were first played (duplicate: one per round and game). */
export function dealsOf(view: TournamentView): string[] {
  const deals: string[] = [];
  for (const round of view.rounds)
    for (const pairing of round.pairings)
      for (const game of pairing.games) if (!deals.includes(game.deal)) deals.push(game.deal);
  return deals;
}

/**
 * Every table's play of one deal, seat by seat (seat 0 started): in each seat the players ordered by
 * margin, best first (pending games last), so a seat's line compares everyone who held the same tiles
 * from the same place.
 */
export function dealSeats(view: TournamentView, deal: string): DealSeat[][] {
  const seats: DealSeat[][] = [];
  for (const round of view.rounds)
    for (const pairing of round.pairings)
      for (const game of pairing.games) {
        if (game.deal !== deal) continue;
        game.seats.forEach((player, seat) => {
          const score = game.scores?.[seat] ?? null;
          const others = (game.scores ?? []).filter((_, i) => i !== seat);
          const margin = score === null || others.length === 0 ? null : score - Math.max(...others);
          const line = seats[seat] ?? [];
          seats[seat] = line;
          line.push({
            player,
            round: round.round,
            pairing: pairing.table,
            game: game.game,
            table: game.table,
            score,
            margin,
            forfeit: game.forfeit !== null,
          });
        });
      }
  const order = (a: DealSeat, b: DealSeat) =>
    a.margin === null ? (b.margin === null ? 0 : 1) : b.margin === null ? -1 : b.margin - a.margin;
  return seats.map((line) => line.sort(order));
}
