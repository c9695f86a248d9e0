import type { Clock } from '../src/core/clock.js';

/** A clock the test moves: timers run only when `advance` passes their time, in order. */
export class ManualClock implements Clock {
  private time = 1_000_000;
  private timers: { due: number; fn: () => void }[] = [];

  now(): number {
    return this.time;
  }

  after(ms: number, fn: () => void): () => void {
    const timer = { due: this.time + Math.max(0, ms), fn };
    this.timers.push(timer);
    return () => {
      this.timers = this.timers.filter((t) => t !== timer);
    };
  }

  get pending(): number {
    return this.timers.length;
  }

  /** Whether a timer is due exactly `ms` from now: one armed at this moment for `ms`. */
  dueIn(ms: number): boolean {
    return this.timers.some((t) => t.due === this.time + ms);
  }

  /** Move the time on, running the timers due on the way, in order. */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.due <= end).sort((x, y) => x.due - y.due)[0];
      if (!next) break;
      this.timers = this.timers.filter((t) => t !== next);
      this.time = next.due;
      next.fn();
    }
    this.time = end;
  }
}
