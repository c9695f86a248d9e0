import { Game } from './game.js';
import { err, ok, passed, type Result } from '../core/result.js';
import { quote } from '../core/quote.js';
import { portIndex, type Port } from '../core/ports.js';
import {
  CORNERS,
  placeMoveOf,
  writeMove,
  type DragonMove,
  type PassMove,
  type PlaceMove,
  type WagonMove,
} from '../core/notation.js';
import { validateSetup, type PlayerInfo, type Setup, type ValidSetup } from './setup.js';
import { CARCASSONNE_RULES, type Rules } from './tables.js';
import type { TileType } from '../core/tile-compile.js';
import type { ScoreEvent } from './events.js';
import { copyPlayers } from '../core/copies.js';
import { readMove } from '../core/move-shape.js';
import { BoardMatch, type Placement, type PlacedTile } from '../core/match.js';
import { checkFollower, checkPiece, checkPlacement, checkRecall, followerRefusal } from './checks.js';
import {
  FIGURE_ABBOT,
  FIGURE_BARN,
  FIGURE_BIG,
  FIGURE_BUILDER,
  FIGURE_FOLLOWER,
  FIGURE_MAYOR,
  FIGURE_NAMES,
  FIGURE_PIG,
  FIGURE_RECALL,
  FIGURE_WAGON,
  historyCode,
  historyFigure,
  historySegment,
  RECALL_CHOICE,
} from './figures.js';
import { Neighbours } from './neighbours.js';
import { moveTextsOfDrawn, noTileMoveText } from './move-texts.js';
import { segmentPort } from '../core/tile-compile.js';
import { HAND_SIZE } from './hands.js';
import { handFields, unseenBy } from './hand-view.js';
import { expansionFields, figureSpotsOf, namedFollowers } from './view-parts.js';
import { checkDragon, checkSpecial, dragonMoves, specialMoves, specialOf } from './dragon-moves.js';
import { placesNoTile, SPECIAL_ENTRY } from './dragon-turn.js';
import { abbeyMoves, playAbbey, playPass } from './abbey-moves.js';
import { ABBEY_TILE } from './tiles/abbey-mayor.js';
import { playWagon, wagonMoves } from './wagon-moves.js';
import { chooseHandTile } from './hand-turn.js';
import { barnMoves, checkBarn } from './barn-moves.js';

export type { Placement, PlacedTile };

export type { FigureOnBoard, FollowerOnBoard, GameRecord, GoodsHeld, PlayerView } from './view-types.js';
import type { FigureOnBoard, FollowerOnBoard, GameRecord, PlayerView } from './view-types.js';

/**
 * A game with its players, checked moves and conversions to records, views and JSON.
 * Every method that takes outside input validates it and leaves the state unchanged
 * on refusal. `game` gives the fast unchecked core to bots.
 */
export class Match extends BoardMatch<Game, ScoreEvent> {
  readonly game: Game;
  readonly setup: Setup;
  readonly players: readonly PlayerInfo[];

  private constructor(
    valid: ValidSetup,
    private readonly rules: Rules,
    game?: Game,
  ) {
    super();
    this.setup = valid.setup;
    this.players = valid.setup.players;
    this.game =
      game ??
      new Game({
        tileSet: valid.tileSet,
        options: valid.options,
        scoring: valid.scoring,
        players: this.players.length,
        bag: valid.bag,
        recordEvents: true,
      });
  }

  /** A match of `setup`, checked against the tables of `rules` (the engine's own by default). */
  static create(setup: Setup, rules: Rules = CARCASSONNE_RULES): Result<Match> {
    const v = validateSetup(setup, rules);
    return v.ok ? ok(new Match(v.value, rules)) : v;
  }

  /** The match of `valid` over `game`, a core that played it. */
  static over(valid: ValidSetup, game: Game, rules: Rules = CARCASSONNE_RULES): Match {
    return new Match(valid, rules, game);
  }

  clone(): Match {
    const v = validateSetup(this.setup, this.rules);
    if (!v.ok) throw new Error('unreachable: setup was valid');
    return new Match(v.value, this.rules, this.game.clone());
  }

  // ---- legal moves ------------------------------------------------------------------------

  /** The ports where a follower may go for a placement (one port per segment). */
  followerOptions(placement: Placement): Port[] {
    return this.followerPorts(placement);
  }

