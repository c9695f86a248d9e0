import {
  K_FIELD,
  K_MONASTERY,
  MAX_SEGMENTS,
  type CarcassonneCore as Game,
} from '@carcassonne/engine/internal';

/**
 * The features that hold followers, farms aside: each once, in the order of its first follower,
 * with each player's followers in it (a big follower counts as its weight). The leaf valuations
 * read one grouping (`read`, once a leaf) instead of each grouping the followers again.
 */
export class FollowedFeatures {
  /** How many features this position holds (the arrays below are valid up to it). */
  count = 0;
  /** The feature's root: a monastery's own node, otherwise the node's set. */
  roots = new Int32Array(16);
  kinds = new Uint8Array(16);
  /** Feature f's followers of player p at f × players + p. */
  counts = new Float64Array(64);
  players = 0;

  read(g: Game): this {
    const players = g.nPlayers;
    this.players = players;
    if (this.roots.length < g.followerCount) this.grow(g.followerCount);
    if (this.counts.length < this.roots.length * players)
      this.counts = new Float64Array(this.roots.length * players);
    let count = 0;
    for (let i = 0; i < g.followerCount; i++) {
      const node = g.followerNode[i]!;
      const kind = g.nodeKind[node]!;
      if (kind === K_FIELD) continue;
      const root = kind === K_MONASTERY ? node : g.find(node);
      let f = 0;
      while (f < count && this.roots[f] !== root) f++;
      if (f === count) {
        this.roots[f] = root;
        this.kinds[f] = kind;
        this.counts.fill(0, f * players, (f + 1) * players);
        count++;
      }
      this.counts[f * players + g.followerOwner[i]!]! += g.figures.weight[i]!;
    }
    this.count = count;
    return this;
  }

  /** The most followers any player has in feature f. */
  most(f: number): number {
    let most = 0;
    for (let p = 0; p < this.players; p++) most = Math.max(most, this.counts[f * this.players + p]!);
    return most;
  }

  /** What completing feature f adds under the game's rules (a monastery: its empty squares around). */
  gain(g: Game, f: number): number {
    const root = this.roots[f]!;
    const kind = this.kinds[f]!;
    return kind === K_MONASTERY
      ? 9 - g.monasteryTiles[(root / MAX_SEGMENTS) | 0]!
      : g.pointsOf(root, kind, true) - g.pointsOf(root, kind, false);
  }

  private grow(size: number): void {
    const length = Math.max(size, this.roots.length * 2);
    this.roots = new Int32Array(length);
    this.kinds = new Uint8Array(length);
  }
}
