import { layoutFor, modulo } from './layout.js';
import type { Port } from './ports.js';
import { MAX_SEGMENTS, segmentPort, type TileType } from './tile-compile.js';

/**
 * The board both games' fast cores are built on: a flat square grid (`core/layout.ts`: sized to
 * the game, or a plane big enough for any layout of the tile set around (0,0)), the bounding box
 * of the placed tiles, the frontier (empty squares next to a tile, each with the edges a tile
 * there must match), a union-find over tile segments
 * (node = placement · 8 + segment) whose roots carry a feature's open sides, followers, kind and
 * attribute bits with a circular list of its members, the followers on the board, and the bag.
 * Each game adds what its features and turns need (`Game`, `CityGame`).
 */

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

/** One span of cells from the first to the last row of a region: [start, end). */
export type CellSpan = readonly [start: number, end: number];

type BoardArray = Uint8Array | Int8Array | Int16Array | Uint16Array | Int32Array | Uint32Array;

export abstract class BoardCore<Tile extends TileType = TileType, Event extends CoreEvent = CoreEvent> {
  readonly types: readonly Tile[];
  readonly nPlayers: number;
  /** Grid width and the offset of (0,0) (`core/layout.ts`). */
  readonly width: number;
  readonly origin: number;
  /** Whether the grid is the game-sized torus (else the plane): a step to a neighbour may wrap. */
  readonly torus: boolean;
  /** Cells in the grid. */
  readonly cells: number;
  /** Placements the grid is sized for (the whole tile set plus one). */
  readonly capacity: number;
  /** The decision due; each game names its phases. */
  abstract phase: string;

  /** Bounding box of the placed tiles (board coordinates): copies and resets touch only these rows. */
  minX = 0;
  maxX = 0;
  minY = 0;
  maxY = 0;

  /**
   * Per square: the placement on it (≥ 0), else negative: -1 an empty square, -2 − i the square
   * at index i of the frontier (empty all the same: every test for a tile is `>= 0`).
   */
  readonly grid: Int16Array;
  readonly placedType: Uint8Array;
  readonly placedRotation: Uint8Array;
  readonly placedCell: Int32Array;
  placedCount = 0;

  /** The empty squares next to a tile (swap-remove list; a square's index in it is in `grid`)… */
  readonly frontier: Int32Array;
  /** …and, at the same index, the edges a tile there must match: two bits per side N, E, S, W, 0 for no tile, else its edge + 1. */
  readonly frontierConstraint: Uint8Array;
  frontierCount = 0;

  /** Union-find over segments; a root's entries describe the whole feature. */
  readonly parent: Int32Array;
  readonly size: Uint16Array;
  readonly openSides: Int16Array;
  /** Followers on the feature. */
  readonly occupants: Uint8Array;
  /** Circular list of a feature's members. */
  readonly nextMember: Int32Array;
  /** Segment kind (K_ROAD, K_CITY, …) per node. */
  readonly nodeKind: Uint8Array;
  /** Attribute bits (the tile set's `attributes`; The City's market kinds), joined across a feature at its root. */
  readonly nodeFlags: Uint16Array;

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
  /** Follower choices for the tile just placed (segments). */
  readonly followerOptions: Int8Array;
  followerOptionCount = 0;

  events: Event[] | null;
  private readonly followersPerPlayer: number;
  private readonly tileMark: Uint32Array;
  private markVersion = 0;

