import type { TileType } from './tile-compile.js';

/** What every game's events share: a tile that fits nowhere is discarded in the same form everywhere. */
export interface CoreEvent {
  readonly kind: string;
  readonly move: number | null;
  readonly points: number;
  readonly players: readonly number[];
  readonly tile?: string;
}

/** The tile set a board is built for. */
export interface BoardTileSet<Tile extends TileType> {
  readonly types: readonly Tile[];
  /** Tiles in the set (a start tile included): the grid has room for all of them in a line. */
  readonly total: number;
}

/**
 * What the bots may use of the fast cores: this contract, and nothing else of `Game` and
 * `CityGame`. The cores are unchecked — only moves a core itself listed (`legal`,
 * `followerOptions`, `choices`) may be played on it — and built for speed: typed arrays read
 * in place, codes instead of objects. A placement code is cell << 2 | quarter turns; a node is
 * placement · 8 + segment; an edge is cell · 4 + side.
 */
export interface CoreContract<Tile extends TileType> {
  readonly nPlayers: number;
  /** The compiled tile types (segment kinds, ports, sides), indexed by type. */
  readonly types: readonly Tile[];
  readonly scores: Int32Array;
  /** Followers in hand per player. */
  readonly supply: Uint8Array;
  /** The draw order and the next draw: a bot may shuffle the unseen part in place (a new guess at the hidden order). */
  readonly bag: Uint8Array;
  readonly bagPos: number;
  /** The tile in hand (type index), -1 none. */
  readonly drawn: number;
  /** Whose turn it is. */
  readonly current: number;
  readonly moveCount: number;
  /** Legal placements of the tile in hand. */
  readonly legal: Int32Array;
  readonly legalCount: number;
  /** After `placeTile`: the segments of the tile where a follower may go. */
  readonly followerOptions: Int16Array;
  readonly followerOptionCount: number;
  /** Tiles on the board: type per placement. */
  readonly placedType: Uint8Array;
  readonly placedCount: number;
  /** Features: segment kind per node (K_ROAD, …), and at a root the open sides and the members' ring. */
  readonly nodeKind: Uint8Array;
  /** Attribute bits at a root (The City: market kinds, fish 1, grain 2, cattle 4). */
  readonly nodeFlags: Uint16Array;
  readonly openSides: Int16Array;
  readonly nextMember: Int16Array;
  /** Followers on the board: node and owner. */
  readonly followerNode: Int32Array;
  readonly followerOwner: Uint8Array;
  readonly followerCount: number;
  /** The root of a node's feature. */
  find(node: number): number;
  /** Distinct tiles of the feature at `root`. */
  featureTiles(root: number, squares: null): number;
  xOf(cell: number): number;
  yOf(cell: number): number;
  /** The cell of a square (only for squares `inBounds`). */
  cellOf(x: number, y: number): number;
  inBounds(x: number, y: number): boolean;
  /** Whether a square is in the tiles' bounding box or the ring round it (on a game-sized grid, the squares with a cell of their own). */
  nearTiles(x: number, y: number): boolean;
  /** Whether each draw lists its placements in `legal` (else it only counts them: a copy only valued, never played on). */
  listsLegal: boolean;
  /** Play the tile in hand at a code from `legal`. */
  placeTile(code: number): void;
  /** A follower on a segment from `followerOptions` (-1: none); the turn goes on. */
  finishTurn(segment: number): void;
}
