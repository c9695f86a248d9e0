import { copyPlayers } from '../core/copies.js';
import { CORNERS, placeMoveOf, placeMoveText, writeMove } from '../core/notation.js';
import { SIDES } from '../core/ports.js';
import { dragonEntrySide, isDragonEntry, PASS_ENTRY, SPECIAL_ENTRY } from './dragon-turn.js';
import { specialOf } from './dragon-moves.js';
import { isWagonEntry } from './wagon.js';
import { wagonMoveText } from './wagon-moves.js';
import {
  FIGURE_BARN,
  FIGURE_NAMES,
  FIGURE_RECALL,
  historyCode,
  historyFigure,
  historySegment,
} from './figures.js';
import { ok, type Result } from '../core/result.js';
import { Mulberry32, shuffleInPlace } from '../core/rng.js';
import type { SelfPlayer } from '../core/self-play.js';
import { unshuffledTypes } from '../core/setup.js';
import { Game } from './game.js';
import { hasRiver, riverOrder } from './river.js';
import type { GameRecord } from './match.js';
import { playRandomly } from './random.js';
import { type Setup, type ValidSetup, validateSetup } from './setup.js';
import { CARCASSONNE_RULES, type Rules } from './tables.js';

/**
 * Self-play of Carcassonne on one core reset for each game: the setup is checked once, and a
 * game's record is built only when asked for, straight from the core as it stands.
 */
export class CarcassonneSelfPlay implements SelfPlayer {
  private game: Game | null = null;
  private seed = '';
  /** The set's tiles in table order without the start tile, and the draw order shuffled from them (reused). */
  private readonly unshuffled: Uint8Array;
  private readonly order: Uint8Array;

  private constructor(private readonly valid: ValidSetup) {
    const set = valid.tileSet;
    this.unshuffled = Uint8Array.from(unshuffledTypes(set, set.start?.id ?? null));
    this.order = new Uint8Array(this.unshuffled.length);
  }

  /** Self-play of `setup` (its seed and tiles, if any, are ignored: each game brings its seed). */
  static create(setup: Setup, rules: Rules = CARCASSONNE_RULES): Result<CarcassonneSelfPlay> {
    const { tiles: _tiles, ...rest } = setup;
    const v = validateSetup({ ...rest, seed: '' }, rules);
    return v.ok ? ok(new CarcassonneSelfPlay(v.value)) : v;
  }

  play(seed: string, rng: Mulberry32): void {
    const set = this.valid.tileSet;
    // The River's order (its tiles first, the lake last of them) as the checked match deals it.
    const bag = hasRiver(set)
      ? riverOrder(set, seed).map((id) => set.byId.get(id)!.index)
      : this.shuffled(seed);
    if (this.game) this.game.reset(bag);
    else {
      const { options, scoring, setup } = this.valid;
      this.game = new Game({ tileSet: set, options, scoring, players: setup.players.length, bag });
      this.game.listsLegal = false;
    }
    this.seed = seed;
    playRandomly(this.game, rng);
  }

  /** `shuffledTypes` of the set for `seed`, shuffled in place of the last game's order. */
  private shuffled(seed: string): Uint8Array {
    this.order.set(this.unshuffled);
    shuffleInPlace(this.order, Mulberry32.fromSeed(seed));
    return this.order;
  }

  get scores(): ArrayLike<number> {
    return this.played().scores;
  }

  get discards(): number {
    return this.played().discards;
  }

  /** The record `Match.toRecord` gives for the game (`self-play.test.ts` compares them), built straight from the core. */
  record(): GameRecord {
    const game = this.played();
    const { preset, options, players } = this.valid.setup;
    const types = game.types;
    const tiles = new Array<string>(game.bag.length);
    for (let i = 0; i < tiles.length; i++) tiles[i] = types[game.bag[i]!]!.id;
    const start = game.tileSet.start ? 1 : 0;
    const history = game.history;
    const squares = game.historySquares;
    const moves = new Array<string>(history.length);
    let p = start;
    for (let i = 0; i < history.length; i++) {
      // History: `historyBits` (figures.ts); The Princess & the Dragon's steps and special choices (dragon-turn.ts).
      const entry = history[i]!;
      if (entry === PASS_ENTRY) {
        moves[i] = 'pass';
        continue;
      }
      if (isWagonEntry(entry)) {
        moves[i] = wagonMoveText(game, entry);
        continue;
      }
      if (isDragonEntry(entry)) {
        moves[i] = `dragon ${SIDES[dragonEntrySide(entry)]!}`;
        continue;
      }
      const special = entry & SPECIAL_ENTRY ? game.placedSpecial[p]! : -1;
      const t = types[game.placedType[p++]!]!;
      if (special >= 0) {
        const move = placeMoveOf(squares, t, historyCode(entry & ~SPECIAL_ENTRY), -1);
        moves[i] = writeMove({ ...move, special: specialOf(game, special) });
        continue;
      }
      const figure = historyFigure(entry);
      const code = historyCode(entry);
      moves[i] =
        figure === FIGURE_RECALL
          ? `${placeMoveText(squares, t, code, -1)} recall`
          : figure === FIGURE_BARN
            ? `${placeMoveText(squares, t, code, -1)} ${CORNERS[historySegment(entry)]!} barn`
            : placeMoveText(squares, t, code, historySegment(entry), FIGURE_NAMES[figure]);
    }
    return {
      format: 'carcassonne-record/1',
      game: 'carcassonne',
      preset,
      ...(options ? { options: { ...options } } : {}),
      players: copyPlayers(players),
      seed: this.seed,
      tiles,
      moves,
    };
  }

  private played(): Game {
    if (!this.game) throw new Error('no game played yet');
    return this.game;
  }
}