  /** `torus`: the grid sized to the game (a game walking the plane's rows itself passes false). */
  constructor(
    tileSet: BoardTileSet<Tile>,
    players: number,
    followersPerPlayer: number,
    recordEvents: boolean,
    torus = true,
  ) {
    this.types = tileSet.types;
    this.nPlayers = players;
    this.followersPerPlayer = followersPerPlayer;
    this.capacity = tileSet.total + 1;
    const layout = layoutFor(this.capacity, torus);
    this.torus = torus;
    this.width = layout.width;
    this.origin = layout.origin;
    this.cells = layout.cells;
    this.grid = new Int16Array(this.cells).fill(-1);
    this.placedType = new Uint8Array(this.capacity);
    this.placedRotation = new Uint8Array(this.capacity);
    this.placedCell = new Int32Array(this.capacity);
    // n tiles have at most 2n + 2 empty squares next to them.
    this.frontier = new Int32Array(this.capacity * 2 + 4);
    this.frontierConstraint = new Uint8Array(this.capacity * 2 + 4);
    const nodes = this.capacity * MAX_SEGMENTS;
    this.parent = new Int32Array(nodes);
    this.size = new Uint16Array(nodes);
    this.openSides = new Int16Array(nodes);
    this.occupants = new Uint8Array(nodes);
    this.nextMember = new Int32Array(nodes);
    this.nodeKind = new Uint8Array(nodes);
    this.nodeFlags = new Uint16Array(nodes);
    this.followerNode = new Int32Array(players * followersPerPlayer);
    this.followerOwner = new Uint8Array(players * followersPerPlayer);
    this.supply = new Uint8Array(players).fill(followersPerPlayer);
    this.scores = new Int32Array(players);
    this.bag = new Uint8Array(0);
    this.legal = new Int32Array(this.frontier.length * 4);
    this.followerOptions = new Int8Array(MAX_SEGMENTS);
    this.tileMark = new Uint32Array(this.capacity);
    this.events = recordEvents ? [] : null;
  }

  // ---- squares ----------------------------------------------------------------------------

  /** The cell of a square (on the torus, distinct only within the bounding box and the ring around it). */
  cellOf(x: number, y: number): number {
    const W = this.width;
    if (!this.torus) return (y + this.origin) * W + (x + this.origin);
    return modulo(x + this.origin + W * (y + this.origin), this.cells);
  }
  /** A cell's square, for cells of the bounding box and the ring around it. */
  xOf(cell: number): number {
    const W = this.width;
    if (!this.torus) return (cell % W) - this.origin;
    const left = this.minX - 1;
    return left + modulo(cell - this.origin - left, W);
  }
  yOf(cell: number): number {
    const W = this.width;
    if (!this.torus) return Math.floor(cell / W) - this.origin;
    const row = modulo(cell - this.xOf(cell) - this.origin, this.cells) / W;
    const top = this.minY - 1;
    return top + modulo(row - this.origin - top, W);
  }
  /** Squares a move may name: within the reach of the tile set from (0,0). */
  inBounds(x: number, y: number): boolean {
    return Math.abs(x) < this.capacity && Math.abs(y) < this.capacity;
  }
  /** Whether a square is in the bounding box or the ring around it: the only squares a tile or the frontier may be on. */
  nearTiles(x: number, y: number): boolean {
    return x >= this.minX - 1 && x <= this.maxX + 1 && y >= this.minY - 1 && y <= this.maxY + 1;
  }
  /** The placement on a square, -1 none (any square: on the torus, a square far away has a cell of another). */
  tileAt(x: number, y: number): number {
    if (!this.nearTiles(x, y)) return -1;
    const q = this.grid[this.cellOf(x, y)]!;
    return q >= 0 ? q : -1;
  }
  /** Whether an empty cell is in the frontier. */
  inFrontier(cell: number): boolean {
    return this.grid[cell]! <= -2;
  }
  /** Cell offset per side N, E, S, W (y grows south); on the torus, wrap the sum with `wrapped`. */
  sideStep(side: number): number {
    return side === 0 ? -this.width : side === 1 ? 1 : side === 2 ? this.width : -1;
  }
  /** A cell plus an offset (`sideStep`, or a diagonal), back into the grid. */
  wrapped(cell: number): number {
    return cell >= this.cells ? cell - this.cells : cell < 0 ? cell + this.cells : cell;
  }

  /** Grow the bounding box by a newly placed tile (`first`: the first tile of the game). */
  private extendBox(cell: number, first: boolean): void {
    const x = this.xOf(cell);
    const y = this.yOf(cell);
    if (first) {
      this.minX = this.maxX = x;
      this.minY = this.maxY = y;
      return;
    }
    if (x < this.minX) this.minX = x;
    if (x > this.maxX) this.maxX = x;
    if (y < this.minY) this.minY = y;
    if (y > this.maxY) this.maxY = y;
  }

