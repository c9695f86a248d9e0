import {
  createMatch,
  gameDefinition,
  loadMatch,
  Mulberry32,
  parseMove,
  formatMove,
  type AnyRecord,
  type Aids,
  type GameMatch,
  type GameView,
  type MatchSetup,
  type Move,
  type Port,
  type Rotation,
  type Result,
  type TileCatalog,
  type TileDef,
} from '@carcassonne/engine';
import { type Figure, figurePortsOf, gainsOnCopy, recallPoints, specialMovesOf } from './figures.js';
import {
  dragonEdge,
  wagonEdge,
  type Look,
  type Placement,
  type UiEvent,
  type UiView,
  type WallTarget,
} from './types.js';
import { lookOf, rotClassIn, tileDefIn, tilesOf, uiViewOf } from './view.js';
import { withoutBidiControls } from './bidi.js';

export type { AnyRecord };
type Err = {
  readonly ok: false;
  readonly error: { readonly code: string; readonly message: string; readonly move?: number };
};

/**
 * The local table's match, of any game, through the engine's one match interface (`GameMatch`;
 * "table" and "match": docs/architecture.md, Glossary). All legality comes from the engine;
 * this only translates to what the page draws.
 */
export class Table {
  /** Seat that made each move so far (for undo and the log). */
  readonly movers: number[] = [];

  /** Answers computed at a version of the game, reused until the next move (the page asks often). */
  private readonly cache = new Map<string, { version: number; value: unknown }>();

  private constructor(private readonly match: GameMatch) {}

  private memo<V>(key: string, compute: () => V): V {
    const hit = this.cache.get(key);
    if (hit && hit.version === this.match.version) return hit.value as V;
    const value = compute();
    this.cache.set(key, { version: this.match.version, value });
    return value;
  }

  static create(setup: MatchSetup): Result<Table> | Err {
    const r = createMatch(setup);
    return r.ok ? { ok: true, value: new Table(r.value) } : r;
  }

  /** Load a record (object or JSON text), optionally only its first `upTo` moves. */
  static load(input: unknown, upTo?: number): Result<Table> | Err {
    // Validate the whole record first (format, game, every move), so a bad move anywhere refuses the file…
    const full = loadMatch(input);
    if (!full.ok) return full;
    const record = full.value.toRecord();
    const moves = full.value.moves();
    // …then rebuild it move by move to learn who made each one, its names without bidi controls.
    const players = record.players.map((p, i) => ({ ...p, name: withoutBidiControls(p.name, i) }));
    const start = loadMatch({ ...record, players, moves: [] });
    if (!start.ok) return start;
    const t = new Table(start.value);
    const n = upTo === undefined ? moves.length : Math.max(0, Math.min(upTo, moves.length));
    for (let i = 0; i < n; i++) {
      const r = t.play(moves[i]!);
      if (!r.ok) return r;
    }
    return { ok: true, value: t };
  }

  /**
   * A position from a player's view alone (a puzzle's): the engine rebuilds the game on a bag
   * whose unseen part is in an arbitrary order (`sample`: the order is not part of the view), then
   * the view's moves are played again to learn who made each one.
   */
  static fromView(view: unknown): Result<Table> | Err {
    if (typeof view !== 'object' || view === null || !('moves' in view) || !Array.isArray(view.moves))
      return { ok: false, error: { code: 'bad-view', message: 'not a view of a game' } };
    const moves: unknown[] = view.moves;
    const def = gameDefinition('game' in view ? view.game : undefined);
    if (!def) return { ok: false, error: { code: 'bad-view', message: 'not a view of a known game' } };
    const start = def.sample({ ...view, moves: [] }, new Mulberry32(1));
    if (!start.ok) return start;
    const t = new Table(start.value);
    for (const move of moves) {
      const r = t.play(typeof move === 'string' ? move : '');
      if (!r.ok) return r;
    }
    return { ok: true, value: t };
  }

  get game(): GameMatch['game'] {
    return this.match.game;
  }

  /** What a follower is called on each kind of segment (the engine's definition). */
  get followerRoles(): Readonly<Record<string, string>> {
    return gameDefinition(this.match.game)?.followerRoles ?? {};
  }

  /** The preset and the rule options in force (the definition's options, as the game resolved them). */
  rules(): { preset: string; options: Readonly<Record<string, boolean | string>> } {
    return this.memo('rules', () => this.computeRules());
  }

  private computeRules(): { preset: string; options: Readonly<Record<string, boolean | string>> } {
    const v = this.match.view();
    const resolved: Readonly<Record<string, unknown>> = 'options' in v ? { ...v.options } : {};
    const options: Record<string, boolean | string> = {};
    for (const o of gameDefinition(this.match.game)?.options ?? []) {
      const value = resolved[o.key];
      if (typeof value === 'boolean' || typeof value === 'string') options[o.key] = value;
    }
    return { preset: this.match.preset, options };
  }

  /** The moves played so far, parsed (records hold only valid moves). */
  parsedMoves(): Move[] {
    return this.memo('parsed', () =>
      this.moves().flatMap((m) => {
        const r = parseMove(m);
        return r.ok ? [r.value] : [];
      }),
    );
  }

  get look(): Look {
    return lookOf(this.match.preset);
  }

  get finished(): boolean {
    return this.match.finished;
  }

  /** Seat whose decision is due (-1 at the end). */
  get actor(): number {
    return this.match.actor;
  }

  get phase(): string {
    return this.match.phase;
  }

  /** The tiles of this table, as every table looks them up (`tilesOf`: the expansions included). */
  private get tiles(): TileCatalog | undefined {
    return this.memo('tiles', () => tilesOf({ game: this.match.game, ...this.rules() }));
  }

