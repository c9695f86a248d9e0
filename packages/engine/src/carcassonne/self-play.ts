import { deepFreeze } from '../core/frozen.js';
import { ok, type Result } from '../core/result.js';
import type { Mulberry32 } from '../core/rng.js';
import type { SelfPlayer } from '../core/self-play.js';
import { shuffledTypes } from '../core/setup.js';
import { Game } from './game.js';
import { hasRiver, riverOrder } from './river.js';
import { type GameRecord, Match } from './match.js';
import { playRandomly } from './random.js';
import { type Setup, type ValidSetup, validateSetup } from './setup.js';
import { CARCASSONNE_RULES, type Rules } from './tables.js';

/**
 * Self-play of Carcassonne on one core reset for each game: the setup is checked once, and a
 * game's record is built only when asked for, by a match over the core as it stands.
 */
export class CarcassonneSelfPlay implements SelfPlayer {
  private game: Game | null = null;
  private seed = '';

  private constructor(
    private readonly valid: ValidSetup,
    private readonly rules: Rules,
  ) {}

  /** Self-play of `setup` (its seed and tiles, if any, are ignored: each game brings its seed). */
  static create(setup: Setup, rules: Rules = CARCASSONNE_RULES): Result<CarcassonneSelfPlay> {
    const { tiles: _tiles, ...rest } = setup;
    const v = validateSetup({ ...rest, seed: '' }, rules);
    return v.ok ? ok(new CarcassonneSelfPlay(v.value, rules)) : v;
  }

  play(seed: string, rng: Mulberry32): void {
    const set = this.valid.tileSet;
    // The River's order (its tiles first, the lake last of them) as the checked match deals it.
    const bag = hasRiver(set)
      ? riverOrder(set, seed).map((id) => set.byId.get(id)!.index)
      : shuffledTypes(set, seed, set.start?.id ?? null);
    if (this.game) this.game.reset(bag);
    else {
      const { options, scoring, setup } = this.valid;
      this.game = new Game({ tileSet: set, options, scoring, players: setup.players.length, bag });
    }
    this.seed = seed;
    playRandomly(this.game, rng);
  }

  get scores(): ArrayLike<number> {
    return this.played().scores;
  }

  get discards(): number {
    return this.played().discards;
  }

  record(): GameRecord {
    const game = this.played();
    const setup = deepFreeze({ ...this.valid.setup, seed: this.seed });
    return Match.over({ ...this.valid, setup, bag: Array.from(game.bag) }, game, this.rules).toRecord();
  }

  private played(): Game {
    if (!this.game) throw new Error('no game played yet');
    return this.game;
  }
}
