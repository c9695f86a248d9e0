import { carve } from '../core/carve.js';
import {
  K_CITY,
  K_MONASTERY,
  K_ROAD,
  MAX_SEGMENTS,
  attributeBit,
  type TileType,
} from '../core/tile-compile.js';
import { FeatureScoring } from './feature-scoring.js';
import { barnIn } from './barn.js';
import { SPECIAL_USES, type SpecialChoice } from '../core/notation.js';
import { portIndex } from '../core/ports.js';
import type { PlacementInit } from './placement.js';
import type { ScoringRules } from './scoring.js';
import { RECALL_CHOICE } from './figures.js';
import {
  PRINCESS_DRAGON_SYMBOLS,
  SYMBOL_DRAGON,
  SYMBOL_PORTAL,
  SYMBOL_VOLCANO,
} from './tiles/princess-dragon.js';

/** The steps of one flight of the dragon (PD4). */
export const DRAGON_STEPS = 6;
/** The fairy's points: at the start of its follower's owner's turn, and when that follower's feature scores (PD7). */
export const FAIRY_TURN_POINTS = 1;
export const FAIRY_SCORE_POINTS = 3;

/**
 * A special choice of the follower step (The Princess & the Dragon), beside the tile's own
 * `segment | figure << 4`: `SPECIAL + node · 4 + use`, `node` a segment node anywhere on the board.
 */
export const SPECIAL = 1 << 8;
export const USE_FAIRY = 0;
export const USE_PRINCESS = 1;
export const USE_PORTAL = 2;
export const specialChoice = (node: number, use: number): number => SPECIAL + node * 4 + use;
export const specialNode = (choice: number): number => (choice - SPECIAL) >> 2;
export const specialUse = (choice: number): number => (choice - SPECIAL) & 3;

/**
 * The Princess & the Dragon on the core (docs/rules/the-princess-and-the-dragon.md): the
 * dragon's square and its flight (each step a decision of the player whose step it is: `current`
 * becomes that player, `flightOwner` the player whose tile began it), the fairy (its square and
 * the follower it stands next to), and the follower step's special choices: the fairy, the
 * princess sending a knight home and a follower through a magic portal. Without the expansion
 * nothing here runs (`dragonRules` false).
 */
export abstract class DragonTurn extends FeatureScoring {
  /** The expansion is played. */
  readonly dragonRules: boolean;
  /** Per tile type: its symbol bits (`SYMBOL_VOLCANO | SYMBOL_DRAGON | SYMBOL_PORTAL`). */
  readonly symbols: Uint8Array;
  /** Per tile type: the segment the princess stands in, -1 none. */
  readonly princessSeg: Int8Array;
  /** The dragon's cell, -1 before the first volcano. */
  dragonCell = -1;
  /** The fairy's cell and the follower node it stands next to (-1: none; the fairy stays when its follower leaves). */
  fairyCell = -1;
  fairyNode = -1;
  /** The owner of the fairy's follower (-1: none). */
  fairyOwner = -1;
  /** The flight under way: the player whose tile began it (-1: none), steps taken, cells visited (the start first). */
  flightOwner = -1;
  flightSteps = 0;
  readonly visited: Int32Array;
  /** The dragon's steps open now, as sides 0–3 (N E S W). */
  readonly dragonOptions: Int8Array;
  dragonOptionCount = 0;
  /** The follower step's special choices (`specialChoice`), listed when first asked for (`specialOptionCount`). */
  readonly specialOptions: Int32Array;
  private specialCount = 0;
  /** The placement whose special choices are still to be listed, -1 none. */
  private specialsDue = -1;
  /** Per placement, the special choice its follower step took (-1 none; records write its target). */
  readonly placedSpecial: Int32Array;

  constructor(init: PlacementInit & { readonly scoring?: ScoringRules | undefined }) {
    super(init);
    this.dragonRules = init.options.princessAndDragon === true;
    const types = init.tileSet.types;
    // Without the expansion every array is empty: all their reads are behind `dragonRules`.
    const on = this.dragonRules ? 1 : 0;
    const a = carve({
      symbols: ['u8', on * types.length],
      princessSeg: ['i8', on * types.length],
      visited: ['i32', on * (DRAGON_STEPS + 1)],
      dragonOptions: ['i8', on * 4],
      specialOptions: ['i32', on * (this.capacity * MAX_SEGMENTS + 16)],
      placedSpecial: ['i32', on * this.capacity],
    });
    this.symbols = a.symbols;
    this.princessSeg = a.princessSeg.fill(-1);
    this.visited = a.visited;
    this.dragonOptions = a.dragonOptions;
    this.specialOptions = a.specialOptions;
    this.placedSpecial = a.placedSpecial.fill(-1);
    const princess = attributeBit(init.tileSet, 'princess');
    for (const t of this.dragonRules ? types : []) {
      this.symbols[t.index] = PRINCESS_DRAGON_SYMBOLS[t.id] ?? 0;
      for (let s = 0; princess !== 0 && s < t.segCount; s++)
        if (t.segFlags[s]! & princess) this.princessSeg[t.index] = s;
    }
  }

