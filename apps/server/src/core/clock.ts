/** Time as the rooms see it, so that deadlines can be driven by tests and restored after restarts. */
export interface Clock {
  now(): number;
  /** Call `fn` once after `ms` (any length: long waits are re-armed); returns a cancel function. */
  after(ms: number, fn: () => void): () => void;
}

const MAX_TIMEOUT = 2 ** 31 - 1;

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, fn) {
    const due = Date.now() + Math.max(0, ms);
    let timer: NodeJS.Timeout;
    const arm = () => {
      const left = due - Date.now();
      // setTimeout cannot wait longer than ~24.8 days (correspondence games can).
      timer = setTimeout(left > MAX_TIMEOUT ? arm : fn, Math.max(0, Math.min(left, MAX_TIMEOUT)));
      timer.unref();
    };
    arm();
    return () => clearTimeout(timer);
  },
};
