import { gameDefinition, Mulberry32, type GameView } from '@carcassonne/engine';
import type { SeatState, TableState } from './server.js';

/**
 * What a move changed at a table, sent on its event instead of the whole state
 * (docs/server/protocol.md, "Deltas"). The client rebuilds the view with the engine from the
 * public record it holds (the moves of the events, the tiles of `drawn`) and checks `digest`;
 * on any mismatch it asks for the whole state again.
 */
export interface TableDelta {
  /** The view's version the delta applies to… */
  readonly from: number;
  /** …and the version it leads to (the moves between are the events' moves). */
  readonly version: number;
  /** Tiles drawn since `from`, in draw order (discards and the tile in hand included): public already. */
  readonly drawn: readonly string[];
  /** The strategic variant: the seat of each tile of `drawn` (placed by it, or put aside from its hand: -1 - seat). */
  readonly revealedBy?: readonly number[];
  /** The view's digest at `version` (`viewDigest`). */
  readonly digest: number;
  /** The state's other fields that changed (never `view`, `seats` or `aids`), with their new values. */
  readonly set?: DeltaSet;
  /** The seats whose state changed, by index. */
  readonly seats?: Readonly<Record<string, SeatState>>;
}

const FNV_PRIME = 0x01000193;
const encoder = new TextEncoder();
/** Whether this machine stores words little-endian (every browser's and server's does). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/**
 * The bytes `textDigest` reads, kept between calls and grown to the longest text seen (its
 * words a view of the same memory): a new array for every move's view was work for the collector.
 */
let scratch = new Uint8Array(16384);
let scratchWords = new Uint32Array(scratch.buffer);

function grow(bytes: number): void {
  scratch = new Uint8Array(Math.ceil(bytes / 4) * 4);
  scratchWords = new Uint32Array(scratch.buffer);
}

/**
 * FNV-1a over the UTF-8 bytes of `text` taken four at a time (little-endian words; the last
 * bytes one by one, then the length). Words, not bytes: the server computes it for every move,
 * and a quarter of the steps makes it a small part of writing the JSON it reads.
 */
export function textDigest(text: string): number {
  // UTF-8 takes at most three bytes for each UTF-16 unit: then `encodeInto` writes all of it.
  if (text.length * 3 > scratch.length) grow(text.length * 3);
  const length = encoder.encodeInto(text, scratch).written;
  const count = length >>> 2;
  let h = 0x811c9dc5;
  if (LITTLE_ENDIAN) {
    const words = scratchWords;
    for (let i = 0; i < count; i++) h = Math.imul(h ^ words[i]!, FNV_PRIME);
  } else {
    const data = new DataView(scratch.buffer);
    for (let i = 0; i < count; i++) h = Math.imul(h ^ data.getUint32(i * 4, true), FNV_PRIME);
  }
  for (let i = count * 4; i < length; i++) h = Math.imul(h ^ scratch[i]!, FNV_PRIME);
  return Math.imul(h ^ length, FNV_PRIME) >>> 0;
}

/**
 * The keys of a view its digest's text leaves out: the board (the moves give it: each names its
 * tile, square and rotation), the history (the moves and the tiles drawn, chained text by text
 * instead: `chainTexts`), and what no move changes (the game, preset, options and players) or
 * what follows from the tiles drawn (`remaining`). What is left is a few hundred bytes however
 * long the game; the history is what grew with it, and writing it into the text each move was
 * most of the server's cost of a digest.
 */
const LEFT_OUT = {
  game: undefined,
  preset: undefined,
  options: undefined,
  players: undefined,
  board: undefined,
  remaining: undefined,
  drawnTiles: undefined,
  moves: undefined,
} as const;

/** Where the moves' chain and the drawn tiles' chain start: two lists, two starting points. */
const MOVES_CHAIN = 0x811c9dc5;
const DRAWN_CHAIN = 0x050c5d1f;

/**
 * `h` carried on over `texts` from index `from`: FNV-1a over each text's UTF-16 units, then its
 * length. A list that grew by appending is carried on from its last value.
 */
export function chainTexts(h: number, texts: readonly string[], from = 0): number {
  for (let i = from; i < texts.length; i++) {
    const text = texts[i]!;
    for (let j = 0; j < text.length; j++) h = Math.imul(h ^ text.charCodeAt(j), FNV_PRIME);
    h = Math.imul(h ^ text.length, FNV_PRIME);
  }
  return h;
}

/**
 * The digest of a view both sides compute (docs/server/protocol.md, "Deltas"): `textDigest` of
 * its JSON without the keys of `LEFT_OUT` (the engine's key order follows nothing hidden), mixed
 * with the chains of its moves and of its tiles drawn. `view` may lack its board (the engine's
 * `publicViewWithoutBoard()`, what the server digests). `chains`, kept between the views of one
 * game, carries the chains on from the last view instead of from the first move (the server's
 * `ViewDigester`); the digest is the same.
 */
