import type { Cluster } from '../cluster/cluster.js';
import type { Clock } from '../core/clock.js';

/** A game a player plays now. */
export interface Playing {
  readonly table: string;
  readonly preset: string;
}

/** What presence reads of a connection: who signed in on it, and the tables it follows. */
interface SessionView {
  readonly user: { readonly id: string } | null;
  readonly watching: ReadonlySet<string>;
}

/** What presence reads of a table in memory. */
interface RoomView {
  readonly currentStatus: string;
  readonly settings: { readonly preset: string };
  isSeated(user: string): boolean;
}

/**
 * The users signed in through these connections (only those of `only` when given), each with the
 * started games they follow in a seat of theirs. A walk of the connections, nothing built per
 * table: it runs at every sign-in.
 */
export function localPlaying(
  sessions: Iterable<SessionView>,
  room: (id: string) => RoomView | undefined,
  only?: ReadonlySet<string>,
): Map<string, Playing[]> {
  const out = new Map<string, Playing[]>();
  for (const session of sessions) {
    const user = session.user;
    if (!user || (only && !only.has(user.id))) continue;
    const games = out.get(user.id) ?? [];
    for (const id of session.watching) {
      const r = room(id);
      if (r?.currentStatus !== 'playing' || !r.isSeated(user.id)) continue;
      if (!games.some((g) => g.table === id)) games.push({ table: id, preset: r.settings.preset });
    }
    out.set(user.id, games);
  }
  return out;
}

/** How often a process tells Redis who is connected through it (ms); an entry lives three times that. */
export const PRESENCE_MS = 10_000;

/**
 * Who is online and what they play. This process knows its own connections (`local`); with
 * several processes each one keeps, per user connected through it, a field of the Redis hash
 * `presence:<user>` (its process id → until when, and the games), written as soon as the user
 * signs in here (`arrived`: the other processes see them online by the time the sign-in is
 * answered), renewed every `PRESENCE_MS` and removed when the user's last connection here closes.
 */
export class Presence {
  private stopRounds: (() => void) | null = null;

  constructor(
    private readonly clock: Clock,
    /** Users signed in through this process (those of `only` when given), with the games they play. */
    private readonly local: (only?: ReadonlySet<string>) => Map<string, Playing[]>,
    private readonly cluster: Cluster | null,
  ) {}

  start(): void {
    if (!this.cluster || this.stopRounds) return;
    const round = () => {
      this.stopRounds = this.clock.after(PRESENCE_MS, () => void this.announce().finally(round));
    };
    void this.announce();
    round();
  }

  stop(): void {
    this.stopRounds?.();
    this.stopRounds = null;
  }

  private key(user: string): string {
    return this.cluster!.key(`presence:${user}`);
  }

  /** Tell Redis who is connected here now (every round). */
  announce(): Promise<void> {
    return this.write(this.local());
  }

  /** A user signed in here: the other processes see them online now, not at the next round. */
  arrived(user: string): Promise<void> {
    if (!this.cluster) return Promise.resolve();
    return this.write(new Map([[user, this.local(new Set([user])).get(user) ?? []]]));
  }

  /** These users' fields of this process, until three rounds from now (a failure waits for the next round). */
  private async write(users: ReadonlyMap<string, Playing[]>): Promise<void> {
    const cluster = this.cluster;
    if (!cluster || users.size === 0) return;
    const until = this.clock.now() + 3 * PRESENCE_MS;
    const batch = cluster.commands.pipeline();
    for (const [user, playing] of users) {
      batch.hset(this.key(user), cluster.processId, JSON.stringify({ until, playing }));
      batch.pexpire(this.key(user), 3 * PRESENCE_MS);
    }
    await batch.exec().catch(() => undefined);
  }

  /** The user's last connection here closed. */
  left(user: string): void {
    this.cluster?.commands.hdel(this.key(user), this.cluster.processId).catch(() => undefined);
  }

  /** Which of `users` are online, each with the games they play (on every process). */
  async of(users: readonly string[]): Promise<Map<string, Playing[]>> {
    const here = this.local(new Set(users));
    const out = new Map<string, Playing[]>();
    for (const u of users) {
      const playing = here.get(u);
      if (playing) out.set(u, [...playing]);
    }
    const cluster = this.cluster;
    if (!cluster || users.length === 0) return out;
    const batch = cluster.commands.pipeline();
    for (const u of users) batch.hgetall(this.key(u));
    const answers = await batch.exec().catch(() => null);
    const now = this.clock.now();
    users.forEach((u, i) => {
      const fields = answers?.[i]?.[1] as Record<string, string> | undefined;
      for (const [process, text] of Object.entries(fields ?? {})) {
        if (process === cluster.processId) continue;
        const seen = JSON.parse(text) as { until: number; playing: Playing[] };
        if (seen.until < now) continue;
        const known = out.get(u) ?? [];
        for (const p of seen.playing) if (!known.some((k) => k.table === p.table)) known.push(p);
        out.set(u, known);
      }
    });
    return out;
  }
}