  protected clearDragon(): void {
    this.dragonCell = this.fairyCell = this.fairyNode = this.fairyOwner = this.flightOwner = -1;
    this.flightSteps = this.dragonOptionCount = this.specialCount = 0;
    this.specialsDue = -1;
    this.placedSpecial.fill(-1);
  }

  protected override copyNodes(src: this): void {
    super.copyNodes(src);
    if (!this.dragonRules) return;
    this.dragonCell = src.dragonCell;
    this.fairyCell = src.fairyCell;
    this.fairyNode = src.fairyNode;
    this.fairyOwner = src.fairyOwner;
    this.flightOwner = src.flightOwner;
    this.flightSteps = src.flightSteps;
    this.visited.set(src.visited);
    this.dragonOptions.set(src.dragonOptions);
    this.dragonOptionCount = src.dragonOptionCount;
    this.specialOptions.set(src.specialOptions.subarray(0, src.specialCount));
    this.specialCount = src.specialCount;
    this.specialsDue = src.specialsDue;
  }

  protected override moveCells(moved: (cell: number) => number): void {
    super.moveCells(moved);
    if (this.dragonCell >= 0) this.dragonCell = moved(this.dragonCell);
    if (this.fairyCell >= 0) this.fairyCell = moved(this.fairyCell);
    for (let k = 0; this.flightOwner >= 0 && k <= this.flightSteps; k++)
      this.visited[k] = moved(this.visited[k]!);
  }

  // ---- the volcano and the follower step ------------------------------------------------------

  /** A tile just placed `p`-th: a volcano brings the dragon (PD2). */
  protected arrive(p: number): void {
    if (this.symbols[this.placedType[p]!]! & SYMBOL_VOLCANO) this.dragonCell = this.placedCell[p]!;
  }

  /** The tile's own choices (none on the dragon's square, PD2), then the special choices (PD5–PD7). */
  protected override listFollowerOptions(p: number, t: TileType): void {
    super.listFollowerOptions(p, t);
    if (!this.dragonRules) return;
    if (this.placedCell[p] === this.dragonCell) {
      // No piece on the dragon's square; a recall takes nothing there.
      let n = 0;
      for (let i = 0; i < this.followerOptionCount; i++)
        if (this.followerOptions[i] === RECALL_CHOICE) this.followerOptions[n++] = RECALL_CHOICE;
      this.followerOptionCount = n;
    }
    this.specialsDue = p;
    this.specialCount = 0;
  }

  /** How many special choices the follower step offers (listed on first asking: random play and playouts rarely ask). */
  get specialOptionCount(): number {
    const p = this.specialsDue;
    if (p >= 0) {
      this.specialsDue = -1;
      this.listSpecials(p, this.types[this.placedType[p]!]!);
    }
    return this.specialCount;
  }

  private listSpecials(p: number, t: TileType): void {
    const me = this.current;
    let n = 0;
    // The fairy next to one of the player's followers (not the one it stands by already).
    for (let i = 0; i < this.followerCount; i++) {
      const node = this.followerNode[i]!;
      if (this.followerOwner[i] === me && node !== this.fairyNode)
        this.specialOptions[n++] = specialChoice(node, USE_FAIRY);
    }
    // The princess: a knight of the city she joins goes home.
    const seg = this.princessSeg[t.index]!;
    if (seg >= 0) {
      const root = this.find(p * MAX_SEGMENTS + seg);
      for (let i = 0; i < this.followerCount && this.occupants[root]! > 0; i++)
        if (this.find(this.followerNode[i]!) === root)
          this.specialOptions[n++] = specialChoice(this.followerNode[i]!, USE_PRINCESS);
    }
    // The magic portal: a follower on a free, unfinished feature of another tile (not the dragon's).
    // Each feature once, at its root; a root on the dragon's square or on the tile just placed
    // offers another of its members.
    if (this.symbols[t.index]! & SYMBOL_PORTAL && this.supply[me]! > 0) {
      for (let q = 0; q < this.placedCount; q++) {
        const qt = this.types[this.placedType[q]!]!;
        for (let s = 0; s < qt.segCount; s++) {
          const root = q * MAX_SEGMENTS + s;
          if (this.parent[root] !== root || !this.portalOpen(root, qt.segKind[s]!, q)) continue;
          const node = this.offDragon(root, p);
          if (node >= 0) this.specialOptions[n++] = specialChoice(node, USE_PORTAL);
        }
      }
    }
    this.specialCount = n;
  }

