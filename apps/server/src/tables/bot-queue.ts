/**
 * Bot searches waiting for a worker, served fairly: users take turns (the one served longest ago
 * goes first), and each user's tables take turns among that user's searches, so one user with many
 * bot tables waits for their own searches, not everyone else's. A user has at most `perUser`
 * searches running at once (docs/server/tables.md, "Bots").
 */
export class FairQueue<T> {
  /** Per user: per table, in turn order, its waiting searches. */
  private readonly users = new Map<string, Map<string, T[]>>();
  private readonly running = new Map<string, number>();
  /** When each user with searches waiting or running was last served (a count of takes). */
  private readonly served = new Map<string, number>();
  private turn = 0;
  private count = 0;

  constructor(private readonly perUser: number) {}

  /** Searches waiting. */
  get size(): number {
    return this.count;
  }

  push(user: string, table: string, item: T): void {
    let tables = this.users.get(user);
    if (!tables) {
      tables = new Map();
      this.users.set(user, tables);
    }
    const waiting = tables.get(table);
    if (waiting) waiting.push(item);
    else tables.set(table, [item]);
    this.count++;
  }

  /**
   * The next search to run: of the users with one waiting and fewer than `perUser` running, the
   * one served longest ago (or never); of that user's tables, the one waiting longest. Null when
   * none may run.
   */
  take(): { readonly user: string; readonly item: T } | null {
    let best: string | null = null;
    for (const user of this.users.keys()) {
      if ((this.running.get(user) ?? 0) >= this.perUser) continue;
      if (best === null || (this.served.get(user) ?? 0) < (this.served.get(best) ?? 0)) best = user;
    }
    if (best === null) return null;
    const tables = this.users.get(best)!;
    const [table, waiting] = tables.entries().next().value!;
    const item = waiting.shift()!;
    tables.delete(table);
    if (waiting.length > 0) tables.set(table, waiting);
    if (tables.size === 0) this.users.delete(best);
    this.running.set(best, (this.running.get(best) ?? 0) + 1);
    this.served.set(best, ++this.turn);
    this.count--;
    return { user: best, item };
  }

  /** A search of `user` taken earlier is over. */
  done(user: string): void {
    const n = (this.running.get(user) ?? 0) - 1;
    if (n > 0) return void this.running.set(user, n);
    this.running.delete(user);
    // Nothing of theirs left: forgotten (the memory stays bounded by the users with searches).
    if (!this.users.has(user)) this.served.delete(user);
  }

  /** Every waiting search, removed (shutdown). */
  drain(): T[] {
    const all = [...this.users.values()].flatMap((tables) => [...tables.values()].flat());
    this.users.clear();
    this.count = 0;
    return all;
  }
}
