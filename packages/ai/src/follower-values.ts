import { followerGain, type CarcassonneCore as Game, type FollowerGain } from '@carcassonne/engine/internal';
import { addFollowersInHand, projectedScores } from './evaluate.js';

const newGain = (players: number): FollowerGain => ({
  points: new Int32Array(players),
  hand: new Int32Array(players),
  handBig: new Int32Array(players),
});

/**
 * Greedy's valuation (`projectedValues`) of every follower choice of the tile just placed, from
 * one turn played without a follower: a choice differs from it only by what its follower changes
 * (`followerGain`: points scored now or projected, and the followers in hand it spends or the
 * barn sends home). The values are the ones playing each choice would give, to the last
 * bit (integer points summed exactly, then the same followers-in-hand term), so greedy chooses
 * as before at a fraction of the cost: most options no longer copy the game, end a turn (a draw
 * and its legal placements) and project the end.
 */
export class FollowerValues {
  /** Option k's points for player p at k × players + p. */
  private points = new Int32Array(0);
  /** Option k's change of followers (big followers) in hand for player p at k × players + p. */
  private hand = new Int32Array(0);
  private handBig = new Int32Array(0);
  private gain = newGain(0);
  private base = new Float64Array(0);

  /**
   * `choices[k]` (-1: no follower) valued into `out` at k × players. Plays "no follower" on `g`.
   * False, with `g` unchanged, where `followerGain` does not answer for a choice.
   */
  rate(g: Game, choices: readonly number[], n: number, out: Float64Array): boolean {
    const players = g.nPlayers;
    if (this.points.length < n * players) {
      this.points = new Int32Array(2 * n * players);
      this.hand = new Int32Array(2 * n * players);
      this.handBig = new Int32Array(2 * n * players);
    }
    if (this.gain.points.length !== players) this.gain = newGain(players);
    for (let k = 0; k < n; k++) {
      const choice = choices[k]!;
      const at = k * players;
      // Loops rather than `fill` and `set`: calls into the runtime cost more than a few counts.
      if (choice < 0) {
        for (let p = 0; p < players; p++) {
          this.points[at + p] = 0;
          this.hand[at + p] = 0;
          this.handBig[at + p] = 0;
        }
      } else if (followerGain(g, choice, this.gain)) {
        for (let p = 0; p < players; p++) {
          this.points[at + p] = this.gain.points[p]!;
          this.hand[at + p] = this.gain.hand[p]!;
          this.handBig[at + p] = this.gain.handBig[p]!;
        }
      } else return false;
    }
    // The draw that ends the turn only counts the next tile's placements: `g` is valued, not played on.
    const lists = g.listsLegal;
    g.listsLegal = false;
    g.finishTurn(-1);
    g.listsLegal = lists;
    if (this.base.length !== players) this.base = new Float64Array(players);
    const base = this.base;
    projectedScores(g, base);
    for (let k = 0; k < n; k++) {
      const at = k * players;
      for (let p = 0; p < players; p++) out[at + p] = base[p]! + this.points[at + p]!;
      addFollowersInHand(g, out, at, this.hand, this.handBig);
    }
    return true;
  }
}
