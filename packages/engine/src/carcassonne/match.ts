import { Game, type Phase } from './game.js';
import { err, ok, type Result } from '../core/result.js';
import { FACING, portIndex, ROTATIONS, type Port, type Rotation } from '../core/ports.js';
import { formatMove, placeMoveOf, type PlaceMove } from '../core/notation.js';
import { validateSetup, type PlayerInfo, type Setup, type ValidSetup } from './setup.js';
import { K_FIELD, K_MONASTERY, MAX_SEGMENTS, kindName, segmentPort } from '../core/tile-compile.js';
import type { ScoreEvent } from './events.js';
import type { RuleOptions } from './rules.js';
import { copyEvents, copyPlayers } from '../core/copies.js';
import { readMove, readPlacement } from '../core/move-shape.js';
import { quote } from '../core/quote.js';

const EDGE_NAMES = ['field', 'road', 'city'] as const;
const SIDE_WORDS = ['north', 'east', 'south', 'west'] as const;

export interface Placement {
  readonly x: number;
  readonly y: number;
  readonly rotation: Rotation;
}

export interface PlacedTile extends Placement {
  readonly tile: string;
}

export interface FollowerOnBoard {
  readonly x: number;
  readonly y: number;
  readonly port: Port;
  readonly kind: 'road' | 'city' | 'monastery' | 'field';
  readonly player: number;
}

/** What any player may see: everything but the order of the remaining tiles. */
export interface PlayerView {
  readonly game: 'carcassonne';
  readonly preset: Setup['preset'];
  readonly options: RuleOptions;
  readonly players: readonly PlayerInfo[];
  readonly current: number;
  readonly phase: Phase;
  readonly drawn: string | null;
  readonly board: readonly PlacedTile[];
  readonly followers: readonly FollowerOnBoard[];
  readonly scores: readonly number[];
  readonly supply: readonly number[];
  /** How many of each tile id are still to come, in the tile set's table order (ids with none left are omitted). */
  readonly remaining: Readonly<Record<string, number>>;
  readonly tilesLeft: number;
  readonly discards: number;
  readonly moveCount: number;
  readonly finished: boolean;
  /** Public history: every tile drawn so far in order (discards and the tile in hand included)… */
  readonly drawnTiles: readonly string[];
  /** …and every move played. With `remaining` this is all a player (or a bot) may know. */
  readonly moves: readonly string[];
}

/** A game record (notation.md). */
export interface GameRecord {
  readonly format: 'carcassonne-record/1';
  readonly game: 'carcassonne';
  readonly preset: Setup['preset'];
  readonly options?: Readonly<Partial<RuleOptions>>;
  readonly players: readonly PlayerInfo[];
  readonly seed?: string;
  readonly tiles?: readonly string[];
  readonly moves: readonly string[];
}

/**
 * A game with its players, checked moves and conversions to records, views and JSON.
 * Every method that takes outside input validates it and leaves the state unchanged
 * on refusal. `game` gives the fast unchecked core to bots.
 */
export class Match {
  readonly game: Game;
  readonly setup: Setup;
  readonly players: readonly PlayerInfo[];

  private constructor(valid: ValidSetup, game?: Game) {
    this.setup = valid.setup;
    this.players = valid.setup.players;
    this.game =
      game ??
      new Game({ tileSet: valid.tileSet, options: valid.options, players: this.players.length, bag: valid.bag, recordEvents: true });
  }

  static create(setup: Setup): Result<Match> {
    const v = validateSetup(setup);
    return v.ok ? ok(new Match(v.value)) : v;
  }

  clone(): Match {
    const v = validateSetup(this.setup);
    if (!v.ok) throw new Error('unreachable: setup was valid');
    return new Match(v.value, this.game.clone());
  }

  get finished(): boolean {
    return this.game.phase === 'over';
  }
  /** The events so far (a fresh copy). */
  get events(): readonly ScoreEvent[] {
    return copyEvents(this.game.events ?? []);
  }
  get drawnTile(): string | null {
    return this.game.drawn < 0 ? null : this.game.types[this.game.drawn]!.id;
  }

  // ---- legal moves ------------------------------------------------------------------------

  /** Every legal (square, rotation) for the drawn tile; symmetric duplicates left out. */
  legalPlacements(): Placement[] {
    const g = this.game;
    const out: Placement[] = [];
    if (g.phase !== 'place') return out;
    for (let i = 0; i < g.legalCount; i++) {
      const code = g.legal[i]!;
      const cell = code >> 2;
      out.push({ x: g.xOf(cell), y: g.yOf(cell), rotation: ROTATIONS[code & 3]! });
    }
    return out;
  }