  /**
   * All complete moves (placement × follower choice, then the expansions' figures); in the
   * strategic variant for every tile of the turn player's hand, in hand order.
   */
  legalMoves(): (PlaceMove | DragonMove | PassMove | WagonMove)[] {
    const g = this.game;
    if (g.phase === 'dragon') return dragonMoves(g);
    if (g.phase === 'wagon') return wagonMoves(g);
    // Abbey & Mayor's final abbey round (AM2.5): the abbey or a pass.
    if (g.phase === 'abbey') return [...abbeyMoves(this), { type: 'pass' }];
    const out: PlaceMove[] = [];
    this.eachTileInHand(() => out.push(...this.movesOfDrawn()));
    out.push(...abbeyMoves(this));
    return out;
  }

  /** `legalMoves().map(writeMove)`, written without the move objects (the server sends these). */
  legalMoveStrings(): string[] {
    // The dragon's steps and the fairy's, princesses' and portals' choices are written from their moves.
    if (this.game.dragonRules || this.game.phase === 'abbey' || this.game.phase === 'wagon')
      return this.legalMoves().map(writeMove);
    const out: string[] = [];
    this.eachTileInHand(() => moveTextsOfDrawn(this, out));
    for (const move of abbeyMoves(this)) out.push(writeMove(move));
    return out;
  }

  /** `each` with the tile in hand; in the strategic variant with each tile of the hand taken up in turn. */
  private eachTileInHand(each: () => void): void {
    const g = this.game;
    const hands = g.hands;
    if (hands === null || g.phase !== 'place') {
      each();
      return;
    }
    const kept = hands.slot;
    const seen = new Set<number>();
    for (let s = 0; s < HAND_SIZE; s++) {
      const t = hands.at(g.current, s);
      if (t < 0 || seen.has(t)) continue;
      seen.add(t);
      g.chooseSlot(s);
      each();
    }
    g.chooseSlot(kept);
  }

  /** The legal tile placements only (none while the dragon flies): `legalMoves` for callers that place tiles. */
  placeMoves(): PlaceMove[] {
    return this.legalMoves().filter((m): m is PlaceMove => m.type === 'place');
  }

  /** The strategic variant: the player to move takes up a tile of their hand (`chooseHandTile`). */
  chooseTile(tile: string): Result<true> {
    return chooseHandTile(this.game, tile);
  }

  /** The complete moves of the tile in hand. */
  private movesOfDrawn(): PlaceMove[] {
    const tile = this.drawnTile;
    if (tile === null) return [];
    const out: PlaceMove[] = [];
    const figures = this.figuresInPlay();
    const g = this.game;
    const recall = g.figures.abbots && g.figures.abbot[g.current]! >= 0;
    for (const pl of this.legalPlacements()) {
      // What the placement meets, read once for all its segments and figures.
      const around = new Neighbours(this, pl);
      // Fields written out, not spread: the same keys in the same order, at less cost.
      const { x, y, rotation } = pl;
      out.push({ type: 'place', tile, x, y, rotation });
      if (recall) out.push({ type: 'place', tile, x, y, rotation, recall: true });
      for (const port of this.figurePorts(pl, FIGURE_FOLLOWER, around))
        out.push({ type: 'place', tile, x, y, rotation, follower: port });
      for (const figure of figures) {
        for (const port of this.figurePorts(pl, figure, around))
          out.push({ type: 'place', tile, x, y, rotation, follower: port, figure: FIGURE_NAMES[figure]! });
      }
      // Abbey & Mayor: the barn on a corner instead of a piece (AM5).
      if (g.figures.mayors) out.push(...barnMoves(this, { type: 'place', tile, x, y, rotation }, around));
      // The Princess & the Dragon: the fairy, the princess and portals instead of a piece.
      if (g.dragonRules)
        out.push(
          ...specialMoves(g, (g.cellOf(x, y) << 2) | (rotation / 90), {
            type: 'place',
            tile,
            x,
            y,
            rotation,
          }),
        );
    }
    return out;
  }

  /** The figure codes the expansions of this match bring (`Figures`). */
  figuresInPlay(): number[] {
    const f = this.game.figures;
    return [
      ...(f.big ? [FIGURE_BIG] : []),
      ...(f.traders ? [FIGURE_BUILDER, FIGURE_PIG] : []),
      ...(f.abbots ? [FIGURE_ABBOT] : []),
      ...(f.mayors ? [FIGURE_MAYOR, FIGURE_WAGON] : []),
    ];
  }

  /** The ports where a figure may go for a placement already known to be legal (one port per segment; `around`: what it meets, when already read). */
  figurePorts(pl: Placement, figure: number, around = new Neighbours(this, pl)): Port[] {
    const g = this.game;
    const t = g.types[g.drawn]!;
    const out: Port[] = [];
    for (let s = 0; s < t.segCount; s++)
      if (followerRefusal(this, pl, s, figure, around) === null)
        out.push(segmentPort(t, pl.rotation / 90, s));
    return out;
  }

