import { FACING } from '../core/ports.js';
import type { RuleOptions } from './rules.js';
import type { ScoreEvent, ScoredFollower } from './events.js';
import { featureEvent } from './feature-event.js';
import {
  K_CITY,
  K_FIELD,
  K_MONASTERY,
  K_RIVER,
  K_ROAD,
  MAX_SEGMENTS,
  type TileSet,
  type TileType,
} from '../core/tile-compile.js';
import { BoardCore } from '../core/board.js';
import { choiceFigure, choiceSegment, Figures, FIGURE_BIG, FIGURE_BUILDER, FIGURE_PIG } from './figures.js';
import { expansionScoring } from './expansion-scoring.js';
import { scoreFinal } from './final.js';
import { baseScoring, featurePoints, type Feature, type ScoringRules } from './scoring.js';
import type { CarcassonneCore } from './contract.js';
import { Hands } from './hands.js';
import { drawAfterPlay, startHandTurn } from './hand-turn.js';
import { listFigureChoices } from './follower-choices.js';
import {
  advanceMouth,
  hasRiver,
  riverDraws,
  riverRefusal,
  riverSides,
  type RiverMouth,
  type RiverRefusal,
} from './river.js';

export const FOLLOWERS_PER_PLAYER = 7;
export type Phase = 'place' | 'follower' | 'over';

export interface GameInit {
  readonly tileSet: TileSet;
  readonly options: RuleOptions;
  readonly players: number;
  /** Draw order after the start tile, as tile-type indices. */
  readonly bag: ArrayLike<number>;
  readonly recordEvents?: boolean;
  /** How features and farms score; the base rules of `options` when absent (an expansion passes its own). */
  readonly scoring?: ScoringRules;
  /** The grid as a plane big enough for any layout instead of sized to the game (tests compare the two). */
  readonly plane?: boolean;
}

/**
 * The mutable game of Carcassonne (Part A) on the shared board core: features keep their coats
 * of arms at the union-find root, monastery tiles count the tiles of their 3×3 square, and a
 * `ScoringRules` object says what everything is worth. All moves here are unchecked codes;
 * `Match` validates.
 */
export class Game extends BoardCore<TileType, ScoreEvent> implements CarcassonneCore {
  readonly tileSet: TileSet;
  readonly options: RuleOptions;
  readonly rules: ScoringRules;
  phase: Phase = 'place';

  /** Coats of arms per feature (summed at the root). */
  readonly shields: Uint8Array;
  /** Per placement: tiles in the 3×3 square of a monastery tile, itself included. */
  readonly monasteryTiles: Uint8Array;
  /** Whether the tile just placed completed a monastery's square (on most turns none, and no square is searched). */
  private monasteryDone = false;
  /** Each player's followers on the feature `sendHome` emptied last (scratch). */
  private readonly homeCounts: Int32Array;
  private readonly feature: Feature = { kind: 0, tiles: 0, shields: 0, flags: 0 };
  /** The River: the sides its tiles' water crosses (`riverSides`), null in a game without it. */
  readonly riverSides: Uint8Array | null;
  /** The River: where the water leaves the board (cell -1: closed, or no river). */
  readonly mouth: RiverMouth = { cell: -1, from: 0, turn: 0 };
  /** The River: how many of the first draws are river tiles (a bot keeps them first when it guesses the order). */
  riverDraws = 0;
  /** The expansions' pieces: big followers, builders, pigs, goods (`Figures`). */
  readonly figures: Figures;
  /** The strategic variant's hands (null without it): `drawn` is the tile of the turn player's `hands.slot`. */
  readonly hands: Hands | null;
  /** Follower choices of the tile just placed: `segment | figure << 3` (`Figures`). */
  override readonly followerOptions = new Int8Array(4 * MAX_SEGMENTS);
  private readonly stepOf = (cell: number, side: number): number => this.wrapped(cell + this.sideStep(side));
  private readonly isEmpty = (cell: number): boolean => this.grid[cell]! < 0;

  /** `blank`: allocate only (for `clone`); otherwise the start tile is placed and the first tile drawn. */
  constructor(init: GameInit, blank = false) {
    // With Inns & Cathedrals each player's big follower takes one more follower slot on the board.
    const slots = FOLLOWERS_PER_PLAYER + (init.options.innsAndCathedrals ? 1 : 0);
    super(init.tileSet, init.players, slots, init.recordEvents ?? false, init.plane !== true);
    this.tileSet = init.tileSet;
    this.options = init.options;
    this.rules = init.scoring ?? expansionScoring(baseScoring(init.options), init.options);
    this.figures = new Figures(
      init.players,
      init.players * slots,
      this.capacity * MAX_SEGMENTS,
      init.options.innsAndCathedrals,
      init.options.tradersAndBuilders ? init.tileSet : null,
    );
    this.shields = new Uint8Array(this.capacity * MAX_SEGMENTS);
    this.monasteryTiles = new Uint8Array(this.capacity);
    this.homeCounts = new Int32Array(init.players);
    this.riverSides = hasRiver(init.tileSet) ? riverSides(init.tileSet.types) : null;
    this.hands = init.options.strategic ? new Hands(init.players) : null;
    if (!blank) this.start(init.bag);
  }