  /** The ports where a follower may go for a placement (one port per segment). */
  followerOptions(placement: Placement): Port[] {
    const g = this.game;
    const read = readPlacement(placement);
    if (!read.ok) return [];
    const pl = read.value;
    if (g.phase !== 'place' || this.checkPlacement(this.drawnTile ?? '', pl).ok === false) return [];
    const t = g.types[g.drawn]!;
    const r = pl.rotation / 90;
    const out: Port[] = [];
    for (let s = 0; s < t.segCount; s++) {
      if (this.checkFollower(pl, s).ok) out.push(segmentPort(t, r, s));
    }
    return out;
  }

  /** All complete moves (placement × follower choice). */
  legalMoves(): PlaceMove[] {
    const tile = this.drawnTile;
    if (tile === null) return [];
    const out: PlaceMove[] = [];
    for (const pl of this.legalPlacements()) {
      out.push({ type: 'place', tile, ...pl });
      for (const port of this.followerOptions(pl)) out.push({ type: 'place', tile, ...pl, follower: port });
    }
    return out;
  }

  // ---- checked play -----------------------------------------------------------------------

  /**
   * Play one move (object or notation string). Anything else, or a move of the wrong form, is
   * refused with an error value (`bad-move`, `bad-move-syntax`); refused moves change nothing.
   */
  play(move: unknown): Result<readonly ScoreEvent[]> {
    const read = readMove(move, this.drawnTile ?? 'U');
    if (!read.ok) return read;
    const m = read.value;
    const g = this.game;
    if (g.phase === 'over') return err('game-over', 'the game is over');
    if (m.type !== 'place') return err('wrong-phase', `a ${m.type} move belongs to The City, not to this game; a tile placement is due`);
    const chk = this.checkPlacement(m.tile, m);
    if (!chk.ok) return chk;
    let seg = -1;
    if (m.follower !== undefined) {
      const t = g.types[g.drawn]!;
      seg = t.portSeg[(m.rotation / 90) * 13 + portIndex(m.follower)] ?? -1;
      if (seg < 0) return err('no-such-segment', `tile ${t.id} has no monastery (port C)`);
      const f = this.checkFollower(m, seg, m.follower);
      if (!f.ok) return f;
    }
    const before = g.events?.length ?? 0;
    g.placeTile((g.cellOf(m.x, m.y) << 2) | (m.rotation / 90));
    g.finishTurn(seg);
    return ok(copyEvents(g.events ? g.events.slice(before) : []));
  }

  private checkPlacement(tile: string, pl: Placement): Result<true> {
    const g = this.game;
    const drawn = this.drawnTile;
    if (drawn === null) return err('game-over', 'the game is over');
    if (tile !== drawn) return err('wrong-tile', `the drawn tile is ${drawn}, not ${quote(tile)}`);
    const where = `${pl.x},${pl.y}`;
    if (!g.inBounds(pl.x, pl.y)) return err('not-adjacent', `no tile shares an edge with ${where}`);
    const cell = g.cellOf(pl.x, pl.y);
    if (g.grid[cell]! >= 0) return err('occupied-square', `square ${where} already holds a tile`);
    if (g.frontierIndex[cell]! < 0) return err('not-adjacent', `no tile shares an edge with ${where} (corner contact is not enough)`);
    const t = g.types[g.drawn]!;
    const r = pl.rotation / 90;
    const sig = t.sig[r]!;
    for (let side = 0; side < 4; side++) {
      const nx = pl.x + [0, 1, 0, -1][side]!;
      const ny = pl.y + [-1, 0, 1, 0][side]!;
      const q = g.grid[g.cellOf(nx, ny)]!;
      if (q < 0) continue;
      const mine = (sig >> (2 * side)) & 3;
      const theirs = (g.types[g.placedType[q]!]!.sig[g.placedRotation[q]!]! >> (2 * ((side + 2) & 3))) & 3;
      if (mine !== theirs)
        return err(
          'edge-mismatch',
          `${SIDE_WORDS[side]} side (${EDGE_NAMES[mine]}) does not match the ${SIDE_WORDS[(side + 2) & 3]} side of the tile at ${nx},${ny} (${EDGE_NAMES[theirs]})`,
        );
    }
    return ok(true);
  }

