import { deepFreeze } from '../core/frozen.js';
import { ok, type Result } from '../core/result.js';
import type { Mulberry32 } from '../core/rng.js';
import type { SelfPlayer } from '../core/self-play.js';
import { shuffledTypes } from '../core/setup.js';
import { CityGame } from './game.js';
import { type CityRecord, CityMatch } from './match.js';
import { playCityRandomly } from './random.js';
import { type CitySetup, type ValidCitySetup, validateCitySetup } from './setup.js';

/** Self-play of The City on one core reset for each game (see `CarcassonneSelfPlay`). */
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

  record(): CityRecord {
    const game = this.played();
    const setup = deepFreeze({ ...this.valid.setup, seed: this.seed });
    return CityMatch.over({ ...this.valid, setup, bag: Array.from(game.bag) }, game).toRecord();
  }

  private played(): CityGame {
    if (!this.game) throw new Error('no game played yet');
    return this.game;
  }
}
