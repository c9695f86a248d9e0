import type { MatchSetup, Move, Port, Rotation } from '@carcassonne/engine';
import type { Budget } from '@carcassonne/ai';
import { Table } from './table.js';
import { botRequest } from './seats.js';
import type { Seat, UiEvent, UiTile, WallTarget, Placement } from './types.js';
import { undoTarget } from './undo.js';
import { abbeyFollowersOf, abbeyPlacementsOf, isAbbeyLaid } from './figures.js';
import { botSeed, fallbackMove, WorkerBot } from '../bots/runner.js';
import { newGameId, type SavedGame } from './autosave.js';
import {
  followerTargets,
  initialTurn,
  turnStep,
  type TurnAction,
  type TurnSource,
  type TurnState,
} from './turn-input.js';
import type { Square } from './types.js';
import type { CodedError } from './errors.js';

export interface BotPort {
  choose(ask: { bot: string; view: unknown; budget: Budget; seed: number }): Promise<Move>;
  cancel(): void;
}

export interface ControllerOptions {
  /** Minimum time a bot appears to think, so people can follow (ms). */
  readonly botDelay: number;
  readonly mctsMs: number;
  /** Lowers the levels' own iteration budgets (a test hook: `?botIterations=`). */
  readonly botIterations?: number;
  /** How long each step of the final scoring shows before the next (ms); 0: step by hand. */
  readonly stepMs?: number;
  readonly bots?: BotPort;
}

/**
 * The local table: its match (`Table`), who sits where, the provisional tile of a human turn, the
 * bots' turns in a worker, undo. The page subscribes and redraws on every change.
 */
export class Controller {
  private static count = 0;
  readonly id = ++Controller.count;
  table: Table;
  seats: Seat[];
  seed: string;
  /** The human's turn being composed: tile in hand, rotation, proposal, pending tile. */
  turn: TurnState = initialTurn();
  thinking = false;
  /** Events of the last move, flashed on the board. */
  flash: UiEvent[] = [];
  lastPlaced: { x: number; y: number } | null = null;
  /** The last refused move, by code (shown in the page's language). */
  error: CodedError | null = null;
  private listeners = new Set<() => void>();
  private token = 0;
  private readonly bots: BotPort;

  constructor(
    table: Table,
    seats: Seat[],
    seed: string,
    private readonly opts: ControllerOptions,
    /** Identifies the game in the browser's saved games. */
    readonly gameId: string = newGameId(),
  ) {
    this.table = table;
    this.seats = seats;
    this.seed = seed;
    this.table.showHandsOf(this.humanSeats());
    this.bots = opts.bots ?? new WorkerBot();
    this.noteLast();
  }

  static start(setup: MatchSetup, seats: Seat[], opts: ControllerOptions): Controller | string {
    const t = Table.create(setup);
    if (!t.ok) return t.error.message;
    return new Controller(t.value, seats, setup.seed ?? '', opts);
  }

  /** A saved game taken up again where it was left. */
  static resume(saved: SavedGame, opts: ControllerOptions): Controller | string {
    const t = Table.load(saved.record);
    if (!t.ok) return t.error.message;
    const c = new Controller(t.value, [...saved.seats], saved.seed, opts, saved.id);
    c.aids = saved.aids === true;
    return c;
  }

  /** Player aids on at this table, for every player alike (chosen when the game is set up). */
  aids = false;

  get stepMs(): number {
    return this.opts.stepMs ?? 1800;
  }

