import { err, ok, type Result } from '../core/result.js';
import { portIndex, ROTATIONS, SIDES, type Port, type Rotation, type Side } from '../core/ports.js';
import { formatMove, placeMoveOf, type Move } from '../core/notation.js';
import { readMove, readPlacement } from '../core/move-shape.js';
import { segmentPort } from '../core/tile-compile.js';
import type { CityScoreEvent } from './events.js';
import { CityGame, type CityPhase } from './game.js';
import { validateCitySetup, type CityPlayer, type CitySetup, type ValidCitySetup } from './setup.js';
import { checkPlacement, checkFollower, checkGate, checkWall, checkTower } from './checks.js';
import { cityView, type CityPlayerView } from './view.js';
import { copyEvents, copyPlayers } from '../core/copies.js';

/** A game record of The City (notation.md). */
export interface CityRecord {
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
export class CityMatch {
  readonly game: CityGame;
  readonly setup: CitySetup;
  readonly players: readonly CityPlayer[];
  private readonly valid: ValidCitySetup;

  private constructor(valid: ValidCitySetup, game?: CityGame) {
    this.valid = valid;
    this.setup = valid.setup;
    this.players = valid.setup.players;
    this.game =
      game ??
      new CityGame({ tileSet: valid.tileSet, players: this.players.length, bag: valid.bag, stacks: valid.stacks, recordEvents: true });
  }

  static create(setup: CitySetup): Result<CityMatch> {
    const v = validateCitySetup(setup);
    return v.ok ? ok(new CityMatch(v.value)) : v;
  }

  clone(): CityMatch {
    return new CityMatch(this.valid, this.game.clone());
  }

  get finished(): boolean {
    return this.game.phase === 'over';
  }
  get phase(): CityPhase {
    return this.game.phase;
  }
  /** The seat whose decision is due (-1 when the game is over). */
  get actor(): number {
    return this.game.actor;
  }
  /** The events so far (a fresh copy). */
  get events(): readonly CityScoreEvent[] {
    return copyEvents(this.game.events ?? []);
  }
  get drawnTile(): string | null {
    return this.game.drawn < 0 ? null : this.game.types[this.game.drawn]!.id;
  }

  /** Every legal move of the current decision (placements include each follower choice). */
  legalMoves(): Move[] {
    const g = this.game;
    const out: Move[] = [];
    const edge = (e: number) => ({ x: g.xOf(e >> 2), y: g.yOf(e >> 2), side: SIDES[e & 3]! as Side });
    switch (g.phase) {
      case 'place': {
        const t = g.types[g.drawn]!;
        for (let i = 0; i < g.legalCount; i++) {
          const code = g.legal[i]!;
          const pl = { type: 'place' as const, tile: t.id, x: g.xOf(code >> 2), y: g.yOf(code >> 2), rotation: ROTATIONS[code & 3]! };
          out.push(pl);
          for (const port of this.followerPorts(pl)) out.push({ ...pl, follower: port });
        }
        break;
      }
      case 'gate':
        for (let i = 0; i < g.choiceCount; i++) out.push({ type: 'gate', ...edge(g.choices[i]!) });
        break;
      case 'wall':
        for (let i = 0; i < g.choiceCount; i++) out.push({ type: 'wall', ...edge(g.choices[i]! >> 1), guard: (g.choices[i]! & 1) === 1 });
        break;
      case 'tower':
        for (let i = 0; i < g.choiceCount; i++) {
          const o = g.choices[i]!;
          out.push({ type: 'tower', at: o < 0 ? null : edge(g.wallSequence[o === 0 ? g.head : g.tail]!) });
        }
        break;
      default:
        break;
    }
    return out;
  }

  legalMoveStrings(): string[] {
    return this.legalMoves().map(formatMove);
  }

  /** The ports where a follower may go for a placement of the drawn tile (one port per segment). */
  followerPorts(placement: { x: number; y: number; rotation: Rotation }): Port[] {
    const g = this.game;
    const read = readPlacement(placement);
    if (!read.ok) return [];
    const pl = read.value;
    if (g.phase !== 'place' || !checkPlacement(this, this.drawnTile ?? '', pl).ok) return [];
    const t = g.types[g.drawn]!;
    const r = pl.rotation / 90;
    const out: Port[] = [];
    for (let s = 0; s < t.segCount; s++) if (checkFollower(this, pl, s).ok) out.push(segmentPort(t.base, r, s));
    return out;
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
        const chk = checkPlacement(this, m.tile, m);
        if (!chk.ok) return chk;
        let seg = -1;
        if (m.follower !== undefined) {
          const t = g.types[g.drawn]!;
          seg = t.portSeg[(m.rotation / 90) * 13 + portIndex(m.follower)] ?? -1;
          if (seg < 0) return err('no-such-segment', `tiles of The City have no centre port (${m.follower})`);
          const f = checkFollower(this, m, seg);
          if (!f.ok) return f;
        }
        g.placeTile((g.cellOf(m.x, m.y) << 2) | (m.rotation / 90));
        g.finishTurn(seg);
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
    return ok(copyEvents(g.events ? g.events.slice(before) : []));
  }

  view(): CityPlayerView {
    return cityView(this);
  }

  /** Move strings of the game so far. */
  moves(): string[] {
    const g = this.game;
    const out: string[] = [];
    const edge = (e: number) => ({ x: g.xOf(e >> 2), y: g.yOf(e >> 2), side: SIDES[e & 3]! as Side });
    let p = 0;
    for (const h of g.history) {
      const v = Math.floor(h / 4);
      switch (h & 3) {
        case 0: {
          const code = v >> 4;
          const seg = (v & 15) - 1;
          out.push(formatMove(placeMoveOf(g, g.types[g.placedType[p++]!]!.base, code, seg)));
          break;
        }
        case 1:
          out.push(formatMove({ type: 'gate', ...edge(v) }));
          break;
        case 2:
          out.push(formatMove({ type: 'wall', ...edge(v >> 1), guard: (v & 1) === 1 }));
          break;
        default:
          out.push(formatMove({ type: 'tower', at: v === 0 ? null : edge(v - 1) }));
      }
    }
    return out;
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
      tiles: Array.from(g.bag, (i) => g.types[i]!.id),
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
