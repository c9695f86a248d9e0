import { DX, DY, FACING } from '../core/ports.js';
import { MAX_SEGMENTS } from '../core/tile-compile.js';
import type { Placement } from '../core/match.js';
import type { Match } from './match.js';
import { IntList } from '../core/int-list.js';

/**
 * The drawn tile placed at `pl` against the tiles around it: for each of its ports that meets a
 * placed tile, the tile's segment there and the root of the board's feature it meets. Read from
 * the board when first asked, then kept for the placement's other segments and figures (the
 * legal moves ask every segment of every placement). Valid only while the board, the drawn tile
 * and the placement stay as they were: built for one question or one placement's moves.
 */
export class Neighbours {
  /** Whether `segs` and `roots` hold this placement's ports (read once, `read`). */
  private known = false;
  /** The tile's segment at each port that meets a placed tile, kept for the next placement (`at`). */
  private readonly segs = new IntList(12);
  private readonly roots = new IntList(12);
  /** `featureRoots`' answer, filled again at each call: the legal moves ask it for every segment. */
  private readonly found: { roots: IntList; joined: number } = { roots: new IntList(12), joined: 0 };

  constructor(
    private readonly match: Match,
    private pl: Placement,
  ) {}

  /** The same question of another placement of the drawn tile: its arrays are reused (the legal moves ask every placement). */
  at(pl: Placement): this {
    this.pl = pl;
    this.known = false;
    return this;
  }

  private read(): void {
    const g = this.match.game;
    const pl = this.pl;
    const t = g.types[g.drawn]!;
    const r = pl.rotation / 90;
    const segs = this.segs;
    segs.clear();
    this.roots.clear();
    for (let side = 0; side < 4; side++) {
      const q = g.tileAt(pl.x + DX[side]!, pl.y + DY[side]!);
      if (q < 0) continue;
      const qt = g.types[g.placedType[q]!]!;
      const turns = g.placedRotation[q]! * 13;
      for (let b = 3 * side; b < 3 * side + 3; b++) {
        segs.push(t.portSeg[r * 13 + b]!);
        this.roots.push(g.find(q * MAX_SEGMENTS + qt.portSeg[turns + FACING[b]!]!));
      }
    }
    this.known = true;
  }

  /**
   * The features already on the board that segment `seg` would join (their roots): those it
   * meets across its sides, and those any other segment of the tile meets when the two segments
   * are joined through a feature of the board (two fields of a tile both meeting one field around
   * a monastery are one field then); and the tile's segments joined with `seg` that way
   * (`joined`, a bit per segment, `seg` included). The answer is this object's own, valid until
   * its next call.
   */
  featureRoots(seg: number): { readonly roots: IntList; readonly joined: number } {
    if (!this.known) this.read();
    const segs = this.segs.items;
    const roots = this.roots.items;
    const count = this.segs.length;
    // The segments joined to `seg` (bit per segment), grown until no root adds one.
    let joined = 1 << seg;
    for (let grown = true; grown; ) {
      grown = false;
      for (let i = 0; i < count; i++) {
        if (!((joined >> segs[i]!) & 1)) continue;
        for (let j = 0; j < count; j++) {
          if (roots[j] !== roots[i] || (joined >> segs[j]!) & 1) continue;
          joined |= 1 << segs[j]!;
          grown = true;
        }
      }
    }
    const found = this.found;
    const out = found.roots;
    out.clear();
    for (let i = 0; i < count; i++)
      if ((joined >> segs[i]!) & 1 && !out.includes(roots[i]!)) out.push(roots[i]!);
    found.joined = joined;
    return found;
  }
}
