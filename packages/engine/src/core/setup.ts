import { err, ok, passed, type Result } from './result.js';
import { Mulberry32, shuffleInPlace } from './rng.js';
import { describeValue, quote } from './quote.js';
import { seatsProblem, type SeatRange } from './seats.js';

/**
 * The parts of a setup every game checks the same way: players, a tiles list against the set it
 * draws from, the seeded draw order, and reading a setup that may not be plain data.
 */

/**
 * Read a setup with `read`. Every field is read once; a proxy or a getter that throws is
 * answered with an error value, never an exception.
 */
export function readSafely<T>(read: () => Result<T>): Result<T> {
  try {
    return read();
  } catch {
    // Nothing more can be said about such a value safely.
    return err('bad-schema', 'the setup could not be read (inspecting it failed); a setup is plain data');
  }
}

/** The tile ids a set holds, in table order, each as often as it is in the box. */
interface CountedTiles {
  readonly name: string;
  readonly types: readonly { readonly id: string; readonly count: number }[];
}

/** The draw order a seed gives (notation.md): the set in table order without `skip` (the start tile), Fisher–Yates. */
export function shuffledTiles(set: CountedTiles, seed: string, skip: string | null = null): string[] {
  const list: string[] = [];
  for (const t of set.types) for (let i = 0; i < t.count; i++) list.push(t.id);
  if (skip !== null) list.splice(list.indexOf(skip), 1);
  shuffleInPlace(list, Mulberry32.fromSeed(seed));
  return list;
}

/**
 * The same draw order as tile-type indices (what a fast core's bag holds): the same shuffle on
 * the indices, without building the list of ids.
 */
export function shuffledTypes(set: CountedTiles, seed: string, skip: string | null = null): number[] {
  const list = unshuffledTypes(set, skip);
  shuffleInPlace(list, Mulberry32.fromSeed(seed));
  return list;
}

/** The tile-type indices `shuffledTypes` shuffles: the set in table order without `skip`. */
export function unshuffledTypes(set: CountedTiles, skip: string | null = null): number[] {
  const list: number[] = [];
  set.types.forEach((t, index) => {
    for (let i = 0; i < t.count; i++) list.push(index);
  });
  if (skip !== null) list.splice(list.indexOf(set.types.findIndex((t) => t.id === skip)), 1);
  return list;
}

/** A tiles list checked against the set: known ids, none more often than the box holds (without `skip`, the start tile). */
export function checkTileList(
  order: readonly string[],
  set: CountedTiles,
  skip: string | null = null,
): Result<true> {
  const left = new Map(set.types.map((t) => [t.id, t.count - (t.id === skip ? 1 : 0)]));
  for (const [i, id] of order.entries()) {
    const n = left.get(id);
    if (n === undefined)
      return err('unknown-tile', `tiles[${i}]: unknown tile id ${quote(id)} in the ${set.name} set`);
    if (n === 0)
      return err(
        'too-many-tiles',
        `tiles[${i}]: tile ${id} is listed more often than the ${set.name} set holds`,
      );
    left.set(id, n - 1);
  }
  return passed;
}

/** The draw order a setup asks for: its tiles list (checked against the set) or else the seed's shuffle. */
export function readDrawOrder(
  tiles: unknown,
  seed: string | undefined,
  set: CountedTiles,
  skip: string | null = null,
): Result<readonly string[]> {
  if (tiles !== undefined) {
    const listed = readTileIds(tiles);
    if (!listed.ok) return listed;
    const checked = checkTileList(listed.value, set, skip);
    return checked.ok ? listed : checked;
  }
  if (seed !== undefined) return ok(shuffledTiles(set, seed, skip));
  return err('bad-schema', 'a game needs a seed or a tiles list');
}

/**
 * Players as fresh {name, color} objects: as many as `seats` allows with `options`, unique
 * non-empty names, unique colours of `colors`.
 */
export function readPlayers<C extends string>(
  players: unknown,
  colors: readonly C[],
  seats: SeatRange,
  options: Readonly<Record<string, unknown>> | undefined,
  what: string,
): Result<{ readonly name: string; readonly color: C }[]> {
  if (!Array.isArray(players))
    return err(
      'bad-players',
      `players must be an array of {"name": …, "color": …} (got ${describeValue(players)})`,
    );
  const count = seatsProblem(seats, options, players.length, what);
  if (count !== null) return err('bad-players', count);
  const out: { name: string; color: C }[] = [];
  // The first seat of each name and colour, to name both players of a duplicate (counted from 1, as people count).
  const names = new Map<string, number>();
  const used = new Map<string, number>();
  for (const [i, p] of (players as unknown[]).entries()) {
    if (typeof p !== 'object' || p === null)
      return err('bad-players', `players[${i}] must be an object {"name": …, "color": …}`);
    const { name, color } = p as { name?: unknown; color?: unknown };
    if (typeof name !== 'string' || name.trim() === '')
      return err('bad-players', `players[${i}].name must be a non-empty string`);
    const sameName = names.get(name);
    if (sameName !== undefined)
      return err(
        'bad-players',
        `player name ${quote(name)} is used twice (players ${sameName + 1} and ${i + 1})`,
      );
    if (color === undefined)
      return err('bad-players', `players[${i}].color is missing; expected one of ${colors.join(', ')}`);
    if (typeof color !== 'string' || !(colors as readonly string[]).includes(color))
      return err(
        'bad-players',
        `players[${i}].color ${describeValue(color)} is not one of ${colors.join(', ')}`,
      );
    const sameColor = used.get(color);
    if (sameColor !== undefined)
      return err('bad-players', `colour ${color} is used twice (players ${sameColor + 1} and ${i + 1})`);
    names.set(name, i);
    used.set(color, i);
    out.push({ name, color: color as C });
  }
  return ok(out);
}

/** A tiles list as a fresh array of strings. */
export function readTileIds(tiles: unknown): Result<string[]> {
  if (!Array.isArray(tiles)) return err('bad-schema', 'tiles must be an array of tile ids');
  const out: string[] = [];
  for (const [i, id] of (tiles as unknown[]).entries()) {
    if (typeof id !== 'string')
      return err('unknown-tile', `tiles[${i}] must be a tile id string (got ${describeValue(id)})`);
    out.push(id);
  }
  return ok(out);
}