  subscribe(fn: () => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  private changed(): void {
    for (const fn of this.listeners) fn();
    this.runBot();
  }

  get rotation(): Rotation {
    return this.turn.rotation;
  }

  /** A placement proposed by a tap, not yet confirmed (touch screens). */
  get proposal(): Placement | null {
    return this.turn.proposal;
  }

  /** The tile laid provisionally, waiting for the follower choice. */
  get pending(): UiTile | null {
    return this.turn.pending;
  }

  get humanToAct(): boolean {
    const a = this.table.actor;
    return a >= 0 && this.seats[a]?.kind === 'human' && !this.thinking;
  }

  /** The choices of the decision due, while a human here is to make it (else null). */
  turnSource(): TurnSource | null {
    if (!this.humanToAct) return null;
    const t = this.table;
    const v = t.view();
    const drawn = v.drawn && (v.phase === 'place' || v.phase === 'follower') ? v.drawn : null;
    // Abbey & Mayor: the abbey's holes and its monastery, from the legal moves.
    // In the final abbey round (AM2.5) no tile is in hand: the abbey or a pass (a wall choice).
    const abbeys = drawn || v.phase === 'abbey' ? abbeyPlacementsOf(t.legalMoves()) : [];
    return {
      drawn,
      placements: drawn ? t.placements() : [],
      followerPorts: (p) => (isAbbeyLaid(p) ? abbeyFollowersOf(t.legalMoves(), p) : t.followerPorts(p)),
      figurePorts: (p, figure) => t.figurePorts(p, figure),
      recall: (p) => t.recallPoints(p),
      specials: (p) => t.specialMoves(p),
      wallTargets: t.wallTargets(),
      rotClass: (r) => (v.drawn ? t.rotClass(v.drawn, r) : r),
      ...(abbeys.length > 0 ? { abbeys } : {}),
    };
  }

  /** One step of composing the human's turn (the same turn input as the online table's). */
  input(a: TurnAction): void {
    const r = turnStep(this.turn, a, this.turnSource(), { confirmStep: false });
    if (r.state === this.turn && !r.move) return;
    this.turn = r.state;
    if (r.move) this.playMove(r.move);
    else this.changed();
  }

  setRotation(rotation: Rotation): void {
    this.input({ type: 'rotate', rotation });
  }

  /**
   * A tap on a square: show the tile there in the first rotation that fits (from the current
   * one); a tap on the square already proposed turns it to its next legal rotation.
   */
  propose(square: Square): void {
    this.input({ type: 'propose', square });
  }

  rotateProposal(): void {
    this.input({ type: 'rotateProposal' });
  }

  confirmProposal(): void {
    this.input({ type: 'confirmProposal' });
  }

  cancelProposal(): void {
    this.input({ type: 'cancelProposal' });
  }

  /** A human lays the drawn tile; the follower choice follows (or the move is played at once). */
  place(placement: Placement): void {
    this.input({ type: 'place', placement });
  }

  followerPorts(): readonly Port[] {
    return followerTargets(this.turn, this.turnSource());
  }

  cancelPending(): void {
    this.input({ type: 'cancel' });
  }

  follower(port: Port | null): void {
    this.input({ type: 'follower', port });
  }

  wall(target: WallTarget): void {
    this.input({ type: 'wall', target });
  }

  private playMove(m: Move): boolean {
    const before = this.table.moves().length;
    const r = this.table.play(m);
    if (!r.ok) {
      this.error = r.error;
      this.changed();
      return false;
    }
    this.error = null;
    this.turn = initialTurn(this.turn.rotation);
    this.flash = r.value.filter((e) => e.kind !== 'discard' && e.move === before);
    if (this.table.finished) this.flash = r.value.filter((e) => e.kind !== 'discard');
    this.noteLast();
    this.changed();
    return true;
  }

  private noteLast(): void {
    const b = this.table.view().board;
    const last = this.table.moves().length ? b[b.length - 1] : undefined;
    this.lastPlaced = last ? { x: last.x, y: last.y } : null;
  }

  private runBot(): void {
    const a = this.table.actor;
    const seat = this.seats[a];
    if (this.thinking || this.table.finished || a < 0 || !seat || seat.kind === 'human') return;
    this.thinking = true;
    const token = ++this.token;
    const n = this.table.moves().length;
    const seed = botSeed(this.seed, n);
    const ask = this.bots.choose({
      ...botRequest(seat.kind, this.opts.mctsMs, this.opts.botIterations),
      view: this.table.botView(),
      seed,
    });
    const delay = new Promise((r) => setTimeout(r, this.opts.botDelay));
    for (const fn of this.listeners) fn();
    void Promise.allSettled([ask, delay]).then(([res]) => {
      if (token !== this.token) return;
      this.thinking = false;
      const move = res.status === 'fulfilled' ? res.value : null;
      if (move && this.table.play(move).ok) {
        // Re-run through playMove's bookkeeping without playing twice.
        this.afterBot();
        return;
      }
      // A failed or refused bot move must not stall the game: a seeded random legal move instead.
      const fb = fallbackMove(this.table.legalMoves(), seed);
      if (fb) this.playMove(fb);
      else this.changed();
    });
  }

  private afterBot(): void {
    const n = this.table.moves().length - 1;
    const evs = this.table.events();
    this.flash = this.table.finished
      ? evs.filter((e) => e.kind !== 'discard' && (e.move === n || e.move === null))
      : evs.filter((e) => e.kind !== 'discard' && e.move === n);
    this.noteLast();
    this.changed();
  }

  canUndo(): boolean {
    return undoTarget(this.seats, this.table.movers, this.table.actor) !== null;
  }

  /**
   * Take back to the undoing player's last decision. It must be a real decision — a game not over,
   * with legal moves, a human to make them — or the move before is taken back too (never into a
   * dead end after "Game over").
   */
  undo(): void {
    const record = this.table.record();
    let keep = undoTarget(this.seats, this.table.movers, this.table.actor);
    let t: ReturnType<typeof Table.load> | null = null;
    while (keep !== null) {
      t = Table.load(record, keep);
      if (!t.ok) {
        this.error = t.error;
        this.changed();
        return;
      }
      const at = t.value;
      if (!at.finished && at.legalMoves().length > 0 && this.seats[at.actor]?.kind === 'human') break;
      keep = undoTarget(this.seats, this.table.movers.slice(0, keep), -1);
      t = null;
    }
    if (!t?.ok) return;
    this.token++;
    this.bots.cancel();
    this.thinking = false;
    this.turn = initialTurn(this.turn.rotation);
    this.flash = [];
    this.table = t.value;
    this.table.showHandsOf(this.humanSeats());
    this.noteLast();
    this.changed();
  }

  /** The seats played at this screen. */
  private humanSeats(): number[] {
    return this.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  /** The strategic variant: the human to move takes up another tile of their hand; the turn starts again. */
  chooseTile(tile: string): void {
    if (!this.humanToAct || this.turn.pending) return;
    if (!this.table.chooseTile(tile).ok) return;
    this.turn = initialTurn(this.turn.rotation);
    this.changed();
  }

  /** What the browser keeps of this game (autosave). */
  snapshot(now = Date.now()): SavedGame {
    const v = this.table.view();
    return {
      id: this.gameId,
      record: this.table.record(),
      seats: this.seats,
      seed: this.seed,
      savedAt: now,
      finished: v.finished,
      moves: this.table.moves().length,
      tilesLeft: v.tilesLeft,
      ...(this.aids ? { aids: true } : {}),
    };
  }

  /** The record to save (`.carc.json`). */
  recordText(): string {
    return `${JSON.stringify(this.table.record(), null, 2)}\n`;
  }

  dispose(): void {
    this.token++;
    this.bots.cancel();
    this.listeners.clear();
  }

  kick(): void {
    this.changed();
  }
}
