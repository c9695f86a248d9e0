import { carve } from './carve.js';
import type { Port } from './ports.js';
import { BoardFeatures } from './features.js';
import { BoardSquares, type CellSpan } from './squares.js';
import { MAX_SEGMENTS, segmentPort, type TileType } from './tile-compile.js';
import type { BoardTileSet, CoreEvent } from './contract.js';

export type { CellSpan } from './squares.js';

/**
 * The board both games' fast cores are built on: its squares (`core/squares.ts`: a flat grid
 * sized to the game or a plane, the bounding box of the placed tiles, the frontier of empty
 * squares next to a tile with the edges a tile there must match), its features (`core/features.ts`:
 * a union-find over tile segments), the placements, the followers on the board, and the bag.
 * Each game adds what its features and turns need (`Game`, `CityGame`).
 */

export abstract class BoardCore<
  Tile extends TileType = TileType,
  Event extends CoreEvent = CoreEvent,
> extends BoardFeatures {
  readonly types: readonly Tile[];
  readonly nPlayers: number;
  /** The decision due; each game names its phases. */
  abstract phase: string;

  readonly placedType: Uint8Array;
  readonly placedRotation: Uint8Array;

  /** Followers on the board: the segment node each stands on and its owner. */
  readonly followerNode: Int32Array;
  readonly followerOwner: Uint8Array;
  followerCount = 0;
  readonly supply: Uint8Array;
  readonly scores: Int32Array;

  /** The draw order (tile-type indices) and the position of the next draw. */
  bag: Uint8Array;
  bagPos = 0;
  /** The tile in hand (type index), -1 none. */
  drawn = -1;
  /** Whose turn it is. */
  current = 0;
  moveCount = 0;
  discards = 0;
  /** Move history as codes (each game documents its encoding). */
  history: number[] = [];

  /** Legal placements of the tile in hand: cell << 2 | quarter turns. */
  readonly legal: Int32Array;
  legalCount = 0;
  /**
   * Whether each draw lists its placements in `legal` (the default). Random play, which picks one
   * placement by index, turns it off: a draw then only counts them and `legalAt` finds the one picked
   * (so does a copy of such a board until its next draw).
   */
  listsLegal = true;
  /** Whether `legal` holds the placements of the tile in hand (else only their count is known). */
  private legalListed = true;
  /** Follower choices for the tile just placed (segments). */
  readonly followerOptions: Int16Array;
  followerOptionCount = 0;

  events: Event[] | null;
  private readonly followersPerPlayer: number;
  private readonly tileMark: Uint32Array;
  private markVersion = 0;
  /**
   * The placed tiles, followers, supplies, scores, legal placements, follower choices and tile
   * marks, in one buffer: a copy is one copy (the marks with their version).
   */
  readonly #boardBytes: Uint8Array;

  /** `torus`: the grid sized to the game, else the plane; `narrow`: it starts narrow (`BoardSquares`). */
  constructor(
    tileSet: BoardTileSet<Tile>,
    players: number,
    followersPerPlayer: number,
    recordEvents: boolean,
    torus = true,
    narrow = false,
  ) {
    super(tileSet.total + 1, torus, narrow);
    this.types = tileSet.types;
    this.nPlayers = players;
    this.followersPerPlayer = followersPerPlayer;
    const board = carve({
      placedType: ['u8', this.capacity],
      placedRotation: ['u8', this.capacity],
      followerNode: ['i32', players * followersPerPlayer],
      followerOwner: ['u8', players * followersPerPlayer],
      supply: ['u8', players],
      scores: ['i32', players],
      legal: ['i32', this.frontier.length * 4],
      followerOptions: ['i16', MAX_SEGMENTS],
      tileMark: ['u32', this.capacity],
    });
    this.#boardBytes = new Uint8Array(board.placedType.buffer);
    this.placedType = board.placedType;
    this.placedRotation = board.placedRotation;
    this.followerNode = board.followerNode;
    this.followerOwner = board.followerOwner;
    this.supply = board.supply.fill(followersPerPlayer);
    this.scores = board.scores;
    this.bag = new Uint8Array(0);
    this.legal = board.legal;
    this.followerOptions = board.followerOptions;
    this.tileMark = board.tileMark;
    this.events = recordEvents ? [] : null;
  }

  // ---- starting and copying -------------------------------------------------------------

  /**
   * Empty the board for a new game with `bag` as the draw order, reusing every array: only the
   * rows the last game used are cleared. Each game then puts its opening on the board.
   */
  protected clearBoard(bag: ArrayLike<number>): void {
    const span = this.cellSpan(1);
    this.grid.fill(-1, span[0], span[1]);
    this.clearSquares(span);
    this.minX = this.maxX = this.minY = this.maxY = 0;
    this.placedCount = 0;
    this.frontierCount = 0;
    this.followerCount = 0;
    this.supply.fill(this.followersPerPlayer);
    this.scores.fill(0);
    if (this.bag.length === bag.length) this.bag.set(bag);
    else this.bag = Uint8Array.from(bag);
    this.bagPos = 0;
    this.drawn = -1;
    this.current = 0;
    this.moveCount = 0;
    this.discards = 0;
    this.history = [];
    this.legalCount = 0;
    this.legalListed = true;
    this.followerOptionCount = 0;
    if (this.events) this.events = [];
  }

  /** A game's own board-sized arrays, cleared over `span` for a new game. */
  protected clearSquares(_span: CellSpan): void {}

  /**
   * Overwrite this board with `src` (same tile set and players) without allocating: a bot's
   * search copies its root position thousands of times. History and events are not copied.
   * Whole arrays are copied: for arrays this small a copy costs less than a view of the used part.
   */
  copyFrom(src: this): void {
    if (this.width !== src.width) this.takeLayout(src); // moves name cells of `src`'s width
    // Only the rows either board uses (with the frontier ring) differ from empty.
    const span = this.cellSpan(this.copyMargin, src);
    BoardSquares.copySpan(this.grid, src.grid, span);
    this.copySquares(src, span);
    this.minX = src.minX;
    this.maxX = src.maxX;
    this.minY = src.minY;
    this.maxY = src.maxY;
    // A few copies of whole buffers: each copy's call costs more than its bytes.
    this.copyPlacements(src);
    this.#boardBytes.set(src.#boardBytes);
    this.markVersion = src.markVersion;
    this.copyFeatures(src);
    this.copyNodes(src);
    this.followerCount = src.followerCount;
    if (this.bag.length === src.bag.length) this.bag.set(src.bag);
    else this.bag = src.bag.slice();
    this.bagPos = src.bagPos;
    this.drawn = src.drawn;
    this.current = src.current;
    this.phase = src.phase;
    this.moveCount = src.moveCount;
    this.discards = src.discards;
    // Emptied by popping, which keeps the array's memory (`length = 0` or a new array gives it back,
    // and a search copies a game, then plays on the copy, hundreds of times an iteration).
    while (this.history.length > 0) this.history.pop();
    this.legalCount = src.legalCount;
    this.legalListed = src.legalListed;
    // A game may list its choices in an array of its own; only those listed are ever read.
    for (let i = 0; i < src.followerOptionCount; i++) this.followerOptions[i] = src.followerOptions[i]!;
    this.followerOptionCount = src.followerOptionCount;
    this.events = null;
  }

  /** Margin of the rows `copyFrom` copies around the two bounding boxes. */
  protected get copyMargin(): number {
    return 1;
  }
  /** A game's own board-sized arrays, copied over `span`. */
  protected copySquares(_src: this, _span: CellSpan): void {}
  /** A game's own parts beyond the board's: its per-node arrays, figures and turn state. */
  protected copyNodes(_src: this): void {}

  /** `blank` (a game just allocated, not started) made a deep copy of `src`, history and events included. */
  protected static cloned<G extends BoardCore<TileType, CoreEvent>>(src: G, blank: G): G {
    blank.copyFrom(src);
    blank.history = src.history.slice();
    blank.events = src.events ? src.events.slice() : null;
    return blank;
  }

  // ---- legal placements -----------------------------------------------------------------

  /** List the legal placements of a tile type in `legal`: frontier order, then quarter turns. */
  computeLegal(typeIndex: number): void {
    const fitTurns = this.types[typeIndex]!.fitTurns;
    const frontier = this.frontier;
    const constraint = this.frontierConstraint;
    const legal = this.legal;
    const screens = this.screensSquares;
    const count = this.frontierCount;
    let n = 0;
    for (let i = 0; i < count; i++) {
      const turns = fitTurns[constraint[i]!]!;
      if (turns === 0) continue;
      const cell = frontier[i]!;
      if (screens && !this.squareAllowed(cell)) continue;
      // No branch on each quarter turn (which of them fit is unpredictable in play): four codes
      // are written and the count moves on by the turns that fit.
      const code = cell << 2;
      legal[n] = code | (turns & 3);
      legal[n + 1] = code | ((turns >> 2) & 3);
      legal[n + 2] = code | ((turns >> 4) & 3);
      legal[n + 3] = code | ((turns >> 6) & 3);
      n += turns >> 8;
    }
    this.legalCount = n;
    this.legalListed = true;
  }

  /** `legalCount` of a tile type without listing the placements (`listsLegal` off); `legalAt` finds them. */
  protected countLegal(typeIndex: number): void {
    if (this.screensSquares) {
      this.computeLegal(typeIndex);
      return;
    }
    this.legalCount = this.countFits(this.types[typeIndex]!.fitTurns);
    this.legalListed = false;
  }

  /** The placement at index `k` (below `legalCount`) of the tile in hand: `legal[k]`, found in the frontier when not listed. */
  legalAt(k: number): number {
    return this.legalListed
      ? this.legal[k]!
      : this.fitAt(this.types[this.drawn]!.fitTurns, this.legalCount, k);
  }

  /**
   * Draw until a tile fits somewhere; a tile that fits nowhere is discarded (and reported).
   * False when the bag is empty.
   */
  protected drawPlayable(): boolean {
    while (this.bagPos < this.bag.length) {
      const t = this.bag[this.bagPos++]!;
      if (this.listsLegal) this.computeLegal(t);
      else this.countLegal(t);
      if (this.legalCount > 0) {
        this.drawn = t;
        return true;
      }
      this.discards++;
      const discard: CoreEvent = {
        kind: 'discard',
        move: this.moveCount,
        points: 0,
        players: [],
        tile: this.types[t]!.id,
      };
      this.events?.push(discard as Event);
    }
    this.drawn = -1;
    this.legalCount = 0;
    return false;
  }

  /** Tiles still to come, counted per tile type (what every player may know). */
  remainingCounts(from = this.bagPos, to = this.bag.length): number[] {
    const counts = new Array<number>(this.types.length).fill(0);
    for (let i = from; i < to; i++) counts[this.bag[i]!]!++;
    return counts;
  }

  // ---- placing --------------------------------------------------------------------------

  /**
   * Put a tile on an empty square: its segments become features of their own, then each side
   * either joins the neighbouring tile (`join`) or faces an empty square (`faceEmpty`).
   * Unchecked, and no turn is taken: `placeTile` is the move; tests build boards with this.
   */
  putTile(cell: number, rotation: number, t: Tile): number {
    this.leaveFrontier(cell);
    const p = this.placedCount++;
    this.grid[cell] = p;
    this.placedType[p] = t.index;
    this.placedRotation[p] = rotation;
    this.placedCell[p] = cell;
    cell = this.extendBox(cell, p === 0);
    const base = p * MAX_SEGMENTS;
    for (let s = 0; s < t.segCount; s++) {
      const n = base + s;
      this.parent[n] = n;
      this.size[n] = 1;
      this.openSides[n] = t.segSides[s]!;
      this.occupants[n] = 0;
      this.nextMember[n] = n;
      this.nodeKind[n] = t.segKind[s]!;
      this.nodeFlags[n] = t.segFlags[s]!;
    }
    this.initNodes(p, t);
    const signature = t.sig[rotation]!;
    for (let side = 0; side < 4; side++) {
      const next = this.wrapped(cell + this.sideStep(side));
      const q = this.grid[next]!;
      if (q < 0) this.faceEmpty(p, side, next, (signature >> (2 * side)) & 3);
      else this.join(p, side, q);
    }
    return p;
  }

  protected override moveCells(moved: (cell: number) => number): void {
    super.moveCells(moved);
    const legal = this.legal;
    for (let i = 0; this.legalListed && i < this.legalCount; i++)
      legal[i] = (moved(legal[i]! >> 2) << 2) | (legal[i]! & 3);
  }

  /** Place the drawn tile (a code from `legal`) and list the follower choices. */
  abstract placeTile(code: number): void;
  /** Put a follower on segment `seg` of the tile just placed (-1: none), score, and go on. */
  abstract finishTurn(seg: number): void;

  /** A game's own per-node data for a newly placed tile `p`. */
  protected initNodes(_p: number, _t: Tile): void {}

  /** Side `side` of placement `p` faces the empty `square` with edge `edge`. */
  protected faceEmpty(_p: number, side: number, square: number, edge: number): void {
    this.faceEdge(square, (side + 2) & 3, edge);
  }

  /** Side `side` of placement `p` meets placement `q`: join the features that continue across. */
  protected abstract join(p: number, side: number, q: number): void;

  /** List the segments of placement `p` where the turn player may put a follower. */
  protected listFollowerOptions(p: number, t: Tile): void {
    let n = 0;
    if (this.supply[this.current]! > 0) {
      const base = p * MAX_SEGMENTS;
      for (let s = 0; s < t.segCount; s++) {
        const root = this.find(base + s);
        if (this.occupants[root] !== 0 || !this.followerAllowed(t.segKind[s]!, root)) continue;
        this.followerOptions[n++] = s;
      }
    }
    this.followerOptionCount = n;
  }

  /** A game's rules on which free features take a follower (farmers switched off, completed projects). */
  protected abstract followerAllowed(kind: number, root: number): boolean;

  /** The turn player puts a follower on segment node `node`. */
  protected putFollower(node: number): void {
    this.occupants[this.find(node)]!++;
    this.followerNode[this.followerCount] = node;
    this.followerOwner[this.followerCount] = this.current;
    this.followerCount++;
    this.supply[this.current]!--;
  }

  // ---- reading features -----------------------------------------------------------------

  /** Number of distinct tiles of a feature (a tile counts once even with two segments in it); `squares` collects them. */
  featureTiles(root: number, squares: [number, number][] | null): number {
    const v = ++this.markVersion;
    let n = root;
    let tiles = 0;
    do {
      const p = (n / MAX_SEGMENTS) | 0;
      if (this.tileMark[p] !== v) {
        this.tileMark[p] = v;
        tiles++;
        if (squares) squares.push([this.xOf(this.placedCell[p]!), this.yOf(this.placedCell[p]!)]);
      }
      n = this.nextMember[n]!;
    } while (n !== root);
    return tiles;
  }

  /** Where a follower on segment node `node` stands: its square and board port. */
  nodeSpot(node: number): { x: number; y: number; port: Port } {
    const p = (node / MAX_SEGMENTS) | 0;
    const cell = this.placedCell[p]!;
    return {
      x: this.xOf(cell),
      y: this.yOf(cell),
      port: segmentPort(this.types[this.placedType[p]!]!, this.placedRotation[p]!, node % MAX_SEGMENTS),
    };
  }

  /** The followers on the feature of `root`, where they stand (for events; call before taking them back). */
  followersOn(root: number): { x: number; y: number; port: Port; player: number }[] {
    const out: { x: number; y: number; port: Port; player: number }[] = [];
    for (let i = 0; i < this.followerCount; i++) {
      const node = this.followerNode[i]!;
      if (this.find(node) === root) out.push({ ...this.nodeSpot(node), player: this.followerOwner[i]! });
    }
    return out;
  }

  /** Return the followers on a feature to their supplies; how many each player had there. */
  takeFollowers(root: number): number[] {
    const counts = new Array<number>(this.nPlayers).fill(0);
    let w = 0;
    for (let i = 0; i < this.followerCount; i++) {
      const node = this.followerNode[i]!;
      const owner = this.followerOwner[i]!;
      if (this.find(node) === root) {
        counts[owner]!++;
        this.supply[owner]!++;
      } else {
        this.followerNode[w] = node;
        this.followerOwner[w] = owner;
        w++;
      }
    }
    this.followerCount = w;
    this.occupants[root] = 0;
    return counts;
  }

  /** Give `points` to every player with the most followers (majority, ties all); returns them in seat order. */
  award(counts: ArrayLike<number>, points: number): number[] {
    let max = 0;
    for (let i = 0; i < counts.length; i++) if (counts[i]! > max) max = counts[i]!;
    const players: number[] = [];
    if (max === 0) return players;
    for (let i = 0; i < counts.length; i++) {
      if (counts[i] === max) {
        players.push(i);
        this.scores[i]! += points;
      }
    }
    return players;
  }
}