  /**
   * The cells of this board's bounding box, and of `other`'s if given, with a margin: one span
   * from the first to the last row. The cells between the rows' ends lie outside both boxes, so
   * handling them too changes nothing, and one span per array is much cheaper than one per row.
   */
  cellSpan(margin: number, other?: BoardCore<Tile, Event>): CellSpan {
    const o = other ?? this;
    const x0 = Math.min(this.minX, o.minX) - margin + this.origin;
    const x1 = Math.max(this.maxX, o.maxX) + margin + 1 + this.origin;
    const y0 = Math.min(this.minY, o.minY) - margin + this.origin;
    const y1 = Math.max(this.maxY, o.maxY) + margin + this.origin;
    const W = this.width;
    if (!this.torus) return [y0 * W + x0, y1 * W + x1];
    // On the torus: the same span folded, or the whole grid when it would wrap or overlap itself.
    if (x1 - x0 > W || y1 - y0 >= W) return [0, this.cells];
    const start = modulo(y0 * W + x0, this.cells);
    const end = start + (y1 - y0) * W + (x1 - x0);
    return end <= this.cells ? [start, end] : [0, this.cells];
  }

  /** Copy a span of a board-sized array (`perCell` entries per square, 4 for per-side arrays). */
  static copySpan(into: BoardArray, from: BoardArray, span: CellSpan, perCell = 1): void {
    into.set(from.subarray(perCell * span[0], perCell * span[1]), perCell * span[0]);
  }

  // ---- starting and copying ---------------------------------------------------------------

  /**
   * Empty the board for a new game with `bag` as the draw order, reusing every array: only the
   * rows the last game used are cleared. Each game then puts its opening on the board.
   */
  protected clearBoard(bag: readonly number[]): void {
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
    this.followerOptionCount = 0;
    if (this.events) this.events = [];
  }

  /** A game's own board-sized arrays, cleared over `span` for a new game. */
  protected clearSquares(_span: CellSpan): void {}

  /**
   * Overwrite this board with `src` (same tile set and players) without allocating: a bot's
   * search copies its root position thousands of times. History and events are not copied.
   */
  copyFrom(src: this): void {
    // Only the rows either board uses (with the frontier ring) differ from empty.
    const span = this.cellSpan(this.copyMargin, src);
    BoardCore.copySpan(this.grid, src.grid, span);
    this.copySquares(src, span);
    this.minX = src.minX;
    this.maxX = src.maxX;
    this.minY = src.minY;
    this.maxY = src.maxY;
    const placed = src.placedCount;
    this.placedType.set(src.placedType.subarray(0, placed));
    this.placedRotation.set(src.placedRotation.subarray(0, placed));
    this.placedCell.set(src.placedCell.subarray(0, placed));
    this.placedCount = placed;
    this.frontier.set(src.frontier.subarray(0, src.frontierCount));
    this.frontierConstraint.set(src.frontierConstraint.subarray(0, src.frontierCount));
    this.frontierCount = src.frontierCount;
    // Nodes of tiles not on `src`'s board are set afresh when a tile is placed.
    const nodes = placed * MAX_SEGMENTS;
    this.parent.set(src.parent.subarray(0, nodes));
    this.size.set(src.size.subarray(0, nodes));
    this.openSides.set(src.openSides.subarray(0, nodes));
    this.occupants.set(src.occupants.subarray(0, nodes));
    this.nextMember.set(src.nextMember.subarray(0, nodes));
    this.nodeKind.set(src.nodeKind.subarray(0, nodes));
    this.nodeFlags.set(src.nodeFlags.subarray(0, nodes));
    this.copyNodes(src, nodes);
    this.followerNode.set(src.followerNode);
    this.followerOwner.set(src.followerOwner);
    this.followerCount = src.followerCount;
    this.supply.set(src.supply);
    this.scores.set(src.scores);
    if (this.bag.length === src.bag.length) this.bag.set(src.bag);
    else this.bag = src.bag.slice();
    this.bagPos = src.bagPos;
    this.drawn = src.drawn;
    this.current = src.current;
    this.phase = src.phase;
    this.moveCount = src.moveCount;
    this.discards = src.discards;
    this.history = [];
    this.legal.set(src.legal.subarray(0, src.legalCount));
    this.legalCount = src.legalCount;
    this.followerOptions.set(src.followerOptions);
    this.followerOptionCount = src.followerOptionCount;
    this.events = null;
  }

  /** Margin of the rows `copyFrom` copies around the two bounding boxes. */
  protected get copyMargin(): number {
    return 1;
  }
  /** A game's own board-sized arrays, copied over `span`. */
  protected copySquares(_src: this, _span: CellSpan): void {}
  /** A game's own per-node arrays, copied for the first `nodes` nodes. */
  protected copyNodes(_src: this, _nodes: number): void {}

