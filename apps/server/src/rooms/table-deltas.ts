import { DELTA_FIELDS, type DeltaField, type DeltaSet, viewDigest } from '@carcassonne/protocol';
import type { TableDelta, TableEvent, TableState } from '@carcassonne/protocol';

/**
 * What every follower of the table here was last sent: the base a delta applies to. Fields and
 * seats as JSON (`seat:<index>` for a seat): small, and never a view. A field a single follower
 * got another value of is left out, so the next delta sets it for everyone.
 */
interface Sent {
  readonly version: number;
  readonly drawn: number;
  readonly seats: number;
  readonly fields: Map<string, string>;
}

const seatKey = (i: number) => `seat:${i}`;
const copy = <K extends DeltaField>(to: DeltaSet, from: TableState, key: K) => {
  to[key] = from[key];
};

/** The fields and seats of a state as JSON, by key. */
function fieldsOf(state: TableState): Map<string, string> {
  const fields = new Map<string, string>();
  for (const key of DELTA_FIELDS) fields.set(key, JSON.stringify(state[key]) ?? '');
  state.seats.forEach((s, i) => {
    fields.set(seatKey(i), JSON.stringify(s));
  });
  return fields;
}

/**
 * The deltas a move's event carries instead of the whole state (docs/server/protocol.md,
 * "Deltas"): the tiles drawn since the followers' base, the view's digest, and the fields and
 * seats that changed.
 */
export class TableDeltas {
  private sent: Sent | null = null;

  /**
   * Every follower is sent `state` after `events`: what changed since their base, or null when
   * they need it whole (no base, the game not in play, or a move between not among the events).
   */
  toAll(state: TableState, events: readonly TableEvent[]): TableDelta | null {
    const view = state.view;
    const sent = this.sent;
    const fields = fieldsOf(state);
    this.sent = view
      ? { version: view.version, drawn: view.drawnTiles.length, seats: state.seats.length, fields }
      : null;
    if (!view || !sent || state.status !== 'playing' || sent.fields.get('status') !== '"playing"')
      return null;
    let version = sent.version;
    for (const e of events) {
      if (e.kind !== 'move') continue;
      if (e.version !== version + 1) return null;
      version = e.version;
    }
    if (version !== view.version || view.drawnTiles.length < sent.drawn || sent.seats !== state.seats.length)
      return null;
    const set: DeltaSet = {};
    for (const key of DELTA_FIELDS) if (sent.fields.get(key) !== fields.get(key)) copy(set, state, key);
    const seats: Record<string, TableState['seats'][number]> = {};
    state.seats.forEach((s, i) => {
      if (sent.fields.get(seatKey(i)) !== fields.get(seatKey(i))) seats[String(i)] = s;
    });
    return {
      from: sent.version,
      version: view.version,
      drawn: view.drawnTiles.slice(sent.drawn),
      digest: viewDigest(view),
      ...(Object.keys(set).length > 0 ? { set } : {}),
      ...(Object.keys(seats).length > 0 ? { seats } : {}),
    };
  }

  /** Every follower got `state` whole. */
  wholeToAll(state: TableState): void {
    void this.toAll(state, []);
  }

  /** One follower got `state` whole: what it holds differently from the others is set again next time. */
  wholeToOne(state: TableState): void {
    const sent = this.sent;
    if (!sent) return;
    const view = state.view;
    if (
      view?.version !== sent.version ||
      view.drawnTiles.length !== sent.drawn ||
      sent.seats !== state.seats.length
    ) {
      this.sent = null;
      return;
    }
    for (const [key, json] of fieldsOf(state)) if (sent.fields.get(key) !== json) sent.fields.delete(key);
  }
}
