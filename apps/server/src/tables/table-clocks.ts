import { CLOCK_BOUNDS, type BotReason } from '@carcassonne/protocol';
import type { StoredEvent } from '../storage/types.js';
import type { RoomCore } from './room-core.js';
import type { TableBots } from './table-bots.js';
import type { TableBroadcast } from './table-broadcast.js';
import { timeAfterMove } from './time-bank.js';
import { vacationWait } from './vacation-clock.js';
import { SeatMap } from './seat-set.js';

/**
 * The bot that plays for an absent or timed-out player: greedy, not a level. It keeps the seat
 * going until the player is back rather than playing for them, answers at once (no search on a
 * clock the player may come back to) and plays the same way at every table.
 */
export const SUBSTITUTE = { bot: 'greedy', level: 1 } as const;

/** What the clocks call of the other parts. */
type ClocksSlice = RoomCore & {
  readonly broadcast: Pick<TableBroadcast, 'publish' | 'publishState'>;
  readonly bots: Pick<TableBots, 'turn'>;
};

/**
 * The clocks of a table and its substitutes: who must play the decision due (a person with a
 * deadline, a bot, or the substitute of a person out of time or absent past the grace period),
 * and the hand-over of a seat to the substitute and back. Only the leader arms timers; a timer's
 * work runs in the room's queue like any operation.
 */
export class TableClocks {
  private cancelDeadline: (() => void) | null = null;
  private readonly graceTimers = new SeatMap<() => void>();

