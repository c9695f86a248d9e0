import { empty } from '../core/carve.js';
import type { ScoringRules } from './scoring.js';
import type { CarcassonneCore } from './contract.js';
import { scoreFinal } from './final.js';
import { riverDraws } from './river.js';
import { DragonTurn, SPECIAL } from './dragon-turn.js';
import { BoardCore } from '../core/board.js';
import { MAX_SEGMENTS } from '../core/tile-compile.js';
import { FOLLOWERS_PER_PLAYER, type PlacementInit } from './placement.js';
import { Hands } from './hands.js';
import { drawAfterPlay, startHandTurn } from './hand-turn.js';
import { ABBEY_CODE, abbeyHoles, holdsAbbey } from './abbey.js';
import { PASS_ENTRY } from './dragon-turn.js';
import { wagonEntry, wagonTargets } from './wagon.js';

export { FOLLOWERS_PER_PLAYER } from './placement.js';
/**
 * `dragon`: a step of the dragon's flight is due (The Princess & the Dragon; `current` takes it).
 * `abbey`: the final abbey round after the last tile (Abbey & Mayor AM2.5): `current` places their
 * abbey into a hole or passes.
 * `wagon`: after a turn's scoring, `current` moves their wagon on or takes it home (Abbey & Mayor AM4).
 */
export type Phase = 'place' | 'follower' | 'dragon' | 'abbey' | 'wagon' | 'over';

export interface GameInit extends PlacementInit {
  /** Draw order after the start tile, as tile-type indices. */
  readonly bag: ArrayLike<number>;
  /** How features and farms score; the base rules of `options` when absent (an expansion passes its own). */
  readonly scoring?: ScoringRules;
}

/**
 * The mutable game of Carcassonne (Part A) on the shared board core, one concern a layer: where a
 * tile goes and what it joins (`Placement`: features keep their coats of arms at the union-find
 * root, monastery tiles count the tiles of their 3×3 square, The River), the follower step
 * (`FollowerStep`), the hand-off to the `ScoringRules` (`FeatureScoring`), and here the turns:
 * the draw, the tile, the follower, the score, the next player. All moves here are unchecked
 * codes; `Match` validates.
 */
export class Game extends DragonTurn implements CarcassonneCore {
  phase: Phase = 'place';
  /** The strategic variant's hands (null without it): `drawn` is the tile of the turn player's `hands.slot`. */
  readonly hands: Hands | null;
  /** Abbey & Mayor's final abbey round (AM2.5): the seats still to be asked, in turn order from `current`; -1 before it. */
  abbeyRound = -1;
  /** Abbey & Mayor's wagons (AM4): the player whose turn scored them (-1: no wagon to move), and the nodes open to the one to move. */
  wagonTurn = -1;
  readonly wagonOptions: Int32Array;
  wagonOptionCount = 0;

  /**
   * The player whose turn it is, whose tile was placed: `current` but while a wagon's owner moves
   * it (phase `wagon`) or another player steps the dragon (phase `dragon`).
   */
  get turnOwner(): number {
    return this.flightOwner >= 0 ? this.flightOwner : this.wagonTurn >= 0 ? this.wagonTurn : this.current;
  }

  /** `blank`: allocate only (for `clone`); otherwise the start tile is placed and the first tile drawn. */
  constructor(init: GameInit, blank = false) {
    super(init);
    this.hands = init.options.strategic ? new Hands(init.players) : null;
    this.wagonOptions = init.options.abbeyAndMayor
      ? new Int32Array(this.capacity * MAX_SEGMENTS)
      : empty('i32');
    if (!blank) this.start(init.bag);
  }

  /** A new game on these arrays (same tile set, rules and players), another draw order: cheap for self-play. */
  reset(bag: ArrayLike<number>): void {
    this.start(bag);
  }

  private start(bag: ArrayLike<number>): void {
    this.clearBoard(bag);
    this.supply.fill(FOLLOWERS_PER_PLAYER);
    this.figures.reset();
    this.clearPlacement();
    this.clearDragon();
    this.abbeyRound = -1;
    this.wagonTurn = -1;
    this.wagonOptionCount = 0;
    this.riverDraws = riverDraws(this.tileSet, this.bag);
    const start = this.tileSet.start;
    if (start) this.place(this.cellOf(0, 0), 0, start);
    if (this.hands) this.bagPos = this.hands.deal(this.bag, this.bagPos);
    this.drawNext();
  }

