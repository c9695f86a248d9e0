import { K_FIELD, MAX_SEGMENTS, type TileType } from '../core/tile-compile.js';
import type { FollowerStep } from './follower-step.js';
import { FIGURE_BARN, followerChoice, historyBits } from './figures.js';

/**
 * Abbey & Mayor's barn (rules/abbey-and-mayor.md AM5): one per player, put instead of a piece on a
 * corner of the tile just placed where four tiles meet, each with field on that corner, into a
 * field without a barn. The farmers of that field score at once (3 per completed city, the pig
 * adding its 1) and go home; farmers a later tile joins into a barn's field score 1 per completed
 * city and go home; at the end each barn's field scores 4 per completed city to the most barns.
 * The barn is no follower: it stands in `Figures.barn` (its field node) and `barnSpot`.
 *
 * A barn choice of the core is `corner | FIGURE_BARN << 4` (`followerChoice`), corner 0–3 for NE SE SW NW (board
 * terms), and so is its history entry's "segment".
 */

/** Points per completed city: the farmers a barn meets, those joined to it later, the barns at the end. */
export const BARN_MEETS_POINTS = 3;
export const BARN_JOINED_POINTS = 1;
export const BARN_FINAL_POINTS = 4;

/** Per corner: the step east (x) and south (y) towards the tiles meeting there. */
const CORNER_DX = [1, 1, -1, -1] as const;
const CORNER_DY = [-1, 1, 1, -1] as const;

/** The field segment of tile `t` (turned `turns` quarter turns) filling corner `corner`, -1 when that corner is no field. */
export function cornerField(t: TileType, turns: number, corner: number): number {
  return t.cornerFields[turns * 4 + corner]!;
}

/** What a barn needs of the board: the squares, the union-find, the pieces (the core, or a match's core). */
type BarnBoard = Pick<
  FollowerStep,
  | 'tileAt'
  | 'types'
  | 'placedType'
  | 'placedRotation'
  | 'placedCell'
  | 'find'
  | 'figures'
  | 'nPlayers'
  | 'options'
  | 'xOf'
  | 'yOf'
>;

/**
 * Whether the three other tiles meeting at corner `corner` of square (x, y) are there, each with
 * field on that corner (the tile on (x, y) itself is asked by `cornerField`).
 */
export function cornerOpen(g: BarnBoard, x: number, y: number, corner: number): boolean {
  const dx = CORNER_DX[corner]!;
  const dy = CORNER_DY[corner]!;
  // Across the east or west side the corner is mirrored left to right (NE ↔ NW), across the north
  // or south side top to bottom (NE ↔ SE), across both it is the opposite one. No arrays: this
  // runs for each corner of each tile placed.
  return (
    fieldAt(g, x + dx, y, 3 - corner) &&
    fieldAt(g, x, y + dy, corner ^ 1) &&
    fieldAt(g, x + dx, y + dy, (corner + 2) & 3)
  );
}

/** `cornerOpen` by cells, for the core's follower choices: `cell` the square of the tile just placed. */
function cornerOpenAt(g: FollowerStep, cell: number, corner: number): boolean {
  const dx = CORNER_DX[corner]!;
  const dy = CORNER_DY[corner]! * g.width;
  return (
    fieldCornerOn(g, g.grid[g.wrapped(cell + dx)]!, 3 - corner) &&
    fieldCornerOn(g, g.grid[g.wrapped(cell + dy)]!, corner ^ 1) &&
    fieldCornerOn(g, g.grid[g.wrapped(cell + dx + dy)]!, (corner + 2) & 3)
  );
}

/** Whether placement `q` (negative: an empty square) has field on its corner `corner`, read from the core's `fieldCorners`. */
function fieldCornerOn(g: FollowerStep, q: number, corner: number): boolean {
  return q >= 0 && ((g.fieldCorners[q]! >> corner) & 1) !== 0;
}

/** Whether a tile is on square (x, y) with field on its corner `corner`. */
function fieldAt(g: BarnBoard, x: number, y: number, corner: number): boolean {
  return fieldOn(g, g.tileAt(x, y), corner);
}