  /** A member of the feature at `root` on neither the dragon's square nor placement `p` (the tile just placed), -1 none. */
  private offDragon(root: number, p: number): number {
    let n = root;
    do {
      const q = (n / MAX_SEGMENTS) | 0;
      if (q !== p && this.placedCell[q] !== this.dragonCell) return n;
      n = this.nextMember[n]!;
    } while (n !== root);
    return -1;
  }

  /** Whether a follower may come through a portal onto the feature at `root` (kind `kind`, on placement `q`). */
  portalOpen(root: number, kind: number, q: number): boolean {
    if (this.occupants[root] !== 0 || !this.followerAllowed(kind)) return false;
    if (kind === K_ROAD || kind === K_CITY) return this.openSides[root] !== 0;
    if (kind === K_MONASTERY) return this.monasteryTiles[q]! < 9;
    // Abbey & Mayor (AM5): no farmer in a barn's field.
    return !this.figures.mayors || !barnIn(this, root);
  }

  /** Play a special choice (from `specialOptions`) on the turn's tile. */
  protected putSpecial(choice: number): void {
    const node = specialNode(choice);
    const use = specialUse(choice);
    if (use === USE_FAIRY) {
      this.fairyNode = node;
      this.fairyOwner = this.current;
      this.fairyCell = this.placedCell[(node / MAX_SEGMENTS) | 0]!;
    } else if (use === USE_PRINCESS) {
      for (let i = 0; i < this.followerCount; i++) if (this.followerNode[i] === node) this.removeFollower(i);
    } else this.putFollower(node);
    this.placedSpecial[this.placedCount - 1] = choice;
    this.history[this.history.length - 1]! |= SPECIAL_ENTRY;
  }

  /** The special choice a move's `special` names (-1: no tile or segment there). */
  specialAt(special: SpecialChoice): number {
    if (!this.inBounds(special.x, special.y)) return -1;
    const q = this.tileAt(special.x, special.y);
    if (q < 0) return -1;
    const t = this.types[this.placedType[q]!]!;
    const seg = t.portSeg[this.placedRotation[q]! * 13 + portIndex(special.port)] ?? -1;
    return seg < 0 ? -1 : specialChoice(q * MAX_SEGMENTS + seg, SPECIAL_USES.indexOf(special.use));
  }

  /** Follower slot `i` leaves the board for its owner's supply (the dragon, the princess). */
  protected removeFollower(i: number): void {
    const f = this.figures;
    const node = this.followerNode[i]!;
    const owner = this.followerOwner[i]!;
    this.occupants[this.find(node)]!--;
    if (f.weight[i] === 2) f.bigSupply[owner]!++;
    else if (f.abbot[owner] === node) f.abbot[owner] = -1;
    else if (f.mayor[owner] === node) f.mayor[owner] = -1;
    else if (f.wagon[owner] === node) f.wagon[owner] = -1;
    else this.supply[owner]!++;
    for (let k = i + 1; k < this.followerCount; k++) {
      this.followerNode[k - 1] = this.followerNode[k]!;
      this.followerOwner[k - 1] = this.followerOwner[k]!;
      f.weight[k - 1] = f.weight[k]!;
    }
    this.followerCount--;
    f.weight[this.followerCount] = 1;
    if (node === this.fairyNode) this.fairyNode = this.fairyOwner = -1;
  }

  /** Followers going home from a scored feature; the fairy's follower among them earns its owner 3 (PD7). */
  override sendHome(root: number): Int32Array {
    const fairy = this.fairyNode;
    if (fairy >= 0 && this.find(fairy) === root) {
      for (let i = 0; i < this.followerCount; i++) {
        if (this.followerNode[i] !== fairy) continue;
        const owner = this.followerOwner[i]!;
        this.scores[owner]! += FAIRY_SCORE_POINTS;
        const final = this.phase === 'over';
        this.events?.push({
          kind: 'fairy',
          move: final ? null : this.moveCount,
          points: FAIRY_SCORE_POINTS,
          players: [owner],
          ...(final ? { final } : {}),
        });
      }
      this.fairyNode = this.fairyOwner = -1;
    }
    return super.sendHome(root);
  }

  /** The end: the fairy beside a farmer (every other follower went home, scored) gives its owner 3 (PD7.4). */
  fairyAtEnd(): void {
    const owner = this.fairyOwner;
    if (owner < 0) return;
    this.scores[owner]! += FAIRY_SCORE_POINTS;
    this.events?.push({
      kind: 'fairy',
      move: null,
      points: FAIRY_SCORE_POINTS,
      players: [owner],
      final: true,
    });
    this.fairyNode = this.fairyOwner = -1;
  }

