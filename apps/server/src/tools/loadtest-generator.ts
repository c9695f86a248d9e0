// The load test's generators (`tools/loadtest.ts`): its simulated players in the load test's own
// thread, or shared among threads of their own (`--generators N`), so that one thread's pauses (its
// collector's, 10,000 sockets' states in one heap) delay only its share of the moves, and each
// thread's own stalls are measured (its event loop's delay) beside the round trips.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { Meter } from './loadtest-report.js';
import { type PlayerOptions, Players } from './loadtest-players.js';

/** What a generator measured since the last `take`. */
export type Taken = ReturnType<Meter['take']> & {
  /** The p99 of its event loop's delay (ms): how late it was to read what arrived. */
  readonly loopDelayP99Ms: number;
};

/** One set of simulated players, wherever it runs. */
export interface Generator {
  add(tables: number): Promise<void>;
  take(): Promise<Taken>;
  stop(): Promise<void>;
}

/** The players of share `share` of `of`, with their event loop's delay measured, in this thread. */
function localGenerator(urls: readonly string[], o: PlayerOptions, share: number, of: number): Generator {
  const players = new Players(urls, o, share, of);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  return {
    add: (tables) => players.add(tables),
    take: () => {
      const p99 = delay.percentile(99) / 1e6;
      delay.reset();
      return Promise.resolve({ ...players.meter.take(), loopDelayP99Ms: Math.round(p99 * 10) / 10 });
    },
    stop: async () => {
      delay.disable();
      await players.stop();
    },
  };
}

type Command = { readonly kind: 'add'; readonly tables: number } | { readonly kind: 'take' | 'stop' };
type Reply = { readonly ok: true; readonly taken?: Taken } | { readonly ok: false; readonly error: string };
interface Start {
  readonly urls: readonly string[];
  readonly options: PlayerOptions;
  readonly share: number;
  readonly of: number;
}

/** The players of share `share` of `of` in a thread of their own (loaded through loadtest-thread.mjs). */
function threadGenerator(
  urls: readonly string[],
  options: PlayerOptions,
  share: number,
  of: number,
): Generator {
  const start: Start = { urls, options, share, of };
  const thread = new Worker(new URL('./loadtest-thread.mjs', import.meta.url), { workerData: start });
  let failure: Error | null = null;
  thread.once('error', (e) => (failure = e));
  // One command at a time: each waits for its reply.
  const ask = (command: Command) =>
    new Promise<Taken | undefined>((resolve, reject) => {
      if (failure) return reject(failure);
      const onError = (e: Error) => reject(e);
      thread.once('error', onError);
      thread.once('message', (reply: Reply) => {
        thread.off('error', onError);
        if (reply.ok) resolve(reply.taken);
        else reject(new Error(reply.error));
      });
      thread.postMessage(command);
    });
  return {
    add: async (tables) => void (await ask({ kind: 'add', tables })),
    take: async () => (await ask({ kind: 'take' }))!,
    stop: async () => {
      await ask({ kind: 'stop' }).catch(() => undefined);
      await thread.terminate();
    },
  };
}

/** `count` generators sharing the tables: the load test's own thread when 1, else as many threads. */
export function generators(urls: readonly string[], o: PlayerOptions, count: number): Generator[] {
  return Array.from({ length: count }, (_, share) =>
    count === 1 ? localGenerator(urls, o, 0, 1) : threadGenerator(urls, o, share, count),
  );
}

/** What all the generators measured, together; the loop delay is the worst generator's. */
export function merged(all: readonly Taken[]): Taken {
  const codes: Record<string, number> = {};
  for (const t of all) for (const [k, n] of Object.entries(t.codes)) codes[k] = (codes[k] ?? 0) + n;
  return {
    rtts: all.flatMap((t) => t.rtts),
    errors: all.reduce((n, t) => n + t.errors, 0),
    codes,
    games: all.reduce((n, t) => n + t.games, 0),
    loopDelayP99Ms: Math.max(0, ...all.map((t) => t.loopDelayP99Ms)),
  };
}

if (parentPort && (workerData as { share?: unknown } | null)?.share !== undefined) {
  const port = parentPort;
  const { urls, options, share, of } = workerData as Start;
  const generator = localGenerator(urls, options, share, of);
  port.on('message', (command: Command) => {
    const done =
      command.kind === 'add'
        ? generator.add(command.tables).then(() => undefined)
        : command.kind === 'take'
          ? generator.take()
          : generator.stop().then(() => undefined);
    done.then(
      (taken) => port.postMessage(taken ? { ok: true, taken } : { ok: true }),
      (e: unknown) => port.postMessage({ ok: false, error: (e as Error).message }),
    );
  });
}
