import { err, ok, type Result } from '../core/result.js';
import { SIDES, type Port, type Side } from '../core/ports.js';
import { writeMove, type Move } from '../core/notation.js';
import { readMove } from '../core/move-shape.js';
import type { TileType } from '../core/tile-compile.js';
import { BoardMatch, type Placement } from '../core/match.js';
import type { CityScoreEvent } from './events.js';
import { CityGame, type CityPhase } from './game.js';
import { validateCitySetup, type CityPlayer, type CitySetup, type ValidCitySetup } from './setup.js';
import {
  checkPlacement,
  checkFollower,
  checkGate,
  checkWall,
  checkTower,
  followerChoices,
} from './checks.js';
import { wallView, type CityFollower, type CityPlayerView } from './view.js';
import { openStretch } from './geometry.js';
import { WALL_SUPPLY } from './constants.js';
import { copyPlayers } from '../core/copies.js';
import type { BaseRecord } from '../core/view.js';

/** A game record of The City (notation.md). */
export interface CityRecord extends BaseRecord {
  readonly format: 'carcassonne-record/1';
  readonly game: 'the-city';
  readonly preset: 'the-city';
  readonly players: readonly CityPlayer[];
  readonly seed?: string;
  readonly tiles: readonly string[];
  readonly stacks: readonly number[];
  readonly moves: readonly string[];
}

/**
 * A game of The City with its players, checked moves and records. Every method taking
 * outside input validates it and leaves the state unchanged on refusal; `game` is the
 * fast unchecked core.
 */
export class CityMatch extends BoardMatch<CityGame, CityScoreEvent> {
  readonly game: CityGame;
  readonly setup: CitySetup;
  readonly players: readonly CityPlayer[];
  private readonly valid: ValidCitySetup;

  private constructor(valid: ValidCitySetup, game?: CityGame) {
    super();
    this.valid = valid;
    this.setup = valid.setup;
    this.players = valid.setup.players;
    this.game =
      game ??
      new CityGame({
        tileSet: valid.tileSet,
        players: this.players.length,
        bag: valid.bag,
        stacks: valid.stacks,
        recordEvents: true,
      });
  }

  static create(setup: CitySetup): Result<CityMatch> {
    const v = validateCitySetup(setup);
    return v.ok ? ok(new CityMatch(v.value)) : v;
  }

  /** The match of `valid` over `game`, a core that played it. */
  static over(valid: ValidCitySetup, game: CityGame): CityMatch {
    return new CityMatch(valid, game);
  }

  clone(): CityMatch {
    return new CityMatch(this.valid, this.game.clone());
  }

  get phase(): CityPhase {
    return this.game.phase;
  }
  /** The seat whose decision is due (-1 when the game is over). */
  get actor(): number {
    return this.game.actor;
  }

  /** Every legal move of the current decision (placements include each follower choice). */
  legalMoves(): Move[] {
    const g = this.game;
    const out: Move[] = [];
    const edge = (e: number) => ({ x: g.xOf(e >> 2), y: g.yOf(e >> 2), side: SIDES[e & 3]! as Side });
    switch (g.phase) {
      case 'place': {
        const tile = g.types[g.drawn]!.id;
        for (const placement of this.legalPlacements()) {
          const pl = { type: 'place' as const, tile, ...placement };
          out.push(pl);
          for (const port of this.portsOf(pl)) out.push({ ...pl, follower: port });
        }
        break;
      }
      case 'gate':
        for (let i = 0; i < g.choiceCount; i++) out.push({ type: 'gate', ...edge(g.choices[i]!) });
        break;
      case 'wall':
        for (let i = 0; i < g.choiceCount; i++)
          out.push({ type: 'wall', ...edge(g.choices[i]! >> 1), guard: (g.choices[i]! & 1) === 1 });
        break;
      case 'tower':
        for (let i = 0; i < g.choiceCount; i++) {
          const o = g.choices[i]!;
          out.push({ type: 'tower', at: o < 0 ? null : edge(g.wall.endEdge(o)) });
        }
        break;
      default:
        break;
    }
    return out;
  }

  legalMoveStrings(): string[] {
    return this.legalMoves().map(writeMove);
  }

  /**
   * Play one move (object or notation string). Anything else, or a move of the wrong form, is
   * refused with an error value (`bad-move`, `bad-move-syntax`); refused moves change nothing.
   */
  play(move: unknown): Result<readonly CityScoreEvent[]> {
    const read = readMove(move, this.drawnTile ?? 'C15');
    if (!read.ok) return read;
    const m = read.value;
    const g = this.game;
    if (g.phase === 'over') return err('game-over', 'the game is over');
    const due = DUE[g.phase];
    const wantType = g.phase === 'follower' ? 'place' : g.phase;
    if (m.type !== wantType) return err('wrong-phase', `${due} is due, not a ${m.type} move`);
    const before = g.events?.length ?? 0;
    switch (m.type) {
      case 'place': {
        const played = this.playPlacement(m);
        if (!played.ok) return played;
        break;
      }
      case 'gate': {
        const c = checkGate(this, m);
        if (!c.ok) return c;
        g.placeGate(c.value);
        break;
      }
      case 'wall': {
        const c = checkWall(this, m);
        if (!c.ok) return c;
        g.placeWall(c.value, m.guard);
        break;
      }
      case 'tower': {
        const c = checkTower(this, m);
        if (!c.ok) return c;
        g.placeTower(c.value);
        break;
      }
    }
    return ok(this.eventsSince(before));
  }

