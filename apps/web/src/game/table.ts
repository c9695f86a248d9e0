import {
  Match,
  CityMatch,
  loadRecord,
  loadCityRecord,
  formatMove,
  type Move,
  type Port,
  type Rotation,
  type Result,
  type TileDef,
  type GameRecord,
  type CityRecord,
  type PlayerView,
  type CityPlayerView,
  type Setup,
  type CitySetup,
} from '@carcassonne/engine';
import type { Look, Placement, UiEvent, UiView, WallTarget } from './types.js';
import { rotClassOf, tileDefOf, uiViewOf } from './view.js';

export type AnyRecord = GameRecord | CityRecord;
type Err = { readonly ok: false; readonly error: { readonly code: string; readonly message: string } };

/**
 * One game of either kind behind one small surface: the page never asks the two engines
 * anything directly. All legality comes from the engine; this only translates.
 */
export class Table {
  /** Seat that made each move so far (for undo and the log). */
  readonly movers: number[] = [];

  private constructor(
    private readonly m: { kind: 'base'; match: Match } | { kind: 'city'; match: CityMatch },
  ) {}

  static create(setup: Setup | CitySetup): Result<Table> | Err {
    if (setup.game === 'the-city') {
      const r = CityMatch.create(setup);
      return r.ok ? { ok: true, value: new Table({ kind: 'city', match: r.value }) } : r;
    }
    const r = Match.create(setup);
    return r.ok ? { ok: true, value: new Table({ kind: 'base', match: r.value }) } : r;
  }

  /** Load a record (object or JSON text), optionally only its first `upTo` moves. */
  static load(input: unknown, upTo?: number): Result<Table> | Err {
    let json: unknown = input;
    if (typeof input === 'string') {
      try {
        json = JSON.parse(input);
      } catch (e) {
        return { ok: false, error: { code: 'malformed-json', message: `not JSON: ${(e as Error).message}` } };
      }
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json))
      return { ok: false, error: { code: 'bad-schema', message: 'a record must be a JSON object' } };
    const rec = json as Record<string, unknown>;
    const moves = rec.moves;
    if (!Array.isArray(moves) || !moves.every((m) => typeof m === 'string'))
      return { ok: false, error: { code: 'bad-schema', message: 'moves must be an array of strings' } };
    // Validate the whole record first (so a bad move anywhere refuses the file)…
    const full = rec.game === 'the-city' ? loadCityRecord(rec) : loadRecord(rec);
    if (!full.ok) return full;
    // …then rebuild it move by move to learn who made each one.
    const empty = { ...rec, moves: [] };
    const start = rec.game === 'the-city' ? loadCityRecord(empty) : loadRecord(empty);
    if (!start.ok) return start;
    const t =
      start.value instanceof CityMatch
        ? new Table({ kind: 'city', match: start.value })
        : new Table({ kind: 'base', match: start.value as Match });
    const n = upTo === undefined ? moves.length : Math.max(0, Math.min(upTo, moves.length));
    for (let i = 0; i < n; i++) {
      const r = t.play(moves[i] as string);
      if (!r.ok) return r;
    }
    return { ok: true, value: t };
  }

  get game(): 'carcassonne' | 'the-city' {
    return this.m.kind === 'city' ? 'the-city' : 'carcassonne';
  }

  get look(): Look {
    if (this.m.kind === 'city') return 'city';
    return this.m.match.setup.preset === 'winter' ? 'winter' : 'summer';
  }

  get finished(): boolean {
    return this.m.match.finished;
  }

  /** Seat whose decision is due (-1 at the end). */
  get actor(): number {
    if (this.m.kind === 'city') return this.m.match.actor;
    return this.m.match.finished ? -1 : this.m.match.game.current;
  }

  get phase(): string {
    return this.m.kind === 'city' ? this.m.match.phase : this.m.match.game.phase;
  }

  tileDef(id: string): TileDef | undefined {
    return tileDefOf(this.look, id);
  }

  /** For a rotation, the first rotation that gives the same placement (symmetric tiles). */
  rotClass(id: string, rotation: Rotation): Rotation {
    return rotClassOf(this.look, id, rotation);
  }

  /** Legal placements of the drawn tile; symmetric duplicates left out. */
  placements(): Placement[] {
    if (this.m.kind === 'base') return this.m.match.legalPlacements();
    if (this.m.match.phase !== 'place') return [];
    const out: Placement[] = [];
    for (const mv of this.m.match.legalMoves()) {
      if (mv.type === 'place' && mv.follower === undefined) out.push({ x: mv.x, y: mv.y, rotation: mv.rotation });
    }
    return out;
  }

  followerPorts(pl: Placement): Port[] {
    return this.m.kind === 'base' ? this.m.match.followerOptions(pl) : this.m.match.followerPorts(pl);
  }

  /** The City's gate, wall and tower choices now due. */
  wallTargets(): WallTarget[] {
    if (this.m.kind !== 'city') return [];
    const out: WallTarget[] = [];
    for (const mv of this.m.match.legalMoves()) {
      if (mv.type === 'gate') out.push({ type: 'gate', edge: { x: mv.x, y: mv.y, side: mv.side }, move: mv });
      else if (mv.type === 'wall') out.push({ type: 'wall', edge: { x: mv.x, y: mv.y, side: mv.side }, guard: mv.guard, move: mv });
      else if (mv.type === 'tower') out.push({ type: 'tower', edge: mv.at, move: mv });
    }
    return out;
  }

  /** Every legal move (used for the fallback bot of The City). */
  legalMoves(): Move[] {
    return this.m.match.legalMoves();
  }

  play(move: Move | string): Result<UiEvent[]> | Err {
    const who = this.actor;
    const r = this.m.kind === 'base' ? this.m.match.play(move) : this.m.match.play(move);
    if (!r.ok) return r;
    this.movers.push(who);
    return { ok: true, value: r.value.map((e) => ({ ...e })) };
  }

  /** Every event so far, in order. */
  events(): UiEvent[] {
    return this.m.match.events.map((e) => ({ ...e }));
  }

  moves(): string[] {
    return this.m.match.moves();
  }

  record(): AnyRecord {
    return this.m.match.toRecord();
  }

  /** What a bot is shown: the public view only. */
  botView(): PlayerView | CityPlayerView {
    return this.m.match.view();
  }

  view(): UiView {
    return uiViewOf(this.m.match.view());
  }
}

export { formatMove };
