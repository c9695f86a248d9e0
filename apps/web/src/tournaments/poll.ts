/**
 * Following a tournament by asking for its view again and again (the server has no push for it):
 * one request at a time, the next `every` ms after the last answer, none while the page is hidden
 * (one at once when it shows again), and none after `stop` or once the answer says it is over.
 */
export interface PollOptions<V> {
  /** One request; null when it failed (the next one is tried all the same). */
  readonly load: () => Promise<V | null>;
  readonly every: number;
  readonly onAnswer: (view: V) => void;
  /** Whether to go on after this answer (a finished tournament changes no more). */
  readonly goOn: (view: V) => boolean;
  readonly timers: {
    readonly set: (work: () => void, ms: number) => unknown;
    readonly clear: (handle: unknown) => void;
  };
  readonly page: {
    readonly hidden: () => boolean;
    /** Calls `changed` when the page is hidden or shown; gives back the way to stop listening. */
    readonly watch: (changed: () => void) => () => void;
  };
}

/** Starts polling at once; gives back `stop` (for an unmounted screen). */
export function startPolling<V>(options: PollOptions<V>): () => void {
  const { load, every, onAnswer, goOn, timers, page } = options;
  let stopped = false;
  let asking = false;
  let timer: unknown = null;
  const wait = () => {
    if (stopped || asking || timer !== null || page.hidden()) return;
    timer = timers.set(() => {
      timer = null;
      ask();
    }, every);
  };
  const ask = () => {
    if (stopped || asking || page.hidden()) return;
    asking = true;
    void load().then((view) => {
      asking = false;
      if (stopped) return;
      if (view !== null) {
        onAnswer(view);
        if (!goOn(view)) return stop();
      }
      wait();
    });
  };
  const unwatch = page.watch(() => {
    if (page.hidden()) {
      if (timer !== null) timers.clear(timer);
      timer = null;
    } else ask();
  });
  const stop = () => {
    stopped = true;
    if (timer !== null) timers.clear(timer);
    timer = null;
    unwatch();
  };
  ask();
  return stop;
}

/** The browser's timers and page visibility, for `startPolling`. */
export const browserPolling = {
  timers: {
    set: (work: () => void, ms: number): unknown => setTimeout(work, ms),
    clear: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
  page: {
    hidden: () => document.visibilityState === 'hidden',
    watch: (changed: () => void) => {
      document.addEventListener('visibilitychange', changed);
      return () => document.removeEventListener('visibilitychange', changed);
    },
  },
} as const;
