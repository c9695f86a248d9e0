import { err, passed, type Result } from './result.js';
import { portIndex, ROTATIONS, type Port, type Rotation } from './ports.js';
import { placeMoveOf, type PlaceMove } from './notation.js';
import { readPlacement } from './move-shape.js';
import { kindName, MAX_SEGMENTS, segmentPort, type TileType } from './tile-compile.js';
import type { SegmentKind } from './tile-data.js';
import { copyEvents } from './copies.js';
import type { BoardCore } from './board.js';
import type { CoreEvent } from './contract.js';

export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
}

export interface PlacedTile extends Placement {
  readonly tile: string;
}

/** A follower as views show it: where it stands, on what, and whose it is. */
export interface FollowerSpot<K extends SegmentKind = SegmentKind> {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly kind: K;
  readonly player: number;
}

/**
 * What both games' checked matches share: a fast core inside, the drawn tile, the legal
 * placements and follower spots, a checked tile placement, and the board as views show it.
 * Every method that takes outside input validates it and changes nothing on refusal.
 */
export abstract class BoardMatch<G extends BoardCore<TileType, E>, E extends CoreEvent> {
  abstract readonly game: G;
  // Move texts by history index: every view lists all moves, and all but the last are old.
  // An entry is reused only while its history code and tile type are the same.
  private readonly textCodes: number[] = [];
  private readonly textTypes: number[] = [];
  private readonly texts: string[] = [];

  get finished(): boolean {
    return this.game.phase === 'over';
  }
  /** The events so far (a fresh copy). */
  get events(): readonly E[] {
    return copyEvents(this.game.events ?? []);
  }
  get drawnTile(): string | null {
    return this.game.drawn < 0 ? null : this.game.types[this.game.drawn]!.id;
  }

  /** Every legal (square, rotation) for the drawn tile; symmetric duplicates left out. */
  legalPlacements(): Placement[] {
    const g = this.game;
    const out: Placement[] = [];
    if (g.phase !== 'place') return out;
    for (let i = 0; i < g.legalCount; i++) {
      const code = g.legal[i]!;
      out.push({ x: g.xOf(code >> 2), y: g.yOf(code >> 2), rotation: ROTATIONS[code & 3]! });
    }
    return out;
  }

  /** The ports where a follower may go for a placement of the drawn tile (one port per segment). */
  followerPorts(placement: unknown): Port[] {
    const g = this.game;
    const read = readPlacement(placement);
    if (!read.ok) return [];
    const pl = read.value;
    if (g.phase !== 'place' || !this.checkPlacement(this.drawnTile ?? '', pl).ok) return [];
    return this.portsOf(pl);
  }

  /** The follower ports of a placement already known to be legal (one of `legalPlacements()`). */
  protected portsOf(pl: Placement): Port[] {
    const g = this.game;
    const t = g.types[g.drawn]!;
    const free = this.followerSegments(pl);
    const turns = pl.rotation / 90;
    const out: Port[] = [];
    for (let s = 0; s < t.segCount; s++) if ((free >> s) & 1) out.push(segmentPort(t, turns, s));
    return out;
  }

  /**
   * The segments of the drawn tile placed at `pl` (placement already checked) that take a
   * follower, as bits (segment s: bit s) — what `checkFollower` accepts, without its sentences:
   * the legal moves ask it for every legal placement.
   */
  protected abstract followerSegments(pl: Placement): number;
  /** Whether the drawn tile may go there; one sentence when not. */
  protected abstract checkPlacement(tile: string, pl: Placement): Result<true>;
  /** Whether a follower may go on segment `seg` of the drawn tile placed at `pl` (placement already checked). */
  protected abstract checkFollower(pl: Placement, seg: number, port?: Port): Result<true>;
  /** The refusal of a follower on a port the tile has no segment at. */
  protected abstract noSegment(t: TileType, port: Port): string;

