import { ok, type Result } from '../core/result.js';
import type { Mulberry32 } from '../core/rng.js';
import { badView, shuffledCounts, type PublicHistory } from '../games/sample.js';
import type { Match } from './match.js';
import { HAND_SIZE } from './hands.js';
import { readMove } from '../core/move-shape.js';

const isSeat = (v: unknown, n: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < n;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
/** The seat of a `revealedBy` entry (a tile put aside is written -1 - seat). */
const revealer = (by: number): number => (by < 0 ? -1 - by : by);

/** What a strategic-variant view says of the hands (docs/notation.md): read as untrusted input. */
export interface HandFields {
  readonly seat: number;
  readonly hand: readonly string[];
  readonly handSizes: readonly number[];
  readonly revealed: readonly string[];
  readonly revealedBy: readonly number[];
  readonly tilesLeft: number;
}

/**
 * The hand fields of a view of the strategic variant; a spectator's view has no seat (-1) and no
 * hand. The hand sizes and the stack's size are worked out, not read: the deal and the seat of
 * each tile revealed say who drew each draw (each reveal is followed by a draw of its seat while
 * the stack lasts), so a view whose moves and tiles were extended (a delta) needs no more.
 */
export function readHandFields(
  view: Record<string, unknown>,
  players: number,
  revealed: readonly string[],
): Result<HandFields> {
  const { seat, hand, revealedBy, remaining } = view;
  if (seat !== undefined && !isSeat(seat, players)) return badView('view.seat must be a seat of the game');
  if (
    seat !== undefined &&
    (!Array.isArray(hand) || !hand.every((t) => typeof t === 'string') || hand.length > HAND_SIZE)
  )
    return badView('view.hand must list the tile ids of the seat’s hand');
  if (
    !Array.isArray(revealedBy) ||
    revealedBy.length !== revealed.length ||
    !revealedBy.every((s) => isInt(s) && s < players && s >= -players)
  )
    return badView('view.revealedBy must give the seat of each tile of view.drawnTiles');
  const counts = typeof remaining === 'object' && remaining !== null ? Object.values(remaining) : [];
  if (!counts.every((n) => isInt(n) && n >= 0))
    return badView('view.remaining must give the unseen tiles as counts');
  const own = seat === undefined ? [] : (hand as string[]);
  const total = counts.reduce((x: number, y) => x + (y as number), 0) + own.length + revealed.length;
  const drew = new Array<number>(players).fill(0);
  let draws = 0;
  for (let round = 0; round < HAND_SIZE; round++)
    for (let p = 0; p < players && draws < total; p++, draws++) drew[p]!++;
  const exits = new Array<number>(players).fill(0);
  for (const by of revealedBy as number[]) {
    const p = revealer(by);
    exits[p]!++;
    if (draws < total) {
      drew[p]!++;
      draws++;
    }
  }
  const handSizes = drew.map((n, p) => n - exits[p]!);
  if (handSizes.some((n) => n < 0 || n > HAND_SIZE) || (seat !== undefined && own.length !== handSizes[seat]))
    return badView('the view’s hand, tiles revealed and unseen tiles do not add up');
  return ok({
    seat: seat ?? -1,
    hand: own,
    handSizes,
    revealed,
    revealedBy: revealedBy as number[],
    tilesLeft: total - draws,
  });
}

/**
 * A draw order that agrees with everything a seat knows of a strategic-variant game (docs/notation.md):
 * which seat drew each draw follows from the deal and the tiles revealed (each reveal is
 * followed by a draw of its seat while the stack lasts); each seat's draws take, in order, the
 * tiles it revealed, then its hand — the viewer's own, the others' from `unseen` (the tiles
 * the viewer has not seen, in a random order) — and the rest of `unseen` is the stack.
 */
export function handDrawOrder(f: HandFields, unseen: readonly string[]): Result<HandGuess> {
  const n = f.handSizes.length;
  const held = f.handSizes.reduce((a, b) => a + b, 0);
  const total = f.revealed.length + held + f.tilesLeft;
  const used = total - f.tilesLeft;
  const owners: number[] = [];
  for (let round = 0; round < HAND_SIZE; round++)
    for (let p = 0; p < n && owners.length < Math.min(used, total); p++) owners.push(p);
  for (const by of f.revealedBy) if (owners.length < used) owners.push(revealer(by));
  if (owners.length !== used) return badView('the view’s hands, tiles revealed and stack do not add up');
  const seats: SeatDraws[] = Array.from({ length: n }, (_, p) => ({
    draws: [],
    revealed: [],
    known: p === f.seat,
  }));
  f.revealed.forEach((t, i) => {
    const by = f.revealedBy[i]!;
    seats[revealer(by)]!.revealed.push(t);
  });
  const pool = [...unseen];
  const order: string[] = [];
  for (const p of owners) {
    const seat = seats[p]!;
    const k = seat.draws.length;
    seat.draws.push(order.length);
    const fromHand = k - seat.revealed.length;
    let tile: string | undefined;
    if (fromHand < 0) tile = seat.revealed[k];
    else if (p === f.seat) tile = f.hand[fromHand];
    else tile = pool.pop();
    if (tile === undefined) return badView('the view’s hands, tiles revealed and stack do not add up');
    order.push(tile);
  }
  for (let p = 0; p < n; p++)
    if (seats[p]!.draws.length !== seats[p]!.revealed.length + f.handSizes[p]!)
      return badView('the view’s hand sizes do not match its tiles revealed');
  if (pool.length !== f.tilesLeft) return badView('the view’s unseen tiles do not match its hands and stack');
  return ok({ tiles: [...order, ...pool], owners, seats, stackFrom: order.length });
}

/** One seat's part of a guess: where its draws are in the draw order, and the tiles it revealed in order. */
export interface SeatDraws {
  readonly draws: number[];
  readonly revealed: string[];
  /** The viewer's own seat: its hand is known, so the tiles it drew are too (only their order is guessed). */
  readonly known: boolean;
}

/** A guessed draw order: each seat's draws, and where the stack starts. */
export interface HandGuess {
  readonly tiles: string[];
  /** The seat that drew each draw before the stack. */
  readonly owners: readonly number[];
  readonly seats: readonly SeatDraws[];
  readonly stackFrom: number;
}

/**
 * Whether `seat`'s draws in `tiles` could have given its reveals: before its k-th reveal it had
 * drawn k + 3 tiles (while the stack lasted), among them every tile it had revealed by then.
 */
function drawsInTime(tiles: readonly string[], seat: SeatDraws): boolean {
  const { draws, revealed } = seat;
  for (let k = 0; k < revealed.length; k++) {
    const tile = revealed[k]!;
    let need = 0;
    for (let i = 0; i <= k; i++) if (revealed[i] === tile) need++;
    const drawn = Math.min(draws.length, k + HAND_SIZE);
    for (let i = 0; i < drawn && need > 0; i++) if (tiles[draws[i]!] === tile) need--;
    if (need > 0) return false;
  }
  return true;
}

/** How many of `seat`'s draws are `tile`, beyond the ones it revealed: its hidden ones. */
function hiddenCount(tiles: readonly string[], seat: SeatDraws, tile: string): number {
  let n = 0;
  for (const at of seat.draws) if (tiles[at] === tile) n++;
  for (const t of seat.revealed) if (t === tile) n--;
  return n;
}

/** Swap the tiles at `a` and `b` of the draw order. */
function swap(tiles: string[], a: number, b: number): void {
  const t = tiles[a]!;
  tiles[a] = tiles[b]!;
  tiles[b] = t;
}

/** Whether swapping the tiles at `a` and `b` keeps the draws of `seats` in time for their reveals. */
function inTimeSwapped(tiles: string[], a: number, b: number, seats: readonly SeatDraws[]): boolean {
  swap(tiles, a, b);
  const fine = seats.every((s) => drawsInTime(tiles, s));
  swap(tiles, a, b);
  return fine;
}

/**
 * A mending of a guess whose replay went another way for tile `tile` of `seat`, `exits` reveals of
 * that seat into the game (so it had drawn `exits` + 3 tiles): true when it changed the guess.
 */
type Mending = (guess: HandGuess, tile: string, seat: number, exits: number, rng: Mulberry32) => boolean;

/** How many tiles `seat` had drawn after `exits` reveals (while the stack lasted). */
const drawnBy = (seat: SeatDraws, exits: number) => Math.min(seat.draws.length, exits + HAND_SIZE);

/**
 * The guess put aside `wrong` from the seat's hand at a turn's start where the game did not (that
 * hand cannot have held it then): one of the tiles `wrong` the seat had drawn by then changes
 * places with a tile drawn later by the seat, or — a tile of a hand the viewer has not seen —
 * with one of the stack or of another unseen hand. Every seat's draws stay in time for its reveals
 * (`drawsInTime`).
 */
export const repairGuess: Mending = (guess, wrong, seat, exits, rng) => {
  const { tiles, seats, owners, stackFrom } = guess;
  const mine = seats[seat]!;
  const held = drawnBy(mine, exits);
  let at = -1;
  for (let i = held - 1; i >= 0 && at < 0; i--) if (tiles[mine.draws[i]!] === wrong) at = mine.draws[i]!;
  if (at < 0) return false;
  const targets: number[] = [];
  for (let i = held; i < mine.draws.length; i++) {
    const to = mine.draws[i]!;
    if (tiles[to] !== wrong && inTimeSwapped(tiles, at, to, [mine])) targets.push(to);
  }
  if (!mine.known && hiddenCount(tiles, mine, wrong) > 0) {
    for (let to = stackFrom; to < tiles.length; to++)
      if (tiles[to] !== wrong && inTimeSwapped(tiles, at, to, [mine])) targets.push(to);
    for (let to = 0; to < stackFrom; to++) {
      const other = seats[owners[to]!]!;
      if (other === mine || other.known || tiles[to] === wrong) continue;
      if (hiddenCount(tiles, other, tiles[to]!) > 0 && inTimeSwapped(tiles, at, to, [mine, other]))
        targets.push(to);
    }
  }
  if (targets.length === 0) return false;
  swap(tiles, at, targets[rng.int(targets.length)]!);
  return true;
};

/**
 * The seat was to play `tile` and the guess did not give it one: a tile of its hand the viewer has
 * not seen (drawn by then) changes places with a `tile` of the stack or of another unseen hand,
 * every seat's draws staying in time for its reveals.
 */
export const bringIntoHand: Mending = (guess, tile, seat, exits, rng) => {
  const { tiles, seats, owners, stackFrom } = guess;
  const mine = seats[seat]!;
  if (mine.known) return false;
  const pairs: [number, number][] = [];
  for (let i = 0; i < drawnBy(mine, exits); i++) {
    const at = mine.draws[i]!;
    if (tiles[at] === tile || hiddenCount(tiles, mine, tiles[at]!) <= 0) continue;
    for (let to = 0; to < tiles.length; to++) {
      if (tiles[to] !== tile) continue;
      const other = to < stackFrom ? seats[owners[to]!]! : null;
      if (other === mine || other?.known || (other && hiddenCount(tiles, other, tile) <= 0)) continue;
      if (inTimeSwapped(tiles, at, to, other ? [mine, other] : [mine])) pairs.push([at, to]);
    }
  }
  if (pairs.length === 0) return false;
  const [at, to] = pairs[rng.int(pairs.length)]!;
  swap(tiles, at, to);
  return true;
};

/** The mending for each way a guess's replay can go another way than the game. */
const MENDINGS: Readonly<Record<Misfit['kind'], Mending>> = { parted: repairGuess, missing: bringIntoHand };

/** Fresh guesses, and repairs of each, when a guess's replay goes another way than the game. */
const HAND_SAMPLE_TRIES = 8;
const HAND_REPAIRS = 64;

/**
 * The strategic variant's guess at the hidden state (docs/notation.md): the viewer's hand as it
 * is, the other hands and the stack a random arrangement of the tiles it has not seen, on a draw
 * order that replays the public history. A guess whose replay puts aside a tile the game did not
 * (a hand cannot have held a tile that fit nowhere), or lacks the tile a player placed this turn,
 * is mended, or made again.
 */
export function sampleHands(
  create: (tiles: string[]) => Result<Match>,
  fields: Record<string, unknown>,
  history: PublicHistory,
  rng: Mulberry32,
): Result<Match> {
  const read = readHandFields(fields, history.players.length, history.drawnTiles);
  if (!read.ok) return read;
  for (let i = 0; i < HAND_SAMPLE_TRIES; i++) {
    const unseen = shuffledCounts(fields.remaining, rng);
    if (!unseen.ok) return unseen;
    const guess = handDrawOrder(read.value, unseen.value);
    if (!guess.ok) return guess;
    for (let fix = 0; fix < HAND_REPAIRS; fix++) {
      const created = create([...guess.value.tiles]);
      if (!created.ok) return badView(`the view's game cannot be set up: ${created.error.message}`);
      const replayed = replayGuess(created.value, history);
      if (replayed === true) return keepHandOrder(created.value, read.value, fields.drawn);
      if (replayed === false) break;
      const exits = exitsBefore(read.value.revealedBy, replayed.at, replayed.seat);
      if (!MENDINGS[replayed.kind](guess.value, replayed.tile, replayed.seat, exits, rng)) break;
    }
  }
  return badView('no guess at the hidden hands replays the view');
}

/**
 * The viewer's hand in the order its view gives (the order drawn): a repaired guess may have
 * drawn the same tiles in another order. The tile the viewer is looking at (`drawn`), or has
 * placed this turn, stays the one taken up.
 */
function keepHandOrder(m: Match, f: HandFields, drawn: unknown): Result<Match> {
  if (f.seat < 0) return ok(m);
  const g = m.game;
  const hands = g.hands!;
  const types = f.hand.map((id) => g.tileSet.byId.get(id)?.index ?? -1);
  const base = f.seat * HAND_SIZE;
  const held = Array.from(hands.tiles.subarray(base, base + HAND_SIZE)).filter((t) => t >= 0);
  const sorted = (list: number[]) =>
    list
      .slice()
      .sort((a, b) => a - b)
      .join();
  if (sorted(held) !== sorted(types)) return badView('no guess at the hidden hands replays the view');
  for (let s = 0; s < HAND_SIZE; s++) hands.tiles[base + s] = types[s] ?? -1;
  if (g.phase === 'place') {
    const looking = typeof drawn === 'string' ? f.hand.indexOf(drawn) : -1;
    if (g.current === f.seat) g.chooseSlot(Math.max(0, looking));
  } else if (g.turnOwner === f.seat) {
    // Placed this turn (a wagon's owner or the dragon's stepper may be to move): the slot it
    // leaves at the turn's end.
    hands.slot = Math.max(0, types.indexOf(g.drawn));
  }
  return ok(m);
}

/** How many of the reveals before index `end` are `seat`'s. */
function exitsBefore(revealedBy: readonly number[], end: number, seat: number): number {
  let n = 0;
  for (let i = 0; i < end; i++) if (revealer(revealedBy[i]!) === seat) n++;
  return n;
}

/**
 * Why a guess's replay went another way than the game: it put aside `tile` from `seat`'s hand
 * (`parted`), or `seat` was to play `tile` and did not hold it (`missing`), after `at` reveals.
 */
interface Misfit {
  readonly kind: 'parted' | 'missing';
  readonly tile: string;
  readonly seat: number;
  readonly at: number;
}

/**
 * Replay the public history on a guess: true when it replays with the same tiles made public;
 * the first tile the guess put aside where the game did not (and whose hand); false otherwise.
 */
function replayGuess(m: Match, history: PublicHistory): true | false | Misfit {
  const g = m.game;
  const hands = g.hands!;
  const drawn = history.drawnTiles;
  let checked = 0;
  const parted = (): Misfit | false | null => {
    for (; checked < hands.revealed.length; checked++) {
      const id = g.types[hands.revealed[checked]!]!.id;
      if (id === drawn[checked]) continue;
      const by = hands.revealedBy[checked]!;
      return by < 0 ? { kind: 'parted', tile: id, seat: revealer(by), at: checked } : false;
    }
    return null;
  };
  for (const move of history.moves) {
    const p = parted();
    if (p !== null) return p;
    const played = m.play(move);
    if (played.ok) continue;
    // A tile placed this turn is in its player's hand until the turn ends (a dragon's flight or
    // a wagon's move may come first): a guess must have put it there.
    const read = played.error.code === 'not-in-hand' ? readMove(move, '') : null;
    if (!read?.ok || read.value.type !== 'place') return false;
    return { kind: 'missing', tile: read.value.tile, seat: g.current, at: checked };
  }
  const p = parted();
  return p !== null ? p : hands.revealed.length === drawn.length;
}
