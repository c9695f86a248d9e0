import { fnv1a } from '@carcassonne/engine';
import { DELTA_FIELDS, type DeltaField, type DeltaSet, viewDigest } from '@carcassonne/protocol';
import type { TableDelta, TableEvent, TableState } from '@carcassonne/protocol';

/**
 * What every follower of the table here was last sent, as digests: the base a delta applies to.
 * Fields by name, seats as `seat:<index>` (and their number as `seats`); a field a single follower got another value of is
 * left out (so the next delta sets it for everyone).
 */
interface Sent {
  readonly version: number;
  readonly drawn: number;
  readonly fields: Map<string, number>;
}

const seatKey = (i: number) => `seat:${i}`;
const copy = <K extends DeltaField>(to: DeltaSet, from: TableState, key: K) => {
  to[key] = from[key];
};
const digestOf = (value: unknown) => fnv1a(JSON.stringify(value) ?? 'undefined');

/**
 * The deltas a move's event carries instead of the whole state (docs/server/protocol.md,
 * "Deltas"): the tiles drawn since the followers' base, the view's digest, and the fields and
 * seats that changed. It keeps only numbers between moves, never a view.
 */
export class TableDeltas {
  private sent: Sent | null = null;

  /**
   * What changed since every follower's base, after `events`; null when they need the whole state
   * (no base, the game not in play, or a move between not among the events).
   */
  delta(state: TableState, events: readonly TableEvent[]): TableDelta | null {
    const view = state.view;
    const sent = this.sent;
    if (!view || !sent || state.status !== 'playing' || sent.fields.get('status') !== digestOf('playing'))
      return null;
    let version = sent.version;
    for (const e of events) {
      if (e.kind !== 'move') continue;
      if (e.version !== version + 1) return null;
      version = e.version;
    }
    if (version !== view.version || view.drawnTiles.length < sent.drawn) return null;
    if (sent.fields.get('seats') !== state.seats.length) return null;
    const set: DeltaSet = {};
    for (const key of DELTA_FIELDS) if (sent.fields.get(key) !== digestOf(state[key])) copy(set, state, key);
    const seats: Record<string, TableState['seats'][number]> = {};
    state.seats.forEach((s, i) => {
      if (sent.fields.get(seatKey(i)) !== digestOf(s)) seats[String(i)] = s;
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

  /** Every follower got `state` (whole, or as a delta). */
  sentToAll(state: TableState): void {
    const view = state.view;
    if (!view) {
      this.sent = null;
      return;
    }
    const fields = new Map<string, number>();
    for (const key of DELTA_FIELDS) fields.set(key, digestOf(state[key]));
    fields.set('seats', state.seats.length);
    state.seats.forEach((s, i) => {
      fields.set(seatKey(i), digestOf(s));
    });
    this.sent = { version: view.version, drawn: view.drawnTiles.length, fields };
  }

  /** One follower got `state` whole: what it holds differently from the others is set again next time. */
  sentToOne(state: TableState): void {
    const sent = this.sent;
    if (!sent) return;
    const view = state.view;
    if (
      view?.version !== sent.version ||
      view.drawnTiles.length !== sent.drawn ||
      sent.fields.get('seats') !== state.seats.length
    ) {
      this.sent = null;
      return;
    }
    for (const key of DELTA_FIELDS)
      if (sent.fields.get(key) !== digestOf(state[key])) sent.fields.delete(key);
    state.seats.forEach((s, i) => {
      if (sent.fields.get(seatKey(i)) !== digestOf(s)) sent.fields.delete(seatKey(i));
    });
  }
}