  /** A new game on these arrays (same tile set, rules and players), another draw order: cheap for self-play. */
  reset(bag: ArrayLike<number>): void {
    this.start(bag);
  }

  private start(bag: ArrayLike<number>): void {
    this.clearBoard(bag);
    this.supply.fill(FOLLOWERS_PER_PLAYER);
    this.figures.reset();
    this.mouth.cell = -1;
    this.mouth.turn = 0;
    this.monasteryDone = false;
    this.riverDraws = riverDraws(this.tileSet, this.bag);
    const start = this.tileSet.start;
    if (start) this.place(this.cellOf(0, 0), 0, start);
    if (this.hands) this.bagPos = this.hands.deal(this.bag, this.bagPos);
    this.drawNext();
  }

  // ---- the board's hooks ------------------------------------------------------------------

  protected override initNodes(p: number, t: TileType): void {
    const base = p * MAX_SEGMENTS;
    for (let s = 0; s < t.segCount; s++) this.shields[base + s] = t.segShield[s]!;
    if (this.figures.traders) this.figures.initNodes(base, t.index, t.segCount);
  }

  protected override absorb(into: number, from: number): void {
    this.shields[into]! += this.shields[from]!;
    if (this.figures.traders) this.figures.absorb(into, from);
  }

  /** Roads and cities continue across the middle of the side, fields across its halves. */
  protected join(p: number, side: number, q: number): void {
    const t = this.types[this.placedType[p]!]!;
    const qt = this.types[this.placedType[q]!]!;
    const off = this.placedRotation[p]! * 13;
    const qoff = this.placedRotation[q]! * 13;
    const base = p * MAX_SEGMENTS;
    const qbase = q * MAX_SEGMENTS;
    const mid = 3 * side + 1;
    const a = base + t.portSeg[off + mid]!;
    const root = this.union(a, qbase + qt.portSeg[qoff + FACING[mid]!]!);
    const k = this.nodeKind[a]!;
    if (k === K_ROAD || k === K_CITY) this.openSides[root]! -= 2;
    if (k !== K_CITY) {
      const lo = 3 * side;
      const hi = lo + 2;
      this.union(base + t.portSeg[off + lo]!, qbase + qt.portSeg[qoff + FACING[lo]!]!);
      this.union(base + t.portSeg[off + hi]!, qbase + qt.portSeg[qoff + FACING[hi]!]!);
    }
  }

  followerAllowed(kind: number): boolean {
    return kind === K_FIELD ? this.options.farmers : kind !== K_RIVER;
  }

  protected override copyNodes(src: this, nodes: number): void {
    this.shields.set(src.shields);
    this.monasteryTiles.set(src.monasteryTiles);
    this.mouth.cell = src.mouth.cell;
    this.mouth.from = src.mouth.from;
    this.mouth.turn = src.mouth.turn;
    this.riverDraws = src.riverDraws;
    this.monasteryDone = src.monasteryDone;
    this.figures.copyFrom(src.figures, nodes);
    if (this.hands && src.hands) this.hands.copyFrom(src.hands);
  }

  /** Why the drawn tile may not go on `cell` turned `r` quarter turns under The River's rules, or null. */
  riverRefusal(cell: number, r: number): RiverRefusal | null {
    if (this.riverSides === null) return null;
    return riverRefusal(this.mouth, this.riverSides, this.drawn, r, cell, this.stepOf, this.isEmpty);
  }

  /** The base rule, and with The River: a river tile goes only at the river's mouth, continuing it. */
  override computeLegal(typeIndex: number): void {
    const sides = this.riverSides;
    if (sides === null) {
      super.computeLegal(typeIndex);
      return;
    }
    if (sides[typeIndex * 4] === 0) {
      super.computeLegal(typeIndex);
      // Only a river tile goes at the mouth (a bot's guess at the order may bring another there).
      const mouth = this.mouth.cell;
      if (mouth < 0) return;
      let n = 0;
      for (let i = 0; i < this.legalCount; i++)
        if (this.legal[i]! >> 2 !== mouth) this.legal[n++] = this.legal[i]!;
      this.legalCount = n;
      return;
    }
    const cell = this.mouth.cell;
    let n = 0;
    if (cell >= 0) {
      // The mouth is an empty square beside the river, so in the frontier (its constraint by slot).
      const at = this.grid[cell]!;
      const turns = at <= -2 ? this.types[typeIndex]!.fits[this.frontierConstraint[-2 - at]!]! : 0;
      for (let r = 0; r < 4; r++) {
        if (((turns >> r) & 1) === 0) continue;
        if (riverRefusal(this.mouth, sides, typeIndex, r, cell, this.stepOf, this.isEmpty) === null)
          this.legal[n++] = (cell << 2) | r;
      }
    }
    this.legalCount = n;
  }

