import type { Cluster } from '../cluster/cluster.js';
import { advance, type AdvanceDeps } from './advance.js';

/** How often the leader looks at its tournaments when not told otherwise. */
export const DEFAULT_TOURNAMENT_TICK_MS = 1000;

/** The lease a tournament is led under (the tables' lease keys are table ids: no clash). */
export const leaseName = (id: string): string => `tournament:${id}`;

/**
 * One process leads each tournament at a time, as tables have leases (tables/table-leases.ts): in
 * a cluster the lease is a Redis key with an expiry, taken or renewed each round; alone, this
 * process leads them all. A leader that lost its lease between a read and a write loses the
 * compare-and-set of the state (storage/tournaments.ts), so two never both advance one.
 */
export class TournamentLeader {
  private timer: ReturnType<typeof setInterval> | null = null;
  private round: Promise<void> | null = null;
  private stopped = false;
  private readonly led = new Set<string>();

  constructor(
    private readonly deps: AdvanceDeps,
    private readonly cluster: Cluster | null,
    private readonly tickMs: number = DEFAULT_TOURNAMENT_TICK_MS,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.round ??= this.tick()
        .catch((e: unknown) => this.deps.log.error({ err: e }, 'tournament round failed'))
        .finally(() => (this.round = null));
    }, this.tickMs);
    this.timer.unref();
  }

  /**
   * One round: every tournament due a step (running, paused, or upcoming with its start passed)
   * whose lease this process holds takes one; the leases are taken or renewed in one Redis call.
   */
  async tick(): Promise<void> {
    const ids = await this.deps.storage.tournaments.due(this.deps.clock.now());
    for (const id of await this.held(ids)) {
      if (this.stopped) return;
      try {
        await advance(this.deps, id);
      } catch (e) {
        this.deps.log.error({ err: e, tournament: id }, 'tournament step failed');
      }
    }
  }

  private async held(ids: readonly string[]): Promise<string[]> {
    const cluster = this.cluster;
    if (!cluster) return [...ids];
    let names = new Set<string>();
    try {
      names = await cluster.claimMany(ids.map(leaseName));
    } catch {
      // Redis away: nobody can prove a lease, so nobody leads until it returns.
    }
    const held = ids.filter((id) => names.has(leaseName(id)));
    this.led.clear();
    for (const id of held) this.led.add(id);
    return held;
  }

  /** Stop leading: the round in flight ends, the leases go (another process takes over at once). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.round;
    const cluster = this.cluster;
    if (cluster)
      await Promise.all([...this.led].map((id) => cluster.release(leaseName(id)).catch(() => undefined)));
  }
}