  /** Check and play a tile placement with its follower or figure; refused, it changes nothing. */
  protected override playPlacement(m: PlaceMove): Result<true> {
    const g = this.game;
    if (m.tile === ABBEY_TILE) return playAbbey(this, m);
    const placed = this.checkPlacement(m.tile, m);
    if (!placed.ok) return placed;
    let choice = -1;
    if (m.special !== undefined) {
      const code = (g.cellOf(m.x, m.y) << 2) | (m.rotation / 90);
      const c = checkSpecial(g, code, m.special, this.players[g.current]!.name);
      if (!c.ok) return c;
      choice = c.value;
    } else if (m.barn !== undefined) {
      const b = checkBarn(this, { ...m, barn: m.barn });
      if (!b.ok) return b;
      choice = b.value;
    } else if (m.recall === true) {
      const r = checkRecall(this);
      if (!r.ok) return r;
      choice = RECALL_CHOICE;
    } else if (m.follower !== undefined) {
      const t = g.types[g.drawn]!;
      const seg = t.portSeg[(m.rotation / 90) * 13 + portIndex(m.follower)] ?? -1;
      if (seg < 0) return err('no-such-segment', this.noSegment(t));
      const piece = checkPiece(this, m, seg, m.follower);
      if (!piece.ok) return piece;
      choice = piece.value;
    }
    g.placeTile((g.cellOf(m.x, m.y) << 2) | (m.rotation / 90));
    g.finishTurn(choice);
    return passed;
  }

  /** The move of placement `p` from its history entry (`historyBits`, figures.ts). */
  protected override placeMoveAt(p: number, history: number): PlaceMove {
    const g = this.game;
    const figure = historyFigure(history);
    const t = g.types[g.placedType[p]!]!;
    const squares = g.historySquares;
    const code = historyCode(history);
    const segment = historySegment(history);
    if (figure === FIGURE_BARN) return { ...placeMoveOf(squares, t, code, -1), barn: CORNERS[segment]! };
    const move = placeMoveOf(squares, t, code, segment, FIGURE_NAMES[figure]);
    return figure === FIGURE_RECALL ? { ...move, recall: true } : move;
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
    if (this.game.phase === 'over') return err('game-over', 'the game is over');
    if (m.type === 'wagon' || this.game.phase === 'wagon') {
      const before = this.game.events?.length ?? 0;
      const played = playWagon(this.game, m, this.players[this.game.current]!.name);
      return played.ok ? ok(this.eventsSince(before)) : played;
    }
    if (m.type === 'dragon') return this.playDragon(m);
    if (this.game.phase === 'dragon')
      return err('wrong-phase', 'the dragon is flying: a step of it ("dragon N", E, S or W) is due');
    if (m.type === 'pass' || this.game.phase === 'abbey') {
      const before = this.game.events?.length ?? 0;
      const played = playPass(this, m);
      return played.ok ? ok(this.eventsSince(before)) : played;
    }
    if (m.type !== 'place')
      return err(
        'wrong-phase',
        `a ${m.type} move belongs to The City, not to this game; a tile placement is due`,
      );
    const g = this.game;
    const hands = g.hands;
    const kept = hands?.slot ?? 0;
    if (hands !== null && m.tile !== this.drawnTile && m.tile !== ABBEY_TILE) {
      // Strategic variant: the move names the tile of the hand it plays.
      const type = g.tileSet.byId.get(m.tile)?.index ?? -1;
      const slot = type < 0 ? -1 : hands.slotOf(g.current, type);
      if (slot < 0)
        return err('not-in-hand', `tile ${quote(m.tile)} is not in the hand of the player to move`);
      g.chooseSlot(slot);
    }
    const before = g.events?.length ?? 0;
    const played = this.playPlacement(m);
    if (!played.ok && hands !== null && hands.slot !== kept) g.chooseSlot(kept);
    return played.ok ? ok(this.eventsSince(before)) : played;
  }

  /** The Princess & the Dragon: one step of the dragon's flight by the player whose step it is. */
  private playDragon(m: DragonMove): Result<readonly ScoreEvent[]> {
    const g = this.game;
    const fairy = this.players[g.current]!.name;
    const side = checkDragon(g, m, fairy);
    if (!side.ok) return side;
    const before = g.events?.length ?? 0;
    g.moveDragon(side.value);
    return ok(this.eventsSince(before));
  }