  constructor(private readonly p: ClocksSlice) {}

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
    if (botDue && this.p.audience.pauses()) {
      // Bots do not play on for nobody: the table waits for a seated person (TableLifecycle).
      this.p.t.paused = true;
      return;
    }
    if (seat.kind === 'bot') {
      this.p.bots.turn(actor, seat.bot, seat.level);
      return;
    }
    if (t.substitutes.has(actor) || t.timedOut.has(actor)) {
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

  /**
   * The deadline of the decision now due, if the table has a clock and a person is to play it:
   * the seat's time (its bank, or a move's full time) from now. `banks` are the seats' times
   * after the move just played (the stored ones by default).
   */
  nextDeadline(banks: readonly (number | null)[] = this.p.t.history.banks): number | null {
    const t = this.p.t;
    const match = t.match;
    if (t.settings.clock.kind === 'none' || !match || match.finished) return null;
    const actor = match.actor;
    if (t.seats[actor]?.kind !== 'human' || t.substitutes.has(actor) || t.timedOut.has(actor)) return null;
    const time = banks[actor];
    return time === null || time === undefined ? null : this.p.deps.clock.now() + time;
  }

  /**
   * Every seat's time after a move of `seat` now: a person's move uses the time since the turn
   * began (its bank minus what is left until the deadline); a bot's move for a person after a
   * timeout leaves the increment; other bot moves change nothing. A seat that berserked (arena)
   * has no increment, as on lichess.
   */
  banksAfter(seat: number, by: 'player' | 'bot'): (number | null)[] {
    const t = this.p.t;
    const banks = [...t.history.banks];
    const table = t.settings.clock;
    const clock = table.kind === 'bank' && t.history.berserk.has(seat) ? { ...table, increment: 0 } : table;
    if (clock.kind === 'none' || t.seats[seat]?.kind !== 'human') return banks;
    const bank = banks[seat] ?? null;
    if (by === 'player' && t.deadline !== null) {
      const used = (bank ?? 0) - Math.max(0, t.deadline - this.p.deps.clock.now());
      banks[seat] = timeAfterMove(clock, bank, used);
    } else if (t.timedOut.has(seat)) {
      banks[seat] = timeAfterMove(clock, bank, Number.POSITIVE_INFINITY);
    }
    return banks;
  }

  /**
   * A time bank pauses while the server is down: the deadline of a restored table's player due is
   * the bank they had when the turn began, from now (the seconds of that turn before the restart
   * are not counted). Other clocks keep their stored deadline.
   */
  pausedDeadline(): number | null {
    const t = this.p.t;
    if (t.settings.clock.kind !== 'bank' || t.status !== 'playing' || t.deadline === null) return t.deadline;
    return this.nextDeadline();
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
        if (this.p.audience.isConnected(s.user) || t.substitutes.has(seat)) return;
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
      if (s.kind === 'human' && !this.p.audience.isConnected(s.user)) this.startGrace(i);
    });
  }

  /** Stop every timer (no longer the leader, or disposed). */
  stop(): void {
    this.cancelDeadline?.();
    this.cancelDeadline = null;
    for (const cancel of this.graceTimers.values()) cancel();
    this.graceTimers.clear();
  }

  /** The player is back: the seat is theirs again (not a resigned one); they hear what the bot did. */
  giveBack(seat: number): Promise<void> {
    const t = this.p.t;
    if (t.history.resigned.has(seat)) {
      // Connected again, but the seat stays the bot's: everyone sees the player here.
      this.p.broadcast.publishState();
      return Promise.resolve();
    }
    t.substitutes.delete(seat);
    return this.control(seat, 'player', 'returned', t.history.botMoves[seat] ?? 0);
  }

  /**
   * The seat due ran out of time: a bot plays this move only and the seat stays the player's;
   * after `CLOCK_BOUNDS.timeoutsToBot` timeouts in a row the bot keeps it, as for an absence.
   */
  private async timeout(seat: number, version: number): Promise<void> {
    const t = this.p.t;
    const m = t.match;
    if (t.disposed || !m || t.status !== 'playing' || m.version !== version || m.actor !== seat) return;
    if (t.substitutes.has(seat) || t.timedOut.has(seat)) return;
    if (t.deadline !== null && t.deadline > this.p.deps.clock.now()) return this.schedule();
    if (await this.onVacation(seat, version)) return;
    if ((t.history.timeouts[seat] ?? 0) + 1 >= CLOCK_BOUNDS.timeoutsToBot) {
      await this.handOver(seat, 'timeouts');
      return;
    }
    t.timedOut.add(seat);
    await this.control(seat, 'bot', 'timeout');
  }

  /**
   * The player due is (or was) on vacation during their turn (vacation-clock.ts): their time has
   * not run out; the deadline is checked again later (the leader reads the vacations each time).
   */
  private async onVacation(seat: number, version: number): Promise<boolean> {
    const t = this.p.t;
    const s = t.seats[seat];
    if (s?.kind !== 'human' || t.deadline === null) return false;
    const clock = this.p.deps.clock;
    const wait = await vacationWait(this.p.deps.storage, t.settings.clock, s.user, t.deadline, clock.now());
    if (wait === null) return false;
    this.cancelDeadline?.();
    this.cancelDeadline = clock.after(wait, () => this.p.detach(() => this.timeout(seat, version)));
    return true;
  }

  /** A bot plays the seat from now on (until the player is back; for good after a resignation). */
  private handOver(seat: number, reason: BotReason): Promise<void> {
    this.p.t.substitutes.add(seat);
    return this.control(seat, 'bot', reason);
  }

  /** Store and tell who controls the seat now (the substitutes already changed in memory). */
  private async control(
    seat: number,
    by: 'bot' | 'player',
    reason: BotReason | 'returned',
    botMoves?: number,
  ): Promise<void> {
    const t = this.p.t;
    const deadline = this.nextDeadline();
    const event: StoredEvent = {
      seq: t.seq + 1,
      event: { kind: 'control', seat, by, reason, ...(botMoves !== undefined ? { botMoves } : {}) },
    };
    await this.p.deps.storage.updateTable(t.id, { substitutes: [...t.substitutes], deadline }, [event]);
    t.deadline = deadline;
    t.seq = event.seq;
    this.p.written({ substitutes: [...t.substitutes], deadline }, [event]);
    this.p.broadcast.publish([event]);
    this.schedule();
  }
}
