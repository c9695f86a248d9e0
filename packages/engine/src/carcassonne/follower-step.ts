import { carve } from '../core/carve.js';
import {
  K_CITY,
  K_FIELD,
  K_MONASTERY,
  K_ROAD,
  MAX_SEGMENTS,
  SEGMENT_BITS,
  type TileType,
} from '../core/tile-compile.js';
import {
  choiceFigure,
  choiceSegment,
  FIGURE_ABBOT,
  FIGURE_BIG,
  FIGURE_BARN,
  FIGURE_BUILDER,
  FIGURE_MAYOR,
  FIGURE_PIG,
  FIGURE_RECALL,
  FIGURE_WAGON,
  historyBits,
  RECALL_CHOICE,
} from './figures.js';
import { Placement, type PlacementInit } from './placement.js';
import { anyBarn, barnIn, listBarnChoices, putBarn } from './barn.js';

/**
 * The follower step of a turn, after the tile: the choices on the tile just placed (a follower, a
 * big follower, and Traders & Builders' builder and pig), putting the chosen one on the board, and
 * followers going home when their feature is scored. The turn around it is `Game`'s.
 */
export abstract class FollowerStep extends Placement {
  /** Each player's followers on the feature `sendHome` emptied last (scratch). */
  private readonly homeCounts: Int32Array;
  /** Follower choices of the tile just placed: `segment | figure << 4` (`Figures`). */
  override readonly followerOptions: Int16Array;

  constructor(init: PlacementInit) {
    super(init);
    const a = carve({ homeCounts: ['i32', init.players], followerOptions: ['i16', 4 * MAX_SEGMENTS] });
    this.homeCounts = a.homeCounts;
    this.followerOptions = a.followerOptions;
  }

  /** The follower choices on the tile just placed: followers, and the expansions' figures (`Figures`). */
  protected override listFollowerOptions(p: number, t: TileType): void {
    const me = this.current;
    const f = this.figures;
    const base = p * MAX_SEGMENTS;
    const out = this.followerOptions;
    // What the player holds, read once: most segments offer nothing beyond a follower.
    const follower = this.supply[me]! > 0;
    const big = f.bigSupply[me]! > 0;
    // Traders & Builders: a builder or pig in hand goes where the player has a follower.
    const builderInHand = f.traders && f.builder[me]! < 0;
    const pigInHand = f.traders && this.options.farmers && f.pig[me]! < 0;
    const abbotInHand = f.abbots && f.abbot[me]! < 0;
    const mayorInHand = f.mayors && f.mayor[me]! < 0;
    const wagonInHand = f.mayors && f.wagon[me]! < 0;
    const barns = f.mayors && anyBarn(this);
    let n = 0;
    for (let s = 0; s < t.segCount; s++) {
      const kind = t.segKind[s]!;
      const root = this.find(base + s);
      if (this.occupants[root] === 0) {
        if (!this.followerAllowed(kind)) continue;
        // Abbey & Mayor (AM5): no farmer in a barn's field.
        if (kind === K_FIELD && barns && barnIn(this, root)) continue;
        if (follower) out[n++] = s;
        if (big) out[n++] = s | (FIGURE_BIG << SEGMENT_BITS);
        // The Abbot (AB2): the abbot in hand goes on the new tile's monastery.
        if (abbotInHand && kind === K_MONASTERY) out[n++] = s | (FIGURE_ABBOT << SEGMENT_BITS);
        // Abbey & Mayor (AM3): the mayor in hand goes on a free city.
        if (mayorInHand && kind === K_CITY) out[n++] = s | (FIGURE_MAYOR << SEGMENT_BITS);
        // Abbey & Mayor (AM4): the wagon in hand goes on a free road, city or monastery, never a field.
        if (wagonInHand && kind !== K_FIELD) out[n++] = s | (FIGURE_WAGON << SEGMENT_BITS);
        continue;
      }
      // A9.3: a builder only on a road or city the tile leaves open (it would return at once).
      const builder = builderInHand && (kind === K_ROAD || kind === K_CITY) && this.openSides[root] !== 0;
      const pig = pigInHand && kind === K_FIELD && !(barns && barnIn(this, root));
      if ((!builder && !pig) || !this.hasFollowerOn(root, me)) continue;
      if (builder) out[n++] = s | (FIGURE_BUILDER << SEGMENT_BITS);
      if (pig) out[n++] = s | (FIGURE_PIG << SEGMENT_BITS);
    }
    // The Abbot (AB4): instead of a piece, the abbot on the board comes back and scores.
    if (f.abbots && f.abbot[me]! >= 0) out[n++] = RECALL_CHOICE;
    // Abbey & Mayor (AM5): the barn on a corner of the tile.
    this.followerOptionCount = f.mayors ? listBarnChoices(this, p, t, out, n) : n;
  }