  /** `blank` (a game just allocated, not started) made a deep copy of `src`, history and events included. */
  protected static cloned<G extends BoardCore<TileType, CoreEvent>>(src: G, blank: G): G {
    blank.copyFrom(src);
    blank.history = src.history.slice();
    blank.events = src.events ? src.events.slice() : null;
    return blank;
  }

  // ---- the frontier and legal placements ------------------------------------------------------

  /** An empty square now faces a tile edge (`edge`, two bits) on its side `side`. */
  protected faceEdge(square: number, side: number, edge: number): void {
    this.frontierConstraint[this.openSquare(square)]! |= (edge + 1) << (2 * side);
  }

  /** An empty square joins the frontier (on its own: the opening square of a game without a start tile); its index there. */
  protected openSquare(square: number): number {
    const at = this.grid[square]!;
    if (at <= -2) return -2 - at;
    const i = this.frontierCount++;
    this.grid[square] = -2 - i;
    this.frontier[i] = square;
    this.frontierConstraint[i] = 0;
    return i;
  }

  /** A square leaves the frontier (a tile goes there, or no tile may). */
  protected leaveFrontier(square: number): void {
    const at = this.grid[square]!;
    if (at > -2) return;
    const i = -2 - at;
    const n = --this.frontierCount;
    const last = this.frontier[n]!;
    this.frontier[i] = last;
    this.frontierConstraint[i] = this.frontierConstraint[n]!;
    this.grid[last] = -2 - i;
    this.grid[square] = -1;
  }

  /** Whether the game has a rule on whole squares beyond matching edges (`squareAllowed`). */
  protected screensSquares = false;
  /** A game's rule on whole squares beyond matching edges (The City: the wall stays outside). */
  protected squareAllowed(_square: number): boolean {
    return true;
  }

  /** Whether an empty square may take a tile at all under the game's rules on whole squares. */
  squareOpen(square: number): boolean {
    return !this.screensSquares || this.squareAllowed(square);
  }

  /** List the legal placements of a tile type in `legal`: frontier order, then quarter turns. */
  computeLegal(typeIndex: number): void {
    const fits = this.types[typeIndex]!.fits;
    const frontier = this.frontier;
    const constraint = this.frontierConstraint;
    const legal = this.legal;
    const screens = this.screensSquares;
    let n = 0;
    for (let i = 0; i < this.frontierCount; i++) {
      const cell = frontier[i]!;
      const turns = fits[constraint[i]!]!;
      if (turns === 0 || (screens && !this.squareAllowed(cell))) continue;
      const code = cell << 2;
      if (turns & 1) legal[n++] = code;
      if (turns & 2) legal[n++] = code | 1;
      if (turns & 4) legal[n++] = code | 2;
      if (turns & 8) legal[n++] = code | 3;
    }
    this.legalCount = n;
  }

  /**
   * Draw until a tile fits somewhere; a tile that fits nowhere is discarded (and reported).
   * False when the bag is empty.
   */
  protected drawPlayable(): boolean {
    while (this.bagPos < this.bag.length) {
      const t = this.bag[this.bagPos++]!;
      this.computeLegal(t);
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

  // ---- placing ----------------------------------------------------------------------------

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
    this.extendBox(cell, p === 0);
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

  // ---- features ---------------------------------------------------------------------------

  find(n: number): number {
    const parent = this.parent;
    while (parent[n] !== n) {
      const p = parent[n]!;
      const gp = parent[p]!;
      parent[n] = gp;
      n = gp;
    }
    return n;
  }

  /** Join two features; returns the new root. */
  union(a: number, b: number): number {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return ra;
    if (this.size[ra]! < this.size[rb]!) {
      const t = ra;
      ra = rb;
      rb = t;
    }
    this.parent[rb] = ra;
    this.size[ra]! += this.size[rb]!;
    this.openSides[ra]! += this.openSides[rb]!;
    this.occupants[ra]! += this.occupants[rb]!;
    this.nodeFlags[ra]! |= this.nodeFlags[rb]!;
    this.absorb(ra, rb);
    // Splice the two circular member lists into one.
    const na = this.nextMember[ra]!;
    this.nextMember[ra] = this.nextMember[rb]!;
    this.nextMember[rb] = na;
    return ra;
  }

  /** Merge root `from`'s game-specific per-feature data into root `into`. */
  protected absorb(_into: number, _from: number): void {}

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
