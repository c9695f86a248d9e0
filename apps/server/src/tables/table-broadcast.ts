import type { MyGame, SeatState, TableState, TableSummary } from '@carcassonne/protocol';
import type { StoredEvent } from '../storage/types.js';
import { eventText } from '../storage/event-text.js';
import type { Connection } from '../core/transport.js';
import type { RoomCore } from './room-core.js';
import { type DeltaFields, TableDeltas } from './table-deltas.js';

/**
 * An event's frame, `{ type: 'event', table, seq, event }` and `after` (more fields, each with its
 * leading comma) as JSON: the event's text is the one stored (`eventText`), not written again.
 */
function eventFrame(table: string, e: StoredEvent, after: string): string {
  return `{"type":"event","table":${JSON.stringify(table)},"seq":${JSON.stringify(e.seq)},"event":${eventText(e)}${after}}`;
}

/**
 * What followers see: the table's state (never the seed or the order of the bag), the events
 * and legal moves sent to them, the lobby's summary and "my games". It only sends frames to the
 * followers `TableAudience` holds; it stores nothing.
 */
export class TableBroadcast {
  private cachedState: TableState | null = null;
  /** What every follower was last sent: a move's event carries only what changed since. */
  private readonly deltas = new TableDeltas();

  constructor(private readonly p: RoomCore) {}

  /** The state changed: built again when next asked for. */
  invalidate(): void {
    this.cachedState = null;
  }

  /**
   * Every follower here gets the events, the last one with what changed (a delta), or with the
   * new state when they need it whole; then the legal moves.
   */
  publish(events: readonly StoredEvent[]): void {
    for (const e of events) this.p.t.history.note(e.event);
    this.cachedState = null;
    const id = this.p.t.id;
    const followers = this.p.audience.connections;
    // The delta needs the view's digest, not the view: the board (most of the view's cost to build
    // and to write) is left out of both.
    const fields = this.fields();
    const match = this.p.t.match;
    const delta =
      events.length > 0
        ? this.deltas.toAll(
            fields,
            match ? match.publicViewWithoutBoard() : null,
            events.map((e) => e.event),
          )
        : null;
    events.forEach((e, i) => {
      const last = i === events.length - 1;
      const frame = eventFrame(
        id,
        e,
        !last
          ? ''
          : delta
            ? `,"delta":${JSON.stringify(delta)}`
            : `,"state":${JSON.stringify(this.stateOf(fields))}`,
      );
      for (const conn of followers.keys()) conn.send(frame);
    });
    // Not kept until the next move: held for a second, every table's view would outlive the young
    // generation and be copied into the old one. A newcomer's state is built again.
    this.cachedState = null;
    this.sendHands();
    this.sendLegal();
  }

  /** Events without the state (missed ones, for one follower or for all). */
  sendEvents(events: readonly StoredEvent[], to?: Connection): void {
    const id = this.p.t.id;
    for (const e of events) {
      const frame = eventFrame(id, e, '');
      if (to) to.send(frame);
      else for (const conn of this.p.audience.connections.keys()) conn.send(frame);
    }
  }

  /** The state alone, to one follower or to all. */
  publishState(to?: Connection): void {
    const t = this.p.t;
    const state = this.state();
    const frame = JSON.stringify({ type: 'state', table: t.id, seq: t.seq, state });
    if (to) this.deltas.wholeToOne(state);
    else this.deltas.wholeToAll(state);
    if (to) to.send(frame);
    else for (const conn of this.p.audience.connections.keys()) conn.send(frame);
    // Not kept either (as in `publish`): a table nobody moves at would hold its view for ever.
    this.cachedState = null;
    this.sendHands(to);
  }

  /**
   * The strategic variant: each seated person's hand, to their own connections only (the state
   * and its deltas, the same for everyone, show hand sizes only). Nothing for other games.
   */
  sendHands(only?: Connection): void {
    const t = this.p.t;
    const match = t.match;
    if (!match || match.finished || !t.settings.options?.strategic) return;
    for (const [conn, f] of this.p.audience.connections) {
      if (only && conn !== only) continue;
      const seat = f.user === null ? null : t.seatOf(f.user);
      if (seat === null) continue;
      const view = match.view(seat);
      const hand = 'hand' in view ? view.hand : undefined;
      if (hand === undefined) continue;
      conn.send(JSON.stringify({ type: 'hand', table: t.id, seat, version: match.version, hand }));
    }
  }

