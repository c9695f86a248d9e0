import { ok, type Result } from '../core/result.js';
import type { Mulberry32 } from '../core/rng.js';
import { badView, shuffledCounts, type PublicHistory } from '../games/sample.js';
import type { Match } from './match.js';
import { HAND_SIZE } from './hands.js';

const isSeat = (v: unknown, n: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < n;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

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
    const p = by < 0 ? -1 - by : by;
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
  for (const by of f.revealedBy) if (owners.length < used) owners.push(by < 0 ? -1 - by : by);
  if (owners.length !== used) return badView('the view’s hands, tiles revealed and stack do not add up');
  const revealedOf: string[][] = Array.from({ length: n }, () => []);
  f.revealed.forEach((t, i) => {
    const by = f.revealedBy[i]!;
    revealedOf[by < 0 ? -1 - by : by]!.push(t);
  });
  const pool = [...unseen];
  const next = Array.from({ length: n }, () => 0);
  const order: string[] = [];
  const guessed: number[] = [];
  // The last of its seat's draws (by index) each draw's tile may sit at: a tile revealed at the
  // seat's k-th exit was drawn among its first k + 3 draws.
  const deadline: number[] = [];
  for (const p of owners) {
    const k = next[p]!;
    next[p] = k + 1;
    const fromHand = k - revealedOf[p]!.length;
    let tile: string | undefined;
    deadline.push(fromHand < 0 ? k + HAND_SIZE - 1 : Number.MAX_SAFE_INTEGER);
    if (fromHand < 0) tile = revealedOf[p]![k];
    else if (p === f.seat) tile = f.hand[fromHand];
    else {
      tile = pool.pop();
      guessed.push(order.length);
    }
    if (tile === undefined) return badView('the view’s hands, tiles revealed and stack do not add up');
    order.push(tile);
  }
  for (let p = 0; p < n; p++)
    if (next[p]! !== revealedOf[p]!.length + f.handSizes[p]!)
      return badView('the view’s hand sizes do not match its tiles revealed');
  if (pool.length !== f.tilesLeft) return badView('the view’s unseen tiles do not match its hands and stack');
  return ok({ tiles: [...order, ...pool], owners, deadline, guessed, stackFrom: order.length });
}

/** A guessed draw order: where it put tiles of other hands (`guessed`), and where the stack starts. */
export interface HandGuess {
  readonly tiles: string[];
  /** The seat that drew each draw before the stack, and the last index among that seat's draws its tile may move to. */
  readonly owners: readonly number[];
  readonly deadline: number[];
  readonly guessed: readonly number[];
  readonly stackFrom: number;
}

/**
 * A guess whose replay put aside tile `wrong` from `seat`'s hand earlier than the game did, or
 * where the game put nothing aside: that hand cannot have held it then. A tile guessed into
 * another's hand is swapped (in place) with one of the stack (else of another guessed hand); a
 * tile of the seat's own draws with a later one of its draws, no later than the tile must have
 * been drawn by (`deadline`; the one moved earlier stays drawn in time). False when there is nothing to swap.
 */
export function repairGuess(guess: HandGuess, wrong: string, seat: number, rng: Mulberry32): boolean {
  const { tiles, owners, deadline, guessed, stackFrom } = guess;
  const mine: number[] = [];
  for (let p = 0; p < owners.length; p++) if (owners[p] === seat) mine.push(p);
  const k = mine.findIndex((p) => tiles[p] === wrong);
  if (k < 0) return false;
  const at = mine[k]!;
  let from: number[];
  if (guessed.includes(at)) {
    const others = [...Array.from({ length: tiles.length - stackFrom }, (_, i) => stackFrom + i), ...guessed];
    const stack = others.filter((p) => p >= stackFrom && tiles[p] !== wrong);
    from = stack.length > 0 ? stack : others.filter((p) => tiles[p] !== wrong);
  } else from = mine.slice(k + 1, deadline[at]! + 1).filter((p) => tiles[p] !== wrong);
  if (from.length === 0) return false;
  const to = from[rng.int(from.length)]!;
  tiles[at] = tiles[to]!;
  tiles[to] = wrong;
  if (to < deadline.length) [deadline[at], deadline[to]] = [deadline[to]!, deadline[at]!];
  return true;
}

/** Fresh guesses, and repairs of each, when a guess's replay puts aside other tiles than the game did. */
const HAND_SAMPLE_TRIES = 8;
const HAND_REPAIRS = 16;

/**
 * The strategic variant's guess at the hidden state (docs/notation.md): the viewer's hand as it
 * is, the other hands and the stack a random arrangement of the tiles it has not seen, on a draw
 * order that replays the public history. A guess whose replay puts aside a tile the game did not
 * (a hand cannot have held a tile that fit nowhere) is repaired, or made again.
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
      if (replayed === true) return created;
      if (replayed === false || !repairGuess(guess.value, replayed.tile, replayed.seat, rng)) break;
    }
  }
  return badView('no guess at the hidden hands replays the view');
}

/**
 * Replay the public history on a guess: true when it replays with the same tiles made public;
 * the first tile the guess put aside where the game did not (and whose hand); false otherwise.
 */
function replayGuess(m: Match, history: PublicHistory): true | false | { tile: string; seat: number } {
  const g = m.game;
  const hands = g.hands!;
  const drawn = history.drawnTiles;
  let checked = 0;
  const parted = (): { tile: string; seat: number } | false | null => {
    for (; checked < hands.revealed.length; checked++) {
      const id = g.types[hands.revealed[checked]!]!.id;
      if (id === drawn[checked]) continue;
      const by = hands.revealedBy[checked]!;
      return by < 0 ? { tile: id, seat: -1 - by } : false;
    }
    return null;
  };
  for (const move of history.moves) {
    const p = parted();
    if (p !== null) return p;
    if (!m.play(move).ok) return false;
  }
  const p = parted();
  return p !== null ? p : hands.revealed.length === drawn.length;
}
