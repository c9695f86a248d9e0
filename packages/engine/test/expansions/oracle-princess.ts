/**
 * The scoring oracle's part for The Princess & the Dragon (docs/rules/the-princess-and-the-dragon.md
 * PD2–PD7), written from the rules page alone: where the dragon and the fairy are, the flight
 * (its steps, its squares, whose step it is), the fairy's points, the princess and the portal.
 * Like oracle.ts it takes nothing from the engine but the moves, who played them and whether the
 * game is over; features are the scoring oracle's breadth-first searches.
 */
import type { Oracle, OracleMove, Piece } from './oracle.js';
import { portIndexOf, SIDE_DX, SIDE_DY } from './oracle-tiles.js';

/** PD1's symbols, by the rules page's letters. */
export const VOLCANOES = new Set(['PdA', 'PdB', 'PdC', 'PdD', 'PdE', 'PdF']);
export const DRAGONS = new Set(['PdG', 'PdH', 'PdI', 'PdJ', 'PdK', 'PdL', 'PdM', 'PdN', 'PdO', 'PdP', 'PdQ']);
export const PORTALS = new Set(['PdR', 'PdS', 'PdT', 'PdU', 'PdV', 'PdW']);
/** Sides N, E, S, W as the dragon's moves name them. */
export const SIDES = ['N', 'E', 'S', 'W'] as const;

const sq = (x: number, y: number) => `${x},${y}`;
/** The pieces the fairy may stand beside and the princess may send home: followers of any kind (PD5, PD7). */
export const isFollower = (p: Piece) =>
  p.figure === 'follower' ||
  p.figure === 'big' ||
  p.figure === 'abbot' ||
  p.figure === 'mayor' ||
  p.figure === 'wagon';

/** A move's fairy, princess or portal (the engine's notation: a use and a port of a tile on the board). */
export interface Special {
  readonly use: string;
  readonly x: number;
  readonly y: number;
  readonly port: string;
}

/** What the scoring oracle calls while it plays and scores. */
export interface Extras {
  scored(pieces: readonly Piece[]): void;
  placed(move: OracleMove): void;
}

interface Flight {
  readonly owner: number;
  steps: number;
  readonly visited: Set<string>;
}

export class PrincessDragon implements Extras {
  dragon: { x: number; y: number } | null = null;
  fairy: { x: number; y: number } | null = null;
  /** The follower the fairy stands beside (one of `oracle.pieces`), or none. */
  guarded: Piece | null = null;
  flight: Flight | null = null;
  /** Whose move is next: a flight's step, or the next tile. */
  current = 0;
  private second = false;

  constructor(readonly oracle: Oracle) {
    oracle.extras = this;
  }

  /** PD7.4: the feature of the fairy's follower scores (`pieces`: the pieces it scores for). */
  scored(pieces: readonly Piece[]): void {
    const g = this.guarded;
    if (g === null || !pieces.includes(g)) return;
    this.oracle.scores[g.player]! += 3;
    this.guarded = null;
  }

  /** Step 2 of a placement, before scoring: the volcano, and the fairy, princess or portal (PD2, PD5–PD7). */
  placed(move: OracleMove): void {
    if (VOLCANOES.has(move.tile)) this.dragon = { x: move.x, y: move.y };
    const s = move.special;
    if (!s) return;
    const segment = this.oracle.segmentAt(s.x, s.y, portIndexOf(s.port));
    const at = (p: Piece) => p.x === s.x && p.y === s.y && p.segment === segment && isFollower(p);
    if (s.use === 'portal') {
      this.oracle.pieces.push({ player: move.player, x: s.x, y: s.y, segment, figure: 'follower' });
    } else if (s.use === 'fairy') {
      this.fairy = { x: s.x, y: s.y };
      this.guarded = this.oracle.pieces.find((p) => at(p) && p.player === move.player) ?? null;
      if (!this.guarded)
        throw new Error(`oracle: no follower of the player's beside the fairy at ${s.x},${s.y}`);
    } else {
      const knight = this.oracle.pieces.find(at);
      if (!knight) throw new Error(`oracle: no knight for the princess at ${s.x},${s.y}`);
      this.sendHome([knight]);
    }
  }

  private sendHome(pieces: readonly Piece[]): void {
    if (this.guarded && pieces.includes(this.guarded)) this.guarded = null;
    this.oracle.pieces = this.oracle.pieces.filter((p) => !pieces.includes(p));
  }

  /** A tile placed (after the scoring oracle's `play`): a flight begins, or the turn ends (PD3, PD4.4). */
  afterPlacement(move: OracleMove, second: boolean, over: boolean): void {
    this.second = second;
    if (DRAGONS.has(move.tile) && this.dragon !== null) {
      this.flight = { owner: move.player, steps: 0, visited: new Set([sq(this.dragon.x, this.dragon.y)]) };
      this.current = move.player;
      if (this.steps().length > 0) return;
    }
    this.flight = null;
    this.endTurn(move.player, over);
  }

  /** The sides the dragon may step to (PD4.2): a tile there, not visited in this flight, not the fairy's square. */
  steps(): string[] {
    const d = this.dragon;
    if (!this.flight || !d) return [];
    return SIDES.filter((_, side) => {
      const to = sq(d.x + SIDE_DX[side]!, d.y + SIDE_DY[side]!);
      const fairy = this.fairy ? sq(this.fairy.x, this.fairy.y) : '';
      return this.oracle.board.has(to) && !this.flight!.visited.has(to) && to !== fairy;
    });
  }

  /** One step of the flight by `player` (PD4.1, PD4.3): every piece on the square entered goes home. */
  step(player: number, side: string, over: boolean): void {
    const f = this.flight;
    const d = this.dragon;
    if (!f || !d) throw new Error('oracle: no flight under way');
    if (player !== (f.owner + f.steps) % this.oracle.players) throw new Error(`oracle: step by ${player}`);
    if (!this.steps().includes(side)) throw new Error(`oracle: the dragon may not step ${side}`);
    const i = SIDES.indexOf(side as (typeof SIDES)[number]);
    this.dragon = { x: d.x + SIDE_DX[i]!, y: d.y + SIDE_DY[i]! };
    this.sendHome(this.oracle.pieces.filter((p) => p.x === this.dragon!.x && p.y === this.dragon!.y));
    f.visited.add(sq(this.dragon.x, this.dragon.y));
    f.steps++;
    this.current = (f.owner + f.steps) % this.oracle.players;
    if (f.steps < 6 && this.steps().length > 0) return;
    this.flight = null;
    this.endTurn(f.owner, over);
  }

  /** The turn of `placer` ends: the same player's second tile, or the next player's turn with the fairy's point (PD7.3). */
  private endTurn(placer: number, over: boolean): void {
    this.current = this.second ? placer : (placer + 1) % this.oracle.players;
    const g = this.guarded;
    if (!this.second && !over && g !== null && g.player === this.current) this.oracle.scores[g.player]! += 1;
  }

  /** After the final scoring: a fairy still beside a farmer gives its owner 3 (PD7.4). */
  finish(): void {
    if (this.guarded && this.oracle.pieces.includes(this.guarded)) this.scored([this.guarded]);
  }
}