  tileDef(id: string): TileDef | undefined {
    return tileDefIn(this.tiles, id);
  }

  /** For a rotation, the first rotation that gives the same placement (symmetric tiles). */
  rotClass(id: string, rotation: Rotation): Rotation {
    return rotClassIn(this.tiles, id, rotation);
  }

  /** Legal placements of the drawn tile; symmetric duplicates left out. */
  /** The player aids of the position (engine: `GameMatch.aids`), computed once per move. */
  aids(): Aids {
    return this.memo('aids', () => this.match.aids());
  }

  placements(): Placement[] {
    return this.match.placements();
  }

  followerPorts(pl: Placement): Port[] {
    return this.match.followerOptions(pl);
  }

  /** The expansions' pieces: where `figure` may go for the placement (from the legal moves). */
  figurePorts(pl: Placement, figure: Figure): Port[] {
    return figurePortsOf(
      this.memo('legal', () => this.match.legalMoves()),
      pl,
      figure,
    );
  }

  /** The Abbot: the points taking the abbot back would score with the placement (null: no recall). */
  recallPoints(pl: Placement): number | null {
    const moves = this.memo('legal', () => this.match.legalMoves());
    return recallPoints(moves, pl, (m) => gainsOnCopy(this.match, m, true), this.match.actor);
  }

  /** The Princess & the Dragon: the fairy, princess and portal moves of a placement. */
  specialMoves(pl: Placement): Move[] {
    return specialMovesOf(
      this.memo('legal', () => this.match.legalMoves()),
      pl,
    );
  }

  /** The wall decisions now due (The City's gate, wall pieces and towers). */
  wallTargets(): WallTarget[] {
    return this.memo('walls', () => {
      const out: WallTarget[] = [];
      for (const mv of this.match.legalMoves()) {
        if (mv.type === 'place') continue;
        const gains = this.gains(mv);
        if (mv.type === 'dragon') {
          out.push({ type: 'dragon', edge: dragonEdge(this.match.publicView(), mv), move: mv, gains });
          continue;
        }
        // Abbey & Mayor's final abbey round: keeping the abbey, a choice off the board.
        if (mv.type === 'pass') {
          out.push({ type: 'pass', edge: null, move: mv, gains });
          continue;
        }
        // Abbey & Mayor's wagon: on to a feature (the side of its tile its port lies on), or home.
        if (mv.type === 'wagon') {
          out.push({ type: 'wagon', edge: wagonEdge(mv), move: mv, gains });
          continue;
        }
        if (mv.type === 'gate')
          out.push({ type: 'gate', edge: { x: mv.x, y: mv.y, side: mv.side }, move: mv, gains });
        else if (mv.type === 'wall')
          out.push({
            type: 'wall',
            edge: { x: mv.x, y: mv.y, side: mv.side },
            guard: mv.guard,
            move: mv,
            gains,
          });
        else out.push({ type: 'tower', edge: mv.at, move: mv, gains });
      }
      return out;
    });
  }

  /** The points a move would score at once, per seat (played on a copy). */
  gains(move: Move): number[] {
    return gainsOnCopy(this.match, move);
  }

  /** Every legal move of the decision due. */
  legalMoves(): Move[] {
    return this.match.legalMoves();
  }

  play(move: Move | string): Result<UiEvent[]> | Err {
    const who = this.actor;
    const r = this.match.play(who, move);
    if (!r.ok) return r;
    this.movers.push(who);
    const events = this.events();
    return { ok: true, value: events.slice(events.length - r.value.events.length) };
  }

  /** Every event so far, in order, players as seats. */
  events(): UiEvent[] {
    return this.memo('events', () => this.computeEvents());
  }

  private computeEvents(): UiEvent[] {
    const names = this.match.players.map((p) => p.name);
    return this.match.report(true).events.map(({ followers, ...e }) => ({
      ...e,
      points: e.points ?? 0,
      players: (e.players ?? []).map((n) => names.indexOf(n)),
      ...(followers
        ? {
            followers: followers.map((f) => ({
              x: f.x,
              y: f.y,
              port: f.port as Port,
              player: names.indexOf(f.player),
            })),
          }
        : {}),
    }));
  }

  moves(): string[] {
    return this.memo('moves', () => this.match.moves());
  }

  record(): AnyRecord {
    return this.match.toRecord();
  }

  /** What a bot is shown: the view of its seat (the one to move; in the strategic variant its own hand, never the others'). */
  botView(): GameView {
    return this.match.view(this.match.actor >= 0 ? this.match.actor : undefined);
  }

  /**
   * The strategic variant: the human seats at this screen, whose hand the page may show — the
   * one to move, else the only one (a bot's hand never shows).
   */
  showHandsOf(humans: readonly number[]): void {
    this.humans = humans;
    this.cache.clear();
  }
  private humans: readonly number[] = [];

  private handSeat(): number | undefined {
    const a = this.match.actor;
    if (a >= 0 && this.humans.includes(a)) return a;
    return this.humans.length === 1 ? this.humans[0] : undefined;
  }

  /** The strategic variant: the player to move takes up another tile of their hand (not a move). */
  chooseTile(tile: string): Result<true> | Err {
    const r = this.match.chooseTile(tile);
    if (r.ok) this.cache.clear();
    return r;
  }

  view(): UiView {
    return this.memo('view', () => ({
      ...uiViewOf(this.match.view(this.handSeat())),
      actor: this.match.actor,
    }));
  }
}

export { formatMove };
