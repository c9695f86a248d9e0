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
  /** The digest of the view's JSON at `version` (`viewDigest`). */
  readonly digest: number;
  /** The state's other fields that changed (never `view`, `seats` or `aids`), with their new values. */
  readonly set?: DeltaSet;
  /** The seats whose state changed, by index. */
  readonly seats?: Readonly<Record<string, SeatState>>;
}

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
    for (let i = 0; i < count; i++) h = Math.imul(h ^ words[i]!, 0x01000193);
  } else {
    const data = new DataView(scratch.buffer);
    for (let i = 0; i < count; i++) h = Math.imul(h ^ data.getUint32(i * 4, true), 0x01000193);
  }
  for (let i = count * 4; i < length; i++) h = Math.imul(h ^ scratch[i]!, 0x01000193);
  return Math.imul(h ^ length, 0x01000193) >>> 0;
}

/**
 * The digest of a view both sides compute: of its JSON without the board (the engine's key order
 * follows nothing hidden). The board is left out because the moves give it: every move names its
 * tile, square and rotation, and the moves and the tiles drawn are in the digest; building and
 * writing the board was most of the server's cost of a digest. `view` may already lack it (the
 * engine's `publicViewWithoutBoard()`, what the server digests).
 */
export function viewDigest(view: GameView | WithoutBoard<GameView>): number {
  // Without a board the view is written as it is (the same text: `board: undefined` is left out).
  return textDigest(JSON.stringify('board' in view ? { ...view, board: undefined } : view));
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
