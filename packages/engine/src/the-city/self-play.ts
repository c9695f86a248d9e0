import { copyPlayers } from '../core/copies.js';
import { placeMoveText } from '../core/notation.js';
import { SIDES } from '../core/ports.js';
import { ok, type Result } from '../core/result.js';
import type { Mulberry32 } from '../core/rng.js';
import type { SelfPlayer } from '../core/self-play.js';
import { shuffledTypes } from '../core/setup.js';
import { CityGame } from './game.js';
import type { CityRecord } from './match.js';
import { playCityRandomly } from './random.js';
import { type CitySetup, type ValidCitySetup, validateCitySetup } from './setup.js';

/**
 * Self-play of The City on one core reset for each game (see `CarcassonneSelfPlay`): a game's
 * record is built only when asked for, straight from the core as it stands.
 */
export class CitySelfPlay implements SelfPlayer {
  private game: CityGame | null = null;
  private seed = '';

  private constructor(private readonly valid: ValidCitySetup) {}

  /** Self-play of `setup` (a seeded game: its seed, tiles and stacks, if any, are ignored). */
  static create(setup: CitySetup): Result<CitySelfPlay> {
    const { tiles: _tiles, stacks: _stacks, ...rest } = setup;
    const v = validateCitySetup({ ...rest, seed: '' });
    return v.ok ? ok(new CitySelfPlay(v.value)) : v;
  }

  play(seed: string, rng: Mulberry32): void {
    const { tileSet, stacks, setup } = this.valid;
    const bag = shuffledTypes(tileSet, seed);
    if (this.game) this.game.reset(bag);
    else this.game = new CityGame({ tileSet, players: setup.players.length, bag, stacks: [...stacks] });
    this.seed = seed;
    playCityRandomly(this.game, rng);
  }

  get scores(): ArrayLike<number> {
    return this.played().scores;
  }

  get discards(): number {
    return this.played().discards;
  }

  /** The record `CityMatch.toRecord` gives for the game (`self-play.test.ts` compares them), built straight from the core. */
  record(): CityRecord {
    const game = this.played();
    const types = game.types;
    const tiles = new Array<string>(game.bag.length);
    for (let i = 0; i < tiles.length; i++) tiles[i] = types[game.bag[i]!]!.id;
    const history = game.history;
    const moves = new Array<string>(history.length);
    let placed = 0;
    for (let i = 0; i < history.length; i++) {
      // History: value·4 + kind (0 placement, 1 gate, 2 wall, 3 tower), as `CityMatch.moves` reads it.
      const h = history[i]!;
      const v = Math.floor(h / 4);
      switch (h & 3) {
        case 0:
          moves[i] = placeMoveText(game, types[game.placedType[placed++]!]!, v >> 4, (v & 15) - 1);
          break;
        case 1:
          moves[i] = `gate ${edgeText(game, v)}`;
          break;
        case 2:
          moves[i] =
            (v & 1) === 1 ? `wall ${edgeText(game, v >> 1)} guard` : `wall ${edgeText(game, v >> 1)}`;
          break;
        default:
          moves[i] = v === 0 ? 'tower -' : `tower ${edgeText(game, v - 1)}`;
      }
    }
    return {
      format: 'carcassonne-record/1',
      game: 'the-city',
      preset: 'the-city',
      players: copyPlayers(this.valid.setup.players),
      seed: this.seed,
      tiles,
      stacks: [...game.stacks],
      moves,
    };
  }

  private played(): CityGame {
    if (!this.game) throw new Error('no game played yet');
    return this.game;
  }
}

/** An edge (cell·4 + side) as notation writes it: x,y,side. */
function edgeText(g: CityGame, edge: number): string {
  return `${g.xOf(edge >> 2)},${g.yOf(edge >> 2)},${SIDES[edge & 3]!}`;
}