  /** Whether a follower may go on segment `seg` of the drawn tile placed at `pl` (placement already checked). */
  private checkFollower(pl: Placement, seg: number, port?: Port): Result<true> {
    const g = this.game;
    const t = g.types[g.drawn]!;
    const kind = t.segKind[seg]!;
    const who = this.players[g.current]!.name;
    if (g.supply[g.current] === 0) return err('no-followers', `${who} has no followers left`);
    if (kind === K_FIELD && !g.options.farmers) return err('farmers-off', 'farmers are switched off in this game');
    const r = pl.rotation / 90;
    const seen = new Set<number>();
    for (let b = 0; b < 12; b++) {
      if (t.portSeg[r * 13 + b] !== seg) continue;
      const side = Math.floor(b / 3);
      const q = g.grid[g.cellOf(pl.x + [0, 1, 0, -1][side]!, pl.y + [-1, 0, 1, 0][side]!)]!;
      if (q < 0) continue;
      const qt = g.types[g.placedType[q]!]!;
      const root = g.find(q * MAX_SEGMENTS + qt.portSeg[g.placedRotation[q]! * 13 + FACING[b]!]!);
      if (seen.has(root)) continue;
      seen.add(root);
      if (g.occupants[root]! > 0) return err('feature-occupied', `the ${kindName(kind)} at ${port ?? segmentPort(t, r, seg)} is already occupied`);
    }
    return ok(true);
  }

  // ---- views and records ----------------------------------------------------------------

  board(): PlacedTile[] {
    const g = this.game;
    const out: PlacedTile[] = [];
    for (let p = 0; p < g.placedCount; p++) {
      const cell = g.placedCell[p]!;
      out.push({ x: g.xOf(cell), y: g.yOf(cell), rotation: ROTATIONS[g.placedRotation[p]!]!, tile: g.types[g.placedType[p]!]!.id });
    }
    return out;
  }

  followers(): FollowerOnBoard[] {
    const g = this.game;
    const out: FollowerOnBoard[] = [];
    for (let i = 0; i < g.followerCount; i++) {
      const node = g.followerNode[i]!;
      const p = Math.floor(node / MAX_SEGMENTS);
      const seg = node % MAX_SEGMENTS;
      const t = g.types[g.placedType[p]!]!;
      const k = t.segKind[seg]!;
      out.push({
        x: g.xOf(g.placedCell[p]!),
        y: g.yOf(g.placedCell[p]!),
        port: segmentPort(t, g.placedRotation[p]!, seg),
        kind: k === K_MONASTERY ? 'monastery' : (kindName(k) as 'road' | 'city' | 'field'),
        player: g.followerOwner[i]!,
      });
    }
    return out;
  }

  view(): PlayerView {
    const g = this.game;
    // Counts in the tile set's table order: nothing in the view follows the hidden draw order.
    const remaining = Object.fromEntries(g.remainingCounts().flatMap((n, i) => (n > 0 ? [[g.types[i]!.id, n]] : [])));
    return {
      game: 'carcassonne',
      preset: this.setup.preset,
      options: { ...g.options },
      players: copyPlayers(this.players),
      current: g.current,
      phase: g.phase,
      drawn: this.drawnTile,
      board: this.board(),
      followers: this.followers(),
      scores: Array.from(g.scores),
      supply: Array.from(g.supply),
      remaining,
      tilesLeft: g.bag.length - g.bagPos,
      discards: g.discards,
      moveCount: g.moveCount,
      finished: g.phase === 'over',
      drawnTiles: Array.from(g.bag.subarray(0, g.bagPos), (i) => g.types[i]!.id),
      moves: this.moves(),
    };
  }

  /** Move strings of the game so far. */
  moves(): string[] {
    const g = this.game;
    const out: string[] = [];
    g.history.forEach((h, i) => {
      const code = h >> 4;
      const seg = (h & 15) - 1;
      const p = i + (g.tileSet.start ? 1 : 0);
      out.push(formatMove(placeMoveOf(g, g.types[g.placedType[p]!]!, code, seg)));
    });
    return out;
  }

  /** The record of this game (a fresh value); with the full draw order (`tiles`), so it replays alone. */
  toRecord(): GameRecord {
    const g = this.game;
    return {
      format: 'carcassonne-record/1',
      game: 'carcassonne',
      preset: this.setup.preset,
      ...(this.setup.options ? { options: { ...this.setup.options } } : {}),
      players: copyPlayers(this.players),
      ...(this.setup.seed !== undefined ? { seed: this.setup.seed } : {}),
      tiles: Array.from(g.bag, (i) => g.types[i]!.id),
      moves: this.moves(),
    };
  }
}


