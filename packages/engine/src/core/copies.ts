/**
 * Fresh copies of what a match hands out (events, players), so that a caller changing them
 * never changes the match.
 */

type Square = readonly [number, number];

interface EventShape {
  readonly players: readonly number[];
  readonly squares?: readonly Square[];
  readonly supplied?: readonly Square[];
  readonly followers?: readonly {
    readonly x: number;
    readonly y: number;
    readonly port: string;
    readonly player: number;
  }[];
}

const copySquares = (squares: readonly Square[]): Square[] => squares.map(([x, y]) => [x, y] as const);

export function copyEvents<E extends EventShape>(events: readonly E[]): E[] {
  return events.map((e) => ({
    ...e,
    players: [...e.players],
    ...(e.squares ? { squares: copySquares(e.squares) } : {}),
    ...(e.supplied ? { supplied: copySquares(e.supplied) } : {}),
    ...(e.followers ? { followers: e.followers.map((f) => ({ ...f })) } : {}),
  }));
}

export function copyPlayers<P extends { readonly name: string; readonly color: string }>(
  players: readonly P[],
): P[] {
  return players.map((p) => ({ ...p }));
}