  /** The Abbot (AB4): the player to move takes their abbot back and scores its monastery as at the end. */
  protected abstract recallAbbot(): void;

  /** Whether `player` has a follower on the feature at `root`. */
  hasFollowerOn(root: number, player: number): boolean {
    if (this.occupants[root] === 0) return false;
    for (let i = 0; i < this.followerCount; i++)
      if (this.followerOwner[i] === player && this.find(this.followerNode[i]!) === root) return true;
    return false;
  }

  /**
   * Put the choice `choice` (`segment | figure << 4`, from `followerOptions`) on the tile placed
   * `p`-th, and note it in the turn's history entry (`figure << 4 | (segment + 1)`; a recall: `5 << 4`).
   */
  protected putChoice(p: number, choice: number): void {
    const f = this.figures;
    const seg = choiceSegment(choice);
    const figure = choiceFigure(choice);
    const node = p * MAX_SEGMENTS + seg;
    if (figure === FIGURE_RECALL) {
      this.recallAbbot();
      this.history[this.history.length - 1]! |= historyBits(FIGURE_RECALL, -1);
      return;
    }
    if (figure === FIGURE_BARN) {
      putBarn(this, p, seg);
      return;
    }
    if (figure === FIGURE_BUILDER) f.builder[this.current] = node;
    else if (figure === FIGURE_PIG) f.pig[this.current] = node;
    else {
      this.putFollower(node);
      if (figure === FIGURE_BIG) {
        f.weight[this.followerCount - 1] = 2;
        this.supply[this.current]!++;
        f.bigSupply[this.current]!--;
      } else if (figure === FIGURE_ABBOT) {
        this.supply[this.current]!++;
        f.abbot[this.current] = node;
      } else if (figure === FIGURE_MAYOR) {
        this.supply[this.current]!++;
        f.mayor[this.current] = node;
      } else if (figure === FIGURE_WAGON) {
        this.supply[this.current]!++;
        f.wagon[this.current] = node;
      }
    }
    this.history[this.history.length - 1]! |= historyBits(figure, seg);
  }

  override takeFollowers(root: number): number[] {
    return Array.from(this.sendHome(root));
  }

  /**
   * Followers on the feature at `root` go home (big ones, abbots, mayors and builders too); each
   * player's weight there (scratch): a mayor weighs the city's coats of arms (AM3).
   */
  sendHome(root: number): Int32Array {
    const counts = this.homeCounts;
    for (let p = 0; p < counts.length; p++) counts[p] = 0;
    const f = this.figures;
    let w = 0;
    for (let i = 0; i < this.followerCount; i++) {
      const node = this.followerNode[i]!;
      const owner = this.followerOwner[i]!;
      const weight = f.weight[i]!;
      if (this.find(node) === root) {
        if (f.mayor[owner] === node) {
          counts[owner]! += this.shields[root]!;
          f.mayor[owner] = -1;
          continue;
        }
        counts[owner]! += weight;
        if (f.wagon[owner] === node) {
          // Abbey & Mayor (AM4): during play its owner decides next where it goes (`wagon.ts`).
          f.wagon[owner] = -1;
          if (this.phase !== 'over') f.wagonFrom[owner] = root;
        } else if (weight === 2) f.bigSupply[owner]!++;
        else if (f.abbot[owner] === node) f.abbot[owner] = -1;
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
}