  /** The River's placements are listed while it flows (more than edges); a land tile's after it, counted. */
  protected override countLegal(typeIndex: number): void {
    const sides = this.riverSides;
    if (sides === null || (sides[typeIndex * 4] === 0 && this.mouth.cell < 0)) super.countLegal(typeIndex);
    else this.computeLegal(typeIndex);
  }

  // ---- turns ------------------------------------------------------------------------------

  /** Draw the next tile that fits somewhere (tiles that fit nowhere are discarded); the end when none is left. */
  drawNext(): void {
    if (this.hands ? startHandTurn(this, this.hands) : this.drawPlayable()) {
      this.phase = 'place';
      return;
    }
    this.drawn = -1;
    this.legalCount = 0;
    this.phase = 'over';
    scoreFinal(this);
  }

  /** List (or count, `listsLegal` off) the placements of tile type `t`. */
  lookAt(t: number): void {
    if (this.listsLegal) this.computeLegal(t);
    else this.countLegal(t);
  }

  /** The strategic variant: the turn player takes up the tile in hand slot `slot` (it becomes `drawn`). Unchecked. */
  chooseSlot(slot: number): void {
    this.hands!.slot = slot;
    this.drawn = this.hands!.at(this.current, slot);
    this.lookAt(this.drawn);
  }

  /** A tile on the board, and the monasteries of its 3×3 square counted. */
  private place(cell: number, rotation: number, t: TileType): number {
    const p = this.putTile(cell, rotation, t);
    let around = 0;
    const W = this.width;
    for (let dy = -W; dy <= W; dy += W) {
      for (let dx = -1; dx <= 1; dx++) {
        if (dx === 0 && dy === 0) continue;
        const q = this.grid[this.wrapped(cell + dy + dx)]!;
        if (q < 0) continue;
        around++;
        // A monastery tile counts at least itself; any other tile 0.
        if (this.monasteryTiles[q]! > 0 && ++this.monasteryTiles[q]! === 9) this.monasteryDone = true;
      }
    }
    this.monasteryTiles[p] = t.monasterySeg >= 0 ? around + 1 : 0;
    if (around === 8 && t.monasterySeg >= 0) this.monasteryDone = true;
    if (this.riverSides !== null)
      advanceMouth(this.mouth, this.riverSides, t.index, rotation, cell, this.stepOf, this.isEmpty);
    return p;
  }

  /** Place the drawn tile (a code from `legal`), list the follower choices. History: code << 6 | figure << 4 | (segment + 1). */
  placeTile(code: number): void {
    const t = this.types[this.drawn]!;
    const p = this.place(code >> 2, code & 3, t);
    this.history.push(code << 6);
    this.phase = 'follower';
    const f = this.figures;
    const builder = f.builder[this.current]!;
    if (builder >= 0 && !f.secondTile) {
      // Extending the feature of the player's builder earns a second tile this turn (A9).
      const at = this.find(builder);
      const base = p * MAX_SEGMENTS;
      for (let s = 0; s < t.segCount; s++) if (this.find(base + s) === at) f.earnedSecond = true;
    }
    this.listFollowerOptions(p, t);
  }

  /** The follower choices on the tile just placed: followers, and the expansions' figures (`Figures`). */
  protected override listFollowerOptions(p: number, t: TileType): void {
    this.followerOptionCount = listFigureChoices(this, p, t);
  }