/** Whether placement `q` (-1 none) has field on its corner `corner`. */
function fieldOn(g: BarnBoard, q: number, corner: number): boolean {
  return q >= 0 && cornerField(g.types[g.placedType[q]!]!, g.placedRotation[q]!, corner) >= 0;
}

/** Whether the field at `root` holds a barn. */
export function barnIn(g: BarnBoard, root: number): boolean {
  const barns = g.figures.barn;
  for (let p = 0; p < g.nPlayers; p++) if (barns[p]! >= 0 && g.find(barns[p]!) === root) return true;
  return false;
}

/** Whether any barn is on the board (most turns of a game have none: nothing to look for). */
export function anyBarn(g: BarnBoard): boolean {
  const barns = g.figures.barn;
  for (let p = 0; p < g.nPlayers; p++) if (barns[p]! >= 0) return true;
  return false;
}

/** Whether barns are played: Abbey & Mayor with farmers on. */
export const barnsPlayed = (g: BarnBoard): boolean => g.figures.mayors && g.options.farmers;

/**
 * The barn choices on the tile placed `p`-th (type `t`) for the player to move, written into
 * `out` from `n`; the new count.
 */
export function listBarnChoices(g: FollowerStep, p: number, t: TileType, out: Int16Array, n: number): number {
  if (!barnsPlayed(g) || g.figures.barn[g.current]! >= 0) return n;
  const corners = g.fieldCorners[p]!;
  if (corners === 0) return n;
  const cell = g.placedCell[p]!;
  for (let c = 0; c < 4; c++) {
    if (((corners >> c) & 1) === 0 || !cornerOpenAt(g, cell, c)) continue;
    if (barnIn(g, g.find(p * MAX_SEGMENTS + cornerField(t, g.placedRotation[p]!, c)))) continue;
    out[n++] = followerChoice(c, FIGURE_BARN);
  }
  return n;
}

/** The player to move puts their barn on corner `corner` of the tile placed `p`-th; the farmers there score 3 per city and go home. */
export function putBarn(g: FollowerStep, p: number, corner: number): void {
  const t = g.types[g.placedType[p]!]!;
  const node = p * MAX_SEGMENTS + cornerField(t, g.placedRotation[p]!, corner);
  g.figures.barn[g.current] = node;
  g.figures.barnSpot[g.current] = p * 4 + corner;
  g.history[g.history.length - 1]! |= historyBits(FIGURE_BARN, corner);
  const root = g.find(node);
  if (g.occupants[root]! > 0 || pigIn(g, root)) scoreFarmers(g, root, BARN_MEETS_POINTS, true);
}

/** Whether a pig stands in the field at `root` (one the dragon left alone, PD8, too: it goes home with the barn). */
function pigIn(g: FollowerStep, root: number): boolean {
  const pigs = g.figures.pig;
  for (let q = 0; q < g.nPlayers; q++) if (pigs[q]! >= 0 && g.find(pigs[q]!) === root) return true;
  return false;
}

/** After a tile placed `p`-th: the farmers it joined into a barn's field score 1 per city and go home. */
export function scoreBarnJoins(g: FollowerStep, p: number): void {
  if (!anyBarn(g)) return;
  const t = g.types[g.placedType[p]!]!;
  for (let s = 0; s < t.segCount; s++) {
    if (t.segKind[s] !== K_FIELD) continue;
    const root = g.find(p * MAX_SEGMENTS + s);
    if (meetsBarn(g, root)) scoreFarmers(g, root, BARN_JOINED_POINTS, false);
  }
}

/** Whether the tile placed `p`-th joins farmers (or a pig) into a barn's field: `scoreBarnJoins` will score them and send them home. */
export function joinsBarn(g: FollowerStep, p: number): boolean {
  if (!anyBarn(g)) return false;
  const t = g.types[g.placedType[p]!]!;
  for (let s = 0; s < t.segCount; s++)
    if (t.segKind[s] === K_FIELD && meetsBarn(g, g.find(p * MAX_SEGMENTS + s))) return true;
  return false;
}

/** Whether the field at `root` holds a barn and farmers or a pig. */
function meetsBarn(g: FollowerStep, root: number): boolean {
  return (g.occupants[root]! > 0 || (g.figures.traders && pigIn(g, root))) && barnIn(g, root);
}

