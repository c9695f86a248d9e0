import type { QuickChoice } from '@carcassonne/protocol';

/**
 * Pairing for quick games (docs/server/social.md, "Quick games"): pure functions of the queue and the
 * time, so that every process pairs the same way and tests drive the clock.
 */

/** The rating window: ±`base` at first, `step` wider after each `everyMs` of waiting. */
export const QUICK_WINDOW = { base: 100, step: 50, everyMs: 10_000 } as const;
/** After this wait (ms) the queue offers a game against bots instead. */
export const QUICK_BOTS_AFTER_MS = 30_000;

/** One player waiting in the queue. */
export interface QueueEntry {
  readonly user: string;
  readonly name: string;
  readonly username: string | null;
  /** The rating of the preset's game when the player queued (`ratings/player-rating.ts`). */
  readonly rating: number;
  readonly choice: QuickChoice;
  /** When the player queued (ms since the epoch). */
  readonly since: number;
  /** Tells this wait from a later one of the same player (a leave after a match removes nothing). */
  readonly token: string;
}

/**
 * Whether two players must never be seated together. The queue's default avoids nobody; the
 * server hands in the blocking rule here (`QuickGamesOptions.avoid`), and it is asked of every
 * pair of a table before they are seated.
 */
export type Avoid = (a: string, b: string) => boolean;
export const avoidNobody: Avoid = () => false;

/** How far from its rating a player waiting `waitedMs` accepts: ±100, +50 every 10 s. */
export function windowAfter(waitedMs: number): number {
  return QUICK_WINDOW.base + QUICK_WINDOW.step * Math.floor(Math.max(0, waitedMs) / QUICK_WINDOW.everyMs);
}

/** The choices of a queue entry as one key: players are seated only with the same choices. */
export const choiceKey = (c: QuickChoice): string =>
  JSON.stringify([c.preset, c.players, c.rated, c.clock.kind, Object.values(c.clock).slice(1)]);

/**
 * Whether two waiting players may sit together at `now`: different people with the same choices,
 * not avoided, and ratings apart by at most the wider of their two windows (the one who waited longer).
 */
export function compatible(a: QueueEntry, b: QueueEntry, now: number, avoid: Avoid): boolean {
  if (a.user === b.user || choiceKey(a.choice) !== choiceKey(b.choice)) return false;
  const window = Math.max(windowAfter(now - a.since), windowAfter(now - b.since));
  return Math.abs(a.rating - b.rating) <= window && !avoid(a.user, b.user) && !avoid(b.user, a.user);
}

/**
 * The tables to seat now: the longest waiting player first; around them, the closest ratings that
 * are compatible with everyone already chosen, until the table is full. A player is in one group
 * at most; players that make no full table wait for the next round.
 */
export function formGroups(
  entries: readonly QueueEntry[],
  now: number,
  avoid: Avoid = avoidNobody,
): QueueEntry[][] {
  const waiting = [...entries].sort((a, b) => a.since - b.since || a.user.localeCompare(b.user));
  const used = new Set<string>();
  const groups: QueueEntry[][] = [];
  for (const first of waiting) {
    if (used.has(first.user)) continue;
    const candidates = waiting
      .filter((e) => !used.has(e.user) && compatible(first, e, now, avoid))
      .sort((a, b) => Math.abs(a.rating - first.rating) - Math.abs(b.rating - first.rating));
    const group = [first];
    for (const c of candidates) {
      if (group.length >= first.choice.players) break;
      if (group.every((g) => compatible(g, c, now, avoid))) group.push(c);
    }
    if (group.length < first.choice.players) continue;
    for (const g of group) used.add(g.user);
    groups.push(group);
  }
  return groups;
}
