/**
 * Bot searches waiting for a worker, served fairly: users take turns (round robin), and each
 * user's tables take turns among that user's searches, so one user with many bot tables waits
 * for their own searches, not everyone else's. A user has at most `perUser` searches running at
 * once (docs/server.md, "Bots").
 */
export class FairQueue<T> {
  /** Per user, in turn order: per table, in turn order, its waiting searches. */
  private readonly users = new Map<string, Map<string, T[]>>();
  private readonly running = new Map<string, number>();
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
   * The next search to run: the first user in turn with one waiting and fewer than `perUser`
   * running; that user and that table go to the back of their turns. Null when none may run.
   */
  take(): { readonly user: string; readonly item: T } | null {
    for (const [user, tables] of this.users) {
      if ((this.running.get(user) ?? 0) >= this.perUser) continue;
      const first = tables.entries().next().value;
      if (!first) continue;
      const [table, waiting] = first;
      const item = waiting.shift()!;
      tables.delete(table);
      if (waiting.length > 0) tables.set(table, waiting);
      this.users.delete(user);
      if (tables.size > 0) this.users.set(user, tables);
      this.running.set(user, (this.running.get(user) ?? 0) + 1);
      this.count--;
      return { user, item };
    }
    return null;
  }

  /** A search of `user` taken earlier is over. */
  done(user: string): void {
    const n = (this.running.get(user) ?? 0) - 1;
    if (n > 0) this.running.set(user, n);
    else this.running.delete(user);
  }

  /** Every waiting search, removed (shutdown). */
  drain(): T[] {
    const all = [...this.users.values()].flatMap((tables) => [...tables.values()].flat());
    this.users.clear();
    this.count = 0;
    return all;
  }
}
