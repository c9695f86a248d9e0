import type { ScoredFollower } from './events.js';
import { featureEvent } from './feature-event.js';
import { K_CITY, K_MONASTERY, K_ROAD, MAX_SEGMENTS } from '../core/tile-compile.js';
import { expansionScoring } from './expansion-scoring.js';
import { baseScoring, featurePoints, type Feature, type ScoringRules } from './scoring.js';
import { FollowerStep } from './follower-step.js';
import type { PlacementInit } from './placement.js';
import { FACING } from '../core/ports.js';
import { scoreBarnJoins } from './barn.js';

/**
 * The hand-off to the scoring rules: what a feature is (its kind, tiles, coats of arms, flags) as
 * `ScoringRules` read it, the roads, cities and monasteries a turn completed scored at once, and a
 * feature's points given to the majority of its followers and reported. The final scoring
 * (`final.ts`) uses the same hand-off.
 */
export abstract class FeatureScoring extends FollowerStep {
  readonly rules: ScoringRules;
  private readonly feature: Feature = { kind: 0, tiles: 0, shields: 0, flags: 0 };

  /** `scoring`: how features and farms score; the base rules of the options when absent. */
  constructor(init: PlacementInit & { readonly scoring?: ScoringRules | undefined }) {
    super(init);
    this.rules = init.scoring ?? expansionScoring(baseScoring(init.options), init.options);
  }

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

  /**
   * The roads and cities the tile placed `p`-th completed, and the monasteries of its square it
   * completed (if `place` found any, in square order), scored; Traders & Builders' goods of a
   * completed city go to the player to move.
   */
  protected scoreTurn(p: number): void {
    const base = p * MAX_SEGMENTS;
    const f = this.figures;
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
    // Abbey & Mayor (AM2): an abbey closes the roads and cities of the four tiles around it.
    if (this.placedType[p] === f.abbeyType) this.scoreAroundAbbey(p);
    for (let dy = -this.width; this.monasteryDone && dy <= this.width; dy += this.width) {
      for (let dx = -1; dx <= 1; dx++) {
        const q = this.grid[this.wrapped(this.placedCell[p]! + dy + dx)]!;
        if (q < 0 || this.monasteryTiles[q] !== 9) continue;
        const node = q * MAX_SEGMENTS + this.types[this.placedType[q]!]!.monasterySeg;
        if (this.occupants[node]! > 0) this.scoreCompleted(node, K_MONASTERY);
      }
    }
    this.monasteryDone = false;
    // Abbey & Mayor (AM5): farmers this tile joined into a barn's field score and go home.
    if (f.mayors) scoreBarnJoins(this, p);
  }

  /** The roads and cities on the four tiles around the abbey placed `p`-th that it completed, scored (each once). */
  private scoreAroundAbbey(p: number): void {
    const cell = this.placedCell[p]!;
    for (let side = 0; side < 4; side++) {
      const q = this.grid[this.wrapped(cell + this.sideStep(side))]!;
      if (q < 0) continue;
      const qt = this.types[this.placedType[q]!]!;
      const node = q * MAX_SEGMENTS + qt.portSeg[this.placedRotation[q]! * 13 + FACING[3 * side + 1]!]!;
      const k = this.nodeKind[node]!;
      if (k !== K_ROAD && k !== K_CITY) continue;
      const root = this.find(node);
      if (this.openSides[root] !== 0) continue;
      if (this.occupants[root]! > 0) this.scoreCompleted(root, k);
      if (k === K_CITY && this.figures.traders) this.figures.takeGoods(root, this.current);
    }
  }

  /** The Abbot (AB4): the abbot of the player to move comes home; its monastery scores as at the end. */
  protected override recallAbbot(): void {
    const node = this.figures.abbot[this.current]!;
    const root = this.find(node);
    const f = this.featureAt(root, K_MONASTERY);
    const points = featurePoints(this.rules, f, false);
    const followers = this.events ? this.followersOn(root) : null;
    this.awardFeature(root, f, points, this.sendHome(root), this.moveCount, followers);
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
}