  /**
   * Put the choice `choice` (`segment | figure << 3`, from `followerOptions`; -1: none) on the
   * tile just placed, score, and pass the turn (or, after extending the player's builder's
   * feature, give the same player a second tile).
   */
  finishTurn(choice: number): void {
    const p = this.placedCount - 1;
    const base = p * MAX_SEGMENTS;
    const f = this.figures;
    if (choice >= 0) {
      const seg = choiceSegment(choice);
      const figure = choiceFigure(choice);
      const node = base + seg;
      if (figure === FIGURE_BUILDER) f.builder[this.current] = node;
      else if (figure === FIGURE_PIG) f.pig[this.current] = node;
      else {
        this.putFollower(node);
        if (figure === FIGURE_BIG) {
          f.weight[this.followerCount - 1] = 2;
          this.supply[this.current]!++;
          f.bigSupply[this.current]!--;
        }
      }
      this.history[this.history.length - 1]! |= (figure << 4) | (seg + 1);
    }
    const t = this.types[this.placedType[p]!]!;
    for (let s = 0; s < t.segCount; s++) {
      const k = t.segKind[s]!;
      if (k !== K_ROAD && k !== K_CITY) continue;
      const root = this.find(base + s);
      if (this.openSides[root] !== 0) continue;
      if (this.occupants[root]! > 0) this.scoreCompleted(root, k);
      // Traders & Builders: whoever completes a city takes its goods, followers or not.
      if (k === K_CITY && f.traders) f.takeGoods(root, this.current);
    }
    // The monasteries the tile completed, if `place` found any, in square order.
    for (let dy = -this.width; this.monasteryDone && dy <= this.width; dy += this.width) {
      for (let dx = -1; dx <= 1; dx++) {
        const q = this.grid[this.wrapped(this.placedCell[p]! + dy + dx)]!;
        if (q < 0 || this.monasteryTiles[q] !== 9) continue;
        const node = q * MAX_SEGMENTS + this.types[this.placedType[q]!]!.monasterySeg;
        if (this.occupants[node]! > 0) this.scoreCompleted(node, K_MONASTERY);
      }
    }
    this.monasteryDone = false;
    this.moveCount++;
    f.secondTile = f.earnedSecond;
    f.earnedSecond = false;
    if (this.hands) drawAfterPlay(this, this.hands);
    if (!f.secondTile) this.current = (this.current + 1) % this.nPlayers;
    this.drawNext();
  }

  override takeFollowers(root: number): number[] {
    return Array.from(this.sendHome(root));
  }

  /** Followers on the feature at `root` go home (big ones and builders too); each player's weight there (scratch). */
  sendHome(root: number): Int32Array {
    const counts = this.homeCounts;
    counts.fill(0);
    const f = this.figures;
    let w = 0;
    for (let i = 0; i < this.followerCount; i++) {
      const node = this.followerNode[i]!;
      const owner = this.followerOwner[i]!;
      const weight = f.weight[i]!;
      if (this.find(node) === root) {
        counts[owner]! += weight;
        if (weight === 2) f.bigSupply[owner]!++;
        else this.supply[owner]!++;
      } else {
        this.followerNode[w] = node;
        this.followerOwner[w] = owner;
        f.weight[w] = weight;
        w++;
      }
    }
    for (let i = w; i < this.followerCount; i++) f.weight[i] = 1;
    this.followerCount = w;
    this.occupants[root] = 0;
    for (let p = 0; p < this.nPlayers; p++) {
      const b = f.builder[p]!;
      if (b >= 0 && this.find(b) === root) f.builder[p] = -1;
    }
    return counts;
  }

  // ---- scoring ----------------------------------------------------------------------------

  /** What the scoring rules know of the feature at `root`. */
  featureAt(root: number, kind: number): Readonly<Feature> {
    const f = this.feature;
    f.kind = kind;
    f.tiles =
      kind === K_MONASTERY ? this.monasteryTiles[(root / MAX_SEGMENTS) | 0]! : this.featureTiles(root, null);
    f.shields = this.shields[root]!;
    f.flags = this.nodeFlags[root]!;
    return f;
  }

  /** What the feature at `root` scores complete or incomplete (the bots' contract). */
  pointsOf(root: number, kind: number, complete: boolean): number {
    return featurePoints(this.rules, this.featureAt(root, kind), complete);
  }

  /** Score a road, city or monastery completed during play; its followers go home. */
  private scoreCompleted(root: number, kind: number): void {
    const f = this.featureAt(root, kind);
    const points = featurePoints(this.rules, f, true);
    const followers = this.events ? this.followersOn(root) : null;
    this.awardFeature(root, f, points, this.sendHome(root), this.moveCount, followers);
  }

  /**
   * Give a feature's points to the majority of `counts` and report it (`move` null: the final scoring);
   * `followers` are where the counted followers stood, taken before they went home.
   */
  awardFeature(
    root: number,
    f: Readonly<Feature>,
    points: number,
    counts: ArrayLike<number>,
    move: number | null,
    followers: readonly ScoredFollower[] | null,
  ): void {
    const players = this.award(counts, points);
    if (this.events) this.events.push(featureEvent(this, root, f, points, players, move, followers));
  }

  // ---- copying ----------------------------------------------------------------------------

  /** A deep copy for search (history and events included); shares only immutable tables. */
  clone(): Game {
    return BoardCore.cloned<Game>(
      this,
      new Game(
        {
          tileSet: this.tileSet,
          options: this.options,
          players: this.nPlayers,
          bag: [],
          scoring: this.rules,
          plane: !this.torus,
        },
        true,
      ),
    );
  }
}
