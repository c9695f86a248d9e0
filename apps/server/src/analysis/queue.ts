/**
 * The analyses waiting in one process (service.ts), in two classes: a player's own
 * request for their game (`player`) goes ahead of every analysis queued by a game's end
 * (`automatic`). Within a class the work is shared fairly: round robin between addresses, within
 * an address between its users, each user's games in the order they came. A game with no known
 * address (loaded again after a restart) is its user's own group. Both classes are bounded, and
 * so is what one address or one user may hold waiting in a class (docs/server/analysis.md).
 */

/** Who an analysis is counted against: a user, and the address they played or asked from. */
export interface AnalysisOwner {
  readonly user: string;
  readonly address: string | null;
}

export type AnalysisClass = 'player' | 'automatic';

export const ANALYSIS_CLASSES: readonly AnalysisClass[] = ['player', 'automatic'];

/** How much may wait: in each class, and for one address or one user in a class. */
export interface AnalysisQueueLimits {
  readonly perClass: number;
  readonly perOwner: number;
}

/** Why a class does not take one more analysis of an owner (null: it does). */
export type QueueRefusal = 'queue-full' | 'owner-full' | null;

const groupOf = (owner: AnalysisOwner): string =>
  owner.address === null ? `user:${owner.user}` : `address:${owner.address}`;

/** One class: groups (addresses) in turn, users in turn within a group, a user's tables in order. */
class FairLine<T> {
  private readonly groups = new Map<string, Map<string, T[]>>();
  private readonly byUser = new Map<string, number>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  refusal(owner: AnalysisOwner, limits: AnalysisQueueLimits): QueueRefusal {
    if (this.count >= limits.perClass) return 'queue-full';
    const group = this.groups.get(groupOf(owner));
    let inGroup = 0;
    for (const items of group?.values() ?? []) inGroup += items.length;
    if (inGroup >= limits.perOwner || (this.byUser.get(owner.user) ?? 0) >= limits.perOwner)
      return 'owner-full';
    return null;
  }

  push(item: T, owner: AnalysisOwner): void {
    const key = groupOf(owner);
    let group = this.groups.get(key);
    if (!group) {
      group = new Map();
      this.groups.set(key, group);
    }
    let items = group.get(owner.user);
    if (!items) {
      items = [];
      group.set(owner.user, items);
    }
    items.push(item);
    this.byUser.set(owner.user, (this.byUser.get(owner.user) ?? 0) + 1);
    this.count++;
  }

  /** The next item: the first group's first user's oldest; that user and that group go to the back. */
  shift(): T | undefined {
    for (const [key, group] of this.groups) {
      for (const [user, items] of group) {
        const item = items.shift();
        group.delete(user);
        if (item === undefined) continue;
        if (items.length > 0) group.set(user, items);
        this.groups.delete(key);
        if (group.size > 0) this.groups.set(key, group);
        this.taken(user);
        return item;
      }
      this.groups.delete(key);
    }
    return undefined;
  }

  /** Take out the first item that `matches`; undefined when none does. */
  remove(matches: (item: T) => boolean): T | undefined {
    for (const [key, group] of this.groups)
      for (const [user, items] of group) {
        const at = items.findIndex(matches);
        if (at < 0) continue;
        const [item] = items.splice(at, 1);
        if (items.length === 0) group.delete(user);
        if (group.size === 0) this.groups.delete(key);
        this.taken(user);
        return item;
      }
    return undefined;
  }

  clear(): void {
    this.groups.clear();
    this.byUser.clear();
    this.count = 0;
  }

  private taken(user: string): void {
    const left = (this.byUser.get(user) ?? 1) - 1;
    if (left > 0) this.byUser.set(user, left);
    else this.byUser.delete(user);
    this.count--;
  }
}

/** Both classes: `shift` serves every player's request before any automatic analysis. */
export class AnalysisQueue<T> {
  private readonly lines: Record<AnalysisClass, FairLine<T>> = {
    player: new FairLine(),
    automatic: new FairLine(),
  };

  constructor(private readonly limits: AnalysisQueueLimits) {}

  /** Waiting in one class, or in both. */
  size(of?: AnalysisClass): number {
    return of ? this.lines[of].size : this.lines.player.size + this.lines.automatic.size;
  }

  refusal(of: AnalysisClass, owner: AnalysisOwner): QueueRefusal {
    return this.lines[of].refusal(owner, this.limits);
  }

  push(of: AnalysisClass, item: T, owner: AnalysisOwner): void {
    this.lines[of].push(item, owner);
  }

  shift(): T | undefined {
    return this.lines.player.shift() ?? this.lines.automatic.shift();
  }

  remove(of: AnalysisClass, matches: (item: T) => boolean): T | undefined {
    return this.lines[of].remove(matches);
  }

  clear(): void {
    for (const of of ANALYSIS_CLASSES) this.lines[of].clear();
  }
}