export function viewDigest(
  view: GameView | WithoutBoard<GameView>,
  chains: { moves(texts: readonly string[]): number; drawn(texts: readonly string[]): number } = FROM_START,
): number {
  const text = textDigest(JSON.stringify({ ...view, ...LEFT_OUT }));
  const moves = chains.moves(view.moves);
  const drawn = chains.drawn(view.drawnTiles);
  return Math.imul(Math.imul(text ^ moves, FNV_PRIME) ^ drawn, FNV_PRIME) >>> 0;
}

const FROM_START = {
  moves: (texts: readonly string[]) => chainTexts(MOVES_CHAIN, texts),
  drawn: (texts: readonly string[]) => chainTexts(DRAWN_CHAIN, texts),
};

/** One list's chain kept between calls: its length and last text then, and the value. */
class KeptChain {
  private count = 0;
  private last: string | undefined = undefined;
  private value: number;

  constructor(private readonly start: number) {
    this.value = start;
  }

  of(texts: readonly string[]): number {
    // Carried on only when the list grew from the one last seen (its last text still in place);
    // anything else is chained from the start.
    if (texts.length < this.count || (this.count > 0 && texts[this.count - 1] !== this.last)) {
      this.count = 0;
      this.value = this.start;
    }
    this.value = chainTexts(this.value, texts, this.count);
    this.count = texts.length;
    this.last = texts[texts.length - 1];
    return this.value;
  }
}

/**
 * The digests of one game's views in turn (`viewDigest` with its chains kept): each view costs
 * its new moves and tiles, not the whole history again. A table's server keeps one.
 */
export class ViewDigester {
  private readonly movesChain = new KeptChain(MOVES_CHAIN);
  private readonly drawnChain = new KeptChain(DRAWN_CHAIN);

  moves(texts: readonly string[]): number {
    return this.movesChain.of(texts);
  }

  drawn(texts: readonly string[]): number {
    return this.drawnChain.of(texts);
  }

  of(view: GameView | WithoutBoard<GameView>): number {
    return viewDigest(view, this);
  }
}

/** A view whose board is left out (`board: undefined`, the other keys in their places). */
export type WithoutBoard<V extends GameView> = Omit<V, 'board'> & { readonly board: undefined };

/** The fields of a table's state a delta may set (`set`): all but the view, seats and aids. */
export const DELTA_FIELDS = [
  'id',
  'game',
  'status',
  'host',
  'hostName',
  'expires',
  'settings',
  'actor',
  'deadline',
  'report',
  'ending',
  'rematch',
] as const satisfies readonly (keyof TableState)[];

/** A field of the state a delta may set. */
export type DeltaField = (typeof DELTA_FIELDS)[number];
/** Fields of the state with their new values. */
export type DeltaSet = { -readonly [K in DeltaField]?: TableState[K] };

/** A fixed arrangement of the unseen tiles: any serves, the view never shows their order. */
const UNSEEN_ORDER_SEED = 1;

/**
 * The state after a delta, from the state before it and the moves of the events it covers (in
 * order); null when anything does not fit (another version, a move or tile missing, a digest that
 * differs): the caller then asks for the whole state.
 */
export function applyDelta(
  state: TableState,
  delta: TableDelta,
  moves: readonly string[],
): TableState | null {
  const view = state.view;
  if (!view || view.version !== delta.from || moves.length !== delta.version - delta.from) return null;
  const rebuilt =
    delta.drawn.length === 0 && moves.length === 0
      ? null
      : rebuild(view, moves, delta.drawn, delta.revealedBy);
  const next = rebuilt ? rebuilt.publicView() : view;
  if (rebuilt === undefined || viewDigest(next) !== delta.digest) return null;
  const seats = state.seats.map((s, i) => delta.seats?.[String(i)] ?? s);
  const changed: TableState = { ...state, ...delta.set, seats, view: next };
  if (state.settings.aids !== true) return changed;
  // The aids are the position's, computed where the view is (never sent with a delta).
  const aids =
    changed.status !== 'playing'
      ? null
      : rebuilt
        ? rebuilt.aids()
        : state.aids === undefined
          ? null
          : state.aids;
  return { ...changed, aids };
}

/**
 * The match of `view` after `moves`, drawing `drawn` first: the public record replayed on a bag
 * of the tiles revealed in draw order followed by the unseen ones in a fixed order. Undefined
 * when the record does not replay.
 */
function rebuild(
  view: GameView,
  moves: readonly string[],
  drawn: readonly string[],
  revealedBy: readonly number[] | undefined,
) {
  const remaining: Record<string, number> = { ...(view.remaining as Readonly<Record<string, number>>) };
  for (const id of drawn) {
    const left = remaining[id];
    if (left === undefined || left < 1) return undefined;
    if (left === 1) delete remaining[id];
    else remaining[id] = left - 1;
  }
  const record = {
    ...view,
    remaining,
    drawnTiles: [...view.drawnTiles, ...drawn],
    moves: [...view.moves, ...moves],
    // The strategic variant: who revealed each tile (the hands' sizes follow from it).
    ...('revealedBy' in view && view.revealedBy
      ? { revealedBy: [...view.revealedBy, ...(revealedBy ?? [])] }
      : {}),
  };
  const sampled = gameDefinition(view.game)?.sample(record, new Mulberry32(UNSEEN_ORDER_SEED));
  return sampled?.ok ? sampled.value : undefined;
}