  /** The fairy's point at the start of a turn of the owner of its follower (PD7). */
  protected fairyTurnPoint(): void {
    if (this.fairyOwner !== this.current) return;
    this.scores[this.current]! += FAIRY_TURN_POINTS;
    this.events?.push({
      kind: 'fairy',
      move: this.moveCount,
      points: FAIRY_TURN_POINTS,
      players: [this.current],
    });
  }

  /**
   * Scoring after a placement; then a builder left alone on a road or city the tile completed
   * (its follower eaten by the dragon, so nothing scored there) goes home too (PD4.3, A9).
   */
  protected override scoreTurn(p: number): void {
    super.scoreTurn(p);
    const f = this.figures;
    for (let pl = 0; this.dragonRules && f.traders && pl < this.nPlayers; pl++)
      if (f.builder[pl]! >= 0 && this.openSides[this.find(f.builder[pl]!)] === 0) f.builder[pl] = -1;
  }

  // ---- the dragon's flight --------------------------------------------------------------------

  /** Whether the tile placed `p`-th starts a flight now (a dragon tile with the dragon on the board, PD3). */
  protected flightDue(p: number): boolean {
    return (
      this.dragonRules && this.dragonCell >= 0 && (this.symbols[this.placedType[p]!]! & SYMBOL_DRAGON) !== 0
    );
  }

  /** Begin a flight: the player to move takes the first step. False when the dragon cannot move at all. */
  protected beginFlight(): boolean {
    this.flightOwner = this.current;
    this.flightSteps = 0;
    this.visited[0] = this.dragonCell;
    this.listDragonSteps();
    if (this.dragonOptionCount > 0) return true;
    this.flightOwner = -1;
    return false;
  }

  /** The sides the dragon may step to: a tile there, not visited in this flight, not the fairy's (PD4). */
  protected listDragonSteps(): void {
    let n = 0;
    for (let side = 0; side < 4; side++)
      if (this.dragonRefusal(side) === null) this.dragonOptions[n++] = side;
    this.dragonOptionCount = n;
  }

  /** The cell one step from the dragon towards `side`. */
  dragonTarget(side: number): number {
    return this.wrapped(this.dragonCell + this.sideStep(side));
  }

  /** Why the dragon may not step towards `side` now: 'empty', 'visited' or 'fairy'; null if it may. */
  dragonRefusal(side: number): 'empty' | 'visited' | 'fairy' | null {
    const cell = this.dragonTarget(side);
    if (this.grid[cell]! < 0) return 'empty';
    for (let k = 0; k <= this.flightSteps; k++) if (this.visited[k] === cell) return 'visited';
    if (cell === this.fairyCell) return 'fairy';
    return null;
  }

  /**
   * One step of the flight towards `side` (from `dragonOptions`, unchecked): every figure on the
   * square it enters goes home (PD4). Returns whether the flight goes on.
   */
  protected stepDragon(side: number): boolean {
    const cell = this.dragonTarget(side);
    this.dragonCell = cell;
    this.flightSteps++;
    this.visited[this.flightSteps] = cell;
    this.history.push(DRAGON_ENTRY - side);
    for (let i = this.followerCount - 1; i >= 0; i--)
      if (this.placedCell[(this.followerNode[i]! / MAX_SEGMENTS) | 0] === cell) this.removeFollower(i);
    const f = this.figures;
    for (let pl = 0; f.traders && pl < this.nPlayers; pl++) {
      if (f.builder[pl]! >= 0 && this.placedCell[(f.builder[pl]! / MAX_SEGMENTS) | 0] === cell)
        f.builder[pl] = -1;
      if (f.pig[pl]! >= 0 && this.placedCell[(f.pig[pl]! / MAX_SEGMENTS) | 0] === cell) f.pig[pl] = -1;
    }
    if (this.flightSteps < DRAGON_STEPS) {
      this.listDragonSteps();
      if (this.dragonOptionCount > 0) {
        this.current = (this.current + 1) % this.nPlayers;
        return true;
      }
    }
    this.current = this.flightOwner;
    this.flightOwner = -1;
    this.dragonOptionCount = 0;
    return false;
  }
}

/** A history entry of a placement whose follower step took a special choice (`placedSpecial` holds it). */
export const SPECIAL_ENTRY = 1 << 29;
/** History entries of the dragon's steps: `DRAGON_ENTRY - side`, all negative. */
export const DRAGON_ENTRY = -1;
export const isDragonEntry = (entry: number): boolean => entry < 0 && entry > PASS_ENTRY;
/** The history entry of a pass in Abbey & Mayor's final abbey round (AM2.5): no tile placed. */
export const PASS_ENTRY = -8;
/** Whether a history entry places no tile (a dragon's step or a pass). */
export const placesNoTile = (entry: number): boolean => entry < 0;
export const dragonEntrySide = (entry: number): number => DRAGON_ENTRY - entry;