  protected checkPlacement(tile: string, pl: Placement): Result<true> {
    return checkPlacement(this, tile, pl);
  }
  protected checkFollower(pl: Placement, seg: number, port?: Port): Result<true> {
    return checkFollower(this, pl, seg, port);
  }
  protected followerSegments(pl: Placement): number {
    const g = this.game;
    if (g.supply[g.current] === 0) return 0;
    let free = 0;
    const around = new Neighbours(this, pl);
    for (let s = 0; s < g.types[g.drawn]!.segCount; s++)
      if (followerRefusal(this, pl, s, FIGURE_FOLLOWER, around) === null) free |= 1 << s;
    return free;
  }
  protected noSegment(t: TileType): string {
    return `tile ${t.id} has no monastery (port C)`;
  }

  // ---- views and records ----------------------------------------------------------------

  followers(): FollowerOnBoard[] {
    return namedFollowers(this.game, this.followerSpots() as FollowerOnBoard[]);
  }

  /** Traders & Builders: the builders and pigs on the board, in seat order. */
  figureSpots(): FigureOnBoard[] {
    return figureSpotsOf(this.game);
  }

  /**
   * What seat `seat` may see; without a seat what every seat may see (a spectator). The same
   * without the strategic variant; with it a seat sees its own hand only, the others' sizes.
   */
  view(seat?: number): PlayerView {
    return this.viewWith(this.board(), seat);
  }

  /** What every seat may see without its board (the moves give it): cheaper, for a digest of the position. */
  viewWithoutBoard(): Omit<PlayerView, 'board'> & { readonly board: undefined } {
    return this.viewWith(undefined);
  }

  /** The view with `board` in its place (undefined: no board, the other keys in the same order). */
  private viewWith<B extends PlayerView['board'] | undefined>(
    board: B,
    seat?: number,
  ): Omit<PlayerView, 'board'> & { readonly board: B } {
    const g = this.game;
    const shown = g.phase !== 'dragon' && g.phase !== 'wagon' && (g.hands === null || seat === g.current);
    return {
      game: 'carcassonne',
      preset: this.setup.preset,
      options: { ...g.options },
      players: copyPlayers(this.players),
      current: g.current,
      phase: g.phase,
      // While the dragon flies or a wagon moves no tile is in hand (the one it came with is on the board).
      drawn: shown ? this.drawnTile : null,
      board,
      followers: this.followers(),
      scores: Array.from(g.scores),
      supply: Array.from(g.supply),
      ...expansionFields(g),
      // Counts in the tile set's table order: nothing in the view follows the hidden draw order.
      remaining: g.hands === null ? this.remainingById(g.bagPos, g.bag.length) : unseenBy(g, seat),
      tilesLeft: g.bag.length - g.bagPos,
      discards: g.discards,
      moveCount: g.moveCount,
      finished: g.phase === 'over',
      drawnTiles: g.hands === null ? this.drawnTiles() : g.hands.revealed.map((t) => g.types[t]!.id),
      moves: this.moves(),
      ...(g.hands === null ? {} : handFields(g, g.hands, seat)),
    };
  }

  /** Move strings of the game so far. */
  moves(): string[] {
    const start = this.game.tileSet.start ? 1 : 0;
    let placed = 0;
    return this.game.history.map((h, i) => this.moveText(i, placesNoTile(h) ? -1 : start + placed++));
  }

  /** The last move's string (each move played reports it; null before the first). */
  lastMove(): string | null {
    const g = this.game;
    const i = g.history.length - 1;
    return i < 0 ? null : this.moveText(i, g.placedCount - 1);
  }

  /** The string of history entry `i`, placement `p` (the start tile, if any, is placement 0: not a move). */
  private moveText(i: number, p: number): string {
    const g = this.game;
    const code = g.history[i]!;
    const noTile = noTileMoveText(g, code);
    if (noTile !== null) return noTile;
    const type = g.placedType[p]!;
    const special = code & SPECIAL_ENTRY ? g.placedSpecial[p]! : -1;
    if (special >= 0)
      return writeMove({ ...this.placeMoveAt(p, code & ~SPECIAL_ENTRY), special: specialOf(g, special) });
    return (
      this.keptMoveText(i, code, type) ??
      this.keepMoveText(i, code, type, writeMove(this.placeMoveAt(p, code)))
    );
  }

  /** The record of this game (a fresh value); with the full draw order (`tiles`), so it replays alone. */
  toRecord(): GameRecord {
    return {
      format: 'carcassonne-record/1',
      game: 'carcassonne',
      preset: this.setup.preset,
      ...(this.setup.options ? { options: { ...this.setup.options } } : {}),
      players: copyPlayers(this.players),
      ...(this.setup.seed !== undefined ? { seed: this.setup.seed } : {}),
      tiles: this.drawOrder(),
      moves: this.moves(),
    };
  }
}