  /**
   * The legal moves of the decision due, sent only to the connections of the person who must
   * decide (nothing is sent on a bot's or substitute's turn).
   */
  sendLegal(only?: Connection): void {
    const t = this.p.t;
    const match = t.match;
    if (t.status !== 'playing' || !match || match.finished) return;
    const actor = match.actor;
    const seat = t.seats[actor];
    if (seat?.kind !== 'human' || t.substitutes.has(actor)) return;
    const targets = [...this.p.audience.connections]
      .filter(([conn, f]) => f.user === seat.user && (!only || conn === only))
      .map(([conn]) => conn);
    if (targets.length === 0) return;
    // Not kept for a newcomer: held until the next move, every table's frame would be copied into
    // the old generation.
    // The engine's own moves, written as text from the start (no move object for each).
    const moves = match.legalMoveStrings();
    const frame = JSON.stringify({ type: 'legal', table: t.id, seat: actor, version: match.version, moves });
    for (const conn of targets) conn.send(frame);
  }

  /** The table as every follower sees it: never the seed or the order of the bag. */
  state(): TableState {
    if (this.cachedState) return this.cachedState;
    this.cachedState = this.stateOf(this.fields());
    return this.cachedState;
  }

  /** The state of `fields`, with the view and the aids. */
  private stateOf(f: DeltaFields): TableState {
    const t = this.p.t;
    const match = t.match;
    return {
      id: f.id,
      game: f.game,
      status: f.status,
      host: f.host,
      hostName: f.hostName,
      expires: f.expires,
      settings: f.settings,
      seats: f.seats,
      // The engine builds views whose key order follows nothing hidden (its tests prove it byte for byte).
      view: match ? match.publicView() : null,
      actor: f.actor,
      deadline: f.deadline,
      report: f.report,
      ...(f.ending !== undefined ? { ending: f.ending } : {}),
      ...(f.rematch !== undefined ? { rematch: f.rematch } : {}),
      // Aids only where the table has them, computed from the position (never the order of the bag).
      ...(t.settings.aids === true ? { aids: match && t.status === 'playing' ? match.aids() : null } : {}),
    };
  }

  /** The state's fields but the view and the aids: what a delta compares. */
  private fields(): DeltaFields {
    const t = this.p.t;
    const match = t.match;
    return {
      id: t.id,
      game: t.game,
      status: t.status,
      host: t.host,
      hostName: t.hostName,
      expires: this.p.t.expires,
      settings: t.settings,
      seats: this.seatStates(),
      actor: this.actor(),
      deadline: t.deadline,
      report: t.status === 'finished' && match ? match.report() : null,
      ending: t.status === 'finished' ? t.history.ending : null,
      rematch: t.history.rematch,
    };
  }

  /** The status, seats and player due as `state()` gives them, without building the board's view. */
  brief(): Pick<TableState, 'status' | 'seats' | 'actor'> {
    return this.cachedState ?? { status: this.p.t.status, seats: this.seatStates(), actor: this.actor() };
  }

  /** The seat due to decide while the table plays, else -1. */
  private actor(): number {
    const { status, match } = this.p.t;
    return status === 'playing' && match && !match.finished ? match.actor : -1;
  }

  private seatStates(): SeatState[] {
    const t = this.p.t;
    const audience = this.p.audience;
    const h = t.history;
    const now = this.p.deps.clock.now();
    const grace = t.settings.grace;
    return t.seats.map((s, i): SeatState => {
      if (s.kind !== 'human') return s;
      const connected = audience.isConnected(s.user);
      const substitute = t.substitutes.has(i);
      // Since when the player is away: the first state built without them (memory only).
      if (connected) t.away.delete(i);
      else if (!t.away.has(i)) t.away.set(i, now);
      const awaySince = connected ? null : (t.away.get(i) ?? now);
      const counting = awaySince !== null && !substitute && grace !== null && t.status === 'playing';
      return {
        ...s,
        connected,
        substitute,
        awaySince,
        botAt: counting ? awaySince + grace * 1000 : null,
        reason: substitute || t.timedOut.has(i) ? (h.reasons.get(i) ?? 'absent') : (h.reasons.get(i) ?? null),
        botMoves: h.botMoves[i] ?? 0,
        timeouts: h.timeouts[i] ?? 0,
        resigned: h.resigned.has(i),
        ...(h.berserk.has(i) ? { berserk: true } : {}),
        bank: h.banks[i] ?? null,
      };
    });
  }

  summary(): TableSummary {
    const t = this.p.t;
    return {
      id: t.id,
      game: t.game,
      preset: t.settings.preset,
      status: t.status,
      host: t.host,
      hostName: t.hostName,
      seats: this.seatStates(),
      clock: t.settings.clock,
      rated: t.settings.rated,
      ...(t.settings.aids === true ? { aids: true } : {}),
      createdAt: t.createdAt,
    };
  }

  /** This user's game here, for "my games" (null when not seated). */
  myGame(userId: string): MyGame | null {
    const t = this.p.t;
    const seat = t.seatOf(userId);
    if (seat === null) return null;
    const actor = t.match && !t.match.finished ? t.match.actor : -1;
    return {
      table: t.id,
      preset: t.settings.preset,
      status: t.status,
      seat,
      actor,
      yourTurn: actor === seat && t.status === 'playing',
      deadline: t.deadline,
      invite: t.invite,
    };
  }
}