  protected override copyNodes(src: this): void {
    super.copyNodes(src);
    if (this.hands && src.hands) this.hands.copyFrom(src.hands);
    this.abbeyRound = src.abbeyRound;
    if (!this.figures.mayors) return;
    this.wagonTurn = src.wagonTurn;
    this.wagonOptions.set(src.wagonOptions.subarray(0, src.wagonOptionCount));
    this.wagonOptionCount = src.wagonOptionCount;
  }

  /** Draw the next tile that fits somewhere (tiles that fit nowhere are discarded); the end when none is left. */
  drawNext(): void {
    if (this.hands ? startHandTurn(this, this.hands) : this.drawPlayable()) {
      this.phase = 'place';
      return;
    }
    this.drawn = -1;
    this.legalCount = 0;
    // Abbey & Mayor: after the last tile every seat in turn may still place its abbey (AM2.5).
    if (this.figures.mayors && this.abbeyRound < 0) {
      this.abbeyRound = this.nPlayers;
      // A builder's second tile (A9) with no tile left to draw: the round begins with the next player.
      if (this.figures.secondTile) {
        this.figures.secondTile = false;
        this.current = (this.current + 1) % this.nPlayers;
      }
    }
    if (this.nextAbbeyTurn()) return;
    this.phase = 'over';
    scoreFinal(this);
  }

  /** The final abbey round: the next seat from `current` holding an abbey with a hole to fill takes it; false when none is left. */
  private nextAbbeyTurn(): boolean {
    const holes: number[] = [];
    while (this.abbeyRound > 0) {
      if (holdsAbbey(this) && abbeyHoles(this, holes) > 0) {
        this.phase = 'abbey';
        return true;
      }
      this.abbeyRound--;
      this.current = (this.current + 1) % this.nPlayers;
    }
    return false;
  }

  /** The final abbey round: the player to move keeps their abbey (the move `pass`). Unchecked. */
  passAbbey(): void {
    this.history.push(PASS_ENTRY);
    this.abbeyRound--;
    this.current = (this.current + 1) % this.nPlayers;
    this.drawNext();
  }

  /** List (or count, `listsLegal` off) the placements of tile type `t`. */
  lookAt(t: number): void {
    if (this.listsLegal) this.computeLegal(t);
    else this.countLegal(t);
  }

  /** The strategic variant: the turn player takes up the tile in hand slot `slot` (it becomes `drawn`). Unchecked. */
  chooseSlot(slot: number): void {
    this.hands!.slot = slot;
    this.drawn = this.hands!.at(this.current, slot);
    this.lookAt(this.drawn);
  }

  /** Place the drawn tile (a code from `legal`), list the follower choices. History: `historyEntry` (figures.ts). */
  placeTile(code: number): void {
    if (code & ABBEY_CODE) {
      this.placeAbbey(code & ~ABBEY_CODE);
      return;
    }
    const t = this.types[this.drawn]!;
    const p = this.place(code >> 2, code & 3, t);
    this.history.push(((this.placedHistoryCell() << 2) | (code & 3)) << 6);
    this.phase = 'follower';
    if (this.dragonRules) this.arrive(p);
    const f = this.figures;
    const builder = f.builder[this.current]!;
    if (builder >= 0 && !f.secondTile) {
      // Extending the feature of the player's builder earns a second tile this turn (A9).
      const at = this.find(builder);
      const base = p * MAX_SEGMENTS;
      for (let s = 0; s < t.segCount; s++) if (this.find(base + s) === at) f.earnedSecond = true;
    }
    this.listFollowerOptions(p, t);
  }

  /**
   * Abbey & Mayor (AM2): the player to move places their abbey on the hole at `code` (cell << 2)
   * instead of the drawn tile, which goes back on top of the stack (the player draws none; in the
   * strategic variant it stays in the hand). History: the abbey's placement as any tile's.
   */
  private placeAbbey(code: number): void {
    const f = this.figures;
    f.abbeySupply[this.current]!--;
    // In the final abbey round (AM2.5) no tile was drawn.
    if (!this.hands && this.phase === 'place') this.bagPos--;
    this.drawn = f.abbeyType;
    const t = this.types[this.drawn]!;
    const p = this.place(code >> 2, 0, t);
    this.history.push(this.placedHistoryCell() << 8);
    this.phase = 'follower';
    this.listFollowerOptions(p, t);
  }