  protected checkPlacement(tile: string, pl: Placement): Result<true> {
    return checkPlacement(this, tile, pl);
  }
  protected checkFollower(pl: Placement, seg: number): Result<true> {
    return checkFollower(this, pl, seg);
  }
  /** The placement's follower choices computed once for all its segments. */
  protected followerSegments(pl: Placement): number {
    const choices = followerChoices(this, pl);
    if (choices === null) return 0;
    let free = 0;
    for (let s = 0; s < choices.length; s++) if (choices[s] === 0) free |= 1 << s;
    return free;
  }
  protected noSegment(_t: TileType, port: Port): string {
    return `tiles of The City have no centre port (${port})`;
  }

  view(): CityPlayerView {
    return this.viewWith(this.board());
  }

  /** The view without its board (the moves give it): cheaper, for a digest of the position. */
  viewWithoutBoard(): Omit<CityPlayerView, 'board'> & { readonly board: undefined } {
    return this.viewWith(undefined);
  }

  /** The view with `board` in its place (undefined: no board, the other keys in the same order). */
  private viewWith<B extends CityPlayerView['board'] | undefined>(
    board: B,
  ): Omit<CityPlayerView, 'board'> & { readonly board: B } {
    const g = this.game;
    const { wall, towers } = wallView(g);
    const s1 = g.stacks[0];
    const s2 = s1 + g.stacks[1];
    return {
      game: 'the-city',
      preset: 'the-city',
      players: copyPlayers(this.players),
      current: g.current,
      actor: g.actor,
      phase: g.phase,
      drawn: this.drawnTile,
      stack: g.stage,
      board,
      followers: this.followers(),
      wall,
      towers,
      scores: Array.from(g.scores),
      supply: Array.from(g.supply),
      towersLeft: Array.from(g.towers),
      wallSupply: WALL_SUPPLY - g.wall.pieces,
      openStretch: g.wall.hasGate && g.phase !== 'over' ? openStretch(g) : null,
      // The stacks are dealt face down: the unseen tiles are counted over all stacks together (in
      // the tile set's table order), and each stack gives only how many it still holds.
      remaining: this.remainingById(0, g.bag.length),
      stacksLeft: [
        stackLeft(g.bagPos, 0, s1),
        stackLeft(g.bagPos, s1, s2),
        stackLeft(g.bagPos, s2, g.bag.length),
      ],
      tilesLeft: g.bag.length - g.bagPos,
      discards: g.discards,
      moveCount: g.moveCount,
      finished: g.phase === 'over',
      stacks: [g.stacks[0], g.stacks[1], g.stacks[2]],
      drawnTiles: this.drawnTiles(),
      moves: this.moves(),
    };
  }

  /** The followers on the board in the order placed. */
  followers(): CityFollower[] {
    return this.followerSpots() as CityFollower[];
  }

  /** Move strings of the game so far. */
  moves(): string[] {
    let p = 0;
    return this.game.history.map((h, i) => this.moveText(i, (h & 3) === 0 ? p++ : -1));
  }

  /** The last move's string (each move played reports it; null before the first). */
  lastMove(): string | null {
    const g = this.game;
    const i = g.history.length - 1;
    // No opening tile: the placements are the history's placements, the last one last.
    return i < 0 ? null : this.moveText(i, (g.history[i]! & 3) === 0 ? g.placedCount - 1 : -1);
  }

  /** The string of history entry `i` (`placement`: its placement's index, -1 for a wall move). */
  private moveText(i: number, placement: number): string {
    const g = this.game;
    const h = g.history[i]!;
    const type = placement < 0 ? -1 : g.placedType[placement]!;
    const kept = this.keptMoveText(i, h, type);
    if (kept !== null) return kept;
    const edge = (e: number) => ({ x: g.xOf(e >> 2), y: g.yOf(e >> 2), side: SIDES[e & 3]! as Side });
    const v = Math.floor(h / 4);
    const move =
      (h & 3) === 0
        ? this.placeMoveAt(placement, v)
        : (h & 3) === 1
          ? { type: 'gate' as const, ...edge(v) }
          : (h & 3) === 2
            ? { type: 'wall' as const, ...edge(v >> 1), guard: (v & 1) === 1 }
            : { type: 'tower' as const, at: v === 0 ? null : edge(v - 1) };
    return this.keepMoveText(i, h, type, writeMove(move));
  }

  /** The record of this game (a fresh value), with the full draw order and stacks, so it replays alone. */
  toRecord(): CityRecord {
    const g = this.game;
    return {
      format: 'carcassonne-record/1',
      game: 'the-city',
      preset: 'the-city',
      players: copyPlayers(this.players),
      ...(this.setup.seed !== undefined ? { seed: this.setup.seed } : {}),
      tiles: this.drawOrder(),
      stacks: [...g.stacks],
      moves: this.moves(),
    };
  }
}

const DUE: Record<Exclude<CityPhase, 'over'>, string> = {
  place: 'a tile placement',
  follower: 'a tile placement',
  gate: 'the city gate',
  wall: 'a wall piece',
  tower: 'a tower move (an end of the wall or "tower -")',
};

export function createCityMatch(setup: CitySetup): Result<CityMatch> {
  return CityMatch.create(setup);
}

/** Tiles still to come in the stack between bag positions `from` and `to`, with `drawn` tiles drawn. */
function stackLeft(drawn: number, from: number, to: number): number {
  return to - Math.max(from, Math.min(drawn, to));
}
