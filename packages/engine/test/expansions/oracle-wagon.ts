import type { Feature, Oracle, Piece } from './oracle.js';

/** Pieces that do not occupy a feature: Traders & Builders' builder and pig. */
const FIGURES_APART: ReadonlySet<string> = new Set(['builder', 'pig']);

/**
 * The scoring oracle's Abbey & Mayor wagon (docs/rules/abbey-and-mayor.md AM4), from the board
 * alone: a wagon on a feature scored during play comes off; then its owner, in turn order from
 * the player whose turn it is, moves it to a free, unfinished road, city or monastery on one of
 * that feature's squares (not the dragon's square) or takes it home. A wagon with nowhere to go
 * goes home unasked.
 */
export class Wagons {
  /** Wagons off a scored feature whose owners are still to decide. */
  private off: { readonly player: number; readonly from: Feature }[] = [];

  constructor(
    private readonly oracle: Oracle,
    /** The dragon's square now (The Princess & the Dragon), or none. */
    private readonly dragon: () => { readonly x: number; readonly y: number } | null = () => null,
  ) {
    oracle.wagons = this;
  }

  scored(pieces: readonly Piece[]): void {
    if (this.oracle.finished) return;
    for (const p of pieces)
      if (p.figure === 'wagon')
        this.off.push({ player: p.player, from: this.oracle.feature(p.x, p.y, p.segment) });
  }

  /**
   * The owner due to decide, with the targets as "x,y,segment", sorted; null when none is left.
   * `turn`: the player whose turn scored them. Owners whose wagon has nowhere to go are dropped.
   */
  next(turn: number): { readonly player: number; readonly targets: string[] } | null {
    const n = this.oracle.players;
    for (let k = 0; k < n; k++) {
      const player = (turn + k) % n;
      const i = this.off.findIndex((w) => w.player === player);
      if (i < 0) continue;
      const targets = this.targets(this.off[i]!.from);
      if (targets.length > 0) return { player, targets: targets.sort() };
      this.off.splice(i, 1);
      k--;
    }
    return null;
  }

  /** `player` decided: their wagon on to "x,y,segment", or home (null). */
  decide(player: number, to: string | null): void {
    this.off = this.off.filter((w) => w.player !== player);
    if (to === null) return;
    const [x, y, segment] = to.split(',').map(Number) as [number, number, number];
    this.oracle.pieces.push({ player, x, y, segment, figure: 'wagon' });
  }

  private targets(from: Feature): string[] {
    const o = this.oracle;
    const squares = new Set(from.nodes.map((n) => `${n.x},${n.y}`));
    const dragon = this.dragon();
    const out: string[] = [];
    for (const square of squares) {
      const [x, y] = square.split(',').map(Number) as [number, number];
      if (dragon && dragon.x === x && dragon.y === y) continue;
      const segments = o.board.get(square)!.shape.segments;
      segments.forEach((seg, s) => {
        if (seg.kind !== 'road' && seg.kind !== 'city' && seg.kind !== 'monastery') return;
        if (from.keys.has(`${x},${y},${s}`)) return;
        const f = o.feature(x, y, s);
        if (o.pieces.some((p) => f.keys.has(`${p.x},${p.y},${p.segment}`) && !FIGURES_APART.has(p.figure)))
          return;
        const done = seg.kind === 'monastery' ? o.around(x, y) === 9 : !f.open;
        if (!done) out.push(`${x},${y},${s}`);
      });
    }
    return out;
  }
}
