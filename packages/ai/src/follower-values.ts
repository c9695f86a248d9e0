import {
  followerGain,
  projectFinal,
  type CarcassonneCore as Game,
  type FollowerGain,
} from '@carcassonne/engine/internal';
import { addFollowersInHand } from './evaluate.js';

/**
 * Greedy's valuation (`projectedValues`) of every follower choice of the tile just placed, from
 * one turn played without a follower: a choice differs from it only by what its follower changes
 * (`followerGain`: points scored now or projected, and one follower fewer in hand while it
 * stays). The values are the ones playing each choice would give, to the last
 * bit (integer points summed exactly, then the same followers-in-hand term), so greedy chooses
 * as before at a fraction of the cost: most options no longer copy the game, end a turn (a draw
 * and its legal placements) and project the end.
 */
export class FollowerValues {
  /** Option k's points for player p at k × players + p. */
  private points = new Int32Array(0);
  private stays = new Uint8Array(0);
  private gain: FollowerGain = { points: new Int32Array(0), stays: false };
  private base = new Float64Array(0);

  /**
   * `choices[k]` (-1: no follower) valued into `out` at k × players. Plays "no follower" on `g`.
   * False, with `g` unchanged, where a choice is not a plain follower of the base games.
   */
  rate(g: Game, choices: readonly number[], n: number, out: Float64Array): boolean {
    const players = g.nPlayers;
    if (this.points.length < n * players) {
      this.points = new Int32Array(2 * n * players);
      this.stays = new Uint8Array(2 * n);
    }
    if (this.gain.points.length !== players) this.gain = { points: new Int32Array(players), stays: false };
    for (let k = 0; k < n; k++) {
      const choice = choices[k]!;
      if (choice < 0) {
        this.points.fill(0, k * players, k * players + players);
        this.stays[k] = 0;
      } else if (followerGain(g, choice, this.gain)) {
        this.points.set(this.gain.points, k * players);
        this.stays[k] = this.gain.stays ? 1 : 0;
      } else return false;
    }
    const me = g.current;
    g.finishTurn(-1);
    if (this.base.length !== players) this.base = new Float64Array(players);
    const base = this.base;
    for (let p = 0; p < players; p++) base[p] = g.scores[p]!;
    if (g.phase !== 'over') projectFinal(g, base);
    for (let k = 0; k < n; k++) {
      const at = k * players;
      for (let p = 0; p < players; p++) out[at + p] = base[p]! + this.points[at + p]!;
      addFollowersInHand(g, out, at, this.stays[k] ? me : -1);
    }
    return true;
  }
}
