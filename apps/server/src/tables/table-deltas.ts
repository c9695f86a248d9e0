import type { GameView } from '@carcassonne/engine';
import { DELTA_FIELDS, type DeltaField, type DeltaSet, ViewDigester } from '@carcassonne/protocol';
import type { TableDelta, TableEvent, TableState, WithoutBoard } from '@carcassonne/protocol';

/** What a delta is made of: the state's fields but the view and aids… */
export type DeltaFields = Pick<TableState, DeltaField | 'seats'>;
/** …and the view, whose board it does not need. */
export type DeltaView = GameView | WithoutBoard<GameView>;

/**
 * What every follower of the table here was last sent: the base a delta applies to. The fields
 * (`DELTA_FIELDS` in order, then the seats) as values, objects as their JSON: a short array kept
 * between moves, never a view. A field a single follower got another value of is marked
 * `RESEND`, so the next delta sets it for everyone.
 */
interface Sent {
  readonly version: number;
  readonly drawn: number;
  readonly values: Value[];
}

type Value = string | number | boolean | null | typeof RESEND | undefined;
const RESEND = Symbol('resend');

const copy = <K extends DeltaField>(to: DeltaSet, from: DeltaFields, key: K) => {
  to[key] = from[key];
};

/** A field as `Sent` keeps it: objects (seats, settings, the report) as JSON, other values as they are. */
function kept(v: unknown): Value {
  if (typeof v === 'object' && v !== null) return JSON.stringify(v);
  if (
    typeof v === 'string' ||
    typeof v === 'number' ||
    typeof v === 'boolean' ||
    v === null ||
    v === undefined
  )
    return v;
  return String(v);
}

/**
 * The fields as `Sent` keeps them. A text equal to the one `before` holds is that one: kept until
 * the next move (a second or more), each move's new copy of the settings and seats would outlive
 * the young generation and fill the old one; equal, it dies young.
 */
function valuesOf(state: DeltaFields, before: Sent | null = null): Value[] {
  const out: Value[] = DELTA_FIELDS.map((key) => kept(state[key]));
  for (const s of state.seats) out.push(kept(s));
  const old = before?.values;
  if (old?.length === out.length) for (let i = 0; i < out.length; i++) if (out[i] === old[i]) out[i] = old[i];
  return out;
}

/**
 * The deltas a move's event carries instead of the whole state (docs/server/protocol.md,
 * "Deltas"): the tiles drawn since the followers' base, the view's digest, and the fields and
 * seats that changed.
 */
export class TableDeltas {
  private sent: Sent | null = null;
  /** The game's views' digests, each carried on from the last (the moves and tiles since). */
  private readonly digester = new ViewDigester();

  /**
   * Every follower is sent the state of `state` and `view` after `events`: what changed since their
   * base, or null when they need it whole (no base, the game not in play, or a move between not
   * among the events).
   */
  toAll(state: DeltaFields, view: DeltaView | null, events: readonly TableEvent[]): TableDelta | null {
    const sent = this.sent;
    const values = valuesOf(state, sent);
    this.sent = view ? { version: view.version, drawn: view.drawnTiles.length, values } : null;
    if (!view || !sent || state.status !== 'playing' || sent.values.length !== values.length) return null;
    if (sent.values[DELTA_FIELDS.indexOf('status')] !== 'playing') return null;
    let version = sent.version;
    for (const e of events) {
      if (e.kind !== 'move') continue;
      if (e.version !== version + 1) return null;
      version = e.version;
    }
    if (version !== view.version || view.drawnTiles.length < sent.drawn) return null;
    const set: DeltaSet = {};
    DELTA_FIELDS.forEach((key, i) => {
      if (sent.values[i] !== values[i]) copy(set, state, key);
    });
    const seats: Record<string, TableState['seats'][number]> = {};
    state.seats.forEach((s, i) => {
      const at = DELTA_FIELDS.length + i;
      if (sent.values[at] !== values[at]) seats[String(i)] = s;
    });
    return {
      from: sent.version,
      version: view.version,
      drawn: view.drawnTiles.slice(sent.drawn),
      ...('revealedBy' in view && view.revealedBy ? { revealedBy: view.revealedBy.slice(sent.drawn) } : {}),
      digest: this.digester.of(view),
      ...(Object.keys(set).length > 0 ? { set } : {}),
      ...(Object.keys(seats).length > 0 ? { seats } : {}),
    };
  }

  /** Every follower got `state` whole. */
  wholeToAll(state: TableState): void {
    void this.toAll(state, state.view, []);
  }

  /** One follower got `state` whole: what it holds differently from the others is set again next time. */
  wholeToOne(state: TableState): void {
    const sent = this.sent;
    if (!sent) return;
    const view = state.view;
    const values = valuesOf(state);
    if (
      view?.version !== sent.version ||
      view.drawnTiles.length !== sent.drawn ||
      values.length !== sent.values.length
    ) {
      this.sent = null;
      return;
    }
    values.forEach((v, i) => {
      if (sent.values[i] !== v) sent.values[i] = RESEND;
    });
  }
}
