import { err, ok, type Result } from '../core/result.js';
import type { Move } from '../core/notation.js';
import { describeValue, quote } from '../core/quote.js';
import { replayEventOf, type ReplayReport } from '../core/record.js';
import type { BaseScoreEvent } from '../core/events.js';
import type { BaseRecord, BaseView } from '../core/view.js';
import type { Port } from '../core/ports.js';
import type { Aids } from '../core/aids.js';
import type {
  GameMatch,
  MatchSetup,
  Placement,
  PlayOutcome,
  Player,
  TileCatalog,
  Versioned,
} from './definition.js';
import type { GameId } from './registry.js';

/** What each game's match class offers the common wrapper: `V` its view, `R` its record. */
export interface InnerMatch<V extends BaseView = BaseView, R extends BaseRecord = BaseRecord> {
  readonly players: readonly Player[];
  readonly finished: boolean;
  readonly drawnTile: string | null;
  readonly game: { readonly scores: Int32Array; readonly history: readonly number[] };
  legalMoves(): Move[];
  /** `legalMoves()` in notation (`writeMove`), in the same order. */
  legalMoveStrings(): string[];
  play(move: unknown): Result<readonly BaseScoreEvent[]>;
  /** The strategic variant: take up a tile of the hand of the player to move (absent elsewhere). */
  chooseTile?(tile: string): Result<true>;
  /** Seat `seat`'s view; without a seat what every seat may see. */
  view(seat?: number): V;
  /** What every seat may see with its board left out (`board: undefined`; the other keys in the view's order). */
  viewWithoutBoard(): Omit<V, 'board'> & { readonly board: undefined };
  moves(): string[];
  /** The last move's string, null before the first: what `play` reports, without listing every move. */
  lastMove(): string | null;
  toRecord(): R;
}

/** The parts that differ between games. */
export interface InnerHooks<M extends InnerMatch> {
  readonly game: GameId;
  actor(match: M): number;
  phase(match: M): string;
  report(match: M, squares: boolean): ReplayReport;
  placements(match: M): Placement[];
  followerOptions(match: M, placement: Placement): Port[];
  clone(match: M): M;
  aids(match: M): Aids;
}

/**
 * One implementation of `GameMatch` for every game: seats, versions and notation on top of a
 * game's match `M`, whose view is `V` and record `R`.
 */
export class CheckedMatch<V extends BaseView, R extends BaseRecord, M extends InnerMatch<V, R>>
  implements GameMatch<V, R>
{
  constructor(
    readonly inner: M,
    readonly preset: string,
    readonly tiles: TileCatalog,
    private readonly hooks: InnerHooks<M>,
  ) {}

  get game(): GameId {
    return this.hooks.game;
  }
  get players(): readonly Player[] {
    return this.inner.players.map((p) => ({ name: p.name, color: p.color }));
  }
  get version(): number {
    return this.inner.game.history.length;
  }
  get finished(): boolean {
    return this.inner.finished;
  }
  get actor(): number {
    return this.inner.finished ? -1 : this.hooks.actor(this.inner);
  }
  get phase(): string {
    return this.inner.finished ? 'over' : this.hooks.phase(this.inner);
  }
  get drawnTile(): string | null {
    return this.inner.drawnTile;
  }
  get scores(): readonly number[] {
    return Array.from(this.inner.game.scores);
  }

  legalMoves(): Move[] {
    return this.inner.legalMoves();
  }
  legalMoveStrings(): string[] {
    return this.inner.legalMoveStrings();
  }
  placements(): Placement[] {
    return this.phase === 'place' ? this.hooks.placements(this.inner) : [];
  }
  followerOptions(placement: Placement): Port[] {
    return this.hooks.followerOptions(this.inner, placement);
  }

  play(seat: number, move: unknown, expectedVersion?: number): Result<PlayOutcome> {
    if (this.inner.finished) return err('game-over', 'the game is over');
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= this.inner.players.length)
      return err('not-your-turn', `there is no seat ${describeValue(seat)} in this game`);
    // A move against an old version is stale before anything else: the turn may have passed
    // since, and "not your turn" would hide that the client missed a move.
    if (expectedVersion !== undefined && expectedVersion !== this.version)
      return err(
        'stale-state',
        `the move was made against version ${describeValue(expectedVersion)}; the game is at version ${this.version}`,
      );
    const actor = this.hooks.actor(this.inner);
    if (seat !== actor)
      return err(
        'not-your-turn',
        `it is ${quote(this.inner.players[actor]!.name)}'s turn (seat ${actor}), not seat ${seat}'s`,
      );
    const r = this.inner.play(move);
    if (!r.ok) return r;
    const names = this.inner.players.map((p) => p.name);
    const events = r.value.map((e) => replayEventOf(e, names, true));
    return ok({ seat, move: this.inner.lastMove()!, version: this.version, events });
  }

  chooseTile(tile: string): Result<true> {
    return this.inner.chooseTile
      ? this.inner.chooseTile(tile)
      : err('wrong-phase', 'this game has no hand to choose a tile from');
  }
  view(seat?: number): Versioned<V> {
    return { ...this.inner.view(seat), version: this.version };
  }
  publicView(): Versioned<V> {
    return this.view();
  }
  publicViewWithoutBoard(): Omit<V, 'board'> & { readonly board: undefined; readonly version: number } {
    return { ...this.inner.viewWithoutBoard(), version: this.version };
  }
  moves(): string[] {
    return this.inner.moves();
  }
  toRecord(): R {
    return this.inner.toRecord();
  }
  report(squares = false): ReplayReport {
    return this.hooks.report(this.inner, squares);
  }
  aids(): Aids {
    return this.hooks.aids(this.inner);
  }
  clone(): GameMatch<V, R> {
    return new CheckedMatch<V, R, M>(this.hooks.clone(this.inner), this.preset, this.tiles, this.hooks);
  }
}

/** The draw order a generic setup gives (a seed or a tiles list), as a game's own setup takes it. */
export function drawFields(setup: MatchSetup): {
  readonly seed?: string;
  readonly tiles?: readonly string[];
} {
  return {
    ...(setup.seed !== undefined ? { seed: setup.seed } : {}),
    ...(setup.tiles !== undefined ? { tiles: setup.tiles } : {}),
  };
}

/** A game's match behind the common interface, or its refusal as it is. */
export function wrapped<M, G, E>(created: Result<M, E>, wrap: (match: M) => G): Result<G, E> {
  return created.ok ? ok(wrap(created.value)) : created;
}