/** The completed cities next to the field at `root` (each once, roots), into `out`. */
export function citiesOf(g: FollowerStep, root: number, out: number[]): number[] {
  out.length = 0;
  let n = root;
  do {
    const q = (n / MAX_SEGMENTS) | 0;
    const t = g.types[g.placedType[q]!]!;
    const base = q * MAX_SEGMENTS;
    const s = n - base;
    for (let i = t.cityTouchFrom[s]!; i < t.cityTouchFrom[s + 1]!; i++) {
      const city = g.find(base + t.cityTouches[i]!);
      if (g.openSides[city] === 0 && !out.includes(city)) out.push(city);
    }
    n = g.nextMember[n]!;
  } while (n !== root);
  return out;
}

const scratchCities: number[] = [];

/**
 * The farmers on the field at `root` score `perCity` per completed city to their majority (big
 * followers weigh two; with `pig`, a winner's pig there adds 1 per city) and go home, pigs too.
 */
function scoreFarmers(g: FollowerStep, root: number, perCity: number, pig: boolean): void {
  const cities = citiesOf(g, root, scratchCities).length;
  const followers = g.events ? g.followersOn(root) : null;
  const squares: [number, number][] = [];
  if (g.events) g.featureTiles(root, squares);
  const counts = g.sendHome(root);
  const points = perCity * cities;
  const players = cities > 0 ? g.award(counts, points) : [];
  const pigs = g.figures.pig;
  if (players.length > 0 && g.events)
    g.events.push({
      kind: 'farm',
      move: g.moveCount,
      points,
      players,
      cities,
      squares,
      ...(followers ? { followers } : {}),
    });
  for (let q = 0; q < g.nPlayers; q++) {
    if (pigs[q]! < 0 || g.find(pigs[q]!) !== root) continue;
    pigs[q] = -1;
    if (!pig || !players.includes(q)) continue;
    g.scores[q]! += cities;
    g.events?.push({ kind: 'pig', move: g.moveCount, points: cities, players: [q] });
  }
}

/**
 * The end (AM5): each field with barns scores 4 per completed city to the player(s) with the most
 * barns there; `award` gives the points (counts per player) and says where.
 */
export function scoreBarnsAtEnd(
  g: FollowerStep,
  counts: Int32Array,
  award: (points: number, counts: Int32Array, root: number, cities: number) => void,
  each?: (root: number, counts: Int32Array) => void,
): void {
  const barns = g.figures.barn;
  for (let p = 0; p < g.nPlayers; p++) {
    if (barns[p]! < 0) continue;
    const root = g.find(barns[p]!);
    // Each field once, at its first barn in seat order.
    let first = true;
    for (let q = 0; q < p; q++) if (barns[q]! >= 0 && g.find(barns[q]!) === root) first = false;
    if (!first) continue;
    counts.fill(0);
    for (let q = p; q < g.nPlayers; q++) if (barns[q]! >= 0 && g.find(barns[q]!) === root) counts[q]!++;
    each?.(root, counts);
    const cities = citiesOf(g, root, scratchCities).length;
    if (cities > 0) award(BARN_FINAL_POINTS * cities, counts, root, cities);
  }
}

/** Where a barn stands, for views: its square and corner. */
export function barnSpotOf(g: BarnBoard, spot: number): { x: number; y: number; corner: number } {
  const cell = g.placedCell[spot >> 2]!;
  return { x: g.xOf(cell), y: g.yOf(cell), corner: spot & 3 };
}

/** Each field with barns (its root) and the players with the most barns there (the player aids). */
export function barnHolders(g: FollowerStep): { root: number; owners: number[] }[] {
  const out: { root: number; owners: number[] }[] = [];
  const counts = new Int32Array(g.nPlayers);
  scoreBarnsAtEnd(
    g,
    counts,
    () => {},
    (root, c) => {
      let max = 0;
      for (let p = 0; p < g.nPlayers; p++) if (c[p]! > max) max = c[p]!;
      out.push({ root, owners: Array.from(c).flatMap((v, p) => (v === max && max > 0 ? [p] : [])) });
    },
  );
  return out;
}
