// The load test's simulated players (`tools/loadtest.ts`): pairs of WebSocket clients that play one
// 2-player table after another, so that the number of tables being played holds during a step.
// One set of them runs in the load test's own thread or in each of its generator threads
// (`loadtest-generator.ts`).
import { GameClient, inviteOf, newGuest } from './client.js';
import { autoplay, randomPick, seededRandom } from './autoplay.js';
import type { Options } from './loadtest-options.js';
import { Meter } from './loadtest-report.js';

/** What the players need of the options (a generator thread gets only these). */
export type PlayerOptions = Pick<Options, 'preset' | 'thinkMs' | 'together'>;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function inBatches<T>(
  items: readonly T[],
  size: number,
  fn: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

const wsOf = (u: string) => `${u.replace(/^http/, 'ws').replace(/\/?$/, '/')}ws`;

/**
 * Two simulated players who play one table after another (a new one as soon as a game ends), so
 * that the number of tables being played stays constant during a step.
 */
class Pair {
  private stopped = false;
  private stops: (() => void)[] = [];

  constructor(
    private readonly index: number,
    private readonly a: GameClient,
    private readonly b: GameClient,
    private readonly o: PlayerOptions,
    private readonly meter: Meter,
  ) {}

  /** Set up the first table and start it; later tables follow by themselves. */
  async begin(): Promise<void> {
    const table = await this.open();
    void this.playOn(table);
  }

  private async open(): Promise<string> {
    const { a, b } = this;
    const created = await a.request({
      type: 'create',
      preset: this.o.preset,
      seats: [{ kind: 'me' }, { kind: 'open' }],
      visibility: 'private',
      clock: { kind: 'none' },
    });
    if (!created.ok) throw new Error(`create: ${created.code}`);
    const table = created.result.table;
    const invite = inviteOf(created);
    let joined = await b.request({ type: 'join', table, seat: 1, invite });
    // Another process may not know the new table for a moment.
    for (let tries = 0; !joined.ok && joined.code === 'no-such-table' && tries < 100; tries++) {
      await wait(20);
      joined = await b.request({ type: 'join', table, seat: 1, invite });
    }
    if (!joined.ok) throw new Error(`join: ${joined.code}`);
    await a.request({ type: 'watch', table });
    await b.request({ type: 'watch', table });
    // The host must see its table full before starting (the join may come through another process).
    await a.until(() => a.states.get(table)?.seats[1]?.kind === 'human', 30_000, 'the join');
    const random = seededRandom(this.index + 1);
    const onAnswer = (ms: number, code: string | null) => this.meter.answer(ms, code);
    this.stops = [a, b].map((c, seat) =>
      autoplay(c, table, seat, { choose: randomPick(random), onAnswer, thinkMs: this.o.thinkMs }),
    );
    const started = await a.request({ type: 'start', table });
    if (!started.ok) throw new Error(`start: ${started.code}`);
    return table;
  }

  private async playOn(table: string): Promise<void> {
    while (!this.stopped) {
      await this.a.until(
        () => this.stopped || this.a.isClosed || this.a.states.get(table)?.status === 'finished',
        3_600_000,
        'the end',
      );
      for (const stop of this.stops) stop();
      if (this.stopped || this.a.isClosed) return;
      this.meter.gamesFinished++;
      // The finished table leaves the servers' memory once nobody follows it.
      await Promise.all([this.a, this.b].map((c) => c.request({ type: 'unwatch', table })));
      this.a.states.delete(table);
      this.b.states.delete(table);
      try {
        table = await this.open();
      } catch (e) {
        this.meter.error((e as Error).message.split(':')[0] ?? 'setup');
        return;
      }
    }
  }

  stop(): void {
    this.stopped = true;
    for (const stop of this.stops) stop();
  }
}

/**
 * The tables one thread plays: of the table numbers 0, 1, 2 …, those with `number % of === share`
 * (a table's seed, names and addresses follow its number, whichever thread plays it).
 */
export class Players {
  readonly meter = new Meter();
  private readonly clients: GameClient[] = [];
  private readonly pairs: Pair[] = [];
  /** Table numbers below this one are played (those of this share). */
  private upTo = 0;

  constructor(
    private readonly urls: readonly string[],
    private readonly o: PlayerOptions,
    private readonly share = 0,
    private readonly of = 1,
  ) {}

  /** Add this share's tables up to `tables` in all. */
  async add(tables: number): Promise<void> {
    const numbers: number[] = [];
    for (let i = this.upTo; i < tables; i++) if (i % this.of === this.share) numbers.push(i);
    this.upTo = tables;
    const { urls, meter } = this;
    await inBatches(numbers, 25, async (i) => {
      const pair = await Promise.all(
        ['a', 'b'].map(async (side, k) => {
          const target = urls[(i + (this.o.together ? 0 : k)) % urls.length]!;
          const guest = await newGuest(target, `Load ${i}${side}`);
          // Each table's players connect from an address of their own (127.1.x.y, all loopback),
          // as players do: the per-address caps then count a few tables, not all of them.
          const local = `127.1.${Math.floor(i / 250) % 250}.${1 + (i % 250)}`;
          const client = await GameClient.connect(wsOf(target), `${i}${side}`, false, local);
          client.socket.on('error', () => meter.error('socket'));
          client.socket.on('close', () => meter.error('closed'));
          const auth = await client.request({ type: 'auth', user: guest.user.id, secret: guest.secret });
          if (!auth.ok) throw new Error(`auth: ${auth.code}`);
          this.clients.push(client);
          return client;
        }),
      );
      const p = new Pair(i, pair[0]!, pair[1]!, this.o, meter);
      this.pairs.push(p);
      await p.begin();
    });
  }

  /** Stop playing and close every connection. */
  async stop(): Promise<void> {
    for (const p of this.pairs) p.stop();
    await Promise.all(this.clients.map((c) => c.close()));
  }
}