  /** Check and play a tile placement with its follower; refused, it changes nothing. */
  protected playPlacement(m: PlaceMove): Result<true> {
    const g = this.game;
    if (m.figure !== undefined)
      return err('figure-refused', `this game has no ${m.figure === 'big' ? 'big follower' : m.figure}`);
    if (m.special !== undefined) return err('figure-refused', `this game has no ${m.special.use}`);
    if (m.barn !== undefined) return err('figure-refused', 'this game has no barn');
    const placed = this.checkPlacement(m.tile, m);
    if (!placed.ok) return placed;
    let seg = -1;
    if (m.follower !== undefined) {
      const t = g.types[g.drawn]!;
      seg = t.portSeg[(m.rotation / 90) * 13 + portIndex(m.follower)] ?? -1;
      if (seg < 0) return err('no-such-segment', this.noSegment(t, m.follower));
      const f = this.checkFollower(m, seg, m.follower);
      if (!f.ok) return f;
    }
    g.placeTile((g.cellOf(m.x, m.y) << 2) | (m.rotation / 90));
    g.finishTurn(seg);
    return passed;
  }

  /** The events from index `from` on (fresh copies): what a move just did. */
  protected eventsSince(from: number): E[] {
    const events = this.game.events;
    return copyEvents(events ? events.slice(from) : []);
  }

  /** The tiles on the board in the order placed. */
  board(): PlacedTile[] {
    const g = this.game;
    const out: PlacedTile[] = [];
    for (let p = 0; p < g.placedCount; p++) {
      const cell = g.placedCell[p]!;
      out.push({
        x: g.xOf(cell),
        y: g.yOf(cell),
        rotation: ROTATIONS[g.placedRotation[p]!]!,
        tile: g.types[g.placedType[p]!]!.id,
      });
    }
    return out;
  }

  /** The followers on the board in the order placed. */
  protected followerSpots(): FollowerSpot[] {
    const g = this.game;
    const out: FollowerSpot[] = [];
    for (let i = 0; i < g.followerCount; i++) {
      const node = g.followerNode[i]!;
      const p = Math.floor(node / MAX_SEGMENTS);
      const seg = node % MAX_SEGMENTS;
      const t = g.types[g.placedType[p]!]!;
      const cell = g.placedCell[p]!;
      out.push({
        x: g.xOf(cell),
        y: g.yOf(cell),
        port: segmentPort(t, g.placedRotation[p]!, seg),
        kind: kindName(t.segKind[seg]!),
        player: g.followerOwner[i]!,
      });
    }
    return out;
  }

  /** The tile placement of placement `p` as a move, from its history code (cell·4 + turns) << 4 | segment + 1. */
  protected placeMoveAt(p: number, history: number): PlaceMove {
    const g = this.game;
    return placeMoveOf(g, g.types[g.placedType[p]!]!, history >> 4, (history & 15) - 1);
  }

  /** The kept text of history entry `i` (its code, and the tile type placed, or -1), or null. */
  protected keptMoveText(i: number, code: number, type: number): string | null {
    return this.textCodes[i] === code && this.textTypes[i] === type ? this.texts[i]! : null;
  }

  /** Keep the text of history entry `i` for the next view (views list every move so far). */
  protected keepMoveText(i: number, code: number, type: number, text: string): string {
    this.textCodes[i] = code;
    this.textTypes[i] = type;
    this.texts[i] = text;
    return text;
  }

  /** The whole draw order as tile ids (records hold it; views never do). */
  protected drawOrder(): string[] {
    const g = this.game;
    return Array.from(g.bag, (i) => g.types[i]!.id);
  }

  /** Tile counts still to come between two bag positions, by id in table order (ids with none left omitted). */
  protected remainingById(from: number, to: number): Record<string, number> {
    const g = this.game;
    const counts = g.remainingCounts(Math.max(from, g.bagPos), to);
    const out: Record<string, number> = {};
    for (let i = 0; i < counts.length; i++) if (counts[i]! > 0) out[g.types[i]!.id] = counts[i]!;
    return out;
  }

  /** Every tile drawn so far in order, discards and the tile in hand included (public history). */
  protected drawnTiles(): string[] {
    const g = this.game;
    return Array.from(g.bag.subarray(0, g.bagPos), (i) => g.types[i]!.id);
  }
}
