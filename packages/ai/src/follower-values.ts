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
 * (`followerGain`: points scored now or projected, and one follower or big follower fewer in
 * hand while it stays). The values are the ones playing each choice would give, to the last
 * bit (integer points summed exactly, then the same followers-in-hand term), so greedy chooses
 * as before at a fraction of the cost: most options no longer copy the game, end a turn (a draw
 * and its legal placements) and project the end.
 */
const SPENT = { none: 0, follower: 1, big: 2 } as const satisfies Record<FollowerGain['spends'], number>;
/** `spends` of an option by which figures come home (the barn): `home` and `homeBig` hold them. */
const RETURNS = 3;

const newGain = (players: number): FollowerGain => ({
  points: new Int32Array(players),
  stays: false,
  spends: 'none',
  returns: false,
  home: new Int32Array(players),
  homeBig: new Int32Array(players),
});

export class FollowerValues {
  /** Option k's points for player p at k × players + p. */
  private points = new Int32Array(0);
  /** Option k's figure spent while it stays: 0 none (or it comes home), 1 a follower, 2 a big follower, 3 figures come home (`RETURNS`). */
  private spends = new Uint8Array(0);
  /** Option k's followers and big followers back in hand, player p's at k × players + p (when `spends` is 3). */
  private home = new Int32Array(0);
  private homeBig = new Int32Array(0);
  private gain = newGain(0);
  private base = new Float64Array(0);

  /**
   * `choices[k]` (-1: no follower) valued into `out` at k × players. Plays "no follower" on `g`.
   * False, with `g` unchanged, where `followerGain` does not answer for a choice.
   */
  rate(g: Game, choices: readonly number[], n: number, out: Float64Array): boolean {
    const players = g.nPlayers;
    // Each array by its own length: a game of fewer players may bring more options than the last.
    if (this.points.length < n * players) this.points = new Int32Array(2 * n * players);
    if (this.spends.length < n) this.spends = new Uint8Array(2 * n);
    if (this.home.length < n * players) {
      this.home = new Int32Array(2 * n * players);
      this.homeBig = new Int32Array(2 * n * players);
    }
    if (this.gain.points.length !== players) this.gain = newGain(players);
    for (let k = 0; k < n; k++) {
      const choice = choices[k]!;
      if (choice < 0) {
        this.points.fill(0, k * players, k * players + players);
        this.spends[k] = 0;
      } else if (followerGain(g, choice, this.gain)) {
        this.points.set(this.gain.points, k * players);
        this.spends[k] = this.gain.stays ? SPENT[this.gain.spends] : 0;
        if (this.gain.returns) {
          this.spends[k] = RETURNS;
          this.home.set(this.gain.home, k * players);
          this.homeBig.set(this.gain.homeBig, k * players);
        }
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
      const spent = this.spends[k]!;
      if (spent === RETURNS) addFollowersInHand(g, out, at, -1, -1, this.home, this.homeBig);
      else addFollowersInHand(g, out, at, spent === 1 ? me : -1, spent === 2 ? me : -1);
    }
    return true;
  }
}