  /**
   * Put the choice `choice` (`segment | figure << 4`, from `followerOptions`; -1: none) on the
   * tile just placed, score, and pass the turn (or, after extending the player's builder's
   * feature, give the same player a second tile).
   */
  finishTurn(choice: number): void {
    const p = this.placedCount - 1;
    if (choice >= SPECIAL) this.putSpecial(choice);
    else if (choice >= 0) this.putChoice(p, choice);
    this.scoreTurn(p);
    this.moveCount++;
    // Abbey & Mayor (AM4): wagons that came off a scored feature move on first.
    if (this.figures.mayors) {
      this.wagonTurn = this.current;
      if (this.nextWagon()) return;
    }
    this.afterScoring(p);
  }

  /** After the scoring (and the wagons): the dragon's flight if a dragon tile began one (PD3–PD4), else the turn's end. */
  private afterScoring(p: number): void {
    if (this.flightDue(p) && this.beginFlight()) {
      this.phase = 'dragon';
      return;
    }
    this.endTurn();
  }

  /**
   * The next owner, in turn order from `wagonTurn`, of a wagon that came off with somewhere to go
   * becomes the player to move (phase `wagon`); a wagon with nowhere to go stays home. False
   * (the turn's player to move again) when none is left.
   */
  private nextWagon(): boolean {
    const from = this.figures.wagonFrom;
    // Most turns score no wagon: no seat to go round.
    let off = false;
    for (let pl = 0; pl < this.nPlayers; pl++) if (from[pl]! >= 0) off = true;
    for (let k = 0; off && k < this.nPlayers; k++) {
      const pl = (this.wagonTurn + k) % this.nPlayers;
      if (from[pl]! < 0) continue;
      this.wagonOptionCount = wagonTargets(this, from[pl]!, this.wagonOptions);
      if (this.wagonOptionCount > 0) {
        this.current = pl;
        this.phase = 'wagon';
        return true;
      }
      from[pl] = -1;
    }
    this.current = this.wagonTurn;
    this.wagonTurn = -1;
    this.wagonOptionCount = 0;
    return false;
  }

  /** Phase `wagon` (AM4): the player to move's wagon goes on to node `node` (from `wagonOptions`), or home (-1). Unchecked. */
  moveWagon(node: number): void {
    const me = this.current;
    const f = this.figures;
    f.wagonFrom[me] = -1;
    if (node >= 0) {
      this.putFollower(node);
      this.supply[me]!++;
      f.wagon[me] = node;
    }
    this.history.push(wagonEntry(node));
    this.phase = 'follower';
    if (!this.nextWagon()) this.afterScoring(this.placedCount - 1);
  }

  /** One step of the dragon's flight towards side `side` (0–3, N E S W; from `dragonOptions`). Unchecked. */
  moveDragon(side: number): void {
    if (!this.stepDragon(side)) this.endTurn();
  }

  /** The turn's end: a builder's second tile, the strategic variant's draw, the next player and their tile. */
  private endTurn(): void {
    const f = this.figures;
    f.secondTile = f.earnedSecond;
    f.earnedSecond = false;
    // An abbey is played instead of the drawn tile, which stays in hand (Abbey & Mayor).
    if (this.hands && this.placedType[this.placedCount - 1] !== f.abbeyType) drawAfterPlay(this, this.hands);
    if (this.abbeyRound > 0) {
      // The final abbey round: the next seat is asked (no turn begins: no fairy point).
      this.abbeyRound--;
      this.current = (this.current + 1) % this.nPlayers;
    } else if (!f.secondTile) this.current = (this.current + 1) % this.nPlayers;
    this.drawNext();
    // The fairy's point comes at the start of a turn (PD7.3): none once the game is over, nor in
    // Abbey & Mayor's final abbey round (no turn begins: AM2.5).
    if (!f.secondTile && this.dragonRules && this.phase === 'place') this.fairyTurnPoint();
  }

  /** A deep copy for search (history and events included); shares only immutable tables. */
  clone(): Game {
    const copy = BoardCore.cloned<Game>(
      this,
      new Game(
        {
          tileSet: this.tileSet,
          options: this.options,
          players: this.nPlayers,
          bag: [],
          scoring: this.rules,
          plane: !this.torus,
        },
        true,
      ),
    );
    copy.placedSpecial.set(this.placedSpecial);
    return copy;
  }
}
