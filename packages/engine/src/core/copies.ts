/**
 * Fresh copies of what a match hands out (events, players), so that a caller changing them
 * never changes the match.
 */

interface EventShape {
  readonly players: readonly number[];
  readonly squares?: readonly (readonly [number, number])[];
}

export function copyEvents<E extends EventShape>(events: readonly E[]): E[] {
  return events.map((e) => ({
    ...e,
    players: [...e.players],
    ...(e.squares ? { squares: e.squares.map(([x, y]) => [x, y] as const) } : {}),
  }));
}

export function copyPlayers<P extends { readonly name: string; readonly color: string }>(players: readonly P[]): P[] {
  return players.map((p) => ({ ...p }));
}
