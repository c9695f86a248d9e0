import type { StoredEvent } from '../storage/types.js';
import type { RoomParts } from './room-parts.js';

/**
 * The bot that plays for an absent or timed-out player: greedy, not a level. It keeps the seat
 * going until the player is back rather than playing for them, answers at once (no search on a
 * clock the player may come back to) and plays the same way at every table.
 */
export const SUBSTITUTE = { bot: 'greedy', level: 1 } as const;

/**
 * The clocks of a table and its substitutes: who must play the decision due (a person with a
 * deadline, a bot, or the substitute of a person out of time or absent past the grace period),
 * and the hand-over of a seat to the substitute and back. Only the leader arms timers; a timer's
 * work runs in the room's queue like any operation.
 */
export class TableClocks {
  private cancelDeadline: (() => void) | null = null;
  private readonly graceTimers = new Map<number, () => void>();

  constructor(private readonly p: RoomParts) {}

  /** Who plays the seat due: a person (with a deadline when the table has a clock) or a bot. */
  schedule(): void {
    this.cancelDeadline?.();
    this.cancelDeadline = null;
    const t = this.p.t;
    const match = t.match;
    if (t.disposed || !t.leader || t.status !== 'playing' || !match || match.finished) return;
    const actor = match.actor;
    const seat = t.seats[actor];
    if (!seat) return;
    const botDue = seat.kind === 'bot' || t.substitutes.has(actor);
    if (botDue && this.p.lifecycle.pauses()) {
      // Bots do not play on for nobody: the table waits for a seated person (TableLifecycle).
      this.p.lifecycle.paused = true;
      return;
    }
    if (seat.kind === 'bot') {
      this.p.bots.turn(actor, seat.bot, seat.level);
      return;
    }
    if (t.substitutes.has(actor)) {
      this.p.bots.turn(actor, SUBSTITUTE.bot, SUBSTITUTE.level);
      return;
    }
    if (t.deadline !== null) {
      const version = match.version;
      const clock = this.p.deps.clock;
      const due = () => this.p.detach(() => this.timeout(actor, version));
      this.cancelDeadline = clock.after(t.deadline - clock.now(), due);
    }
  }

  /** The deadline of the decision now due, if the table has a clock and a person is to play it. */
  nextDeadline(): number | null {
    const t = this.p.t;
    const clock = t.settings.clock;
    const match = t.match;
    if (clock.kind === 'none' || !match || match.finished) return null;
    const actor = match.actor;
    if (t.seats[actor]?.kind !== 'human' || t.substitutes.has(actor)) return null;
    const seconds = clock.kind === 'move' ? clock.seconds : clock.days * 86_400;
    return this.p.deps.clock.now() + seconds * 1000;
  }

  /** A seated player is connected nowhere: the substitute takes the seat after the grace period. */
  startGrace(seat: number): void {
    const t = this.p.t;
    const grace = t.settings.grace;
    if (grace === null || !t.leader || t.status !== 'playing' || this.graceTimers.has(seat)) return;
    const cancel = this.p.deps.clock.after(grace * 1000, () =>
      this.p.detach(async () => {
        this.graceTimers.delete(seat);
        const s = t.seats[seat];
        if (t.disposed || !t.leader || t.status !== 'playing' || s?.kind !== 'human') return;
        if (this.p.followers.isConnected(s.user) || t.substitutes.has(seat)) return;
        await this.handOver(seat, 'absent');
      }),
    );
    this.graceTimers.set(seat, cancel);
  }

  cancelGrace(seat: number): void {
    this.graceTimers.get(seat)?.();
    this.graceTimers.delete(seat);
  }

  /** Every absent player (connected nowhere) gets the grace period. */
  graceForAbsent(): void {
    this.p.t.seats.forEach((s, i) => {
      if (s.kind === 'human' && !this.p.followers.isConnected(s.user)) this.startGrace(i);
    });
  }

  /** Stop every timer (no longer the leader, or disposed). */
  stop(): void {
    this.cancelDeadline?.();
    this.cancelDeadline = null;
    for (const cancel of this.graceTimers.values()) cancel();
    this.graceTimers.clear();
  }

  /** The player is back: the seat is theirs again. */
  giveBack(seat: number): Promise<void> {
    this.p.t.substitutes.delete(seat);
    return this.control(seat, 'player', 'returned');
  }

  /** The seat due ran out of time: a bot plays it until the player comes back. */
  private async timeout(seat: number, version: number): Promise<void> {
    const t = this.p.t;
    const m = t.match;
    if (t.disposed || !m || t.status !== 'playing' || m.version !== version || m.actor !== seat) return;
    if (t.substitutes.has(seat)) return;
    if (t.deadline !== null && t.deadline > this.p.deps.clock.now()) return this.schedule();
    await this.handOver(seat, 'timeout');
  }

  private handOver(seat: number, reason: 'timeout' | 'absent'): Promise<void> {
    this.p.t.substitutes.add(seat);
    return this.control(seat, 'bot', reason);
  }

  /** Store and tell who controls the seat now (the substitutes already changed in memory). */
  private async control(
    seat: number,
    by: 'bot' | 'player',
    reason: 'timeout' | 'absent' | 'returned',
  ): Promise<void> {
    const t = this.p.t;
    const deadline = this.nextDeadline();
    const event: StoredEvent = { seq: t.seq + 1, event: { kind: 'control', seat, by, reason } };
    await this.p.deps.storage.updateTable(t.id, { substitutes: [...t.substitutes], deadline }, [event]);
    t.deadline = deadline;
    t.seq = event.seq;
    this.p.replication.written({ substitutes: [...t.substitutes], deadline }, [event]);
    this.p.broadcast.publish([event]);
    this.schedule();
  }
}
